#include "V8ProfileJson.h"

#include "V8CpuProfileKeys.h"
#include "V8Frames.h"
#include "V8LongArrays.h"
#include "formats/JsonDocument.h"
#include "formats/JsonDepthGuard.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"
#include "util/ParallelFor.h"

#include <climits>
#include <cmath>

namespace hg {

namespace ondemand = simdjson::ondemand;
using ondemand::json_type;

namespace {

// Long arrays from this size on are read each on a core of its own.
constexpr std::size_t kParallelArrayBytes = 4 << 20;

int countArg(std::size_t n) { return int(std::min<std::size_t>(n, INT_MAX)); }

// Microseconds as a number of picoseconds; nullopt beyond int64.
std::optional<TimePs> psOfUs(std::int64_t us)
{
    TimePs ps = 0;
    if (__builtin_mul_overflow(us, kPsPerUs, &ps))
        return std::nullopt;
    return ps;
}

std::optional<TimePs> psOfUs(double us)
{
    if (!std::isfinite(us) || std::abs(us) > 9.2e12)
        return std::nullopt;
    return TimePs(std::llround(us * double(kPsPerUs)));
}

} // namespace

void V8Profile::settleTimes()
{
    // The old format counts its start and end in seconds.
    const auto set = [this](const Time &t, auto setter) {
        if (!headTree) {
            setter(t.us, t.fractionPs);
        } else if (std::isfinite(t.seconds) && std::abs(t.seconds) < 9.2e12) {
            const double us = std::floor(t.seconds * 1e6);
            setter(std::int64_t(us), TimePs(std::llround((t.seconds * 1e6 - us) * double(kPsPerUs))));
        }
    };
    if (start)
        set(*start, [this](std::int64_t us, TimePs ps) { samples.setStartTime(us, ps); });
    if (end)
        set(*end, [this](std::int64_t us, TimePs ps) { samples.setEndTime(us, ps); });
}

void V8ProfileJson::tick()
{
    if ((++m_elements & 0xFFFF) == 0 && m_tick)
        m_tick();
}

std::optional<V8Profile::Time> V8ProfileJson::timeOf(ondemand::value &value)
{
    V8Profile::Time t;
    std::int64_t i;
    double d;
    if (!value.get_int64().get(i)) {
        t.us = i;
        t.seconds = double(i);
        return t;
    }
    if (value.get_double().get(d) || !std::isfinite(d) || std::abs(d) > 9.2e15)
        return std::nullopt;
    const double whole = std::floor(d);
    t.us = std::int64_t(whole);
    t.fractionPs = TimePs(std::llround((d - whole) * double(kPsPerUs)));
    t.seconds = d;
    return t;
}

bool V8ProfileJson::readMembers(ondemand::object object, V8Profile &into, int depth)
{
    bool any = false;
    for (json::FieldResult member : object) {
        ondemand::field &field = json::fieldOf(member);
        const std::string_view key = json::keyOf(field);
        ondemand::value &value = field.value();
        const json_type type = json::typeOf(value);
        if (type == json_type::array) {
            const bool sampleArray = key == "samples" || key == "timeDeltas" || key == "timestamps" || key == "lines" || key == "columns";
            if (m_longArrays && sampleArray && deferLongArray(key, value)) {
                any = true;
                continue;
            }
            if (sampleArray)
                readPendingArrays(into.samples); // the arrays before it come first
            if (sampleArray && m_sink) {
                if (key == "columns")
                    continue;
                using Kind = V8LongArrays::Kind;
                const std::string_view raw = json::rawJson(value);
                const qint64 at = m_stream.offsetOf(raw.data());
                m_sink->push_back({key == "samples" ? Kind::Samples : key == "timeDeltas" ? Kind::Deltas : key == "timestamps" ? Kind::Timestamps : Kind::Lines,
                                   {}, std::string(raw), m_longArrays ? m_longArrays->offsetInFile(at) : at});
                any = true;
                continue;
            }
            if (key == "nodes") {
                readNodes(value.get_array(), into);
            } else if (key == "samples") {
                readSamples(value.get_array(), into.samples);
            } else if (key == "timeDeltas") {
                readDeltas(value.get_array(), into.samples);
            } else if (key == "timestamps") {
                readTimestamps(value.get_array(), into.samples);
            } else if (key == "lines") {
                readLines(value.get_array(), into.samples);
            } else { // "columns" (not shown) and any other
                continue;
            }
            any = true;
        } else if (type == json_type::object) {
            if (key == "head") {
                into.headTree = true;
                int nesting = depth;
                readNode(value, into, kNoId, nesting);
                any = true;
            } else if ((key == "cpuProfile" || key == "profile" || key == "result") && depth < 4) {
                any = readMembers(value.get_object(), into, depth + 1) || any;
            }
        } else if (key == "startTime" || key == "endTime") {
            if (const std::optional<V8Profile::Time> t = timeOf(value)) {
                (key == "startTime" ? into.start : into.end) = t;
                any = true;
            }
        } else if (key == "title" && type == json_type::string) {
            into.title = std::string(json::toTextView(value).value_or(std::string_view()));
        }
    }
    if (depth == 0)
        readPendingArrays(into.samples);
    return any;
}

ReadError V8ProfileJson::error(const QString &message, const char *where) const
{
    const ReadError e = m_stream.error(message, where);
    return m_longArrays ? m_longArrays->inFile(e) : e;
}

bool V8ProfileJson::deferLongArray(std::string_view key, ondemand::value &value)
{
    const std::string_view array = m_longArrays->arrayAt(m_stream.offsetOf(value.raw_json_token().data()));
    if (array.empty())
        return false;
    using Kind = V8LongArrays::Kind;
    const Kind kind = key == "samples" ? Kind::Samples : key == "timeDeltas" ? Kind::Deltas : key == "timestamps" ? Kind::Timestamps
        : key == "lines" ? Kind::Lines : Kind::Columns;
    m_pending.push_back({kind, array, {}, 0});
    return true;
}

void V8ProfileJson::readPendingArrays(V8SampleAssembler &into)
{
    if (m_sink) {
        for (PendingArray &array : m_pending)
            if (array.kind != V8LongArrays::Kind::Columns) // not shown
                m_sink->push_back(std::move(array));
        m_pending.clear();
        return;
    }
    std::vector<PendingArray> pending;
    pending.swap(m_pending);
    const auto isSamples = [](const PendingArray &a) { return a.kind == V8LongArrays::Kind::Samples; };
    const auto isTimes = [](const PendingArray &a) { return a.kind == V8LongArrays::Kind::Deltas || a.kind == V8LongArrays::Kind::Timestamps; };
    // A profile's ids and times, each on a core: the times into an
    // assembler of their own, taken over when both are read.
    if (pending.size() == 2 && (isSamples(pending[0]) ? isTimes(pending[1]) : isTimes(pending[0]) && isSamples(pending[1]))
        && into.empty() && !into.hasTimes()
        && pending[0].text.size() >= kParallelArrayBytes && pending[1].text.size() >= kParallelArrayBytes) {
        V8SampleAssembler times;
        // The later array reads quietly: its pages must not be given back
        // while the earlier one is still being read.
        ReadContext quiet;
        quiet.isCancelled = m_context->isCancelled;
        std::size_t badDeltas[2] = {};
        parallelFor(2, [&](std::size_t job) {
            const PendingArray &array = pending[job];
            readLongArray(array, isSamples(array) ? into : times, job == 0 ? *m_context : quiet, badDeltas[job]);
        });
        into.takeTimes(std::move(times));
        m_badDeltas += badDeltas[0] + badDeltas[1];
        V8LongArrays::readThrough(pending[1].text, m_longArrays->file(), *m_context);
        return;
    }
    for (const PendingArray &array : pending)
        readLongArray(array, into, *m_context, m_badDeltas);
}

void V8ProfileJson::readLongArray(const PendingArray &pending, V8SampleAssembler &into, const ReadContext &context,
                                  std::size_t &badDeltas)
{
    readSampleArray(pending, m_longArrays->file(), m_longArrays->padding(), into, context, badDeltas);
}

void V8ProfileJson::readSampleArray(const SampleArray &array, QByteArrayView file, qint64 filePadding, V8SampleAssembler &into,
                                    const ReadContext &context, std::size_t &badDeltas)
{
    using Kind = V8LongArrays::Kind;
    const bool isLong = array.json.empty();
    if (isLong && V8LongArrays::read(array.kind, array.text, file, into, context))
        return;
    // Not a long array, or spelled otherwise than the tight loop reads: as
    // JSON, on its own.
    const qint64 offset = isLong ? qint64(array.text.data() - file.data()) : array.offset;
    const QByteArrayView text = isLong ? QByteArrayView(array.text.data(), qsizetype(array.text.size())) : QByteArrayView(array.json);
    const qint64 readable = isLong ? file.size() - offset - text.size() + filePadding : 0;
    try {
        JsonStream stream(text, readable);
        V8ProfileJson json(stream);
        try {
            ondemand::array elements = stream.document().get_array();
            if (array.kind == Kind::Samples)
                json.readSamples(elements, into);
            else if (array.kind == Kind::Deltas)
                json.readDeltas(elements, into);
            else if (array.kind == Kind::Lines)
                json.readLines(elements, into);
            else
                json.readTimestamps(elements, into);
        } catch (const simdjson::simdjson_error &e) {
            throw stream.error(e);
        }
        badDeltas += json.m_badDeltas;
    } catch (const ReadError &e) {
        throw JsonDocument::inWhole(e, file, offset);
    }
}

void V8ProfileJson::readNodes(ondemand::array nodes, V8Profile &into)
{
    for (ondemand::value node : nodes) {
        tick();
        int depth = 0;
        readNode(node, into, kNoId, depth);
    }
}

void V8ProfileJson::readCallFrameField(std::string_view key, ondemand::value &value, V8CallFrame &frame)
{
    if (key == "functionName")
        frame.functionName = json::toTextView(value).value_or(std::string_view());
    else if (key == "url")
        frame.url = json::toTextView(value).value_or(std::string_view());
    else if (key == "scriptId")
        frame.scriptId = json::toTextView(value).value_or(std::string_view());
    else if (key == "lineNumber")
        frame.lineNumber = json::toInt(value).value_or(-1);
    else if (key == "columnNumber")
        frame.columnNumber = json::toInt(value).value_or(-1);
}

void V8ProfileJson::readNode(ondemand::value &value, V8Profile &into, std::uint32_t parent, int &depth)
{
    if (json::typeOf(value) != json_type::object) {
        ++m_badNodes;
        return;
    }
    const JsonDepthGuard guard(depth, 2); // the node and its "children"
    if (guard.tooDeep())
        throw error(JsonDepthGuard::message(tr("profile nodes")), value.raw_json_token().data());
    const std::uint32_t node = into.nodes.add();
    if (parent != kNoId)
        into.nodes.setParentIndex(node, parent);
    V8CallFrame frame, oldFrame;
    bool hasCallFrame = false;
    std::uint64_t hitCount = 0;
    std::vector<std::pair<std::uint32_t, std::uint64_t>> positionTicks;
    for (json::FieldResult member : value.get_object()) {
        ondemand::field &field = json::fieldOf(member);
        const std::string_view key = json::keyOf(field);
        ondemand::value &v = field.value();
        if (key == "id") {
            if (const std::optional<std::int64_t> id = json::toInt(v))
                into.nodes.setId(node, *id);
        } else if (key == "callFrame") {
            if (json::typeOf(v) != json_type::object)
                continue;
            hasCallFrame = true;
            for (json::FieldResult callFrameMember : v.get_object()) {
                ondemand::field &f = json::fieldOf(callFrameMember);
                const std::string_view k = json::keyOf(f);
                ondemand::value &fv = f.value();
                readCallFrameField(k, fv, frame);
            }
        } else if (key == "children") {
            if (json::typeOf(v) != json_type::array)
                continue;
            for (ondemand::value child : v.get_array()) {
                if (json::typeOf(child) == json_type::object) {
                    readNode(child, into, node, depth); // the old format: nested nodes
                } else if (const std::optional<std::int64_t> id = json::toInt(child)) {
                    into.nodes.addChild(node, *id);
                } else {
                    ++m_badNodes;
                }
            }
        } else if (key == "parent") {
            if (const std::optional<std::int64_t> id = json::toInt(v))
                into.nodes.setParentId(node, *id);
        } else if (key == "hitCount") {
            hitCount = json::toUInt(v).value_or(0);
        } else if (key == "positionTicks") {
            if (json::typeOf(v) != json_type::array)
                continue;
            for (ondemand::value tickValue : v.get_array()) {
                if (json::typeOf(tickValue) != json_type::object)
                    continue;
                std::uint64_t line = 0, ticks = 0;
                for (json::FieldResult tickMember : tickValue.get_object()) {
                    ondemand::field &f = json::fieldOf(tickMember);
                    const std::string_view k = json::keyOf(f);
                    ondemand::value &fv = f.value();
                    if (k == "line")
                        line = json::toUInt(fv).value_or(0);
                    else if (k == "ticks")
                        ticks = json::toUInt(fv).value_or(0);
                }
                if (line > 0 && line < UINT32_MAX)
                    positionTicks.push_back({std::uint32_t(line), ticks});
            }
        } else {
            readCallFrameField(key, v, oldFrame); // the old format's call frame fields
        }
    }
    if (!hasCallFrame) {
        // The old format has V8's C++ API's numbers: 1-based, 0 for none.
        frame = oldFrame;
        frame.lineNumber = oldFrame.lineNumber > 0 ? oldFrame.lineNumber - 1 : -1;
        frame.columnNumber = oldFrame.columnNumber > 0 ? oldFrame.columnNumber - 1 : -1;
    }
    const FrameId id = m_frames->intern(frame);
    into.nodes.setFrame(node, id);
    if (frame.functionName == v8cpuprofile::key::kRootName)
        into.nodes.setRoot(node);
    for (const auto &[line, ticks] : positionTicks)
        m_frames->addLineTicks(id, line, ticks);
    if (hitCount)
        into.hitCounts.push_back({node, hitCount});
}

void V8ProfileJson::readSamples(ondemand::array samples, V8SampleAssembler &into)
{
    std::size_t count = 0;
    if (!samples.count_elements().get(count))
        into.reserve(count);
    for (ondemand::value sample : samples) {
        tick();
        std::int64_t id;
        if (sample.get_int64().get(id))
            id = json::toInt(sample).value_or(-1); // counted as a node the profile does not have
        into.addSample(id);
    }
}

void V8ProfileJson::readDeltas(ondemand::array deltas, V8SampleAssembler &into)
{
    for (ondemand::value delta : deltas) {
        tick();
        std::int64_t us;
        std::optional<TimePs> ps;
        if (!delta.get_int64().get(us)) {
            ps = psOfUs(us);
        } else if (const std::optional<double> d = json::toDouble(delta)) {
            ps = psOfUs(*d);
        } else {
            ++m_badDeltas;
            ps = 0;
        }
        if (!ps || !into.addDelta(*ps))
            throw error(tr("\"timeDeltas\" add up to more than 26 days"), delta.raw_json_token().data());
    }
}

void V8ProfileJson::readTimestamps(ondemand::array timestamps, V8SampleAssembler &into)
{
    for (ondemand::value timestamp : timestamps) {
        tick();
        std::optional<V8Profile::Time> t = timeOf(timestamp);
        if (!t) {
            ++m_badDeltas;
            t = V8Profile::Time{};
        }
        if (!into.addTimestamp(t->us, t->fractionPs))
            throw error(tr("a timestamp lies more than 26 days from the first one"), timestamp.raw_json_token().data());
    }
}

void V8ProfileJson::readLines(ondemand::array lines, V8SampleAssembler &into)
{
    for (ondemand::value line : lines) {
        tick();
        const std::uint64_t n = json::toUInt(line).value_or(0);
        into.addLine(n < UINT32_MAX ? std::uint32_t(n) : 0);
    }
}

void V8ProfileJson::warn(const QString &profileName)
{
    if (m_badNodes)
        m_builder->warn(tr("%1: %n node(s) or child id(s) are not what a profile node holds; they were left out", nullptr, countArg(m_badNodes)).arg(profileName));
    if (m_badDeltas)
        warnBadDeltas(*m_builder, profileName, m_badDeltas);
    m_badNodes = m_badDeltas = 0;
}

void V8ProfileJson::warnBadDeltas(ProfileBuilder &builder, const QString &profileName, std::size_t count)
{
    if (count)
        builder.warn(tr("%1: %n time delta(s) are not numbers; they count as 0", nullptr, countArg(count)).arg(profileName));
}

} // namespace hg
