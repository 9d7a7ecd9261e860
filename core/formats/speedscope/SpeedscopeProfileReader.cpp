#include "SpeedscopeProfileReader.h"

#include "formats/JsonDocument.h"
#include "io/ReadContext.h"
#include "formats/UntimedWeights.h"
#include "model/ProfileBuilder.h"

#include <algorithm>
#include <cmath>

namespace hg {

namespace {

using simdjson::dom::element;
using simdjson::dom::element_type;

std::string_view stringOf(element e)
{
    std::string_view s;
    return e.type() == element_type::STRING && !e.get_string().get(s) ? s : std::string_view();
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

TimePs SpeedscopeProfileReader::toPs(element value, const SpeedscopeUnit &unit, const char *what) const
{
    const TimePs scale = unit.isTime() ? unit.picoseconds : 1;
    if (value.type() == element_type::INT64) {
        TimePs ps = 0;
        if (!__builtin_mul_overflow(value.get_int64().value_unsafe(), scale, &ps))
            return ps;
    } else if (const std::optional<double> d = json::toDouble(value); d && std::isfinite(*d)) {
        const double ps = *d * double(scale);
        if (std::abs(ps) < 9.2e18)
            return std::llround(ps);
    }
    fail(tr("\"%1\" is not a number of %2 that fits").arg(QLatin1String(what), QLatin1String(unit.name.data(), qsizetype(unit.name.size()))));
}

void SpeedscopeProfileReader::read(element profile, std::uint32_t index, const QString &group)
{
    m_index = index;
    m_badFrames = 0;
    m_name = json::fieldText(profile, "name");
    if (profile.type() != element_type::OBJECT)
        fail(tr("expected an object, found %1").arg(QLatin1String(json::typeName(profile).data(), qsizetype(json::typeName(profile).size()))));
    const std::optional<element> unitField = json::field(profile, "unit");
    const std::string_view unitName = unitField ? stringOf(*unitField) : std::string_view("none");
    const std::optional<SpeedscopeUnit> unit = SpeedscopeUnit::fromName(unitName);
    if (!unit)
        fail(tr("unknown unit \"%1\" (expected nanoseconds, microseconds, milliseconds, seconds, bytes or none)")
                 .arg(QString::fromUtf8(unitName.data(), qsizetype(unitName.size()))));

    TrackInfo info;
    info.name = m_name.isEmpty() ? tr("Profile %1").arg(index + 1) : m_name;
    info.group = group;
    const TrackId track = m_builder.addTrack(info);
    m_builder.setTrackAttribute(track, m_builder.intern("unit"), AttributeValue::fromString(m_builder.intern(unit->name)));

    const std::optional<element> typeField = json::field(profile, "type");
    const std::string_view type = typeField ? stringOf(*typeField) : std::string_view();
    if (type == "evented")
        readEvented(profile, track, *unit);
    else if (type == "sampled")
        readSampled(profile, track, *unit);
    else
        fail(tr("expected \"type\": \"evented\" or \"sampled\", found \"%1\"").arg(QString::fromUtf8(type.data(), qsizetype(type.size()))));
    if (m_badFrames)
        m_builder.warn(tr("profile %1 (\"%2\"): %n reference(s) to frames that \"shared.frames\" does not have were left out", nullptr, int(m_badFrames))
                           .arg(index).arg(info.name));
}

void SpeedscopeProfileReader::readEvented(element profile, TrackId track, const SpeedscopeUnit &unit)
{
    const std::optional<element> events = json::field(profile, "events");
    if (!events || events->type() != element_type::ARRAY)
        fail(tr("an evented profile needs \"events\": [...]"));

    struct Open
    {
        std::int64_t frameIndex;
        TimePs start;
        StackId stack;       // untimed profiles: the path so far
        TimePs childWeight;  // untimed profiles: the weight closed below
        std::size_t opened;  // the how-manieth open event
    };
    // Closed spans go to the builder in the order they opened, so a caller
    // and a callee with the same start and end nest as they did.
    struct Closed
    {
        std::size_t opened;
        TimePs start, duration;
        FrameId frame;
    };
    std::vector<Open> open;
    std::vector<Closed> closed;
    std::size_t opens = 0;
    std::optional<UntimedWeights> weights;
    if (!unit.isTime())
        weights.emplace(m_builder, track);
    std::size_t mismatched = 0;
    TimePs last = 0;
    // Open entries per frame: a close of a frame that is not open is told
    // without scanning the whole stack (which made deep stacks quadratic).
    std::vector<std::uint32_t> openOfFrame(m_frames.size(), 0);
    auto close = [&](TimePs at) {
        const Open o = open.back();
        open.pop_back();
        --openOfFrame[std::size_t(o.frameIndex)];
        const TimePs duration = std::max<TimePs>(0, at - o.start);
        if (weights) {
            weights->add(o.stack, double(std::max<TimePs>(0, duration - o.childWeight)));
            if (!open.empty())
                open.back().childWeight += duration;
        } else {
            closed.push_back({o.opened, o.start, duration, m_frames[std::size_t(o.frameIndex)]});
        }
    };

    std::size_t n = 0;
    for (const element event : json::asArray(*events)) {
        if ((++n & 0xFFFF) == 0)
            m_context.checkCancelled();
        const std::optional<element> typeField = json::field(event, "type");
        const std::string_view type = typeField ? stringOf(*typeField) : std::string_view();
        const std::optional<element> atField = json::field(event, "at");
        const std::optional<element> frameField = json::field(event, "frame");
        const std::optional<std::int64_t> frame = frameField ? json::toInt(*frameField) : std::nullopt;
        if ((type != "O" && type != "C") || !atField || !frame)
            fail(tr("event %1: expected {\"type\": \"O\" or \"C\", \"at\": time, \"frame\": index}").arg(n - 1));
        if (*frame < 0 || std::size_t(*frame) >= m_frames.size()) {
            ++m_badFrames;
            continue;
        }
        const TimePs at = toPs(*atField, unit, "at");
        last = std::max(last, at);
        if (type == "O") {
            const StackId parent = open.empty() ? kNoId : open.back().stack;
            const StackId stack = weights ? m_builder.addStack(parent, m_frames[std::size_t(*frame)]) : kNoId;
            open.push_back({*frame, at, stack, 0, opens++});
            ++openOfFrame[std::size_t(*frame)];
            continue;
        }
        if (openOfFrame[std::size_t(*frame)] == 0) {
            ++mismatched;
            continue;
        }
        auto match = std::find_if(open.rbegin(), open.rend(), [&](const Open &o) { return o.frameIndex == *frame; });
        if (match == open.rend()) {
            ++mismatched;
            continue;
        }
        for (auto above = open.rbegin(); above != match; ++above)
            ++mismatched;
        const std::size_t depth = std::size_t(open.rend() - match); // entries up to and including the match
        while (open.size() >= depth)
            close(at);
    }
    if (!open.empty()) {
        TimePs end = last;
        if (const std::optional<element> endValue = json::field(profile, "endValue"))
            end = std::max(end, toPs(*endValue, unit, "endValue"));
        m_builder.warn(tr("profile %1 (\"%2\"): %n frame(s) were never closed; they end at the end of the profile", nullptr, int(open.size()))
                           .arg(m_index).arg(m_builder.trackInfo(track).name));
        while (!open.empty())
            close(end);
    }
    std::sort(closed.begin(), closed.end(), [](const Closed &a, const Closed &b) { return a.opened < b.opened; });
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

void SpeedscopeProfileReader::addFrames(element stack, std::vector<FrameId> &frames)
{
    const std::size_t begin = frames.size();
    for (const element f : json::asArray(stack)) {
        const std::optional<std::int64_t> index = json::toInt(f);
        if (!index || *index < 0 || std::size_t(*index) >= m_frames.size()) {
            ++m_badFrames;
            frames.resize(begin); // no stack: the sample is kept, on none
            return;
        }
        frames.push_back(m_frames[std::size_t(*index)]);
    }
}

void SpeedscopeProfileReader::readSampled(element profile, TrackId track, const SpeedscopeUnit &unit)
{
    const std::optional<element> samples = json::field(profile, "samples");
    if (!samples || samples->type() != element_type::ARRAY)
        fail(tr("a sampled profile needs \"samples\": [[frame indices, root first], ...]"));
    const std::optional<element> weightsField = json::field(profile, "weights");
    const simdjson::dom::array weights = weightsField ? json::asArray(*weightsField) : simdjson::dom::array();
    const simdjson::dom::array stacks = json::asArray(*samples);
    if (weightsField && weights.size() != stacks.size())
        fail(tr("\"samples\" has %1 entries but \"weights\" has %2").arg(stacks.size()).arg(weights.size()));
    if (!weightsField)
        m_builder.warn(tr("profile %1 (\"%2\"): no \"weights\", every sample weighs 1").arg(m_index).arg(m_builder.trackInfo(track).name));

    std::optional<UntimedWeights> untimed;
    if (!unit.isTime())
        untimed.emplace(m_builder, track);
    TimePs time = 0;
    if (const std::optional<element> start = json::field(profile, "startValue"); start && unit.isTime())
        time = toPs(*start, unit, "startValue");
    auto weight = weights.begin();
    std::size_t n = 0;
    // Samples a batch at a time, their stacks interned together
    // (StackTable::internPaths): a profile of millions of stacks waits on
    // memory, and one stack's lookups would wait for each other.
    constexpr std::size_t kBatch = 4096;
    std::vector<FrameId> frames;
    std::vector<std::uint32_t> ends;
    std::vector<std::optional<element>> batchWeights;
    const auto addBatch = [&] {
        const std::vector<StackId> ids = m_builder.addStacks(ends.size(), [&](std::size_t i) {
            const std::uint32_t begin = i ? ends[i - 1] : 0;
            return std::span<const FrameId>(frames.data() + begin, ends[i] - begin);
        });
        for (std::size_t i = 0; i < ids.size(); ++i) {
            const std::optional<element> &w = batchWeights[i];
            if (untimed) {
                const std::optional<double> value = w ? json::toDouble(*w) : 1.0;
                if (!value)
                    fail(tr("weight %1 is not a number").arg(n - ids.size() + i));
                untimed->add(ids[i], *value);
                continue;
            }
            const TimePs duration = w ? toPs(*w, unit, "weights") : unit.picoseconds;
            m_builder.addSample(track, time, ids[i]);
            time += std::max<TimePs>(0, duration);
        }
        frames.clear();
        ends.clear();
        batchWeights.clear();
    };
    for (const element stack : stacks) {
        if ((++n & 0xFFFF) == 0)
            m_context.checkCancelled();
        if (stack.type() != element_type::ARRAY)
            fail(tr("sample %1: expected an array of frame indices").arg(n - 1));
        addFrames(stack, frames);
        ends.push_back(std::uint32_t(frames.size()));
        batchWeights.push_back(weightsField ? std::optional<element>(*weight) : std::nullopt);
        if (weightsField)
            ++weight;
        if (ends.size() == kBatch)
            addBatch();
    }
    addBatch();
    if (!untimed && n > 0)
        m_builder.addSample(track, time, kNoId); // where the last sample ends
    if (untimed && untimed->adjustedCount())
        m_builder.warn(tr("profile %1: %n weight(s) with decimals were rounded", nullptr, int(untimed->adjustedCount())).arg(m_index));
}

} // namespace hg
