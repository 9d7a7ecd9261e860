#include "SpeedscopeProfileReader.h"

#include "SpeedscopeEventParts.h"
#include "SpeedscopeSampleParts.h"
#include "SpeedscopeValues.h"
#include "formats/JsonDocument.h"
#include "io/ReadContext.h"
#include "formats/UntimedWeights.h"
#include "model/ProfileBuilder.h"
#include "util/ParallelInOrder.h"

#include <algorithm>
#include <cmath>

namespace hg {

namespace {

using simdjson::dom::element;
using simdjson::dom::element_type;

// A small member's text as a string ("" when missing or no string).
std::string stringOf(const std::optional<std::string_view> &raw)
{
    if (!raw)
        return {};
    const speedscope::SmallValue value(*raw);
    const element e = value.element();
    std::string_view s;
    return e.type() == element_type::STRING && !e.get_string().get(s) ? std::string(s) : std::string();
}

} // namespace

SpeedscopeProfileReader::SpeedscopeProfileReader(ProfileBuilder &builder, const std::vector<FrameId> &frames,
                                                 const ReadContext &context)
    : m_builder(builder), m_frames(frames), m_context(context)
{
}

void SpeedscopeProfileReader::fail(const QString &message) const
{
    throw ReadError(tr("profile %1 (\"%2\"): %3").arg(m_index).arg(m_name, message));
}

TimePs SpeedscopeProfileReader::toPs(const speedscope::Number &value, const SpeedscopeUnit &unit, const char *what) const
{
    const TimePs scale = unit.isTime() ? unit.picoseconds : 1;
    if (value.isInt) {
        TimePs ps = 0;
        if (!__builtin_mul_overflow(value.i, scale, &ps))
            return ps;
    } else if (value.d && std::isfinite(*value.d)) {
        const double ps = *value.d * double(scale);
        if (std::abs(ps) < 9.2e18)
            return std::llround(ps);
    }
    fail(tr("\"%1\" is not a number of %2 that fits").arg(QLatin1String(what), QLatin1String(unit.name.data(), qsizetype(unit.name.size()))));
}

TimePs SpeedscopeProfileReader::toPs(std::string_view raw, const SpeedscopeUnit &unit, const char *what) const
{
    JsonScanner value = m_scanner->slice(raw);
    return toPs(speedscope::readNumber(value), unit, what);
}

void SpeedscopeProfileReader::read(JsonScanner &profiles, std::uint32_t index, const QString &group)
{
    m_index = index;
    m_badFrames = 0;
    m_scanner = &profiles;
    Members members;
    if (profiles.peek() != '{') {
        m_name.clear();
        const speedscope::SmallValue value(profiles.skipValue());
        fail(tr("expected an object, found %1").arg(QLatin1String(json::typeName(value.element()).data(), qsizetype(json::typeName(value.element()).size()))));
    }
    speedscope::scanMembers(profiles, {{"name", &members.name}, {"unit", &members.unit}, {"type", &members.type},
                                       {"startValue", &members.startValue}, {"endValue", &members.endValue},
                                       {"events", &members.events}, {"samples", &members.samples}, {"weights", &members.weights}},
                            [&](std::string_view key) { // the large arrays cut as they are passed: one walk over each
                                const bool samples = key == "samples";
                                if ((!samples && key != "events") || profiles.peek() != '[')
                                    return false;
                                std::optional<std::string_view> &raw = samples ? members.samples : members.events;
                                if (raw)
                                    return false; // the first of equal keys counts
                                const char *const first = profiles.position();
                                (samples ? members.sampleParts : members.eventParts).emplace(profiles);
                                raw = std::string_view(first, std::size_t(profiles.position() - first));
                                return true;
                            });
    m_name.clear();
    if (members.name)
        if (const std::optional<std::string> text = json::toText(speedscope::SmallValue(*members.name).element()))
            m_name = QString::fromStdString(*text);
    const std::string unitName = members.unit ? stringOf(members.unit) : std::string("none");
    const std::optional<SpeedscopeUnit> unit = SpeedscopeUnit::fromName(unitName);
    if (!unit)
        fail(tr("unknown unit \"%1\" (expected nanoseconds, microseconds, milliseconds, seconds, bytes or none)")
                 .arg(QString::fromStdString(unitName)));

    TrackInfo info;
    info.name = m_name.isEmpty() ? tr("Profile %1").arg(index + 1) : m_name;
    info.group = group;
    const TrackId track = m_builder.addTrack(info);
    m_builder.setTrackAttribute(track, m_builder.intern("unit"), AttributeValue::fromString(m_builder.intern(unit->name)));

    const std::string type = stringOf(members.type);
    if (type == "evented")
        readEvented(members, track, *unit);
    else if (type == "sampled")
        readSampled(members, track, *unit);
    else
        fail(tr("expected \"type\": \"evented\" or \"sampled\", found \"%1\"").arg(QString::fromStdString(type)));
    if (m_badFrames)
        m_builder.warn(tr("profile %1 (\"%2\"): %n reference(s) to frames that \"shared.frames\" does not have were left out", nullptr, int(m_badFrames))
                           .arg(index).arg(info.name));
}

void SpeedscopeProfileReader::readEvented(const Members &profile, TrackId track, const SpeedscopeUnit &unit)
{
    if (!profile.events || m_scanner->slice(*profile.events).peek() != '[')
        fail(tr("an evented profile needs \"events\": [...]"));

    struct Open
    {
        std::uint32_t frameIndex;
        TimePs start;
        StackId stack;       // untimed profiles: the path so far
        TimePs childWeight;  // untimed profiles: the weight closed below
        std::size_t opened;  // the how-manieth open event
    };
    // Closed spans go to the builder in the order they opened (each in the
    // slot of its open), so a caller and a callee with the same start and
    // end nest as they did.
    struct Closed
    {
        TimePs start, duration;
        FrameId frame;
    };
    std::vector<Open> open;
    std::vector<Closed> closed;
    std::optional<UntimedWeights> weights;
    if (!unit.isTime())
        weights.emplace(m_builder, track);
    std::size_t opens = 0, mismatched = 0;
    TimePs last = 0;
    // Open entries per frame: a close of a frame that is not open is told
    // without scanning the whole stack (which made deep stacks quadratic).
    std::vector<std::uint32_t> openOfFrame(m_frames.size(), 0);
    auto close = [&](TimePs at) {
        const Open o = open.back();
        open.pop_back();
        --openOfFrame[o.frameIndex];
        const TimePs duration = std::max<TimePs>(0, at - o.start);
        if (weights) {
            weights->add(o.stack, double(std::max<TimePs>(0, duration - o.childWeight)));
            if (!open.empty())
                open.back().childWeight += duration;
        } else {
            closed[o.opened] = {o.start, duration, m_frames[o.frameIndex]};
        }
    };
    const auto add = [&](const SpeedscopeEventParts::Event &event) {
        last = std::max(last, event.at);
        if (event.type == 'O') {
            const StackId parent = open.empty() ? kNoId : open.back().stack;
            const StackId stack = weights ? m_builder.addStack(parent, m_frames[event.frameIndex]) : kNoId;
            open.push_back({event.frameIndex, event.at, stack, 0, opens++});
            ++openOfFrame[event.frameIndex];
            if (!weights)
                closed.emplace_back(); // its slot, filled when it closes
            return;
        }
        if (openOfFrame[event.frameIndex] == 0) {
            ++mismatched;
            return;
        }
        auto match = std::find_if(open.rbegin(), open.rend(), [&](const Open &o) { return o.frameIndex == event.frameIndex; });
        if (match == open.rend()) {
            ++mismatched;
            return;
        }
        mismatched += std::size_t(match - open.rbegin()); // the frames above it, closed with it
        const std::size_t depth = std::size_t(open.rend() - match); // entries up to and including the match
        while (open.size() >= depth)
            close(event.at);
    };

    // The parts of the events parsed on every core, their opens and closes
    // paired here in order.
    const SpeedscopeEventParts events(*profile.eventParts, m_frames.size(),
                                      [&](const speedscope::Number &at) { return toPs(at, unit, "at"); });
    std::vector<SpeedscopeEventParts::Part> parts(events.count());
    std::size_t n = 0;
    parallelInOrder(
        events.count(),
        [&](std::size_t p) {
            m_context.checkCancelled();
            parts[p] = events.parse(p);
        },
        [&](std::size_t p) {
            const SpeedscopeEventParts::Part part = std::move(parts[p]);
            for (const SpeedscopeEventParts::Event &event : part.events)
                add(event);
            n += part.read;
            m_badFrames += part.badFrames;
            if (part.malformed)
                fail(tr("event %1: expected {\"type\": \"O\" or \"C\", \"at\": time, \"frame\": index}").arg(n));
        });
    if (!open.empty()) {
        TimePs end = last;
        if (profile.endValue)
            end = std::max(end, toPs(*profile.endValue, unit, "endValue"));
        m_builder.warn(tr("profile %1 (\"%2\"): %n frame(s) were never closed; they end at the end of the profile", nullptr, int(open.size()))
                           .arg(m_index).arg(m_builder.trackInfo(track).name));
        while (!open.empty())
            close(end);
    }
    ProfileBuilder::SpanAppender spans = m_builder.spanAppender(track);
    spans.reserve(closed.size(), 0);
    for (const Closed &c : closed)
        spans.add(c.start, c.duration, c.frame);
    if (mismatched)
        m_builder.warn(tr("profile %1 (\"%2\"): %n close event(s) did not match the innermost open frame", nullptr, int(mismatched))
                           .arg(m_index).arg(m_builder.trackInfo(track).name));
    if (weights && weights->adjustedCount())
        m_builder.warn(tr("profile %1: %n weight(s) with decimals were rounded", nullptr, int(weights->adjustedCount())).arg(m_index));
}

void SpeedscopeProfileReader::readSampled(const Members &profile, TrackId track, const SpeedscopeUnit &unit)
{
    if (!profile.samples || m_scanner->slice(*profile.samples).peek() != '[')
        fail(tr("a sampled profile needs \"samples\": [[frame indices, root first], ...]"));
    // The weights first (8 bytes each): the samples are then read in one
    // pass, each with its weight, without holding them.
    std::vector<TimePs> durations; // a time unit
    std::vector<double> counts;    // "none" or "bytes"
    std::size_t weightCount = 0;
    if (profile.weights) {
        JsonScanner weights = m_scanner->slice(*profile.weights);
        if (weights.peek() == '[') {
            const auto add = [&](const speedscope::Number &value) {
                if (!unit.isTime()) {
                    if (!value.d)
                        fail(tr("weight %1 is not a number").arg(weightCount));
                    counts.push_back(*value.d);
                } else {
                    durations.push_back(toPs(value, unit, "weights"));
                }
                ++weightCount;
            };
            // Plain integers (15 digits, what readNumber reads exactly) in
            // one loop; any other spelling the general way, from the start.
            const bool tight = weights.tightIntegerArray<15>([&](std::uint64_t value) {
                speedscope::Number n;
                n.isInt = true;
                n.i = std::int64_t(value);
                n.d = double(value);
                add(n);
            });
            if (!tight) {
                durations.clear();
                counts.clear();
                weightCount = 0;
                JsonScanner::Container array = weights.beginArray();
                while (weights.nextItem(array))
                    add(speedscope::readNumber(weights));
            }
        }
    } else {
        m_builder.warn(tr("profile %1 (\"%2\"): no \"weights\", every sample weighs 1").arg(m_index).arg(m_builder.trackInfo(track).name));
    }

    std::optional<UntimedWeights> untimed;
    if (!unit.isTime())
        untimed.emplace(m_builder, track);
    TimePs time = 0;
    if (profile.startValue && unit.isTime())
        time = toPs(*profile.startValue, unit, "startValue");
    // The parts of the samples parsed on every core, each part's stacks
    // interned together (StackTable::internPaths, which skips the frames a
    // stack shares with the one before) and its samples added, in order.
    const SpeedscopeSampleParts samples(*profile.sampleParts, m_frames);
    std::vector<SpeedscopeSampleParts::Part> parts(samples.count());
    std::size_t n = 0;
    const auto take = [&](std::size_t p) {
        SpeedscopeSampleParts::Part part = std::move(parts[p]);
        if (part.notAnArray)
            fail(tr("sample %1: expected an array of frame indices").arg(n + *part.notAnArray));
        m_badFrames += part.badFrames;
        const std::vector<StackId> ids = m_builder.addStacks(part.ends.size(), [&](std::size_t i) {
            const std::uint32_t begin = i ? part.ends[i - 1] : 0;
            return std::span<const FrameId>(part.frames.data() + begin, part.ends[i] - begin);
        });
        for (std::size_t i = 0; i < ids.size(); ++i, ++n) {
            if (profile.weights && n >= weightCount)
                continue; // counted, for the message below
            if (untimed) {
                untimed->add(ids[i], profile.weights ? counts[n] : 1.0);
                continue;
            }
            const TimePs duration = profile.weights ? durations[n] : unit.picoseconds;
            m_builder.addSample(track, time, ids[i]);
            time += std::max<TimePs>(0, duration);
        }
    };
    parallelInOrder(
        samples.count(),
        [&](std::size_t p) {
            m_context.checkCancelled();
            parts[p] = samples.parse(p);
        },
        take);
    if (profile.weights && n != weightCount)
        fail(tr("\"samples\" has %1 entries but \"weights\" has %2").arg(n).arg(weightCount));
    if (!untimed && n > 0)
        m_builder.addSample(track, time, kNoId); // where the last sample ends
    if (untimed && untimed->adjustedCount())
        m_builder.warn(tr("profile %1: %n weight(s) with decimals were rounded", nullptr, int(untimed->adjustedCount())).arg(m_index));
}

} // namespace hg
