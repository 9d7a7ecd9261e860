#include "V8ProfileEncoder.h"

#include "V8CpuProfileKeys.h"
#include "V8Frames.h"
#include "analysis/SampleWeights.h"
#include "formats/JsonWriter.h"
#include "model/Profile.h"

#include <charconv>

namespace hg {

namespace k = v8cpuprofile::key;

V8ProfileEncoder::V8ProfileEncoder(const Profile &profile, const SampleTrack &samples)
    : m_profile(profile), m_samples(samples)
{
    const StackTable &stacks = profile.stacks();
    m_nodes.push_back({StackId(kNoId), 0});
    m_children.emplace_back();
    m_nodeOf.assign(stacks.size(), 0);
    std::vector<StackId> path;
    for (std::uint32_t i = 0; i < samples.size(); ++i) {
        const StackId stack = samples.stack(i);
        if (samples.weight(i) == 0 || stack == kNoId || stack >= stacks.size()) {
            ++m_nodes[0].hits;
            continue;
        }
        path.clear();
        StackId up = stack;
        while (up != kNoId && m_nodeOf[up] == 0) {
            path.push_back(up);
            up = stacks.parent(up);
        }
        std::uint32_t parent = up == kNoId ? 1 : m_nodeOf[up];
        for (auto it = path.rbegin(); it != path.rend(); ++it) {
            m_nodes.push_back({*it, parent});
            m_children.emplace_back();
            const auto id = std::uint32_t(m_nodes.size());
            m_children[parent - 1].push_back(id);
            m_nodeOf[*it] = id;
            parent = id;
        }
        ++m_nodes[m_nodeOf[stack] - 1].hits;
    }
    if (const StringId key = profile.strings().find(k::kScriptId); key != kNoId)
        m_scriptIdKey = key;
}

std::uint32_t V8ProfileEncoder::sampleCount() const { return m_samples.size(); }

std::uint32_t V8ProfileEncoder::nodeOfSample(std::uint32_t i) const
{
    const StackId stack = m_samples.stack(i);
    if (m_samples.weight(i) == 0 || stack == kNoId || stack >= m_nodeOf.size())
        return 1;
    return m_nodeOf[stack];
}

void V8ProfileEncoder::writeUs(JsonWriter &json, TimePs ps)
{
    if (ps % kPsPerUs == 0) {
        json.value(std::int64_t(ps / kPsPerUs));
        return;
    }
    // Exact: whole microseconds and six digits of picoseconds, trailing
    // zeros dropped.
    const bool negative = ps < 0;
    const std::uint64_t magnitude = negative ? std::uint64_t(0) - std::uint64_t(ps) : std::uint64_t(ps);
    char text[40];
    char *p = text;
    if (negative)
        *p++ = '-';
    p = std::to_chars(p, text + sizeof text, magnitude / std::uint64_t(kPsPerUs)).ptr;
    *p++ = '.';
    std::uint64_t fraction = magnitude % std::uint64_t(kPsPerUs);
    char digits[6];
    for (int d = 5; d >= 0; --d) {
        digits[d] = char('0' + fraction % 10);
        fraction /= 10;
    }
    int last = 5;
    while (last > 0 && digits[last] == '0')
        --last;
    for (int d = 0; d <= last; ++d)
        *p++ = digits[d];
    json.raw(std::string_view(text, std::size_t(p - text)));
}

void V8ProfileEncoder::writeNodes(JsonWriter &json, std::uint32_t begin, std::uint32_t end, bool parentLinks, bool hitCounts,
                                  bool numericScriptIds) const
{
    const StringPool &strings = m_profile.strings();
    for (std::uint32_t i = begin; i < end && i < m_nodes.size(); ++i) {
        const Node &node = m_nodes[i];
        json.beginObject();
        json.key("id").value(i + 1);
        json.key("callFrame").beginObject();
        V8CallFrame frame;
        std::string_view scriptId = "0";
        if (node.stack == kNoId) {
            frame.functionName = k::kRootName;
        } else {
            const FrameId f = m_profile.stacks().frame(node.stack);
            frame = V8CallFrame::of(m_profile.frames()[f], strings);
            if (m_scriptIdKey != kNoId)
                if (const std::optional<AttributeValue> id = m_profile.frameAttributes().find(f, m_scriptIdKey);
                    id && id->kind == AttributeValue::Kind::String)
                    scriptId = strings.view(id->s);
        }
        json.key("functionName").value(frame.functionName);
        std::int64_t number = 0;
        const auto [ptr, error] = std::from_chars(scriptId.data(), scriptId.data() + scriptId.size(), number);
        if (numericScriptIds && error == std::errc() && ptr == scriptId.data() + scriptId.size())
            json.key("scriptId").value(number);
        else
            json.key("scriptId").value(scriptId);
        json.key("url").value(frame.url);
        json.key("lineNumber").value(frame.lineNumber);
        json.key("columnNumber").value(frame.columnNumber);
        json.endObject();
        if (hitCounts)
            json.key("hitCount").value(node.hits);
        if (parentLinks) {
            if (i > 0)
                json.key("parent").value(node.parent);
        } else if (!m_children[i].empty()) {
            json.key("children").beginArray();
            for (const std::uint32_t c : m_children[i])
                json.value(c);
            json.endArray();
        }
        json.endObject();
    }
}

void V8ProfileEncoder::writeSamples(JsonWriter &json, std::uint32_t begin, std::uint32_t end) const
{
    for (std::uint32_t i = begin; i < end; ++i)
        json.value(nodeOfSample(i));
}

TimePs V8ProfileEncoder::sampleTime(std::uint32_t sample) const { return m_samples.time(sample); }

void V8ProfileEncoder::writeDeltas(JsonWriter &json, std::uint32_t begin, std::uint32_t end, TimePs fromPs) const
{
    TimePs before = fromPs;
    for (std::uint32_t i = begin; i < end; ++i) {
        const TimePs t = m_samples.time(i);
        writeUs(json, t - before);
        before = t;
    }
}

TimePs V8ProfileEncoder::endTime() const
{
    if (m_samples.empty())
        return 0;
    const TimePs median = SampleWeights::medianInterval(m_samples);
    return m_samples.maxTime() + (median > 0 ? median : SampleWeights::kDefaultIntervalPs);
}

} // namespace hg
