#include "JsonArrayBatches.h"

#include "JsonBlocks.h"
#include "util/ParallelFor.h"

#include <algorithm>

namespace hg {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

} // namespace

JsonArrayBatches::JsonArrayBatches(QByteArrayView file, std::string_view array, qint64 batchBytes)
    : m_file(file), m_next(array.data() + 1), m_close(array.data() + array.size() - 1), m_batchBytes(batchBytes)
{
}

JsonArrayBatches::JsonArrayBatches(QByteArrayView file, const char *open, qint64 batchBytes)
    : m_file(file), m_next(open + 1), m_close(nullptr), m_batchBytes(batchBytes)
{
}

JsonArrayBatches::~JsonArrayBatches() = default;

bool JsonArrayBatches::prepare(Batch &batch)
{
    batch.stream.reset();
    const char *from = m_next;
    bool closeJustFound = false;
    if (!m_close) {
        // Up to the first comma between elements a batch's length on, or
        // the array's end if it comes first.
        const char *const fileEnd = m_file.data() + m_file.size();
        const char *boundary = jsonblocks::elementBoundary(from, from + std::min(m_batchBytes, qint64(fileEnd - from)), fileEnd);
        if (!boundary)
            return false; // not closed: close() stays null
        if (*boundary == ',')
            return take(batch, from, boundary);
        m_close = boundary;
        closeJustFound = true; // and no comma a batch's length on before it
    }
    while (from < m_close && isSpace(*from))
        ++from;
    if (from >= m_close) {
        // Nothing after a comma: the comma alone, for the parser to refuse.
        if (m_next == m_close || m_next[-1] != ',')
            return false;
        from = m_next - 1;
    }
    // Up to the first comma between elements a batch's length on, or the
    // whole rest (the parser then says where it is not JSON).
    const char *end = m_close;
    if (!closeJustFound && m_close - from > m_batchBytes) {
        const char *boundary = jsonblocks::elementBoundary(from, from + m_batchBytes, m_close + 1);
        if (boundary && boundary < m_close && *boundary == ',')
            end = boundary;
    }
    return take(batch, from, end);
}

bool JsonArrayBatches::take(Batch &batch, const char *from, const char *end)
{
    m_next = end == m_close ? m_close : end + 1;

    const qsizetype length = qsizetype(end - from);
    batch.text.resize(0);
    batch.text.reserve(length + 2 + qsizetype(simdjson::SIMDJSON_PADDING));
    batch.text.append('[');
    batch.text.append(from, length);
    batch.text.append(']');
    const JsonStream::Placement placement{m_file, qint64(from - m_file.data()) - 1};
    if (m_edit)
        m_edit(std::size_t(&batch - m_batches), batch.text.data(), batch.text.size(), placement.origin);
    batch.stream.emplace(QByteArrayView(batch.text), batch.text.capacity() - batch.text.size(), batch.parser, placement);
    return true;
}

void JsonArrayBatches::forEach(const Read &read)
{
    if (!prepare(m_batches[0]))
        return;
    for (int current = 0;; current ^= 1) {
        Batch &now = m_batches[current];
        m_reading = std::size_t(current);
        bool more = false;
        parallelFor(2, [&](std::size_t job) {
            if (job == 1) {
                more = prepare(m_batches[current ^ 1]);
                return;
            }
            try {
                read(*now.stream, now.stream->document().get_array());
            } catch (const simdjson::simdjson_error &e) {
                throw now.stream->error(e);
            }
        });
        if (!more)
            break;
    }
}

void JsonArrayBatches::forEachParsed(const Parse &parse, const Use &use)
{
    const auto prepareAndParse = [&](std::size_t slot) {
        Batch &batch = m_batches[slot];
        if (!prepare(batch))
            return false;
        try {
            parse(slot, *batch.stream, batch.stream->document().get_array());
        } catch (const simdjson::simdjson_error &e) {
            throw batch.stream->error(e);
        }
        return true;
    };
    if (!prepareAndParse(0))
        return;
    for (std::size_t current = 0;; current ^= 1) {
        bool more = false;
        parallelFor(2, [&](std::size_t job) {
            if (job == 1)
                more = prepareAndParse(current ^ 1);
            else
                use(current);
        });
        if (!more)
            break;
    }
}

} // namespace hg
