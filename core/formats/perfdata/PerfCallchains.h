#pragma once
#include "model/TaggedIdIndex.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace hg {

// The distinct call chains of a recording, each once. A sample's chain (the
// raw u64 words: addresses and PERF_CONTEXT_* markers) is kept as two
// parts: the kernel's, the same code in every process, and the user's, in
// its process's address space. A recording repeats a few thousand of each
// in millions of samples, in fewer combinations than samples, so a sample
// costs a hash of its words and three look-ups, and what the addresses mean
// is worked out once per distinct part.
class PerfCallchains
{
public:
    // The chain of `words` (u64 values, as bytes) of a sample in `space`.
    std::uint32_t intern(std::uint32_t space, std::string_view words);

    std::size_t size() const { return m_chains.size(); }
    // A chain's parts (kNoId when it has none): the kernel's, on top of the user's.
    std::uint32_t kernelPart(std::uint32_t chain) const { return m_chains[chain].kernel; }
    std::uint32_t userPart(std::uint32_t chain) const { return m_chains[chain].user; }

    std::size_t partCount() const { return m_parts.size(); }
    std::uint32_t partSpace(std::uint32_t part) const { return m_parts[part].space; }
    std::size_t partLength(std::uint32_t part) const { return m_parts[part].length; }
    std::uint64_t partWord(std::uint32_t part, std::size_t i) const { return m_words[m_parts[part].offset + i]; }

private:
    struct Part
    {
        std::uint64_t offset; // into m_words
        std::uint32_t length;
        std::uint32_t space;
    };
    struct Chain
    {
        std::uint32_t kernel;
        std::uint32_t user;
    };
    std::uint32_t internPart(std::uint32_t space, std::string_view words);

    std::vector<Part> m_parts;
    std::vector<std::uint64_t> m_words;
    TaggedIdIndex<std::uint32_t> m_partIndex;
    std::vector<Chain> m_chains;
    TaggedIdIndex<std::uint32_t> m_chainIndex;
};

} // namespace hg
