#pragma once
#include <QByteArrayView>
#include <QFile>
#include <QString>
#include <functional>

namespace hg {

// A regular file mapped read-only into memory, followed by `padding` zero
// bytes that may be read (what simdjson needs to parse in place). Opening a
// file this way neither copies it nor zeroes fresh memory for it: the pages
// are the page cache's own. All pages are read in before open() returns, so
// a file that is short of its size or unreadable is refused then (the
// caller reads it instead and reports where); only a file cut short by
// another program during the load itself remains a risk of mapping. Unix
// only; elsewhere, or for anything but a regular file, open() fails.
class MappedFile
{
public:
    MappedFile() = default;
    ~MappedFile();
    MappedFile(const MappedFile &) = delete;
    MappedFile &operator=(const MappedFile &) = delete;

    // Maps the open `file`; pages are read in chunks between which
    // `isCancelled` is asked. False when the file cannot be mapped.
    bool open(QFile &file, qint64 padding, const std::function<bool()> &isCancelled);
    QByteArrayView data() const { return {m_data, m_size}; }
    // Drops the file's pages before `upTo` from this process's memory; they
    // stay mapped, and reading them again brings them back from the page
    // cache (or the disk). Pointers outside the file are ignored.
    void release(const char *upTo);
    bool cancelled() const { return m_cancelled; }

private:
    void close();

    char *m_data = nullptr;
    qint64 m_size = 0;
    std::size_t m_mappedBytes = 0;
    std::size_t m_releasedBytes = 0; // the file's first bytes, already released
    bool m_cancelled = false;
};

} // namespace hg
