#include "ChromeTraceEventParts.h"

#include "ChromeTraceEventReader.h"
#include "ChromeTraceParser.h"
#include "formats/JsonStream.h"
#include "formats/v8cpuprofile/V8LongArrays.h"
#include "io/ReadContext.h"
#include "util/ParallelInOrder.h"
#include "util/ScratchShelf.h"

#include <QByteArray>
#include <algorithm>
#include <cstring>
#include <memory>
#include <new>
#include <optional>

namespace hg {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

// A part being read: its copy, the parser's index of it and what was read.
// Parts are made on any core and taken in order; a few are in flight at
// once, so their buffers are reused (a ScratchShelf) rather than made for each.
struct Part
{
    QByteArray text; // "[" + the elements + "]", then padding
    simdjson::ondemand::parser parser;
    std::optional<JsonStream> stream;
    std::vector<V8LongArrays::Found> longArrays; // blanked in text; offsets in the file
    ChromeTraceEventBatch events;
    const char *end = nullptr; // where its elements end in the file
};

// A new part's buffers made once at about a part's size (a part is a
// part's bytes and at most one element more): the few parts in flight are
// reused for the whole array, and grown element by element or part by part
// each would copy and fault its pages again, in the first parts read, when
// the model's list is not yet built beside them.
void makeRoom(Part &part, std::size_t partBytes)
{
    constexpr std::size_t kSlack = 64 << 10;                 // for the element that ends the part
    constexpr std::size_t kTypicalEventBytes = 96;           // most trace events are about 100-200 bytes
    const std::size_t bytes = partBytes + kSlack;
    part.text.reserve(qsizetype(bytes + 2 + simdjson::SIMDJSON_PADDING));
    if (part.parser.allocate(bytes) != simdjson::SUCCESS)
        throw std::bad_alloc();
    part.events.reserve(bytes / kTypicalEventBytes);
}

// Part `elements` of the array in `file` as a padded array of its own,
// `from` the byte its '[' stands for. The last part brings the array's ']'.
void copy(Part &part, QByteArrayView file, const char *from, std::string_view elements, bool last)
{
    part.stream.reset();
    part.text.resize(0);
    part.text.reserve(qsizetype(elements.size()) + 2 + qsizetype(simdjson::SIMDJSON_PADDING));
    part.text.append('[');
    part.text.append(elements.data(), qsizetype(elements.size()));
    if (!last)
        part.text.append(']');
    // Its long number arrays blanked: the JSON parser then neither indexes
    // nor skips their numbers, which are read from the file later.
    const qint64 origin = qint64(from - file.data());
    part.longArrays = V8LongArrays::findByKey(QByteArrayView(part.text));
    for (V8LongArrays::Found &f : part.longArrays) {
        std::memset(part.text.data() + f.offset + 1, ' ', std::size_t(f.size - 2));
        f.offset += origin;
    }
    part.stream.emplace(QByteArrayView(part.text), part.text.capacity() - part.text.size(), part.parser,
                        JsonStream::Placement{file, origin});
}

} // namespace

ChromeTraceEventParts::ChromeTraceEventParts(QByteArrayView file, const char *open, std::size_t partBytes)
    : m_file(file), m_partBytes(partBytes), m_next(open + 1)
{
}

void ChromeTraceEventParts::cutNext()
{
    const char *const end = m_file.data() + m_file.size();
    if (m_next >= end) {
        m_ended = true; // the file ends inside the array
        return;
    }
    const JsonArrayParts::Cut part = JsonArrayParts::cutOne(m_next, end, m_partBytes);
    if (!part.next && !part.close) {
        m_ended = true; // the file ends inside the array: no part of what is left
        return;
    }
    m_parts.push_back(part.elements);
    m_close = part.close;
    m_ended = !part.next;
    m_next = part.next;
}

bool ChromeTraceEventParts::part(std::size_t i, std::string_view &elements, bool &last)
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    while (m_parts.size() <= i && !m_ended)
        cutNext();
    if (i >= m_parts.size())
        return false;
    elements = m_parts[i];
    last = m_close && i + 1 == m_parts.size();
    return true;
}

void ChromeTraceEventParts::read(ChromeTraceParser &parser, const ReadContext &context)
{
    // As many parts as the rest of the file could make (each but the last
    // is at least a part's bytes); those past the array's end are none.
    const std::size_t rest = std::size_t(m_file.data() + m_file.size() - m_next);
    const std::size_t count = rest / m_partBytes + 2;
    ScratchShelf<Part> shelf;
    std::vector<std::unique_ptr<Part>> parts(count);
    const char *const first = m_next;
    parallelInOrder(
        count,
        [&](std::size_t i) {
            context.checkCancelled();
            std::string_view elements;
            bool last = false;
            if (!part(i, elements, last))
                return;
            std::unique_ptr<Part> made = shelf.take();
            if (made->text.capacity() == 0)
                makeRoom(*made, m_partBytes);
            made->events.clear();
            const char *from = elements.data() - 1; // the '[' or the comma before
            // No element between two commas (or the '[' and a comma, or the
            // last comma and the ']'): a comma kept beside the blanks, for
            // the parser to refuse as it would in one piece.
            std::size_t blank = 0;
            while (blank < elements.size() && isSpace(elements[blank]))
                ++blank;
            const bool noElement = last ? i > 0 && blank + 1 == elements.size() : blank == elements.size();
            if (noElement && i > 0) {
                elements = std::string_view(from, elements.size() + 1);
                --from;
            } else if (noElement) {
                elements = std::string_view(elements.data(), elements.size() + 1); // the comma after
            }
            copy(*made, m_file, from, elements, last);
            made->end = elements.data() + elements.size();
            parts[i] = std::move(made);
            try {
                ChromeTraceEventReader(*parts[i]->stream, parts[i]->events).readArray(parts[i]->stream->document().get_array());
            } catch (const simdjson::simdjson_error &e) {
                throw parts[i]->stream->error(e);
            }
        },
        [&](std::size_t i) {
            if (!parts[i])
                return; // past the array's end
            Part &made = *parts[i];
            parser.setLongArrays(&made.longArrays);
            parser.addBatch(made.events);
            parser.setLongArrays(nullptr);
            // The events of the whole array foreseen from those the parts
            // taken put in the model's list (not metadata, samples, chunks),
            // as if the rest of the file were like them; never more than
            // the file could hold ({"ph":"X","ts":1} each), when small
            // events come first and large ones follow. Their args likewise
            // ("a":1, each).
            constexpr std::size_t kSmallestEvent = 17, kSmallestArg = 6;
            const double share = std::max(double(made.end - first) / double(rest), 1e-6);
            const double events = double(parser.eventCount()) / share, args = double(parser.argCount()) / share;
            parser.expectEvents(std::size_t(std::min(events, double(rest / kSmallestEvent))),
                                std::size_t(std::min(args, double(rest / kSmallestArg))));
            if (made.events.end > 0)
                context.progress(made.events.end);
            made.stream.reset();
            shelf.putBack(std::move(parts[i]));
        });
}

} // namespace hg
