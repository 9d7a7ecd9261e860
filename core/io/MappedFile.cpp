#include "MappedFile.h"

#include <QFile>

#if defined(Q_OS_UNIX)
#include <cerrno>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace hg {

MappedFile::~MappedFile() { close(); }

void MappedFile::close()
{
#if defined(Q_OS_UNIX)
    if (m_data)
        munmap(m_data, m_mappedBytes);
#endif
    m_data = nullptr;
    m_size = 0;
    m_mappedBytes = 0;
    m_releasedBytes = 0;
}

void MappedFile::release(const char *upTo)
{
#if defined(Q_OS_UNIX)
    if (!m_data || upTo <= m_data || upTo > m_data + m_size)
        return;
    const auto pageSize = std::size_t(sysconf(_SC_PAGESIZE));
    const std::size_t end = std::size_t(upTo - m_data) / pageSize * pageSize;
    if (end <= m_releasedBytes)
        return;
    // A private mapping nobody wrote to: its pages are the file's, so
    // dropping them loses nothing.
    madvise(m_data + m_releasedBytes, end - m_releasedBytes, MADV_DONTNEED);
    m_releasedBytes = end;
#else
    Q_UNUSED(upTo);
#endif
}

bool MappedFile::open(QFile &file, qint64 padding, const std::function<bool()> &isCancelled)
{
    close();
    m_cancelled = false;
#if defined(Q_OS_UNIX)
    // The file QFile already opened: opening the path again could block on a
    // pipe whose writer has gone.
    const int fd = file.handle();
    struct stat info;
    if (fd < 0 || fstat(fd, &info) != 0 || !S_ISREG(info.st_mode) || info.st_size <= 0)
        return false;
    const auto pageSize = std::size_t(sysconf(_SC_PAGESIZE));
    const auto size = std::size_t(info.st_size);
    // Zeroed anonymous memory for the file and its padding, then the file
    // over its start: the padding lies in memory of our own, never past the
    // end of the file (where reading would raise SIGBUS).
    const std::size_t fileBytes = (size + pageSize - 1) / pageSize * pageSize;
    const std::size_t total = (size + std::size_t(padding) + pageSize - 1) / pageSize * pageSize + pageSize;
    void *region = mmap(nullptr, total, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (region == MAP_FAILED)
        return false;
    if (mmap(region, fileBytes, PROT_READ, MAP_PRIVATE | MAP_FIXED, fd, 0) == MAP_FAILED) {
        munmap(region, total);
        return false;
    }
    m_data = static_cast<char *>(region);
    m_size = qint64(size);
    m_mappedBytes = total;
    // Read ahead in chunks: the reader then finds every page in place, and a
    // slow disk can still be cancelled between chunks.
    madvise(m_data, fileBytes, MADV_WILLNEED);
    constexpr std::size_t kChunk = std::size_t(16) << 20;
    for (std::size_t at = 0; at < fileBytes; at += kChunk) {
        if (isCancelled && isCancelled()) {
            m_cancelled = true;
            return true;
        }
#if defined(MADV_POPULATE_READ)
        if (madvise(m_data + at, std::min(kChunk, fileBytes - at), MADV_POPULATE_READ) != 0) {
            if (errno == EINVAL)
                break; // an older kernel: pages then come in as they are read
            // The file shrank since it was opened, or the disk failed: reading
            // those pages would kill the process with SIGBUS; read() says why.
            close();
            return false;
        }
#else
        break;
#endif
    }
    return true;
#else
    Q_UNUSED(file);
    Q_UNUSED(padding);
    Q_UNUSED(isCancelled);
    return false;
#endif
}

} // namespace hg
