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

    // Finds the parts one at a time, from the start of `data`.
    explicit JsonSequence(QByteArrayView data);
    // The next part; false after the last. Throws ReadError (with offset
    // and line) when something other than an object or array stands at top
    // level, the last one is not closed, or there is none at all.
    bool next(Part &part);
    // Where the next part is looked for.
    qint64 position() const { return m_position; }

    // All parts at once, with the errors of next().
    static std::vector<Part> split(QByteArrayView data);

private:
    QByteArrayView m_data;
    qint64 m_position = 0;
    bool m_found = false; // a part so far
};

} // namespace hg
