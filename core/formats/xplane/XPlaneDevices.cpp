#include "XPlaneDevices.h"

#include "XPlaneFormat.h"

#include <QSet>

namespace hg {

namespace {

// A stat of the plane a track belongs to ("plane." + the stat's name).
std::optional<double> number(const Profile &p, const Track &t, std::string_view stat)
{
    const std::string key = "plane." + std::string(stat);
    const std::optional<AttributeValue> v = t.attributes.findNamed(0, p.strings(), key);
    return v ? v->number() : std::nullopt;
}

QString text(const Profile &p, const Track &t, std::string_view key)
{
    const std::optional<AttributeValue> v = t.attributes.findNamed(0, p.strings(), key);
    return v && (v->kind == AttributeValue::Kind::String || v->kind == AttributeValue::Kind::Ref) ? p.strings().string(v->s) : QString();
}

QString deviceKind(const QString &planeName)
{
    // "/device:GPU:0" -> "GPU"; "/device:CUSTOM:Megascale Trace" -> "CUSTOM"
    const QStringList parts = planeName.split(QLatin1Char(':'));
    return parts.size() >= 2 ? parts[1] : planeName;
}

} // namespace

QStringList XPlaneDevices::describe(const Profile &p, const QLocale &locale)
{
    if (p.formatId() != XPlaneFormat::id)
        return {};
    QStringList order;
    QHash<QString, int> counts;
    QSet<QString> seenPlanes;
    for (const Track &t : p.tracks()) {
        const QString plane = text(p, t, "plane_name");
        if (!plane.startsWith(QLatin1String("/device:")) || seenPlanes.contains(plane))
            continue;
        seenPlanes.insert(plane);
        QStringList parts;
        if (const auto cores = number(p, t, "core_count"))
            parts << tr("%1 cores").arg(locale.toString(*cores, 'f', 0));
        if (const auto kHz = number(p, t, "clock_rate"))
            parts << tr("%1 GHz").arg(locale.toString(*kHz / 1e6, 'f', 2));
        if (const auto bytes = number(p, t, "memory_size"))
            parts << tr("%1 memory").arg(locale.formattedDataSize(qint64(*bytes), 0, QLocale::DataSizeTraditionalFormat));
        if (const auto bytesPerSecond = number(p, t, "memory_bandwidth"))
            parts << tr("%1 GB/s").arg(locale.toString(*bytesPerSecond / 1e9, 'f', 0));
        if (const auto tflops = number(p, t, "peak_teraflops_per_second"); tflops && *tflops > 0)
            parts << tr("%1 TFLOP/s peak").arg(locale.toString(*tflops, 'f', 0));
        if (const auto hbm = number(p, t, "peak_hbm_bw_gigabytes_per_second"); hbm && *hbm > 0)
            parts << tr("%1 GB/s HBM peak").arg(locale.toString(*hbm, 'f', 0));
        const auto major = number(p, t, "compute_cap_major"), minor = number(p, t, "compute_cap_minor");
        if (major && minor)
            parts << tr("compute capability %1.%2").arg(*major).arg(*minor);
        QString name = text(p, t, "plane.device_type_string");
        if (name.isEmpty())
            name = text(p, t, "plane.gpu_device_name");
        if (name.isEmpty())
            name = QStringList{text(p, t, "plane.device_vendor"), deviceKind(plane)}.join(QLatin1Char(' ')).trimmed();
        const QString description = parts.isEmpty() ? name : tr("%1: %2").arg(name, parts.join(QStringLiteral(", ")));
        if (!counts.contains(description))
            order << description;
        ++counts[description];
    }
    QStringList lines;
    for (const QString &d : order)
        lines << (counts[d] > 1 ? tr("%1 × %2").arg(counts[d]).arg(d) : d);
    return lines;
}

void XPlaneDevices::addFacts(const Profile &p, const QLocale &locale, std::vector<ContextFact> &facts)
{
    addFact(facts, tr("Host"), p.metadataString("hostname").trimmed());
    addFact(facts, tr("Planes"), tr("%1 planes, %2 lines, %3 events")
                                      .arg(p.metadataString("planes"), p.metadataString("lines"),
                                           locale.toString(p.metadataString("events").toULongLong())));
    addFact(facts, tr("Devices"), describe(p, locale).join(QStringLiteral("; ")));
}

} // namespace hg
