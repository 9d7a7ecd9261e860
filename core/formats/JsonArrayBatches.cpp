#include "JsonArrayBatches.h"

#include "JsonBlocks.h"
#include "util/ParallelFor.h"

#include <algorithm>
#include <exception>
#include <memory>

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

bool JsonArrayBatches::nextStretch(const char *&stretchFrom, const char *&stretchEnd)
{
    const char *from = m_next;
    bool closeJustFound = false;
    if (!m_close) {
        // Up to the first comma between elements a batch's length on, or
        // the array's end if it comes first.
        const char *const fileEnd = m_file.data() + m_file.size();
        const char *boundary = jsonblocks::elementBoundary(from, from + std::min(m_batchBytes, qint64(fileEnd - from)), fileEnd);
        if (!boundary)
            return false; // not closed: close() stays null
        if (*boundary == ',') {
            stretchFrom = from;
            stretchEnd = boundary;
            m_next = boundary + 1;
            return true;
        }
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
    stretchFrom = from;
    stretchEnd = end;
    m_next = end == m_close ? m_close : end + 1;
    return true;
}

bool JsonArrayBatches::prepare(Batch &batch, std::size_t slot)
{
    batch.stream.reset();
    const char *from, *end;
    if (!nextStretch(from, end))
        return false;
    take(batch, slot, from, end);
    return true;
}

void JsonArrayBatches::take(Batch &batch, std::size_t slot, const char *from, const char *end)
{
    batch.stream.reset();
    const qsizetype length = qsizetype(end - from);
    batch.text.resize(0);
    batch.text.reserve(length + 2 + qsizetype(simdjson::SIMDJSON_PADDING));
    batch.text.append('[');
    batch.text.append(from, length);
    batch.text.append(']');
    const JsonStream::Placement placement{m_file, qint64(from - m_file.data()) - 1};
    if (m_edit)
        m_edit(slot, batch.text.data(), batch.text.size(), placement.origin);
    batch.stream.emplace(QByteArrayView(batch.text), batch.text.capacity() - batch.text.size(), batch.parser, placement);
}

void JsonArrayBatches::forEach(const Read &read)
{
    if (!prepare(m_batches[0], 0))
        return;
    for (int current = 0;; current ^= 1) {
        Batch &now = m_batches[current];
        m_reading = std::size_t(current);
        bool more = false;
        parallelFor(2, [&](std::size_t job) {
            if (job == 1) {
                more = prepare(m_batches[current ^ 1], std::size_t(current ^ 1));
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
    // Two groups of slots take turns: the batches of one are parsed, each a
    // job, while the other's are used in order (another job). Parsing costs
    // more than using, so each group's batches are small jobs that both
    // cores share once the use is done. A batch's error waits for its use,
    // so the first in the file is the one thrown.
    struct Slot
    {
        Batch batch;
        const char *from = nullptr, *end = nullptr;
        std::exception_ptr error;
    };
    const std::unique_ptr<Slot[]> parts(new Slot[kParseSlots]);
    const auto findGroup = [&](std::size_t group) {
        std::size_t found = 0;
        while (found < kParsedAtOnce && nextStretch(parts[group * kParsedAtOnce + found].from, parts[group * kParsedAtOnce + found].end))
            ++found;
        return found;
    };
    const auto parseSlot = [&](std::size_t slot) {
        Slot &s = parts[slot];
        s.error = nullptr;
        try {
            take(s.batch, slot, s.from, s.end);
            try {
                parse(slot, *s.batch.stream, s.batch.stream->document().get_array());
            } catch (const simdjson::simdjson_error &e) {
                throw s.batch.stream->error(e);
            }
        } catch (...) {
            s.error = std::current_exception();
        }
    };
    const auto useGroup = [&](std::size_t group, std::size_t count) {
        for (std::size_t i = 0; i < count; ++i) {
            const std::size_t slot = group * kParsedAtOnce + i;
            if (parts[slot].error)
                std::rethrow_exception(parts[slot].error);
            use(slot);
        }
    };
    std::size_t counts[2] = {findGroup(0), 0};
    parallelFor(counts[0], parseSlot);
    for (std::size_t group = 0; counts[group] > 0; group ^= 1) {
        const std::size_t next = group ^ 1;
        counts[next] = findGroup(next);
        parallelFor(1 + counts[next], [&](std::size_t job) {
            if (job == 0)
                useGroup(group, counts[group]);
            else
                parseSlot(next * kParsedAtOnce + job - 1);
        });
    }
}

} // namespace hg
