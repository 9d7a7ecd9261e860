#pragma once
#include <cstdint>
#include <string_view>
#include <vector>

namespace hg {

// The distinct call chains of a recording, each once: the raw u64 words of
// a sample's chain (addresses and PERF_CONTEXT_* markers) in one address
// space. A recording repeats a few thousand chains in millions of samples,
// so a sample costs one hash of its chain's bytes and one look-up; what
// the addresses mean is worked out once per distinct chain.
class PerfCallchains
{
public:
    PerfCallchains();

    // The id of `words` (u64 values, as bytes) in `space`; `added` is set
    // when it was not seen before.
    std::uint32_t intern(std::uint32_t space, std::string_view words, bool &added);

    std::size_t size() const { return m_chains.size(); }
    std::uint32_t space(std::uint32_t id) const { return m_chains[id].space; }
    std::size_t length(std::uint32_t id) const { return m_chains[id].length; }
    std::uint64_t word(std::uint32_t id, std::size_t i) const { return m_words[m_chains[id].offset + i]; }

private:
    struct Chain
    {
        std::uint64_t hash;
        std::uint64_t offset; // into m_words
        std::uint32_t length;
        std::uint32_t space;
    };
    bool equal(const Chain &chain, std::uint32_t space, std::string_view words) const;
    void grow();

    std::vector<Chain> m_chains;
    std::vector<std::uint64_t> m_words;
    std::vector<std::uint32_t> m_slots; // chain id + 1; 0 = empty; size a power of two
};

} // namespace hg
