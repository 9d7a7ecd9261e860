#include "ChromeTraceEventParts.h"

#include "ChromeTraceEventReader.h"
#include "ChromeTraceParser.h"
#include "formats/JsonStream.h"
#include "formats/v8cpuprofile/V8LongArrays.h"
#include "io/ReadContext.h"
#include "util/ParallelInOrder.h"

#include <QByteArray>
#include <cstring>
#include <memory>
#include <mutex>
#include <optional>

namespace hg {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

// A part being read: its copy, the parser's index of it and what was read.
// Parts are made on any core and taken in order; a few are in flight at
// once, so their buffers are reused (a Shelf) rather than made for each.
struct Part
{
    QByteArray text; // "[" + the elements + "]", then padding
    simdjson::ondemand::parser parser;
    std::optional<JsonStream> stream;
    std::vector<V8LongArrays::Found> longArrays; // blanked in text; offsets in the file
    ChromeTraceEventBatch events;
};

class Shelf
{
public:
    std::unique_ptr<Part> take()
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        if (m_free.empty())
            return std::make_unique<Part>();
        std::unique_ptr<Part> part = std::move(m_free.back());
        m_free.pop_back();
        return part;
    }
    void put(std::unique_ptr<Part> part)
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_free.push_back(std::move(part));
    }

private:
    std::mutex m_mutex;
    std::vector<std::unique_ptr<Part>> m_free;
};

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

ChromeTraceEventParts::ChromeTraceEventParts(QByteArrayView file, std::vector<std::string_view> parts)
    : m_file(file), m_parts(std::move(parts))
{
}

void ChromeTraceEventParts::read(ChromeTraceParser &parser, const ReadContext &context) const
{
    Shelf shelf;
    std::vector<std::unique_ptr<Part>> parts(m_parts.size());
    parallelInOrder(
        m_parts.size(),
        [&](std::size_t i) {
            context.checkCancelled();
            std::unique_ptr<Part> part = shelf.take();
            part->events.clear();
            std::string_view elements = m_parts[i];
            const char *from = elements.data() - 1; // the '[' or the comma before
            const bool last = i + 1 == m_parts.size();
            if (last && i > 0) {
                // Nothing after the last comma but the ']': the comma
                // kept, for the parser to refuse.
                std::size_t blank = 0;
                while (blank < elements.size() && isSpace(elements[blank]))
                    ++blank;
                if (blank + 1 == elements.size()) {
                    elements = std::string_view(from, elements.size() + 1);
                    --from;
                }
            }
            copy(*part, m_file, from, elements, last);
            try {
                ChromeTraceEventReader(*part->stream, part->events).readArray(part->stream->document().get_array());
            } catch (const simdjson::simdjson_error &e) {
                parts[i] = std::move(part); // its buffers go back to the shelf
                throw parts[i]->stream->error(e);
            }
            parts[i] = std::move(part);
        },
        [&](std::size_t i) {
            Part &part = *parts[i];
            parser.setLongArrays(&part.longArrays);
            parser.addBatch(part.events);
            parser.setLongArrays(nullptr);
            context.progress(qint64(m_parts[i].data() + m_parts[i].size() - m_file.data()));
            part.stream.reset();
            shelf.put(std::move(parts[i]));
        });
}

} // namespace hg
