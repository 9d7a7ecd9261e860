#pragma once
#include "PerfSample.h"
#include "model/Ids.h"
#include "model/TaggedIdIndex.h"

#include <vector>

namespace hg {

class ProfileBuilder;

// perf frames into model frames, one per function: a known symbol is keyed by
// (dso, symbol, kernel), an unknown one by (dso, address). The key is hashed
// from the views as they come and checked against the strings already
// interned, so a frame seen before costs one hash and one probe, and no
// string is built for it.
class PerfFrameInterner
{
public:
    explicit PerfFrameInterner(ProfileBuilder &builder);
    FrameId intern(const PerfFrame &frame);
    // The key's hash, which a reader may compute ahead while parsing on
    // another core (PerfFrame::hash), leaving intern() one probe.
    static std::uint64_t hashOf(const PerfFrame &frame);
    // A frame that perf did not record but the assembler shows ("[off-CPU]").
    FrameId marker(std::string_view name, std::string_view category);

private:
    struct Key
    {
        StringId symbol; // 0 when unknown
        StringId dso;
        std::uint64_t address; // only when the symbol is unknown
        bool kernel;
    };
    FrameId add(const PerfFrame &frame, std::uint64_t hash);

    ProfileBuilder &m_builder;
    StringId m_kernelCategory;
    std::vector<Key> m_keys; // by insertion
    std::vector<FrameId> m_frames;
    TaggedIdIndex<std::uint32_t> m_index;
};

} // namespace hg
