#pragma once
#include "JsonStream.h"

#include <QByteArray>
#include <QByteArrayView>
#include <functional>
#include <optional>
#include <string_view>

namespace hg {

// The elements of one large JSON array (a trace's events), read a batch of
// a few MB at a time: each batch's elements, found by jsonblocks and copied
// as an array of their own, are indexed by simdjson and read while the next
// batch is found, copied and indexed on another core. The index of a whole
// large file (4 bytes a token, more than the file for arrays of small
// numbers) is never held, and each batch is read while it is still in the
// cache. Offsets, errors and inFile() views are those of the file.
class JsonArrayBatches
{
public:
    static constexpr qint64 kBatchBytes = 4 << 20;

    // `array`: the array's text in `file`, from its '[' through its ']'.
    JsonArrayBatches(QByteArrayView file, std::string_view array, qint64 batchBytes = kBatchBytes);
    // An array whose end is not known yet (`open` is its '['): found as its
    // batches are, rather than in a pass over the whole array first. After
    // the batches, close() says where it was; null when the file ends first.
    JsonArrayBatches(QByteArrayView file, const char *open, qint64 batchBytes = kBatchBytes);
    const char *close() const { return m_close; }
    ~JsonArrayBatches();

    // Calls `read` with each batch in order: its stream (a piece of the
    // file) and its elements. Errors of the JSON, and whatever `read`
    // throws, reach the caller.
    using Read = std::function<void(JsonStream &batch, simdjson::ondemand::array elements)>;
    void forEach(const Read &read);

    // Reads in two stages, for a reader whose parsing touches no model:
    // `parse` reads batches (each in the slot given, below kParseSlots) on
    // the cores while `use` puts the ones before them into the model on
    // one; batches are used in order. What `parse` keeps may point into its
    // batch, which lives until `use` of that slot returns.
    static constexpr std::size_t kParsedAtOnce = 4;
    static constexpr std::size_t kParseSlots = 2 * kParsedAtOnce;
    using Parse = std::function<void(std::size_t slot, JsonStream &batch, simdjson::ondemand::array elements)>;
    using Use = std::function<void(std::size_t slot)>;
    void forEachParsed(const Parse &parse, const Use &use);

    // Changes each batch's copy before it is indexed, on the core that
    // prepares it, keeping its length (a reader blanks what it reads
    // apart from the file): `text` is "[" + the elements + "]", `origin`
    // the file offset of its '[', `slot` the batch's (0 or 1 in forEach(),
    // as slot() says while it is read; below kParseSlots in forEachParsed()).
    using Edit = std::function<void(std::size_t slot, char *text, qint64 size, qint64 origin)>;
    void setEdit(Edit edit) { m_edit = std::move(edit); }
    // The slot of the batch being read.
    std::size_t slot() const { return m_reading; }

private:
    struct Batch
    {
        QByteArray text; // "[" + the elements + "]", then padding
        simdjson::ondemand::parser parser;
        std::optional<JsonStream> stream;
    };
    // The next stretch of elements into `batch`; false when none is left.
    bool prepare(Batch &batch, std::size_t slot);
    // Where the next stretch of elements lies: from `from` to `end` (a comma
    // or the array's ']'); false when none is left.
    bool nextStretch(const char *&from, const char *&end);
    // The elements from `from` to `end` as `batch`, copied and indexed.
    void take(Batch &batch, std::size_t slot, const char *from, const char *end);

    QByteArrayView m_file;
    const char *m_next;  // where the next batch's elements start
    const char *m_close; // the array's ']' (null while not found yet)
    qint64 m_batchBytes;
    Batch m_batches[2];
    Edit m_edit;
    std::size_t m_reading = 0;
};

} // namespace hg
