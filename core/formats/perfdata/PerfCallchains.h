#pragma once
#include "model/TaggedIdIndex.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace hg {

// The distinct call chains of a recording, each once. A sample's chain (the
// raw u64 words: addresses and PERF_CONTEXT_* markers) is kept in three
// pieces: the kernel's part (the same code in every process), the user
// leaf (where the thread stood), and the user callers (the return addresses
// under it), the last two in the process's address space. A recording
// repeats a few thousand caller chains in millions of samples, with leaves
// that vary within their function, so a sample costs a hash of its words
// and look-ups in small tables; what the addresses mean is worked out once
// per distinct part (PerfLocations).
class PerfCallchains
{
public:
    enum class PartKind : std::uint8_t {
        Kernel,          // words with their context markers
        Callers,         // return addresses: looked up one byte back, in their call
        UnwoundCallers,  // addresses the DWARF unwinder has already moved
    };

    // The chain of `words` (u64 values, as bytes) of a sample in `space`.
    std::uint32_t intern(std::uint32_t space, std::string_view words);

    std::size_t size() const { return m_chains.size(); }
    // A chain's pieces (kNoId when it has none): the kernel part on top of
    // the user leaf on top of its callers.
    std::uint32_t kernelPart(std::uint32_t chain) const { return m_chains[chain].kernel; }
    std::uint32_t callersPart(std::uint32_t chain) const { return m_chains[chain].callers; }
    bool hasLeaf(std::uint32_t chain) const { return m_chains[chain].hasLeaf; }
    std::uint64_t leaf(std::uint32_t chain) const { return m_chains[chain].leaf; }
    std::uint32_t space(std::uint32_t chain) const { return m_chains[chain].space; }

    std::size_t partCount() const { return m_parts.size(); }
    PartKind partKind(std::uint32_t part) const { return m_parts[part].kind; }
    std::uint32_t partSpace(std::uint32_t part) const { return m_parts[part].space; }
    std::size_t partLength(std::uint32_t part) const { return m_parts[part].length; }
    std::uint64_t partWord(std::uint32_t part, std::size_t i) const { return m_words[m_parts[part].offset + i]; }

private:
    struct Part
    {
        std::uint64_t offset; // into m_words
        std::uint32_t length;
        std::uint32_t space;
        PartKind kind;
    };
    struct Chain
    {
        std::uint64_t leaf;
        std::uint32_t kernel;
        std::uint32_t callers;
        std::uint32_t space;
        bool hasLeaf;
    };
    std::uint32_t internPart(std::uint32_t space, std::string_view words, PartKind kind);

    std::vector<Part> m_parts;
    std::vector<std::uint64_t> m_words;
    TaggedIdIndex<std::uint32_t> m_partIndex;
    std::vector<Chain> m_chains;
    TaggedIdIndex<std::uint32_t> m_chainIndex;
};

} // namespace hg
