#pragma once
#include "ChromeTraceEventBatch.h"
#include "formats/JsonArrayParts.h"

#include <QByteArrayView>
#include <mutex>
#include <string_view>
#include <vector>

namespace hg {

class ChromeTraceParser;
class ReadContext;

// A trace's events array read in parts on every core: the array cut into
// stretches of whole elements of about a megabyte (JsonArrayParts::cutOne)
// as the parts are asked for, so the cutting walk runs beside the parsing
// of the parts before rather than ahead of all of it;
// each part copied as an array of its own, its V8 profiles' long number
// arrays blanked (V8LongArrays), indexed by simdjson and read into a
// ChromeTraceEventBatch by ChromeTraceEventReader; the parts then added by
// ChromeTraceParser in file order (parallelInOrder), so the events, their
// strings' ids and the first error are those of reading the array front to
// back.
class ChromeTraceEventParts
{
public:
    static constexpr std::size_t kPartBytes = JsonArrayParts::kPartBytes;

    // The array whose '[' is at `open` in `file` (whose offsets errors name).
    ChromeTraceEventParts(QByteArrayView file, const char *open, std::size_t partBytes = kPartBytes);

    // Reads the array's events into `parser`; what the JSON of a part or
    // the parser throws reaches the caller, the first in file order.
    void read(ChromeTraceParser &parser, const ReadContext &context);
    // The array's closing ']' once read; null when the file ends inside the
    // array (the parts before the end were read).
    const char *close() const { return m_close; }

private:
    // Part `i`'s elements and whether it is the last (which brings the ']');
    // false when the array ended before it.
    bool part(std::size_t i, std::string_view &elements, bool &last);
    // Cuts the next part (with m_mutex held).
    void cutNext();

    QByteArrayView m_file;
    std::size_t m_partBytes;
    std::mutex m_mutex;
    std::vector<std::string_view> m_parts; // the last one holds the array's ']'
    const char *m_next;                    // where the next part starts
    const char *m_close = nullptr;
    bool m_ended = false;                  // no parts after those cut
};

} // namespace hg
