#include "QueryShape.h"

namespace hg {

namespace {

bool isWordChar(QChar c) { return c.isLetterOrNumber() || c == u'_' || c == u'$' || c == u'@' || c == u'.'; }

bool isIdentifier(QStringView s)
{
    if (s.isEmpty() || !(s[0].isLetter() || s[0] == u'_'))
        return false;
    for (const QChar c : s)
        if (!(c.isLetterOrNumber() || c == u'_' || c == u'$'))
            return false;
    return true;
}

// Where the number that starts at i ends (digits, one '.', exponent, hex).
qsizetype numberEnd(const QString &s, qsizetype i)
{
    const qsizetype n = s.size();
    if (s[i] == u'0' && i + 1 < n && (s[i + 1] == u'x' || s[i + 1] == u'X')) {
        i += 2;
        while (i < n && (s[i].isDigit() || (s[i].toLower() >= u'a' && s[i].toLower() <= u'f')))
            ++i;
        return i;
    }
    while (i < n && (s[i].isDigit() || s[i] == u'.'))
        ++i;
    if (i < n && (s[i] == u'e' || s[i] == u'E') && i + 1 < n && (s[i + 1].isDigit() || s[i + 1] == u'-' || s[i + 1] == u'+'))
        for (i += 2; i < n && s[i].isDigit(); ++i) {}
    return i;
}

// Where the quoted text that starts at i ends; doubled quotes and backslash
// escapes stay inside.
qsizetype quotedEnd(const QString &s, qsizetype i)
{
    const QChar quote = s[i];
    const qsizetype n = s.size();
    for (++i; i < n; ++i) {
        if (s[i] == u'\\') {
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

// Drops ", ?" after a "?" so lists of any length read the same.
void appendPlaceholder(QString &out)
{
    qsizetype k = out.size();
    while (k > 0 && out[k - 1] == u' ')
        --k;
    if (k > 0 && out[k - 1] == u',') {
        qsizetype j = k - 1;
        while (j > 0 && out[j - 1] == u' ')
            --j;
        if (j > 0 && out[j - 1] == u'?') {
            out.truncate(j);
            return;
        }
    }
    out += u'?';
}

} // namespace

QString queryShape(const QString &command)
{
    QString out;
    out.reserve(command.size());
    const qsizetype n = command.size();
    for (qsizetype i = 0; i < n;) {
        const QChar c = command[i];
        if (c.isSpace()) {
            if (!out.isEmpty() && !out.endsWith(u' '))
                out += u' ';
            ++i;
        } else if (c == u'\'' || c == u'"') {
            const qsizetype end = quotedEnd(command, i);
            if (c == u'"' && isIdentifier(QStringView(command).mid(i + 1, end - i - 2)))
                out += QStringView(command).mid(i, end - i); // SQL's "table"."column": a name, not a value
            else
                appendPlaceholder(out);
            i = end;
        } else if (c.isDigit() && (i == 0 || !isWordChar(command[i - 1]))) {
            const qsizetype end = numberEnd(command, i);
            if (end < n && (command[end].isLetter() || command[end] == u'_')) {
                out += QStringView(command).mid(i, end - i); // part of a name such as 3d_models
            } else {
                if (!out.isEmpty() && out.endsWith(u'-') && (out.size() == 1 || !isWordChar(out[out.size() - 2])))
                    out.chop(1); // a negative number
                appendPlaceholder(out);
            }
            i = end;
        } else {
            out += c;
            ++i;
        }
    }
    return out.trimmed();
}

} // namespace hg
