#pragma once
#include <cstdint>
#include <cstring>
#include <string_view>

namespace hg {

// A fast 64-bit hash of a byte string for the open-addressing tables
// (StringPool, the TraceActor reader's text cache): 16 bytes a step through
// a 64 x 64 -> 128-bit multiply (the "mum" mix of wyhash, with its
// constants), good in both its high and its low bits. About twice as fast
// as std::hash on the 10-100 byte names, URLs and values profiles repeat.
namespace textHashDetail {
inline std::uint64_t mum(std::uint64_t a, std::uint64_t b)
{
    const unsigned __int128 product = static_cast<unsigned __int128>(a) * b;
    return std::uint64_t(product) ^ std::uint64_t(product >> 64);
}
inline std::uint64_t load8(const char *p)
{
    std::uint64_t v;
    std::memcpy(&v, p, 8);
    return v;
}
inline std::uint64_t load4(const char *p)
{
    std::uint32_t v;
    std::memcpy(&v, p, 4);
    return v;
}
} // namespace textHashDetail

inline std::uint64_t textHash(std::string_view text)
{
    using namespace textHashDetail;
    constexpr std::uint64_t k0 = 0xa0761d6478bd642full, k1 = 0xe7037ed1a0b428dbull, k2 = 0x8ebc6af09c88c6e3ull;
    const char *p = text.data();
    std::size_t n = text.size();
    std::uint64_t h = k0;
    while (n > 16) {
        h = mum(load8(p) ^ k1, load8(p + 8) ^ h);
        p += 16;
        n -= 16;
    }
    // The last 1-16 bytes, by two loads that may overlap (the length tells them apart).
    std::uint64_t a = 0, b = 0;
    if (n >= 8) {
        a = load8(p);
        b = load8(p + n - 8);
    } else if (n >= 4) {
        a = load4(p);
        b = load4(p + n - 4);
    } else if (n > 0) {
        a = std::uint64_t(std::uint8_t(p[0])) << 16 | std::uint64_t(std::uint8_t(p[n / 2])) << 8 | std::uint8_t(p[n - 1]);
    }
    return mum(mum(a ^ k1, b ^ h) ^ k2, std::uint64_t(text.size()) ^ k1);
}

// textHash() for std::unordered_map keyed by std::string, found by
// std::string_view without making a string (with std::equal_to<>).
struct TextKeyHash
{
    using is_transparent = void;
    std::size_t operator()(std::string_view text) const noexcept { return std::size_t(textHash(text)); }
};

} // namespace hg
