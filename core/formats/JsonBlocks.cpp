#include "JsonBlocks.h"

#include <cstdint>
#include <cstring>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace hg::jsonblocks {

namespace {

// What 64 bytes of JSON hold, a bit a byte.
struct Block
{
    std::uint64_t quotes = 0, backslashes = 0, opens = 0, closes = 0, commas = 0;
};

Block blockAt(const char *p)
{
    Block b;
#ifdef __SSE2__
    for (int i = 0; i < 4; ++i) {
        const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 16 * i));
        // '{' and '}' are '[' and ']' with bit 5 set.
        const __m128i folded = _mm_or_si128(chunk, _mm_set1_epi8(0x20));
        const auto bits = [](__m128i bytes, char c) {
            return std::uint64_t(unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_set1_epi8(c)))));
        };
        b.quotes |= bits(chunk, '"') << (16 * i);
        b.backslashes |= bits(chunk, '\\') << (16 * i);
        b.opens |= bits(folded, '{') << (16 * i);
        b.closes |= bits(folded, '}') << (16 * i);
        b.commas |= bits(chunk, ',') << (16 * i);
    }
#else
    for (int i = 0; i < 64; ++i) {
        const std::uint64_t bit = std::uint64_t(1) << i;
        b.quotes |= p[i] == '"' ? bit : 0;
        b.backslashes |= p[i] == '\\' ? bit : 0;
        b.opens |= p[i] == '{' || p[i] == '[' ? bit : 0;
        b.closes |= p[i] == '}' || p[i] == ']' ? bit : 0;
        b.commas |= p[i] == ',' ? bit : 0;
    }
#endif
    return b;
}

// Bit i: whether an odd number of bits 0..i are set.
inline std::uint64_t prefixXor(std::uint64_t x)
{
    for (int shift = 1; shift < 64; shift *= 2)
        x ^= x << shift;
    return x;
}

// The quotes of the block at `block` that are not escaped (after an odd
// run of backslashes, counted back to `limit`).
std::uint64_t unescapedQuotes(const char *block, std::uint64_t quotes, const char *limit)
{
    std::uint64_t kept = quotes;
    for (std::uint64_t q = quotes; q; q &= q - 1) {
        const int i = __builtin_ctzll(q);
        const char *b = block + i;
        while (b > limit && b[-1] == '\\')
            --b;
        if ((block + i - b) % 2)
            kept &= ~(std::uint64_t(1) << i);
    }
    return kept;
}

// From `from` (outside strings) at bracket depth `depth`: the close that
// brings the depth to zero or, with `stopAtCommas`, a comma at depth one
// at or after `target`. Only a block where one of them can be is walked
// bracket by bracket; in the others the brackets are counted.
const char *walk(const char *from, const char *end, std::int64_t depth, const char *target, bool stopAtCommas)
{
    std::uint64_t inString = 0; // all ones while a string runs on from the block before
    char tail[64];
    for (const char *block = from; block < end; block += 64) {
        const char *bytes = block;
        if (end - block < 64) {
            std::memset(tail, ' ', sizeof tail);
            std::memcpy(tail, block, std::size_t(end - block));
            bytes = tail;
        }
        const Block b = blockAt(bytes);
        std::uint64_t quotes = b.quotes;
        if (quotes && (b.backslashes || (block > from && block[-1] == '\\')))
            quotes = unescapedQuotes(block, quotes, from);
        const std::uint64_t strings = prefixXor(quotes) ^ inString;
        inString = std::uint64_t(std::int64_t(strings) >> 63);
        const std::uint64_t opens = b.opens & ~strings, closes = b.closes & ~strings;
        const int closeCount = __builtin_popcountll(closes);
        const bool commasHere = stopAtCommas && target < block + 64;
        if (!commasHere && depth > closeCount) {
            depth += __builtin_popcountll(opens) - closeCount;
            continue;
        }
        const std::uint64_t commas = commasHere ? b.commas & ~strings : 0;
        for (std::uint64_t marks = opens | closes | commas; marks; marks &= marks - 1) {
            const int i = __builtin_ctzll(marks);
            const std::uint64_t bit = std::uint64_t(1) << i;
            if (opens & bit) {
                ++depth;
            } else if (closes & bit) {
                if (--depth == 0)
                    return block + i;
            } else if (depth == 1 && block + i >= target) {
                return block + i;
            }
        }
    }
    return nullptr;
}

} // namespace

const char *closingBracket(const char *open, const char *end)
{
    return walk(open, end, 0, nullptr, false);
}

const char *elementBoundary(const char *from, const char *target, const char *end)
{
    return walk(from, end, 1, target, true);
}

} // namespace hg::jsonblocks
