#pragma once
#include "io/ReadError.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

namespace hg {

// A JSON text read token by token straight from its bytes, front to back,
// with no index beside it. simdjson's parsers index every token first (4
// bytes each): for files that are mostly long arrays of small numbers
// ("[12,13,14,...]") that index alone is twice the file. Readers of such
// files walk the structure with this scanner, read number arrays in one
// tight loop each, and skip what they do not need by matching brackets.
// Errors are ReadErrors with the byte offset and line.
class JsonScanner
{
    Q_DECLARE_TR_FUNCTIONS(JsonScanner)
public:
    // An object or array being read: nextKey()/nextItem() step through it.
    struct Container
    {
        bool first = true;
    };

    // `base`: where `data` starts in the file, for offsets in errors.
    explicit JsonScanner(QByteArrayView data, qint64 base = 0);
    // A scanner of a value this one skipped over (skipValue's text), whose
    // errors name offsets and lines in the whole input.
    JsonScanner slice(std::string_view raw) const;

    // The next character that is not white space (0 at the end).
    char peek();
    qint64 offset() const { return m_base + (m_p - m_begin); }
    const char *position() const { return m_p; }
    const char *end() const { return m_end; }
    // On to `p`, past a value found by other means than this scanner (a
    // place between position() and end()).
    void skipTo(const char *p) { m_p = p; }

    Container beginObject(); // throws unless an object starts here
    Container beginArray();  // throws unless an array starts here
    // The next member's key (unescaped: a view of the input, or of an
    // internal buffer valid until the next string is read); false at '}'.
    bool nextKey(Container &object, std::string_view &key);
    // Whether another value follows in the array; false at ']'.
    bool nextItem(Container &array);
    bool nextItemSlow(Container &array);

    bool isNull();        // at a null: consumes it
    std::string_view string();          // a string value; see nextKey()
    std::string_view keptString();      // the same, valid as long as the scanner
    // The kept strings that had escapes, for keeping views of them beyond
    // the scanner (moving a deque leaves its strings where they are).
    std::deque<std::string> takeKeptStrings() { return std::move(m_kept); }
    double number();      // a number (NaN for null)
    bool boolean();       // true/false (false for null)
    // A value of any kind skipped; its raw JSON text.
    std::string_view skipValue();

    // Arrays of numbers, appended: an integer index (-1 for null or what is
    // no index in [0, 2^31)), a double (NaN for null), a 64-bit integer
    // (-1 for null), a boolean (0/1, 0 for null).
    void indexes(std::vector<std::int32_t> &out);
    void doubles(std::vector<double> &out);
    void integers(std::vector<std::int64_t> &out);
    void booleans(std::vector<std::uint8_t> &out);
    void strings(std::vector<std::string_view> &out); // kept strings (see keptString)
    // One value of those arrays, for row-wise tables.
    std::int32_t index();
    std::int64_t integer();
    // An array of integers written tight, as producers write indices and
    // weights ("[3,14,15]": plain non-negative integers of up to MaxDigits
    // digits, no space), read in one loop: `add(value)` for each, in order,
    // and the scanner past the ']'. False at the first thing spelt
    // otherwise, with the scanner where it was (some values may have been
    // added): read it the general way then.
    template <int MaxDigits, typename Add>
    bool tightIntegerArray(Add add);

    // Throws when anything but white space follows the top-level value.
    void expectEnd();
    [[noreturn]] void fail(const QString &message) const;
    ReadError error(const QString &message) const;

private:
    void skipSpace();
    double numberSlow();
    std::int32_t indexSlow();
    void expect(char c, const char *what);
    std::string_view scanString(bool keep);
    const char *stringEnd(const char *p) const;
    void literal(std::string_view word);
    std::string_view numberText();

    const char *m_begin;
    const char *m_p;
    const char *m_end;
    qint64 m_base;
    std::string m_unescaped;        // the last string with escapes
    std::deque<std::string> m_kept; // kept strings that had escapes
    QByteArrayView m_whole;         // for line numbers: the input `m_base` counts from
};

// The calls of the hot loops (a value of a row, an entry of a column),
// inline so the scanner's position stays in a register.
inline void JsonScanner::skipSpace()
{
    while (m_p < m_end && static_cast<unsigned char>(*m_p) <= ' '
           && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t'))
        ++m_p;
}

inline char JsonScanner::peek()
{
    skipSpace();
    return m_p < m_end ? *m_p : '\0';
}

inline bool JsonScanner::nextItem(Container &array)
{
    skipSpace();
    if (m_p < m_end) {
        if (*m_p == ']') {
            ++m_p;
            return false;
        }
        if (!array.first && *m_p == ',') {
            ++m_p;
            skipSpace();
            if (m_p < m_end && *m_p != ']')
                return true;
        } else if (array.first) {
            array.first = false;
            return true;
        }
    }
    return nextItemSlow(array);
}

inline double JsonScanner::number()
{
    // Plain decimals of up to 15 digits ("1234.567891"), the common case:
    // the digits as an integer, divided by an exact power of ten, which
    // rounds exactly as a full parse would.
    static constexpr double kPow10[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};
    skipSpace();
    const char *p = m_p;
    const bool negative = p < m_end && *p == '-';
    p += negative;
    std::uint64_t mantissa = 0;
    int digits = 0, fraction = 0;
    bool dot = false;
    while (p < m_end && unsigned(*p - '0') < 10u) {
        mantissa = mantissa * 10 + unsigned(*p++ - '0');
        ++digits;
    }
    if (p < m_end && *p == '.' && digits) {
        ++p;
        dot = true;
        while (p < m_end && unsigned(*p - '0') < 10u) {
            mantissa = mantissa * 10 + unsigned(*p++ - '0');
            ++digits;
            ++fraction;
        }
    }
    if (digits == 0 || digits > 15 || (dot && fraction == 0) || (p < m_end && (*p == 'e' || *p == 'E')))
        return numberSlow();
    m_p = p;
    const double value = double(mantissa) / kPow10[fraction];
    return negative ? -value : value;
}

inline std::int32_t JsonScanner::index()
{
    // Plain non-negative integers, the common case, in one loop.
    skipSpace();
    const char *p = m_p;
    std::uint64_t value = 0;
    while (p < m_end && unsigned(*p - '0') < 10u && p - m_p < 11)
        value = value * 10 + unsigned(*p++ - '0');
    if (p != m_p && (p >= m_end || (*p != '.' && *p != 'e' && *p != 'E' && unsigned(*p - '0') >= 10u))) {
        m_p = p;
        return value < 0x80000000u ? std::int32_t(value) : -1;
    }
    return indexSlow();
}

template <int MaxDigits, typename Add>
inline bool JsonScanner::tightIntegerArray(Add add)
{
    static_assert(MaxDigits > 0 && MaxDigits <= 19, "what fits in 64 bits");
    const char *p = m_p;
    if (p == m_end || *p != '[')
        return false;
    ++p;
    if (p < m_end && *p == ']') {
        m_p = p + 1;
        return true;
    }
    while (p < m_end) {
        const char *const first = p;
        std::uint64_t value = 0;
        while (p < m_end && unsigned(*p - '0') < 10u && p - first < MaxDigits)
            value = value * 10 + unsigned(*p++ - '0');
        if (p == first || p == m_end)
            return false;
        const char next = *p++;
        if (next != ',' && next != ']')
            return false; // a digit more, a fraction, space, ...
        add(value);
        if (next == ']') {
            m_p = p;
            return true;
        }
    }
    return false;
}

} // namespace hg
