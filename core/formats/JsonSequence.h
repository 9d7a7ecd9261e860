#pragma once
#include "io/ReadError.h"

#include <QByteArrayView>
#include <QCoreApplication>

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
    // Where the next part starts, -1 after the last (with next()'s errors),
    // without looking for its end: for a caller that finds the end itself
    // (an array read a batch at a time) and then says partEnded().
    qint64 nextStart();
    // The part at nextStart() ends just before `end`.
    void partEnded(qint64 end);
    // Where the next part is looked for.
    qint64 position() const { return m_position; }
    // The error for a part that starts at `start` and is not closed.
    static ReadError notClosed(QByteArrayView data, qint64 start);

private:
    QByteArrayView m_data;
    qint64 m_position = 0;
    bool m_found = false; // a part so far
};

} // namespace hg
