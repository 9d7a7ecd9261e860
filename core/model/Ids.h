#pragma once
#include <QHashFunctions>
#include <compare>
#include <cstdint>
#include <functional>
#include <type_traits>

namespace hg {

// A 32-bit id of one kind of thing. Ids of different kinds are different
// types: made from an integer only explicitly and never from an id of another
// kind, nor compared with one, so a function taking typed ids does not
// compile with them in the wrong order. An id converts to its integer
// implicitly, to index the columns it addresses (so a function that still
// takes a plain integer accepts any id); kNoId marks "none".
template <typename Tag>
class Index
{
public:
    constexpr Index() = default;
    constexpr explicit Index(std::uint32_t value)
        : m_value(value)
    {
    }
    template <typename OtherTag>
    Index(Index<OtherTag>) = delete;
    constexpr std::uint32_t value() const { return m_value; }
    constexpr operator std::uint32_t() const { return m_value; }
    constexpr bool isNone() const { return m_value == 0xFFFFFFFFu; }

    friend constexpr bool operator==(Index, Index) = default;
    friend constexpr auto operator<=>(Index, Index) = default;
    constexpr Index &operator++()
    {
        ++m_value;
        return *this;
    }

private:
    std::uint32_t m_value = 0;
};

template <typename A, typename B>
    requires(!std::is_same_v<A, B>)
bool operator==(Index<A>, Index<B>) = delete;
template <typename A, typename B>
    requires(!std::is_same_v<A, B>)
auto operator<=>(Index<A>, Index<B>) = delete;

// "None" for every kind of id (a root's parent, a missing track), and the
// integer 0xFFFFFFFF where a plain index means the same.
struct NoId
{
    template <typename Tag>
    constexpr operator Index<Tag>() const { return Index<Tag>(0xFFFFFFFFu); }
    constexpr operator std::uint32_t() const { return 0xFFFFFFFFu; }
};
inline constexpr NoId kNoId;

template <typename Tag>
constexpr bool operator==(Index<Tag> id, NoId) { return id.isNone(); }

using StringId = Index<struct StringTag>; // StringPool; 0 is the empty string
using FrameId = Index<struct FrameTag>;   // FrameTable
using StackId = Index<struct StackTag>;   // StackTable; a root's parent is kNoId
using TrackId = Index<struct TrackTag>;   // Profile::tracks()
using SpanIndex = Index<struct SpanTag>;  // a span of a built SpanTrack
using NodeId = Index<struct NodeTag>;     // a node of a CallTree
using RecordId = Index<struct RecordTag>; // a node of an AggregateTree (a timings record)

// One span of a built profile, as views pass it around.
struct SpanRef
{
    TrackId track = kNoId;
    SpanIndex span = kNoId;
    bool isNone() const { return track.isNone() || span.isNone(); }
    friend bool operator==(const SpanRef &, const SpanRef &) = default;
};

template <typename Tag>
size_t qHash(Index<Tag> id, size_t seed = 0) noexcept
{
    return ::qHash(id.value(), seed);
}

} // namespace hg

template <typename Tag>
struct std::hash<hg::Index<Tag>>
{
    std::size_t operator()(hg::Index<Tag> id) const noexcept { return std::hash<std::uint32_t>()(id.value()); }
};
