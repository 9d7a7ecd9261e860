#include "MiniProfilerRequestParser.h"

#include "MiniProfilerKeys.h"
#include "formats/AttributeJson.h"
#include "QueryShape.h"
#include "formats/EpochText.h"
#include "formats/HtmlEntities.h"
#include "formats/JsonDepthGuard.h"
#include "formats/JsonStream.h"
#include "formats/JsonText.h"
#include "io/ReadContext.h"
#include "util/Utf8Text.h"

#include <array>

namespace hg {

namespace ondemand = simdjson::ondemand;
using simdjson::ondemand::json_type;
using json::typeOf;

namespace {

// Step fields that only repeat what the tree already says; the viewer
// recomputes them, so keeping them would show stale duplicates.
bool isDerivedStepField(std::string_view normalized)
{
    static constexpr std::array<std::string_view, 8> kDerived = {
        "parenttimingid", "depth", "isroot", "haschildren", "durationwithoutchildrenmilliseconds",
        "istrivial", "customtimingstats", "hascustomtimings"};
    for (const std::string_view d : kDerived)
        if (normalized == d)
            return true;
    return false;
}

constexpr std::size_t kCancelCheckEvery = 4096; // steps and calls between checks

// What a call is called in the flame chart and call tree: its type and the
// shape of its command, so the same query with other values adds up.
std::string callLabel(std::string_view type, std::string_view command)
{
    constexpr std::size_t kMaxLabel = 160; // bytes; cut at a character boundary
    std::string label(type);
    if (command.empty())
        return label;
    std::string shape;
    if (command.find('&') == std::string_view::npos) {
        shape = queryShape(command);
    } else {
        const QByteArray decoded = decodeHtmlEntities(fromUtf8(command)).toUtf8();
        shape = queryShape(std::string_view(decoded.constData(), std::size_t(decoded.size())));
    }
    if (shape.size() > kMaxLabel) {
        std::size_t cut = kMaxLabel;
        while (cut > 0 && (static_cast<unsigned char>(shape[cut]) & 0xC0) == 0x80)
            --cut;
        shape.resize(cut);
        shape += "\u2026";
    }
    return label + ": " + shape;
}

MiniProfilerRequest::Attribute scalar(std::string_view key, AttributeValue value) { return {key, value, {}, false}; }
MiniProfilerRequest::Attribute string(std::string_view key, std::string_view text, bool unique = false)
{
    return {key, AttributeValue::fromString(StringId{0}), text, unique};
}

} // namespace

MiniProfilerRequestParser::MiniProfilerRequestParser(JsonStream &stream, const ReadContext &context, qint64 baseOffset)
    : m_stream(stream), m_context(context), m_baseOffset(baseOffset)
{
}

MiniProfilerRequest MiniProfilerRequestParser::parse(ondemand::object object, const char *where)
{
    m_request = MiniProfilerRequest();
    m_badNumbers = 0;
    m_depth = 0;
    std::optional<std::int64_t> startedAt;
    for (ondemand::field field : object) {
        const std::string_view key = json::keyOf(field);
        ondemand::value value = field.value();
        miniprofiler::KeyBuffer buffer;
        const std::string_view normalized = miniprofiler::normalizedKey(key, buffer);
        if (normalized == "startedat") { // Ruby repeats "started" as a number
            if (const auto ms = json::toDouble(value))
                startedAt = epochNsFromMs(*ms);
        } else {
            readRequestField(key, normalized, value);
        }
    }
    if (!m_request.startedEpochNs)
        m_request.startedEpochNs = startedAt;
    if (!m_request.hasRoot)
        throw m_stream.error(tr("not a MiniProfiler result: the object has no \"Root\" timing"), where);
    if (m_badNumbers)
        warn(tr("request \"%1\": %n time value(s) were missing or not numbers and were read as 0", nullptr, int(m_badNumbers))
                 .arg(fromUtf8(m_request.name)),
             where);
    return std::move(m_request);
}

void MiniProfilerRequestParser::readRequestField(std::string_view key, std::string_view normalized, Value &value)
{
    if (normalized == "root") {
        ondemand::object root;
        if (value.get_object().get(root))
            throw m_stream.error(tr("\"Root\" must be a timing object"), value.raw_json_token().data());
        m_request.hasRoot = true;
        readTiming(root, kNoId);
    } else if (normalized == "id") {
        m_request.id = json::toTextView(value).value_or(std::string_view());
    } else if (normalized == "name") {
        m_request.name = json::toTextView(value).value_or(std::string_view());
    } else if (normalized == "machinename") {
        m_request.machineName = json::toTextView(value).value_or(std::string_view());
    } else if (normalized == "started") {
        if (typeOf(value) == json_type::number) {
            if (const auto ms = json::toDouble(value)) {
                m_request.startedEpochNs = epochNsFromMs(*ms);
                if (!m_request.startedEpochNs)
                    warn(tr("\"Started\" is out of range (years 1677 to 2262): %1 ms").arg(*ms), key.data());
            }
        } else if (const auto text = json::toTextView(value)) {
            m_request.startedEpochNs = epochNsFromText(*text);
            if (!m_request.startedEpochNs)
                warn(tr("\"Started\" is not a time this reader knows: \"%1\"").arg(fromUtf8(*text)), key.data());
        }
    } else if (normalized == "durationmilliseconds") {
        m_request.durationMs = json::toDouble(value);
    } else if (normalized == "customlinks") {
        readLinks(value);
    } else if (normalized == "clienttimings") {
        readClientTimings(value);
    } else if (normalized == "trivialdurationthresholdmilliseconds") {
        if (const auto ms = json::toDouble(value))
            m_request.extras.push_back(scalar(miniprofiler::key::kTrivialThreshold, AttributeValue::fromDouble(*ms)));
    } else {
        extra(key, value, m_request.extras);
    }
}

void MiniProfilerRequestParser::readTiming(ondemand::object object, std::uint32_t parent)
{
    const auto index = std::uint32_t(m_request.steps.size());
    if (index % kCancelCheckEvery == 0)
        m_context.checkCancelled();
    m_request.steps.emplace_back();
    m_request.steps[index].parent = parent;
    bool hasStart = false;
    for (ondemand::field field : object) {
        const std::string_view key = json::keyOf(field);
        ondemand::value value = field.value();
        miniprofiler::KeyBuffer buffer;
        const std::string_view normalized = miniprofiler::normalizedKey(key, buffer);
        MiniProfilerRequest::Step &step = m_request.steps[index]; // children may grow the vector
        if (normalized == "name") {
            step.name = json::toTextView(value).value_or(std::string_view());
        } else if (normalized == "id") {
            step.id = json::toTextView(value).value_or(std::string_view());
        } else if (normalized == "startmilliseconds") {
            step.start = milliseconds(value);
            hasStart = true;
        } else if (normalized == "durationmilliseconds") {
            step.duration = milliseconds(value);
        } else if (normalized == "children") {
            if (typeOf(value) == json_type::array)
                for (auto child : value.get_array()) {
                    ondemand::object childObject;
                    if (child.get_object().get(childObject))
                        throw m_stream.error(tr("a \"Children\" entry must be a timing object"), child.raw_json_token().value().data());
                    // Steps recurse: bounded here, as the streaming parser does not.
                    const JsonDepthGuard level(m_depth, 2); // the step and its "Children" array
                    if (level.tooDeep())
                        throw m_stream.error(JsonDepthGuard::message(tr("\"Children\" steps")), child.raw_json_token().value().data());
                    readTiming(childObject, index);
                }
        } else if (normalized == "customtimings") {
            readCustomTimings(value, index);
        } else if (normalized == "sqltimings") {
            readCalls(value, "sql", index); // Ruby keeps SQL apart from other custom timings
        } else if (!isDerivedStepField(normalized)) {
            extra(key, value, step.extras);
        }
    }
    if (!hasStart && parent != kNoId) {
        m_request.steps[index].start = m_request.steps[parent].start;
        ++m_badNumbers;
    }
}

void MiniProfilerRequestParser::readCustomTimings(Value &value, std::uint32_t step)
{
    if (typeOf(value) != json_type::object)
        return; // null or missing: no calls
    for (ondemand::field field : value.get_object()) {
        const std::string_view type = json::keyOf(field);
        ondemand::value calls = field.value();
        readCalls(calls, type, step);
    }
}

void MiniProfilerRequestParser::readCalls(Value &value, std::string_view type, std::uint32_t step)
{
    if (typeOf(value) != json_type::array)
        return;
    for (auto entry : value.get_array()) {
        ondemand::object call;
        if (entry.get_object().get(call))
            throw m_stream.error(tr("a custom timing of type \"%1\" must be an object").arg(fromUtf8(type)),
                                 entry.raw_json_token().value().data());
        readCall(call, type, step);
    }
}

void MiniProfilerRequestParser::readCall(ondemand::object object, std::string_view type, std::uint32_t step)
{
    if (m_request.calls.size() % kCancelCheckEvery == 0)
        m_context.checkCancelled();
    MiniProfilerRequest::Call call;
    call.step = step;
    call.type = type;
    std::optional<std::string_view> formatted;
    bool hasStart = false;
    auto attribute = [&](std::string_view name, AttributeValue v) { call.attributes.push_back(scalar(name, v)); };
    auto text = [&](std::string_view name, std::string_view t, bool unique = false) { call.attributes.push_back(string(name, t, unique)); };
    for (ondemand::field field : object) {
        const std::string_view key = json::keyOf(field);
        ondemand::value value = field.value();
        miniprofiler::KeyBuffer buffer;
        const std::string_view normalized = miniprofiler::normalizedKey(key, buffer);
        if (normalized == "commandstring") {
            call.command = json::toTextView(value).value_or(std::string_view());
        } else if (normalized == "formattedcommandstring") {
            formatted = json::toTextView(value);
        } else if (normalized == "startmilliseconds") {
            call.start = milliseconds(value);
            hasStart = true;
        } else if (normalized == "durationmilliseconds") {
            call.duration = milliseconds(value);
        } else if (normalized == "id") {
            if (const auto id = json::toTextView(value)) // unique per call: not worth indexing
                text(miniprofiler::key::kId, *id, true);
        } else if (normalized == "executetype") {
            extra(miniprofiler::key::kExecuteType, value, call.attributes);
        } else if (normalized == "stacktracesnippet") {
            if (const auto snippet = json::toTextView(value))
                text(miniprofiler::key::kStackSnippet, *snippet);
        } else if (normalized == "firstfetchdurationmilliseconds") {
            if (const auto ms = json::toDouble(value))
                attribute(miniprofiler::key::kFirstFetch, AttributeValue::fromDouble(*ms));
        } else if (normalized == "parenttimingid" || normalized == "isduplicate") {
            // derived: the tree says whose call it is; duplicates are recomputed
        } else if (normalized == "type") {
            const auto t = json::toTextView(value);
            if (t && *t != type)
                text("type", *t);
        } else {
            extra(key, value, call.attributes);
        }
    }
    if (call.command.empty() && formatted)
        call.command = *formatted; // Ruby's SQL
    else if (formatted && *formatted != call.command)
        text("FormattedCommandString", *formatted);
    if (!hasStart) {
        call.start = m_request.steps[step].start;
        ++m_badNumbers;
    }
    call.label = callLabel(call.type, call.command);
    m_request.calls.push_back(std::move(call));
}

void MiniProfilerRequestParser::readClientTimings(Value &value)
{
    if (typeOf(value) != json_type::object)
        return;
    for (ondemand::field field : value.get_object()) {
        miniprofiler::KeyBuffer buffer;
        const std::string_view normalized = miniprofiler::normalizedKey(json::keyOf(field), buffer);
        ondemand::value member = field.value();
        if (normalized == "redirectcount") {
            m_request.redirectCount = json::toInt(member);
        } else if (normalized == "timings" && typeOf(member) == json_type::array) {
            for (auto entry : member.get_array()) {
                ondemand::object timing;
                if (entry.get_object().get(timing))
                    continue;
                MiniProfilerRequest::ClientTiming t;
                for (ondemand::field f : timing) {
                    miniprofiler::KeyBuffer keyBuffer;
                    const std::string_view key = miniprofiler::normalizedKey(json::keyOf(f), keyBuffer);
                    ondemand::value v = f.value();
                    if (key == "name")
                        t.name = json::toTextView(v).value_or(std::string_view());
                    else if (key == "start")
                        t.start = milliseconds(v);
                    else if (key == "duration")
                        t.duration = milliseconds(v);
                }
                // The browser sends -1 for an instant (a point, not a span).
                if (t.duration < 0) {
                    t.point = true;
                    t.duration = 0;
                }
                m_request.clientTimings.push_back(t);
            }
        }
    }
}

void MiniProfilerRequestParser::readLinks(Value &value)
{
    if (typeOf(value) != json_type::object)
        return;
    for (ondemand::field field : value.get_object()) {
        const std::string_view name = json::keyOf(field);
        ondemand::value url = field.value();
        if (const auto text = json::toTextView(url))
            m_request.links.emplace_back(name, *text);
    }
}

TimePs MiniProfilerRequestParser::milliseconds(Value &value)
{
    const auto ms = json::toDouble(value);
    const auto ps = ms ? json::roundToInt(*ms * double(kPsPerMs)) : std::nullopt;
    if (!ps) {
        ++m_badNumbers;
        return 0;
    }
    return *ps;
}

qint64 MiniProfilerRequestParser::fileOffset(const char *where) const
{
    const qint64 offset = m_stream.offsetOf(where);
    return offset < 0 ? offset : m_baseOffset + offset;
}

bool MiniProfilerRequestParser::extra(std::string_view key, Value &value, std::vector<MiniProfilerRequest::Attribute> &into)
{
    const std::optional<json::UninternedAttribute> v = json::toUninternedAttribute(value);
    if (!v)
        return false;
    into.push_back({key, v->value, v->text, false});
    return true;
}

void MiniProfilerRequestParser::warn(const QString &message, const char *where)
{
    m_request.warnings.push_back({message, fileOffset(where)});
}

} // namespace hg
