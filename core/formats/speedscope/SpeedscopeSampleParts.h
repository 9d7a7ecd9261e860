#pragma once
#include "formats/JsonArrayParts.h"
#include "model/Ids.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace hg {

// A sampled profile's "samples" (arrays of frame indices, root first) in
// parts (JsonArrayParts), parsed on every core: parsing the indices was
// most of a speedscope file's load, on one core.
class SpeedscopeSampleParts
{
public:
    // The samples of one part, as frame ids ready to intern.
    struct Part
    {
        std::vector<FrameId> frames;
        std::vector<std::uint32_t> ends; // each sample's end in `frames`
        std::size_t badFrames = 0;       // samples with an index out of range: kept, on no stack
        // The first of the part's samples that is not an array; the part
        // ends there.
        std::optional<std::size_t> notAnArray;
    };

    // `samples`: the array, cut; `frames`: the profile's frame of each
    // index of "shared.frames".
    SpeedscopeSampleParts(JsonArrayParts samples, const std::vector<FrameId> &frames);

    std::size_t count() const { return m_parts.count(); }
    // Part `i`, parsed; on any thread.
    Part parse(std::size_t i) const;

private:
    // A sample's frames, root first, appended; none when an index is out
    // of range (returns false).
    bool addFrames(JsonScanner &stacks, std::vector<FrameId> &frames) const;

    const std::vector<FrameId> &m_frames;
    JsonArrayParts m_parts;
};

} // namespace hg
