#include "JsonScanner.h"

#include "JsonBlocks.h"
#include "JsonDocument.h"
#include "JsonText.h"
#include "util/Utf8Text.h"

#include <charconv>
#include <cmath>
#include <cstring>
#ifdef __SSE2__
#include <emmintrin.h>
#endif
#include <limits>

namespace hg {

namespace {

void appendUtf8(std::string &out, std::uint32_t code)
{
    if (code < 0x80) {
        out += char(code);
    } else if (code < 0x800) {
        out += char(0xC0 | (code >> 6));
        out += char(0x80 | (code & 0x3F));
    } else if (code < 0x10000) {
        out += char(0xE0 | (code >> 12));
        out += char(0x80 | ((code >> 6) & 0x3F));
        out += char(0x80 | (code & 0x3F));
    } else {
        out += char(0xF0 | (code >> 18));
        out += char(0x80 | ((code >> 12) & 0x3F));
        out += char(0x80 | ((code >> 6) & 0x3F));
        out += char(0x80 | (code & 0x3F));
    }
}

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

} // namespace

JsonScanner::JsonScanner(QByteArrayView data, qint64 base)
    : m_begin(data.data()), m_p(data.data()), m_end(data.data() + data.size()), m_base(base), m_whole(data)
{
    if (data.size() >= 3 && std::memcmp(m_p, "\xEF\xBB\xBF", 3) == 0)
        m_p += 3; // UTF-8 byte order mark
}

JsonScanner JsonScanner::slice(std::string_view raw) const
{
    JsonScanner s(QByteArrayView(raw.data(), qsizetype(raw.size())), m_base + (raw.data() - m_begin));
    s.m_whole = m_whole;
    s.m_base = m_base + (raw.data() - m_begin);
    return s;
}

ReadError JsonScanner::error(const QString &message) const
{
    // The line counted in the part of the input this scanner can see from
    // the whole's start (a slice shares its parent's whole).
    const qint64 at = m_base + (m_p - m_begin);
    const qint64 wholeStart = m_base - (m_begin - m_whole.data());
    return ReadError(message, at, JsonDocument::lineAt(m_whole, at - wholeStart));
}

void JsonScanner::fail(const QString &message) const
{
    throw error(message);
}

void JsonScanner::expect(char c, const char *what)
{
    if (peek() != c) {
        if (m_p >= m_end)
            fail(tr("the file ends where %1 was expected").arg(tr(what)));
        fail(tr("expected %1, found '%2'").arg(tr(what), QChar::fromLatin1(*m_p)));
    }
    ++m_p;
}

JsonScanner::Container JsonScanner::beginObject()
{
    expect('{', QT_TR_NOOP("an object"));
    return {};
}

JsonScanner::Container JsonScanner::beginArray()
{
    expect('[', QT_TR_NOOP("an array"));
    return {};
}

bool JsonScanner::nextKey(Container &object, std::string_view &key)
{
    const char c = peek();
    if (c == '}') {
        ++m_p;
        return false;
    }
    if (!object.first)
        expect(',', QT_TR_NOOP("',' or '}'"));
    object.first = false;
    if (peek() != '"')
        fail(m_p >= m_end ? tr("the file ends inside an object") : tr("expected a member name in quotes"));
    key = scanString(false);
    expect(':', QT_TR_NOOP("':'"));
    return true;
}

bool JsonScanner::nextItemSlow(Container &array)
{
    const char c = peek();
    if (c == ']') {
        ++m_p;
        return false;
    }
    if (!array.first)
        expect(',', QT_TR_NOOP("',' or ']'"));
    array.first = false;
    if (peek() == '\0')
        fail(tr("the file ends inside an array"));
    return true;
}

void JsonScanner::literal(std::string_view word)
{
    if (std::size_t(m_end - m_p) < word.size() || std::memcmp(m_p, word.data(), word.size()) != 0)
        fail(tr("expected a JSON value"));
    m_p += word.size();
}

bool JsonScanner::isNull()
{
    if (peek() != 'n')
        return false;
    literal("null");
    return true;
}

const char *JsonScanner::stringEnd(const char *p) const
{
    // Most strings are keys and short texts: their first 16 bytes first,
    // then memchr. A quote after an odd run of backslashes is escaped.
#ifdef __SSE2__
    if (m_end - p >= 16) {
        const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const unsigned quotes = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(chunk, _mm_set1_epi8('"'))));
        const unsigned backslashes = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(chunk, _mm_set1_epi8('\\'))));
        if (quotes && !(backslashes & ((quotes & (~quotes + 1)) - 1)))
            return p + __builtin_ctz(quotes); // the first quote, no backslash before it
        if (!quotes && !backslashes)
            p += 16;
    }
#endif
    while (p < m_end) {
        const char *quote = static_cast<const char *>(std::memchr(p, '"', std::size_t(m_end - p)));
        if (!quote)
            return m_end;
        const char *b = quote;
        while (b > p && b[-1] == '\\')
            --b;
        if ((quote - b) % 2 == 0)
            return quote;
        p = quote + 1;
    }
    return m_end;
}

std::string_view JsonScanner::scanString(bool keep)
{
    // At the opening quote.
    const char *const first = ++m_p;
    const char *const close = stringEnd(first);
    if (close >= m_end) {
        m_p = m_end;
        fail(tr("the file ends inside a string"));
    }
    const std::string_view raw(first, std::size_t(close - first));
    if (raw.find('\\') == std::string_view::npos) {
        m_p = close + 1;
        return raw;
    }
    std::string &out = m_unescaped;
    out.clear();
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] != '\\') {
            out += raw[i];
            continue;
        }
        if (++i >= raw.size())
            break;
        switch (raw[i]) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case '/': out += '/'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
            auto hex4 = [&](std::size_t at) -> int {
                if (at + 4 > raw.size())
                    return -1;
                int v = 0;
                for (std::size_t k = at; k < at + 4; ++k) {
                    const int d = hexDigit(raw[k]);
                    if (d < 0)
                        return -1;
                    v = v * 16 + d;
                }
                return v;
            };
            const int unit = hex4(i + 1);
            if (unit < 0) {
                m_p = first + i;
                fail(tr("a \\u escape needs four hexadecimal digits"));
            }
            i += 4;
            std::uint32_t code = std::uint32_t(unit);
            if (code >= 0xD800 && code < 0xDC00 && i + 2 < raw.size() && raw[i + 1] == '\\' && raw[i + 2] == 'u') {
                const int low = hex4(i + 3);
                if (low >= 0xDC00 && low < 0xE000) {
                    code = 0x10000 + ((code - 0xD800) << 10) + std::uint32_t(low - 0xDC00);
                    i += 6;
                }
            }
            if (code >= 0xD800 && code < 0xE000)
                code = 0xFFFD; // a lone surrogate
            appendUtf8(out, code);
            break;
        }
        default:
            m_p = first + i;
            fail(tr("unknown escape '\\%1' in a string").arg(QChar::fromLatin1(raw[i])));
        }
    }
    m_p = close + 1;
    if (!keep)
        return out;
    m_kept.push_back(out);
    return m_kept.back();
}

std::string_view JsonScanner::string()
{
    if (peek() != '"')
        fail(tr("expected a string"));
    return scanString(false);
}

std::string_view JsonScanner::keptString()
{
    if (peek() != '"')
        fail(tr("expected a string"));
    return scanString(true);
}

std::string_view JsonScanner::numberText()
{
    const char *const first = m_p;
    while (m_p < m_end) {
        const char c = *m_p;
        if ((c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E')
            ++m_p;
        else
            break;
    }
    if (m_p == first)
        fail(m_p >= m_end ? tr("the file ends where a number was expected") : tr("expected a number, found '%1'").arg(QChar::fromLatin1(*m_p)));
    return {first, std::size_t(m_p - first)};
}

double JsonScanner::numberSlow()
{
    const char c = peek();
    if (c == 'n') {
        literal("null");
        return std::numeric_limits<double>::quiet_NaN();
    }
    const char *const at = m_p;
    const std::string_view text = numberText();
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (end != text.data() + text.size() || (ec != std::errc() && ec != std::errc::result_out_of_range)) {
        m_p = at;
        fail(tr("\"%1\" is not a number").arg(fromUtf8(text)));
    }
    return value;
}

bool JsonScanner::boolean()
{
    switch (peek()) {
    case 't': literal("true"); return true;
    case 'f': literal("false"); return false;
    case 'n': literal("null"); return false;
    default: return number() != 0; // 0/1 as some writers spell them
    }
}

std::int32_t JsonScanner::indexSlow()
{
    const double d = number();
    return d >= 0 && d < 2147483648.0 && d == std::floor(d) ? std::int32_t(d) : -1;
}

std::int64_t JsonScanner::integer()
{
    if (peek() == '"') { // addresses written as hex text
        const std::string_view text = string();
        if (const auto v = json::intFromText(text))
            return *v;
        return -1;
    }
    const double d = number();
    return std::isfinite(d) && std::fabs(d) < 9.2e18 ? std::int64_t(d) : -1;
}

void JsonScanner::indexes(std::vector<std::int32_t> &out)
{
    Container array = beginArray();
    while (nextItem(array))
        out.push_back(index());
}

void JsonScanner::doubles(std::vector<double> &out)
{
    Container array = beginArray();
    while (nextItem(array))
        out.push_back(number());
}

void JsonScanner::integers(std::vector<std::int64_t> &out)
{
    Container array = beginArray();
    while (nextItem(array))
        out.push_back(integer());
}

void JsonScanner::booleans(std::vector<std::uint8_t> &out)
{
    Container array = beginArray();
    while (nextItem(array))
        out.push_back(boolean() ? 1 : 0);
}

void JsonScanner::strings(std::vector<std::string_view> &out)
{
    Container array = beginArray();
    while (nextItem(array)) {
        if (isNull())
            out.emplace_back();
        else
            out.push_back(keptString());
    }
}

std::string_view JsonScanner::skipValue()
{
    const char c = peek();
    const char *const first = m_p;
    if (c == '"') {
        scanString(false);
    } else if (c == '{' || c == '[') {
        const char *const close = jsonblocks::closingBracket(m_p, m_end);
        if (!close)
            fail(tr("the value that starts here is not closed: the file ends inside it"));
        m_p = close + 1;
    } else if (c == 't') {
        literal("true");
    } else if (c == 'f') {
        literal("false");
    } else if (c == 'n') {
        literal("null");
    } else {
        number();
    }
    return {first, std::size_t(m_p - first)};
}

void JsonScanner::expectEnd()
{
    if (peek() != '\0')
        fail(tr("unexpected text after the end of the JSON value"));
}

} // namespace hg
