#pragma once
#include <QtGlobal>
#include <cstddef>
#include <mutex>
#include <vector>

namespace hg {

class ReadContext;

// Hands the file's bytes back as the lines decoded on several threads
// finish: once every line up to a place in the file is decoded, the mapped
// pages before it need not stay resident (ReadContext::inputConsumed), so a
// big XSpace and the model it becomes are not both held whole. The planes'
// metadata, read before any line, may go with them; a page read again comes
// back from the page cache.
class XPlaneConsumedInput
{
public:
    // `lineOffsets`: where each line to be decoded starts in the file, in any order.
    XPlaneConsumedInput(const char *file, const ReadContext &context, std::vector<qint64> lineOffsets);
    // The line starting at `fileOffset` is decoded (on any thread).
    void lineDone(qint64 fileOffset);

private:
    const char *m_file;
    const ReadContext &m_context;
    std::mutex m_mutex;
    std::vector<qint64> m_starts; // ascending
    std::vector<char> m_done;     // per start
    std::size_t m_firstUndone = 0;
};

} // namespace hg
