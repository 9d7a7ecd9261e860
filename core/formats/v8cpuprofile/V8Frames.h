#pragma once
#include "model/Ids.h"

#include <cstdint>
#include <unordered_map>
#include <string_view>
#include <utility>
#include <vector>

namespace hg {

class ProfileBuilder;
struct Frame;
class StringPool;

// What a V8 profile node says of its function: its "callFrame" (the old
// format has these fields on the node itself). Views into the JSON, valid
// while it is being read.
struct V8CallFrame
{
    std::string_view functionName;
    std::string_view url;
    std::string_view scriptId; // a string or a number, as written
    std::int64_t lineNumber = -1; // 0-based, -1 when unknown, as V8 writes them
    std::int64_t columnNumber = -1;

    // A model frame as V8 would write it (the inverse of V8Frames::intern):
    // "(anonymous)" as an empty name, line and column 0-based.
    static V8CallFrame of(const Frame &frame, const StringPool &strings);
};

// The functions of the V8 profiles of one file as frames: an empty name is
// "(anonymous)", as Chrome shows it; lines and columns 1-based, as the model
// has them; V8's pseudo-functions "(root)", "(program)", "(idle)" and
// "(garbage collector)" each get a category. Also gathers what is said of a
// function across its nodes, its scriptId and its per-line hit counts
// (positionTicks, a Chrome trace's sample lines), set as frame attributes
// once all profiles are read (finish()).
class V8Frames
{
public:
    explicit V8Frames(ProfileBuilder &builder);

    FrameId intern(const V8CallFrame &callFrame);
    void addLineTicks(FrameId frame, std::uint32_t line, std::uint64_t ticks);
    void finish();

    // The category of a pseudo-function by its name; empty for a function.
    static std::string_view categoryOf(std::string_view functionName);

private:
    ProfileBuilder &m_builder;
    StringId m_anonymous;
    std::vector<bool> m_hasScriptId; // by FrameId
    std::unordered_map<std::uint64_t, std::uint64_t> m_lineTicks; // (frame << 32 | line) -> ticks
};

} // namespace hg
