#include "ProfileSummary.h"

#include "ProfileContext.h"
#include "SampleCounts.h"

#include "formats/FormatRegistry.h"
#include "model/Profile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace hg {

namespace {

QJsonValue attributeJson(const StringPool &strings, const AttributeValue &v)
{
    switch (v.kind) {
    case AttributeValue::Kind::Int: return QJsonValue(double(v.i));
    case AttributeValue::Kind::UInt: return QJsonValue(double(v.u));
    case AttributeValue::Kind::Double: return QJsonValue(v.d);
    case AttributeValue::Kind::Bool: return QJsonValue(v.b);
    case AttributeValue::Kind::String:
    case AttributeValue::Kind::Ref: return QJsonValue(strings.string(v.s));
    case AttributeValue::Kind::Bytes: return QJsonValue(QString::fromLatin1(QByteArray(strings.view(v.s).data(), qsizetype(strings.view(v.s).size())).toBase64()));
    case AttributeValue::Kind::Json: {
        const QJsonDocument parsed = QJsonDocument::fromJson(strings.string(v.s).toUtf8());
        return parsed.isObject() ? QJsonValue(parsed.object()) : parsed.isArray() ? QJsonValue(parsed.array()) : QJsonValue(strings.string(v.s));
    }
    case AttributeValue::Kind::Span: return QJsonValue(double(v.u));
    }
    return QJsonValue();
}

} // namespace

QJsonObject ProfileSummary::toJson(const Profile &profile, std::optional<TimeRange> range)
{
    QJsonObject o;
    o[QStringLiteral("format")] = profile.formatId();
    o[QStringLiteral("duration_ns")] = double((range ? range->length() : profile.duration()) / kPsPerNs);
    if (range)
        o[QStringLiteral("range")] = QJsonObject{{QStringLiteral("from_ns"), double(range->from / kPsPerNs)},
                                                 {QStringLiteral("to_ns"), double(range->to / kPsPerNs)}};
    o[QStringLiteral("span_count")] = double(profile.spanCount());
    const SampleCounts samples = SampleCounts::of(profile);
    o[QStringLiteral("sample_count")] = double(samples.samples);
    if (samples.weighted)
        o[QStringLiteral("distinct_stacks")] = double(samples.stacks);
    if (samples.untimed)
        o[QStringLiteral("untimed")] = true;
    o[QStringLiteral("record_count")] = double(profile.nodeCount());
    if (!profile.flows().empty())
        o[QStringLiteral("flow_count")] = double(profile.flows().size());
    if (profile.startEpochNs())
        o[QStringLiteral("start_epoch_ns")] = double(*profile.startEpochNs());
    QJsonArray tracks;
    for (const Track &t : profile.tracks()) {
        QJsonObject j;
        j[QStringLiteral("name")] = t.info.name;
        j[QStringLiteral("group")] = t.info.group;
        j[QStringLiteral("spans")] = double(t.spans.size());
        j[QStringLiteral("samples")] = double(SampleCounts::of(t.samples));
        j[QStringLiteral("records")] = double(t.nodes.size());
        j[QStringLiteral("max_depth")] = double(profile.maxDepth(t));
        if (t.samples.hasCpu()) // the CPU time the thread used over the samples
            j[QStringLiteral("cpu_ns")] = double(t.samples.cpuTotalNs());
        if (const SpanTrack::LaneGroup *roots = t.spans.laneGroupOf(kNoId))
            j[QStringLiteral("lanes")] = double(roots->laneCount);
        if (t.info.threadId >= 0)
            j[QStringLiteral("thread_id")] = double(t.info.threadId);
        if (!t.info.externalId.isEmpty())
            j[QStringLiteral("id")] = t.info.externalId; // exactly as the file wrote it
        tracks.append(j);
    }
    o[QStringLiteral("tracks")] = tracks;
    QJsonArray warnings;
    for (const Diagnostic &d : profile.diagnostics().warnings())
        warnings.append(d.toString());
    if (profile.diagnostics().dropped())
        warnings.append(QCoreApplication::translate("ProfileSummary", "%1 more warnings")
                            .arg(profile.diagnostics().dropped()));
    o[QStringLiteral("warnings")] = warnings;
    QJsonObject formatSpecific;
    for (const AttributeTable::Entry &e : profile.metadata().all())
        formatSpecific[profile.strings().string(e.key)] = attributeJson(profile.strings(), e.value);
    if (const auto hz = ProfileContext::observedSampleRateHz(profile))
        formatSpecific[QStringLiteral("observed_sample_rate_hz")] = *hz;
    QJsonArray counters;
    for (const CounterSeries &c : profile.counters())
        counters.append(QJsonObject{{QStringLiteral("name"), c.name}, {QStringLiteral("unit"), c.unit},
                                    {QStringLiteral("points"), double(c.size())}});
    if (!counters.isEmpty())
        formatSpecific[QStringLiteral("measurements")] = counters;
    o[profile.formatId()] = formatSpecific;
    return o;
}

QString ProfileSummary::toText(const Profile &profile, const QString &fileName, std::optional<TimeRange> range)
{
    QString out;
    const FormatModule *reader = FormatRegistry::instance().reader(profile.formatId());
    out += tr("File:      %1\n").arg(fileName);
    out += tr("Format:    %1\n").arg(reader ? reader->displayName() : profile.formatId());
    const SampleCounts samples = SampleCounts::of(profile);
    if (samples.untimed) // counts without times: no duration to tell
        out += tr("Duration:  none (samples without times)\n");
    else
        out += tr("Duration:  %1\n").arg(formatDuration(range ? range->length() : profile.duration()));
    if (range)
        out += tr("Range:     %1 to %2\n").arg(formatDuration(range->from), formatDuration(range->to));
    out += tr("Tracks:    %1\n").arg(profile.tracks().size());
    out += tr("Spans:     %1\n").arg(profile.spanCount());
    if (samples.weighted)
        out += tr("Samples:   %1 (%2 distinct stacks)\n").arg(samples.samples).arg(samples.stacks);
    else
        out += tr("Samples:   %1\n").arg(samples.samples);
    if (profile.nodeCount() > 0)
        out += tr("Records:   %1\n").arg(profile.nodeCount());
    if (!profile.flows().empty())
        out += tr("Flows:     %1\n").arg(profile.flows().size());
    out += tr("Warnings:  %1\n").arg(profile.diagnostics().count());
    if (!profile.metadataString("requests").isEmpty()) // MiniProfiler
        out += tr("Requests:  %1 (%2 steps, %3 custom timings, %4 client timings)\n")
                   .arg(profile.metadataString("requests"), profile.metadataString("steps"),
                        profile.metadataString("custom_timings"), profile.metadataString("client_timings"));
    for (const ContextFact &fact : ProfileContext::facts(profile, QLocale::c()))
        out += QStringLiteral("%1 %2\n").arg(fact.label + QLatin1Char(':'), -10).arg(fact.value);
    for (const QString &note : ProfileContext::notes(profile))
        out += tr("Note:      %1\n").arg(note);
    for (const Track &t : profile.tracks()) {
        if (t.nodes.size() && t.spans.empty() && t.samples.empty()) {
            out += tr("  track %1 [%2]: %3 records\n").arg(t.info.name, t.info.group).arg(t.nodes.size());
            continue;
        }
        // Concurrent roots (async slices of different ids) lie on lanes.
        const SpanTrack::LaneGroup *roots = t.spans.laneGroupOf(kNoId);
        out += roots ? tr("  track %1 [%2]: %3 spans on %4 lanes, %5 samples\n")
                           .arg(t.info.name, t.info.group).arg(t.spans.size()).arg(roots->laneCount).arg(SampleCounts::of(t.samples))
                     : tr("  track %1 [%2]: %3 spans, %4 samples\n")
                           .arg(t.info.name, t.info.group).arg(t.spans.size()).arg(SampleCounts::of(t.samples));
        if (t.samples.hasCpu())
            out += tr("    CPU time: %1\n").arg(formatDuration(TimePs(t.samples.cpuTotalNs()) * kPsPerNs));
    }
    for (const Diagnostic &d : profile.diagnostics().warnings())
        out += tr("  warning: %1\n").arg(d.toString());
    return out;
}

} // namespace hg
