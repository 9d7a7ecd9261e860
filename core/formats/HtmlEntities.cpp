#include "HtmlEntities.h"

namespace hg {

namespace {

// The named entities producers use when escaping for HTML attributes and text.
char32_t namedEntity(QStringView name)
{
    static const struct { const char16_t *name; char32_t code; } kNamed[] = {
        {u"lt", U'<'}, {u"gt", U'>'}, {u"amp", U'&'}, {u"quot", U'"'}, {u"apos", U'\''}, {u"nbsp", 0xA0},
    };
    for (const auto &entry : kNamed)
        if (name == QStringView(entry.name))
            return entry.code;
    return 0;
}

char32_t numericEntity(QStringView body)
{
    bool ok = false;
    uint code = 0;
    if (body.size() > 1 && (body[0] == u'x' || body[0] == u'X'))
        code = body.mid(1).toUInt(&ok, 16);
    else
        code = body.toUInt(&ok, 10);
    if (!ok || code == 0 || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
        return 0;
    return char32_t(code);
}

} // namespace

QString decodeHtmlEntities(const QString &text)
{
    if (!text.contains(QLatin1Char('&')))
        return text;
    QString out;
    out.reserve(text.size());
    qsizetype i = 0;
    while (i < text.size()) {
        const QChar c = text[i];
        const qsizetype semicolon = c == u'&' ? text.indexOf(QLatin1Char(';'), i + 1) : -1;
        if (semicolon > i + 1 && semicolon - i <= 10) {
            const QStringView body = QStringView(text).mid(i + 1, semicolon - i - 1);
            const char32_t code = body.startsWith(u'#') ? numericEntity(body.mid(1)) : namedEntity(body);
            if (code) {
                out += QString::fromUcs4(&code, 1);
                i = semicolon + 1;
                continue;
            }
        }
        out += c;
        ++i;
    }
    return out;
}

} // namespace hg
