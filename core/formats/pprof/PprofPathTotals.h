#pragma once
#include "PprofPathCache.h"
#include "model/Ids.h"
#include "model/Time.h"
#include "util/ReallocVector.h"

#include <cstdint>
#include <cstddef>
#include <limits>
#include <utility>
#include <span>
#include <string_view>
#include <vector>

namespace hg {

// The distinct call paths of a timed profile's samples (PprofPathCache)
// and each one's values summed over its samples: the sample type shown in
// picoseconds, the count type (1 a sample without one) and the other types
// as they are. Filled on the thread that decodes the samples, in file
// order, so the assembly walks a path only when it is new and adds no
// value per sample: it puts each path's sums on its node at the end. The
// totals saturate (addSaturated: a value capped to fit picoseconds stays
// capped however many add up); counts and the other types wrap as 64-bit
// integers do.
class PprofPathTotals
{
public:
    struct Types
    {
        std::size_t chosen = 0;
        TimePs scale = 0; // picoseconds per unit of the chosen type
        std::size_t countType = SIZE_MAX; // SIZE_MAX: none, a sample counts 1
        std::vector<std::size_t> extraTypes;
    };
    explicit PprofPathTotals(Types types) : m_types(std::move(types)), m_stride(2 + m_types.extraTypes.size()) {}

    // The number of the path a sample with these values spells (`key`,
    // its textHash `hash`), its values added; `added` tells whether the
    // path is new. `values` holds one per sample type. `onNode`: whether
    // the sample has locations, so its values reach a node (only then is
    // a capped value counted among the overflows).
    std::uint32_t add(std::string_view key, std::uint64_t hash, std::span<const std::int64_t> values, bool onNode, bool &added);
    // For a sample a few ahead, in stages (each reads what the one before
    // fetched): its path's index slot, its entry, its sums.
    void prefetchSlot(std::uint64_t hash) const { m_paths.prefetchSlot(hash); }
    void prefetchEntry(std::uint64_t hash) const { m_paths.prefetchEntry(hash); }
    void prefetchSums(std::uint64_t hash) const;

    std::size_t size() const { return m_paths.size(); }
    TimePs total(std::uint32_t path) const { return TimePs(m_sums[path * m_stride]); }
    std::int64_t count(std::uint32_t path) const { return std::int64_t(m_sums[path * m_stride + 1]); }
    std::int64_t extra(std::uint32_t path, std::size_t e) const { return std::int64_t(m_sums[path * m_stride + 2 + e]); }
    // Samples whose value was too large to hold in picoseconds (capped).
    std::size_t overflows() const { return m_overflows; }
    // The paths' keys freed (no sample will come); the sums stay.
    void releasePaths() { m_paths.release(); }

    // Whether a path's total reached the bounds of picoseconds (capped).
    bool sumsCapped() const { return m_sumsCapped; }

    // a + b, held at the type's bounds rather than wrapping (`capped` set then).
    static TimePs addSaturated(TimePs a, TimePs b, bool &capped)
    {
        TimePs sum = 0;
        if (!__builtin_add_overflow(a, b, &sum))
            return sum;
        capped = true;
        return b < 0 ? std::numeric_limits<TimePs>::min() : std::numeric_limits<TimePs>::max();
    }

private:
    // The value in picoseconds, capped when it does not fit (`overflowed` set).
    TimePs toPs(std::int64_t value, bool &overflowed) const;

    const Types m_types;
    const std::size_t m_stride; // sums a path
    PprofPathCache m_paths;
    ReallocVector<std::uint64_t> m_sums; // m_stride a path: total, count, extras (grown without a copy)
    std::size_t m_overflows = 0;
    bool m_sumsCapped = false;
};

} // namespace hg
