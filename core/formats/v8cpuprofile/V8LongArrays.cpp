#include "V8LongArrays.h"

#include "V8SampleAssembler.h"
#include "formats/JsonDocument.h"
#include "io/ReadContext.h"

#include <algorithm>
#include <cstring>
#include <optional>
#include <simdjson.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace hg {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

std::optional<V8LongArrays::Kind> kindOf(std::string_view key)
{
    using Kind = V8LongArrays::Kind;
    if (key == "samples")
        return Kind::Samples;
    if (key == "timeDeltas")
        return Kind::Deltas;
    if (key == "timestamps")
        return Kind::Timestamps;
    if (key == "lines")
        return Kind::Lines;
    if (key == "columns")
        return Kind::Columns;
    return std::nullopt;
}

// Bit i set where p[i] is `c`, for 64 bytes.
inline std::uint64_t bytesOf(const char *p, char c)
{
    std::uint64_t mask = 0;
#ifdef __SSE2__
    const __m128i needle = _mm_set1_epi8(c);
    for (int i = 0; i < 4; ++i) {
        const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 16 * i));
        mask |= std::uint64_t(unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(chunk, needle)))) << (16 * i);
    }
#else
    for (int i = 0; i < 64; ++i)
        mask |= std::uint64_t(p[i] == c) << i;
#endif
    return mask;
}

inline std::uint64_t commasOf(const char *p) { return bytesOf(p, ','); }

// The number of commas from `p` to `end`.
std::size_t countCommas(const char *p, const char *end)
{
    std::size_t count = 0;
    for (; end - p >= 64; p += 64)
        count += std::size_t(__builtin_popcountll(commasOf(p)));
    return count + std::size_t(std::count(p, end, ','));
}

// Past the string whose opening quote `p` is at (or `end`).
const char *skipString(const char *p, const char *end)
{
    for (++p; p < end;) {
        const auto *quote = static_cast<const char *>(std::memchr(p, '"', std::size_t(end - p)));
        if (!quote)
            return end;
        const char *escapes = quote;
        while (escapes > p && escapes[-1] == '\\')
            --escapes;
        if ((quote - escapes) % 2 == 0)
            return quote + 1;
        p = quote + 1;
    }
    return end;
}

// The ']' of the array opening at `p` when it holds no strings, arrays or
// objects; null otherwise. (One pass, 64 bytes at a time: these arrays are
// most of the file.)
const char *plainArrayEnd(const char *p, const char *end)
{
    for (++p; end - p >= 64; p += 64) {
        const std::uint64_t close = bytesOf(p, ']');
        const std::uint64_t other = bytesOf(p, '[') | bytesOf(p, '{') | bytesOf(p, '"');
        if (close | other) {
            const std::uint64_t first = (close | other) & (~(close | other) + 1);
            return (close & first) ? p + __builtin_ctzll(close) : nullptr;
        }
    }
    for (; p < end; ++p)
        if (*p == ']')
            return p;
        else if (*p == '[' || *p == '{' || *p == '"')
            return nullptr;
    return nullptr;
}

// One number of the tight loop: an integer with up to six decimals, as
// picoseconds of microseconds (`scale` 1 000 000) or as itself (node ids,
// `scale` 1, where decimals are not allowed). False for anything else (an
// exponent, more decimals, quotes, more digits than a time has), which the
// JSON path reads.
// Up to eight digits at `p`, eight bytes of which may be read: their count
// and value, found with a few word operations (no branch a digit).
inline int eightDigits(const char *p, std::int64_t &value)
{
    std::uint64_t chunk;
    std::memcpy(&chunk, p, 8);
    // A byte is 0 here exactly when it is a digit.
    const std::uint64_t notDigit = ((chunk & 0xF0F0F0F0F0F0F0F0) | (((chunk + 0x0606060606060606) & 0xF0F0F0F0F0F0F0F0) >> 4))
        ^ 0x3333333333333333;
    const int length = notDigit ? __builtin_ctzll(notDigit) / 8 : 8;
    if (length == 0)
        return 0;
    // The digits as the last ones of eight (zeros before them), then the
    // usual three multiplications for eight digits.
    std::uint64_t v = (chunk - 0x3030303030303030) << (8 * (8 - length));
    v = v * 10 + (v >> 8);
    v = (((v & 0x000000FF000000FF) * (100 + (1000000ULL << 32))) + (((v >> 16) & 0x000000FF000000FF) * (1 + (10000ULL << 32)))) >> 32;
    value = std::int64_t(v);
    return length;
}

inline bool parseNumber(const char *&p, const char *last, std::int64_t scale, std::int64_t &value)
{
    const bool negative = *p == '-';
    p += negative;
    const char *const first = p;
    std::int64_t whole = 0;
    if (last - p >= 8) {
        const int length = eightDigits(p, whole);
        p += length;
    }
    while (unsigned(*p - '0') < 10u)
        whole = whole * 10 + (*p++ - '0');
    if (p == first || p - first > (scale == 1 ? 18 : 12) || *p == 'e' || *p == 'E')
        return false;
    std::int64_t fraction = 0;
    if (*p == '.') {
        if (scale == 1)
            return false;
        ++p;
        std::int64_t unit = scale;
        const char *const digits = p;
        while (unsigned(*p - '0') < 10u && p - digits < 6) {
            unit /= 10;
            fraction += (*p++ - '0') * unit;
        }
        if (p == digits || unsigned(*p - '0') < 10u || *p == 'e' || *p == 'E')
            return false;
    }
    value = whole * scale + fraction;
    value = negative ? -value : value;
    return true;
}

// The general number of an element (spaces around it, decimals, long
// numbers): true when it ends at `separator`.
bool parseElementSlowly(const char *p, const char *separator, const char *last, std::int64_t scale, std::int64_t &value)
{
    while (isSpace(*p))
        ++p;
    if (!parseNumber(p, last, scale, value))
        return false;
    while (isSpace(*p))
        ++p;
    return p == separator;
}

// The element from `start` to the `separator` after it (a comma); eight
// bytes from its digits must be readable. Most are up to eight digits, read
// with no branch a digit; each element's start is known from the comma
// before it, so the elements' parses do not wait on one another.
inline bool parseElement(const char *start, const char *separator, const char *last, std::int64_t scale, std::int64_t &value)
{
    const bool negative = *start == '-';
    const char *const digits = start + negative;
    const std::ptrdiff_t length = separator - digits;
    std::int64_t whole = 0;
    if (length >= 1 && length <= 8 && eightDigits(digits, whole) == length) {
        value = negative ? -whole * scale : whole * scale;
        return true;
    }
    return parseElementSlowly(start, separator, last, scale, value);
}

} // namespace

std::vector<V8LongArrays::Found> V8LongArrays::find(QByteArrayView file)
{
    std::vector<Found> found;
    const char *close = nullptr;
    // A scan of the structure as JSON has it: strings skipped, the kind of
    // each open container known to a few levels, the last key read in an
    // object kept until its value.
    constexpr int kLevels = 4;
    bool isObject[kLevels + 2] = {};
    int depth = 0;
    bool expectKey = false;
    std::string_view key;
    const char *const begin = file.data(), *const end = begin + file.size();
    for (const char *p = begin; p < end; ++p) {
        switch (*p) {
        case '"': {
            const char *after = skipString(p, end);
            key = expectKey && after > p + 1 ? std::string_view(p + 1, std::size_t(after - p - 2)) : std::string_view();
            expectKey = false;
            p = after - 1;
            break;
        }
        case '{':
            ++depth;
            if (depth <= kLevels)
                isObject[depth] = true;
            expectKey = true;
            key = {};
            break;
        case '[':
            if (depth >= 1 && depth <= kLevels && isObject[depth])
                if (const std::optional<Kind> kind = kindOf(key); kind && (close = plainArrayEnd(p, end))) {
                    found.push_back({qint64(p - begin), qint64(close - p) + 1, *kind});
                    p = close;
                    key = {};
                    break;
                }
            ++depth;
            if (depth <= kLevels)
                isObject[depth] = false;
            expectKey = false;
            key = {};
            break;
        case '}':
        case ']':
            depth = std::max(0, depth - 1);
            expectKey = false;
            break;
        case ',':
            expectKey = depth >= 1 && depth <= kLevels && isObject[depth];
            break;
        default:
            break;
        }
    }
    return found;
}

std::vector<V8LongArrays::Found> V8LongArrays::findByKey(QByteArrayView json)
{
    std::vector<Found> found;
    const char *const begin = json.data(), *const end = begin + json.size();
    // The array opening at `open` when a key of ours stands before it: its
    // ':' and the key's closing quote (spaces around the ':'), then the key
    // and its opening quote, not escaped. (In valid JSON the quotes are
    // then a key's: a quote in a string is escaped, and a string's closing
    // quote is not followed by letters.) Null for none.
    const auto arrayAt = [&](const char *open) -> const char * {
        const char *p = open - 1;
        while (p >= begin && isSpace(*p))
            --p;
        if (p < begin || *p != ':')
            return nullptr;
        --p;
        while (p >= begin && isSpace(*p))
            --p;
        if (p < begin || *p != '"')
            return nullptr;
        const char *const closeQuote = p;
        constexpr std::ptrdiff_t kLongestKey = 10; // "timeDeltas", "timestamps"
        while (--p >= begin && *p != '"' && closeQuote - p <= kLongestKey) {
        }
        if (p < begin || *p != '"' || (p > begin && p[-1] == '\\'))
            return nullptr;
        const std::optional<Kind> kind = kindOf(std::string_view(p + 1, std::size_t(closeQuote - p - 1)));
        if (!kind)
            return nullptr;
        const char *const close = plainArrayEnd(open, end);
        if (close)
            found.push_back({qint64(open - begin), qint64(close - open) + 1, *kind});
        return close;
    };
    for (const char *block = begin; block < end;) {
        std::uint64_t opens = bytesOf(block, '[');
        if (end - block < 64)
            opens &= (std::uint64_t(1) << (end - block)) - 1;
        const char *next = block + 64;
        for (; opens; opens &= opens - 1)
            if (const char *close = arrayAt(block + __builtin_ctzll(opens))) {
                next = close + 1; // on after the array
                break;
            }
        block = next;
    }
    return found;
}

std::size_t V8LongArrays::elementCount(std::string_view array)
{
    const char *p = array.data() + 1;
    const char *const last = array.data() + array.size() - 1;
    while (p < last && isSpace(*p))
        ++p;
    return p == last ? 0 : countCommas(p, last) + 1;
}

bool V8LongArrays::split(QByteArrayView file, qint64 readablePadding, qint64 minBytes)
{
    return split(file, readablePadding, minBytes, find(file));
}

bool V8LongArrays::split(QByteArrayView file, qint64 readablePadding, qint64 minBytes, const std::vector<Found> &arrays)
{
    m_file = file;
    m_padding = readablePadding;
    m_arrays.clear();
    qint64 total = 0;
    for (const Found &f : arrays) {
        m_arrays.push_back({f.offset, f.size, 0});
        total += f.size;
    }
    if (total < minBytes) {
        m_arrays.clear();
        return false;
    }
    // The rest: the file with each array as "[]".
    const char *const begin = file.data();
    m_restSize = file.size() - total + 2 * qint64(m_arrays.size());
    m_rest.resize(0);
    m_rest.reserve(m_restSize + qint64(simdjson::SIMDJSON_PADDING));
    qint64 from = 0;
    for (Array &a : m_arrays) {
        m_rest.append(begin + from, a.offset - from);
        a.restOffset = m_rest.size();
        m_rest.append("[]", 2);
        from = a.offset + a.size;
    }
    m_rest.append(begin + from, file.size() - from);
    m_rest.append(qsizetype(simdjson::SIMDJSON_PADDING), ' ');
    return true;
}

qint64 V8LongArrays::offsetInFile(qint64 restOffset) const
{
    if (restOffset < 0)
        return restOffset;
    qint64 removed = 0;
    for (const Array &a : m_arrays) {
        if (restOffset < a.restOffset + 2)
            return restOffset <= a.restOffset ? restOffset + removed : a.offset;
        removed += a.size - 2;
    }
    return restOffset + removed;
}

ReadError V8LongArrays::inFile(const ReadError &error) const
{
    if (error.offset() < 0)
        return error;
    const qint64 offset = offsetInFile(error.offset());
    return ReadError(error.message(), offset, JsonDocument::lineAt(m_file, offset));
}

ReadError V8LongArrays::inFile(const ReadError &error, std::string_view array) const
{
    return JsonDocument::inWhole(error, m_file, fileOffsetOf(array));
}

std::string_view V8LongArrays::arrayAt(qint64 restOffset) const
{
    for (const Array &a : m_arrays)
        if (a.restOffset == restOffset)
            return std::string_view(m_file.data() + a.offset, std::size_t(a.size));
    return {};
}

bool V8LongArrays::read(Kind kind, std::string_view array, QByteArrayView file, V8SampleAssembler &into, const ReadContext &context)
{
    if (kind == Kind::Columns)
        return true; // not shown
    const char *p = array.data() + 1;
    const char *const last = array.data() + array.size() - 1; // its ']'
    using Part = V8SampleAssembler::Part;
    const V8SampleAssembler::Mark before = into.mark(kind == Kind::Samples ? Part::Ids : kind == Kind::Lines ? Part::Lines : Part::Times);
    const std::size_t count = countCommas(p, last) + 1;
    const bool ids = kind == Kind::Samples || kind == Kind::Lines;
    kind == Kind::Samples ? into.reserve(count) : kind == Kind::Lines ? void() : into.reserveTimes(count);
    const std::int64_t scale = ids ? 1 : kPsPerUs;
    // Numbers a block at a time; the pages read go back to the page cache
    // as the loop leaves them (see ReadContext::inputConsumed).
    constexpr std::size_t kBlock = 4096;
    std::int64_t values[kBlock];
    std::size_t n = 0, blocks = 0;
    const char *blockStart = p; // where values[0]'s element starts
    const auto flush = [&] {
        std::size_t taken = n;
        if (kind == Kind::Samples) {
            into.addSamples(values, n);
        } else if (kind == Kind::Lines) {
            into.addLines(values, n);
        } else if (kind == Kind::Deltas) {
            taken = into.addDeltas(values, n);
        } else {
            for (taken = 0; taken < n && into.addTimestamp(values[taken] / kPsPerUs, values[taken] % kPsPerUs); ++taken) {
            }
        }
        if (taken < n) {
            // Where the number that ran past the clock stands.
            const char *at = blockStart;
            for (std::size_t i = 0; i < taken; ++i)
                at = std::find(at, last, ',') + 1;
            while (isSpace(*at))
                ++at;
            const qint64 offset = qint64(at - file.data());
            throw ReadError(kind == Kind::Deltas ? tr("\"timeDeltas\" add up to more than 26 days")
                                                 : tr("a timestamp lies more than 26 days from the first one"),
                            offset, JsonDocument::lineAt(file, offset));
        }
        n = 0;
        if ((++blocks & 0xFF) == 0) {
            context.checkCancelled();
            context.progress(qint64(blockStart - file.data()));
            context.inputConsumed(blockStart);
        }
    };

    // The elements a comma ends, found 64 bytes at a time (the last
    // element's eight bytes stay inside the array).
    const char *start = p;
    for (const char *block = p; last - block >= 64 + 8; block += 64) {
        for (std::uint64_t commas = commasOf(block); commas; commas &= commas - 1) {
            const char *const separator = block + __builtin_ctzll(commas);
            if (!parseElement(start, separator, last, scale, values[n])) {
                into.undo(before);
                return false;
            }
            start = separator + 1;
            if (++n == kBlock) {
                flush();
                blockStart = start;
            }
        }
    }
    // The rest one by one.
    p = start;
    while (isSpace(*p))
        ++p;
    while (p < last) {
        if (!parseNumber(p, last, scale, values[n])) {
            into.undo(before);
            return false;
        }
        while (isSpace(*p))
            ++p;
        if (*p == ',') {
            ++p;
            while (isSpace(*p))
                ++p;
        } else if (p != last) {
            into.undo(before);
            return false;
        }
        if (++n == kBlock) {
            flush();
            blockStart = p;
        }
    }
    if (n)
        flush();
    readThrough(array, file, context);
    return true;
}

void V8LongArrays::readThrough(std::string_view array, QByteArrayView file, const ReadContext &context)
{
    const char *const after = array.data() + array.size();
    context.progress(qint64(after - file.data()));
    context.inputConsumed(after);
}

} // namespace hg
