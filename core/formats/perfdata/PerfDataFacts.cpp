#include "PerfDataFacts.h"

#include "PerfMetadata.h"
#include "model/Profile.h"
#include "model/ProfileBuilder.h"

namespace hg {

namespace {

void set(ProfileBuilder &b, std::string_view key, const QString &value)
{
    if (!value.isEmpty())
        b.setMetadata(key, value.toStdString());
}

} // namespace

void PerfDataFacts::setMetadata(const PerfMetadata &m, ProfileBuilder &b)
{
    set(b, "hostname", m.hostname);
    set(b, "os_release", m.osRelease);
    set(b, "perf_version", m.perfVersion);
    set(b, "arch", m.arch);
    set(b, "cpu", m.cpuDescription);
    set(b, "cpuid", m.cpuId);
    if (m.cpusOnline)
        set(b, "cpus_online", QString::number(m.cpusOnline));
    if (m.cpusAvailable)
        set(b, "cpus_available", QString::number(m.cpusAvailable));
    if (m.totalMemoryKb)
        set(b, "total_memory_kb", QString::number(m.totalMemoryKb));
    set(b, "command_line", m.commandLine.join(QLatin1Char(' ')));
    set(b, "compression", m.compression);
    if (!m.buildIds.empty())
        set(b, "build_ids", QString::number(m.buildIds.size()));
}

void PerfDataFacts::addFacts(const Profile &p, const QLocale &locale, std::vector<ContextFact> &facts)
{
    addFact(facts, tr("Host"), p.metadataString("hostname"));
    const QString release = p.metadataString("os_release");
    const QString arch = p.metadataString("arch");
    addFact(facts, tr("Kernel"), release.isEmpty() ? arch : arch.isEmpty() ? release : tr("%1 (%2)").arg(release, arch));
    QString cpu = p.metadataString("cpu");
    const QString online = p.metadataString("cpus_online");
    if (!online.isEmpty())
        cpu = (cpu.isEmpty() ? QString() : cpu + QStringLiteral(", ")) + tr("%n CPU(s) online", nullptr, online.toInt());
    addFact(facts, tr("CPU"), cpu);
    if (const qulonglong kb = p.metadataString("total_memory_kb").toULongLong())
        addFact(facts, tr("Memory"), locale.formattedDataSize(qint64(kb) * 1024));
    addFact(facts, tr("Recorded with"), p.metadataString("command_line"));
    addFact(facts, tr("perf version"), p.metadataString("perf_version"));
    addFact(facts, tr("Compression"), p.metadataString("compression"));
}

} // namespace hg
