#pragma once
#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include "io/ReadError.h"
#include <string_view>
#include <vector>

namespace hg {

class ReadContext;
class V8SampleAssembler;

// The long number arrays of a .cpuprofile ("samples", "timeDeltas",
// "timestamps": nine tenths of a long profile's bytes; a Chrome trace
// chunk's "lines" and "columns" too), found by a scan of
// the text and read by a tight loop over it. simdjson's On-Demand parser
// indexes every value of a document before reading it, 8 bytes for a
// number and its comma, which for arrays of small numbers is more memory
// than the file; the rest of the document, with these arrays emptied, goes
// to the JSON parser (`rest()`, errors in it located in the whole file by
// `offsetInFile`).
class V8LongArrays
{
    Q_DECLARE_TR_FUNCTIONS(V8LongArrays)
public:
    // Chrome's chunks add each sample's source line and column.
    enum class Kind { Samples, Deltas, Timestamps, Lines, Columns };
    // One of the arrays, in the file.
    struct Found
    {
        qint64 offset = 0; // of its '['
        qint64 size = 0;   // through its ']'
        Kind kind = Kind::Samples;
    };
    // The arrays split() takes out of `file`.
    static std::vector<Found> find(QByteArrayView file);
    // The same arrays anywhere in `json` (valid JSON, or the parser says it
    // is not), found by a scan for their '[' that looks back for the key:
    // several times faster than find(), which walks the structure, but
    // blind to where they lie (arrays deeper than find() looks too). Offsets
    // from `json`'s start; `json` is readable 64 bytes past its end.
    static std::vector<Found> findByKey(QByteArrayView json);
    // How many numbers the text of one holds.
    static std::size_t elementCount(std::string_view array);
    // Finds the arrays of plain numbers under those keys in the objects of
    // the first few levels; false when they hold less than `minBytes` (a
    // short profile is read whole, as JSON). `readablePadding`: bytes past
    // the file's end that may be read.
    bool split(QByteArrayView file, qint64 readablePadding, qint64 minBytes);
    // The same with the arrays find() found (the rest's buffer is reused
    // from file to file).
    bool split(QByteArrayView file, qint64 readablePadding, qint64 minBytes, const std::vector<Found> &arrays);
    // The file split last, and how much of it is readable past its end.
    QByteArrayView file() const { return m_file; }
    qint64 padding() const { return m_padding; }

    // The document without the arrays, readable past its end as simdjson
    // needs (rest().size() is the JSON's length).
    QByteArrayView rest() const { return QByteArrayView(m_rest.constData(), m_restSize); }
    qint64 restPadding() const { return m_rest.size() - m_restSize; }
    // An error found in rest(), located in the file.
    ReadError inFile(const ReadError &error) const;
    // An error found in an array read as JSON on its own, located in the file.
    ReadError inFile(const ReadError &error, std::string_view array) const;
    // The array that stood at `restOffset` of rest() (now "[]"), as its
    // text in the file; empty for none.
    std::string_view arrayAt(qint64 restOffset) const;

    // Where an offset in rest() lies in the file.
    qint64 offsetInFile(qint64 restOffset) const;

    // Reads an array of `file` into the samples: node ids, microsecond
    // deltas or timestamps (integers or decimals, as writers write them),
    // lines (columns are not read),
    // and tells `context` the file is read to its end. False, with nothing
    // added, when an element is spelled otherwise (the caller reads the
    // array as JSON then); throws ReadError when the times run past the
    // clock.
    static bool read(Kind kind, std::string_view array, QByteArrayView file, V8SampleAssembler &into, const ReadContext &context);
    // Tells `context` the file is read through this array.
    static void readThrough(std::string_view array, QByteArrayView file, const ReadContext &context);

private:
    struct Array
    {
        qint64 offset = 0;     // in the file, of its '['
        qint64 size = 0;       // through its ']'
        qint64 restOffset = 0; // of its "[]" in rest()
    };

    qint64 fileOffsetOf(std::string_view array) const { return qint64(array.data() - m_file.data()); }

    QByteArrayView m_file;
    qint64 m_padding = 0;
    QByteArray m_rest;
    qint64 m_restSize = 0;
    std::vector<Array> m_arrays; // in file order
};

} // namespace hg
