#include "QueryShape.h"
#include "util/Utf8Text.h"

namespace hg {

namespace {

using Size = std::size_t;

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || static_cast<unsigned char>(c) >= 0x80; }
bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
bool isWordChar(char c) { return isLetter(c) || isDigit(c) || c == '_' || c == '$' || c == '@' || c == '.'; }
bool isHexDigit(char c) { return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

bool isIdentifier(std::string_view s)
{
    if (s.empty() || !(isLetter(s[0]) || s[0] == '_'))
        return false;
    for (const char c : s)
        if (!(isLetter(c) || isDigit(c) || c == '_' || c == '$'))
            return false;
    return true;
}

// Where the number that starts at i ends (digits, one '.', exponent, hex).
Size numberEnd(std::string_view s, Size i)
{
    const Size n = s.size();
    if (s[i] == '0' && i + 1 < n && (s[i + 1] == 'x' || s[i + 1] == 'X')) {
        for (i += 2; i < n && isHexDigit(s[i]); ++i) {}
        return i;
    }
    while (i < n && (isDigit(s[i]) || s[i] == '.'))
        ++i;
    if (i + 1 < n && (s[i] == 'e' || s[i] == 'E') && (isDigit(s[i + 1]) || s[i + 1] == '-' || s[i + 1] == '+'))
        for (i += 2; i < n && isDigit(s[i]); ++i) {}
    return i;
}

// Where the quoted text that starts at i ends; doubled quotes and backslash
// escapes stay inside.
Size quotedEnd(std::string_view s, Size i)
{
    const char quote = s[i];
    const Size n = s.size();
    for (++i; i < n; ++i) {
        if (s[i] == '\\') {
            ++i;
        } else if (s[i] == quote) {
            if (i + 1 < n && s[i + 1] == quote)
                ++i;
            else
                return i + 1;
        }
    }
    return n;
}

// Appends the "?" that stands for a value; drops ", ?" after a "?" so
// lists of any length read the same.
void appendValueMark(std::string &out)
{
    Size k = out.size();
    while (k > 0 && out[k - 1] == ' ')
        --k;
    if (k > 0 && out[k - 1] == ',') {
        Size j = k - 1;
        while (j > 0 && out[j - 1] == ' ')
            --j;
        if (j > 0 && out[j - 1] == '?') {
            out.resize(j);
            return;
        }
    }
    out += '?';
}

} // namespace

std::string queryShape(std::string_view command)
{
    std::string out;
    out.reserve(command.size());
    const Size n = command.size();
    for (Size i = 0; i < n;) {
        const char c = command[i];
        if (isSpace(c)) {
            if (!out.empty() && out.back() != ' ')
                out += ' ';
            ++i;
        } else if (c == '\'' || c == '"') {
            const Size end = quotedEnd(command, i);
            if (c == '"' && end >= i + 2 && isIdentifier(command.substr(i + 1, end - i - 2)))
                out.append(command.substr(i, end - i)); // SQL's "table"."column": a name, not a value
            else
                appendValueMark(out);
            i = end;
        } else if (isDigit(c) && (i == 0 || !isWordChar(command[i - 1]))) {
            const Size end = numberEnd(command, i);
            if (end < n && (isLetter(command[end]) || command[end] == '_')) {
                out.append(command.substr(i, end - i)); // part of a name such as 3d_models
            } else {
                if (!out.empty() && out.back() == '-' && (out.size() == 1 || !isWordChar(out[out.size() - 2])))
                    out.pop_back(); // a negative number
                appendValueMark(out);
            }
            i = end;
        } else {
            // Copy the run of plain text up to the next space, quote or digit at once.
            Size end = i + 1;
            while (end < n && !isSpace(command[end]) && command[end] != '\'' && command[end] != '"' && !isDigit(command[end]))
                ++end;
            out.append(command.substr(i, end - i));
            i = end;
        }
    }
    while (!out.empty() && out.back() == ' ')
        out.pop_back();
    return out;
}

QString queryShape(const QString &command)
{
    const QByteArray utf8 = command.toUtf8();
    const std::string shape = queryShape(std::string_view(utf8.constData(), std::size_t(utf8.size())));
    return fromUtf8(shape);
}

} // namespace hg
