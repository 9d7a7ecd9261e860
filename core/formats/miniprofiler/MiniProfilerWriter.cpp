#include "MiniProfilerWriter.h"

#include "MiniProfilerKeys.h"
#include "formats/miniprofiler/StepTree.h"
#include "formats/AttributeJson.h"
#include "formats/JsonWriter.h"
#include "io/ReadContext.h"
#include "model/Profile.h"

#include <QUuid>
#include <algorithm>
#include <set>

namespace hg {

namespace k = miniprofiler::key;

namespace {

double toMs(TimePs ps) { return double(ps) / double(kPsPerMs); }

// Where an attribute goes whose name is one of MiniProfiler's fields.
constexpr std::string_view kRenamedPrefix = "attribute.";

class RequestWriter
{
public:
    RequestWriter(const Profile &profile, TrackId track, JsonWriter &json)
        : m_profile(profile), m_strings(profile.strings()), m_trackIndex(track), m_track(profile.tracks()[track]),
          m_tree(StepTree::build(profile, track)), m_json(json)
    {
        // Where this request's clock zero sits on the profile's time axis:
        // its own epoch origin when that is one on the profile's clock (no
        // step would start before it), else its first step.
        const TimePs firstStart = m_tree.roots().empty() ? 0 : m_track.spans.start(m_tree.steps()[m_tree.roots().front()].span);
        m_origin = firstStart;
        if (m_track.info.epochOriginNs && profile.startEpochNs()) {
            const qint64 offsetNs = *m_track.info.epochOriginNs - *profile.startEpochNs();
            constexpr qint64 kDayNs = 86'400'000'000'000;
            if (offsetNs >= 0 && offsetNs < kDayNs && offsetNs * kPsPerNs <= firstStart)
                m_origin = offsetNs * kPsPerNs;
        }
    }

    void write()
    {
        m_json.beginObject();
        m_json.key("Id").value(textAttribute(m_track.attributes, 0, k::kId, id(QStringLiteral("request"), 0)));
        m_json.key("Name").value(m_track.info.name);
        std::int64_t startedMs = 0;
        if (m_track.info.epochOriginNs)
            startedMs = *m_track.info.epochOriginNs / 1000000;
        else if (m_profile.startEpochNs())
            startedMs = (*m_profile.startEpochNs() + m_origin / kPsPerNs) / 1000000;
        m_json.key("Started").value(startedMs);
        const std::optional<AttributeValue> duration = find(m_track.attributes, 0, k::kDuration);
        m_json.key("DurationMilliseconds");
        if (duration && duration->kind == AttributeValue::Kind::Double)
            m_json.value(duration->d);
        else
            m_json.value(toMs(rootDuration()));
        m_json.key("MachineName").value(textAttribute(m_track.attributes, 0, k::kMachineName, m_track.info.group));
        writeLinks();
        m_json.key("Root");
        writeRoot();
        m_json.key("ClientTimings");
        writeClientTimings();
        writeExtras(m_track.attributes, 0, {k::kId, k::kMachineName, k::kDuration, k::kRedirectCount});
        m_json.endObject();
    }

private:
    std::optional<AttributeValue> find(const AttributeTable &table, std::uint32_t owner, std::string_view key) const
    {
        return table.findNamed(owner, m_strings, key);
    }

    QString textAttribute(const AttributeTable &table, std::uint32_t owner, std::string_view key, const QString &fallback) const
    {
        const std::optional<AttributeValue> v = find(table, owner, key);
        return v ? attributeText(m_strings, *v) : fallback;
    }

    // A stable id for what the input gave none: the same output every time.
    QString id(const QString &what, std::uint32_t index) const
    {
        static const QUuid kNamespace(QStringLiteral("{5b7b0a4e-2f55-4d0e-9a55-8a2b1c3f6d10}"));
        return QUuid::createUuidV5(kNamespace, QStringLiteral("%1/%2/%3/%4").arg(m_track.info.name).arg(m_trackIndex).arg(what).arg(index))
            .toString(QUuid::WithoutBraces);
    }

    TimePs rootDuration() const
    {
        TimePs end = 0;
        for (const std::uint32_t r : m_tree.roots())
            end = std::max(end, m_track.spans.end(m_tree.steps()[r].span) - m_origin);
        return end;
    }

    void writeLinks()
    {
        bool any = false;
        for (const AttributeTable::Entry &e : m_track.attributes.of(0)) {
            const std::string_view key = m_strings.view(e.key);
            if (!key.starts_with(k::kLinkPrefix))
                continue;
            if (!any)
                m_json.key("CustomLinks").beginObject();
            any = true;
            m_json.key(key.substr(k::kLinkPrefix.size()));
            writeAttributeValue(m_json, m_strings, e.value);
        }
        if (any)
            m_json.endObject();
    }

    void writeRoot()
    {
        if (m_tree.roots().size() == 1) {
            writeStep(m_tree.roots().front(), true);
            return;
        }
        // Several top-level steps (spans from another format): one root over them.
        m_json.beginObject();
        m_json.key("Id").value(id(QStringLiteral("root"), 0));
        m_json.key("Name").value(m_track.info.name);
        m_json.key("StartMilliseconds").value(0.0);
        m_json.key("DurationMilliseconds").value(toMs(rootDuration()));
        m_json.key("Children");
        writeChildren(m_tree.roots());
        m_json.key("CustomTimings");
        writeCalls(m_tree.orphanCalls());
        m_json.endObject();
    }

    void writeChildren(const std::vector<std::uint32_t> &children)
    {
        if (children.empty()) {
            m_json.null();
            return;
        }
        m_json.beginArray();
        for (const std::uint32_t c : children)
            writeStep(c, false);
        m_json.endArray();
    }

    void writeStep(std::uint32_t index, bool isRoot)
    {
        const StepTree::Step &step = m_tree.steps()[index];
        const std::uint32_t span = step.span;
        m_json.beginObject();
        m_json.key("Id").value(textAttribute(m_track.spanAttributes, span, k::kId, id(QStringLiteral("step"), span)));
        m_json.key("Name").value(m_profile.frameName(m_track.spans.frame(span)));
        m_json.key("StartMilliseconds").value(toMs(m_track.spans.start(span) - m_origin));
        m_json.key("DurationMilliseconds").value(toMs(m_track.spans.duration(span)));
        m_json.key("Children");
        writeChildren(step.children);
        m_json.key("CustomTimings");
        std::vector<std::uint32_t> calls = step.calls;
        if (isRoot)
            calls.insert(calls.end(), m_tree.orphanCalls().begin(), m_tree.orphanCalls().end());
        writeCalls(calls);
        writeExtras(m_track.spanAttributes, span, {k::kId, k::kParentTiming});
        m_json.endObject();
    }

    void writeCalls(const std::vector<std::uint32_t> &calls)
    {
        if (calls.empty()) {
            m_json.null();
            return;
        }
        m_json.beginObject();
        for (const StringId type : m_tree.callTypes()) {
            bool any = false;
            for (const std::uint32_t call : calls) {
                if (m_tree.callTypeOf(call) != type)
                    continue;
                if (!any)
                    m_json.key(m_strings.view(type)).beginArray();
                any = true;
                writeCall(call);
            }
            if (any)
                m_json.endArray();
        }
        m_json.endObject();
    }

    void writeCall(std::uint32_t span)
    {
        const AttributeTable &a = m_track.spanAttributes;
        m_json.beginObject();
        m_json.key("Id").value(textAttribute(a, span, k::kId, id(QStringLiteral("call"), span)));
        if (const std::optional<AttributeValue> v = find(a, span, k::kExecuteType)) {
            m_json.key("ExecuteType");
            writeAttributeValue(m_json, m_strings, *v);
        }
        m_json.key("CommandString").value(textAttribute(a, span, k::kCommand, QString()));
        if (const std::optional<AttributeValue> v = find(a, span, k::kStackSnippet))
            m_json.key("StackTraceSnippet").value(attributeText(m_strings, *v));
        m_json.key("StartMilliseconds").value(toMs(m_track.spans.start(span) - m_origin));
        m_json.key("DurationMilliseconds").value(toMs(m_track.spans.duration(span)));
        if (const std::optional<AttributeValue> v = find(a, span, k::kFirstFetch)) {
            m_json.key("FirstFetchDurationMilliseconds");
            writeAttributeValue(m_json, m_strings, *v);
        }
        writeExtras(a, span, {k::kId, k::kExecuteType, k::kCommand, k::kStackSnippet, k::kFirstFetch, k::kCallType, k::kTiming});
        m_json.endObject();
    }

    void writeClientTimings()
    {
        const Track *client = nullptr;
        for (const Track &t : m_profile.tracks())
            if (const std::optional<AttributeValue> v = t.attributes.findNamed(0, m_strings, k::kClientTimingsOf); v && v->u == m_trackIndex)
                client = &t;
        if (!client) {
            m_json.null();
            return;
        }
        m_json.beginObject();
        if (const std::optional<AttributeValue> v = find(m_track.attributes, 0, k::kRedirectCount)) {
            m_json.key("RedirectCount");
            writeAttributeValue(m_json, m_strings, *v);
        }
        m_json.key("Timings").beginArray();
        // Spans are stored by depth row; the browser's order is by start.
        std::vector<std::uint32_t> order(client->spans.size());
        for (std::uint32_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::stable_sort(order.begin(), order.end(), [client](std::uint32_t a, std::uint32_t b) { return client->spans.start(a) < client->spans.start(b); });
        for (const std::uint32_t s : order) {
            m_json.beginObject();
            m_json.key("Name").value(m_profile.frameName(client->spans.frame(s)));
            m_json.key("Start").value(toMs(client->spans.start(s) - m_origin));
            const bool point = client->spanAttributes.findNamed(s, m_strings, k::kPointEvent).has_value();
            m_json.key("Duration").value(point ? -1.0 : toMs(client->spans.duration(s)));
            m_json.endObject();
        }
        m_json.endArray();
        m_json.endObject();
    }

    // Fields kept from the input that the spec does not name.
    void writeExtras(const AttributeTable &table, std::uint32_t owner, std::initializer_list<std::string_view> known)
    {
        std::set<std::string_view> written;
        for (const AttributeTable::Entry &e : table.of(owner)) {
            const std::string_view key = m_strings.view(e.key);
            if (key.starts_with(k::kLinkPrefix) || std::find(known.begin(), known.end(), key) != known.end()
                || !written.insert(key).second)
                continue;
            miniprofiler::KeyBuffer buffer;
            if (miniprofiler::isFieldName(miniprofiler::normalizedKey(key, buffer)))
                m_json.key(std::string(kRenamedPrefix) + std::string(key)); // would read back as the field
            else
                m_json.key(key);
            writeAttributeValue(m_json, m_strings, e.value);
        }
    }

    const Profile &m_profile;
    const StringPool &m_strings;
    std::uint32_t m_trackIndex;
    const Track &m_track;
    StepTree m_tree;
    JsonWriter &m_json;
    TimePs m_origin = 0;
};

std::vector<TrackId> requestTracks(const Profile &profile)
{
    std::vector<TrackId> tracks;
    for (std::uint32_t i = 0; i < profile.tracks().size(); ++i)
        if (!profile.tracks()[i].spans.empty() && !StepTree::isClientTimings(profile, profile.tracks()[i]))
            tracks.push_back(TrackId(i));
    return tracks;
}

} // namespace

QString MiniProfilerWriter::cannotWriteReason(const Profile &profile)
{
    if (requestTracks(profile).empty())
        return tr("MiniProfiler results are trees of timed steps, and this profile has no spans (it holds only samples)");
    return QString();
}

QByteArray MiniProfilerWriter::write(const Profile &profile, const ReadContext &context)
{
    const std::vector<TrackId> tracks = requestTracks(profile);
    JsonWriter json;
    if (tracks.size() != 1)
        json.beginArray();
    for (const TrackId track : tracks) {
        context.checkCancelled();
        RequestWriter(profile, track, json).write();
    }
    if (tracks.size() != 1)
        json.endArray();
    return json.take();
}

} // namespace hg
