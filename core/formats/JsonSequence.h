#pragma once
#include <QByteArrayView>
#include <QCoreApplication>
#include <vector>

namespace hg {

// Top-level JSON objects and arrays written back to back ("{...}{...}",
// "{...}\n{...}"), as some producers and docs concatenate documents. Finds
// where each one starts and ends without parsing it, so each can be parsed
// on its own (and errors located in the whole file).
class JsonSequence
{
    Q_DECLARE_TR_FUNCTIONS(JsonSequence)
public:
    struct Part
    {
        qint64 offset = 0;
        qint64 size = 0;
    };

    // Throws ReadError (with offset and line) when something other than an
    // object or array stands at top level, or the last one is not closed.
    static std::vector<Part> split(QByteArrayView data);
};

} // namespace hg
