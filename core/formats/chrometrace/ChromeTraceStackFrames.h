#pragma once
#include "formats/v8cpuprofile/V8ProfileNodes.h"
#include "util/TextHash.h"

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace hg {

class ProfileBuilder;

// The trace's "stackFrames" dictionary: frames by id, each with a name, a
// category and the id of its parent frame; samples name their innermost
// frame by id ("sf"). Ids are text ("12", "0x1f") and may be named before
// the dictionary is read, so each gets a number on first sight. The parent
// links become stacks through V8ProfileNodes, as a V8 profile's nodes do.
class ChromeTraceStackFrames
{
public:
    // The number of a frame id, given on first sight.
    std::int64_t idOf(std::string_view text);
    void add(std::string_view id, FrameId frame, std::string_view parent);
    bool empty() const { return m_nodes.empty(); }

    // Links the frames; warnings name the stack frames.
    void resolve(ProfileBuilder &builder);
    // After resolve(): the stack ending in frame `id`; nullopt when the
    // dictionary has no such frame.
    std::optional<StackId> stackOf(std::int64_t id) const { return m_nodes.stackOf(id); }

private:
    // Ids as Chromium writes them, "1" to some thousands, by a table (a
    // sample's "sf" is looked up on every sample); any other text by a map.
    std::vector<std::int64_t> m_byNumber; // -1: not seen yet
    std::unordered_map<std::string, std::int64_t, TextKeyHash, std::equal_to<>> m_ids;
    std::int64_t m_next = 0;
    V8ProfileNodes m_nodes;
};

} // namespace hg
