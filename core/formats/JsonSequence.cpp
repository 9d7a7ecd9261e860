#include "JsonSequence.h"

#include "JsonDocument.h"
#include "ReadError.h"

namespace hg {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

ReadError errorAt(QByteArrayView data, qint64 offset, const QString &message)
{
    return ReadError(message, offset, JsonDocument::lineAt(data, offset));
}

} // namespace

std::vector<JsonSequence::Part> JsonSequence::split(QByteArrayView data)
{
    std::vector<Part> parts;
    const char *const begin = data.data();
    const qint64 size = data.size();
    qint64 i = 0;
    if (size >= 3 && QByteArrayView(begin, 3) == QByteArrayView("\xEF\xBB\xBF"))
        i = 3; // UTF-8 byte order mark
    while (true) {
        while (i < size && isSpace(begin[i]))
            ++i;
        if (i >= size)
            break;
        const qint64 start = i;
        if (begin[i] != '{' && begin[i] != '[')
            throw errorAt(data, i, tr("expected a JSON object or array, found '%1'").arg(QChar::fromLatin1(begin[i])));
        int depth = 0;
        bool inString = false;
        for (; i < size; ++i) {
            const char c = begin[i];
            if (inString) {
                if (c == '\\')
                    ++i; // the escaped character cannot end the string
                else if (c == '"')
                    inString = false;
                continue;
            }
            if (c == '"')
                inString = true;
            else if (c == '{' || c == '[')
                ++depth;
            else if ((c == '}' || c == ']') && --depth == 0)
                break;
        }
        if (i >= size)
            throw errorAt(data, size, tr("the JSON value that starts at byte %1 is not closed: the file ends inside it").arg(start));
        ++i;
        parts.push_back({start, i - start});
    }
    if (parts.empty())
        throw errorAt(data, 0, tr("the file holds no JSON object"));
    return parts;
}

} // namespace hg
