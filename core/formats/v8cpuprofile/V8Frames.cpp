#include "V8Frames.h"

#include "V8CpuProfileKeys.h"
#include "formats/JsonWriter.h"
#include "model/ProfileBuilder.h"

#include <algorithm>

namespace hg {

namespace k = v8cpuprofile::key;

namespace {

constexpr std::string_view kAnonymous = "(anonymous)";

std::uint32_t oneBased(std::int64_t zeroBased)
{
    return zeroBased >= 0 && zeroBased < std::int64_t(UINT32_MAX) ? std::uint32_t(zeroBased + 1) : 0;
}

} // namespace

V8CallFrame V8CallFrame::of(const Frame &frame, const StringPool &strings)
{
    V8CallFrame c;
    c.functionName = strings.view(frame.name);
    if (c.functionName == kAnonymous)
        c.functionName = {};
    c.url = strings.view(frame.file);
    c.lineNumber = std::int64_t(frame.line) - 1;
    c.columnNumber = std::int64_t(frame.column) - 1;
    return c;
}

V8Frames::V8Frames(ProfileBuilder &builder)
    : m_builder(builder), m_anonymous(builder.intern(kAnonymous))
{
}

std::string_view V8Frames::categoryOf(std::string_view functionName)
{
    if (functionName.size() < 6 || functionName.front() != '(')
        return {};
    if (functionName == "(program)")
        return "program";
    if (functionName == "(idle)")
        return "idle";
    if (functionName == "(garbage collector)")
        return "gc";
    if (functionName == k::kRootName)
        return "root";
    return {};
}

FrameId V8Frames::intern(const V8CallFrame &c)
{
    Frame frame;
    frame.name = c.functionName.empty() ? m_anonymous : m_builder.intern(c.functionName);
    if (!c.url.empty())
        frame.file = m_builder.intern(c.url);
    frame.line = oneBased(c.lineNumber);
    frame.column = oneBased(c.columnNumber);
    if (const std::string_view category = categoryOf(c.functionName); !category.empty())
        frame.category = m_builder.intern(category);
    const FrameId id = m_builder.addFrame(frame);
    // The script a function came from, once a frame ("0": none, as V8
    // writes it for its pseudo-functions).
    if (!c.scriptId.empty() && c.scriptId != "0") {
        if (m_hasScriptId.size() <= id)
            m_hasScriptId.resize(std::size_t(id) + 1, false);
        if (!m_hasScriptId[id]) {
            m_hasScriptId[id] = true;
            m_builder.setFrameAttribute(id, m_builder.intern(k::kScriptId), AttributeValue::fromString(m_builder.intern(c.scriptId)));
        }
    }
    return id;
}

void V8Frames::addLineTicks(FrameId frame, std::uint32_t line, std::uint64_t ticks)
{
    if (line > 0 && ticks > 0)
        m_lineTicks[(std::uint64_t(frame) << 32) | line] += ticks;
}

void V8Frames::finish()
{
    // One attribute a frame, its lines in order.
    std::vector<std::pair<std::uint64_t, std::uint64_t>> ticks(m_lineTicks.begin(), m_lineTicks.end());
    std::unordered_map<std::uint64_t, std::uint64_t>().swap(m_lineTicks);
    std::sort(ticks.begin(), ticks.end());
    const StringId key = m_builder.intern(k::kPositionTicks);
    for (auto it = ticks.begin(); it != ticks.end();) {
        const FrameId frame(std::uint32_t(it->first >> 32));
        JsonWriter json;
        json.beginArray();
        for (; it != ticks.end() && FrameId(std::uint32_t(it->first >> 32)) == frame; ++it) {
            json.beginObject();
            json.key("line").value(std::uint32_t(it->first));
            json.key("ticks").value(std::uint64_t(it->second));
            json.endObject();
        }
        json.endArray();
        const QByteArray text = json.take();
        m_builder.setFrameAttribute(frame, key, AttributeValue::fromJson(m_builder.intern(std::string_view(text.data(), std::size_t(text.size())))));
    }
}

} // namespace hg
