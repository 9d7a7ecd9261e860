#pragma once
#include "RecordingBuffer.h"

#include <QString>

#include <cstdint>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace hg {

// The file a recording is flushed to while it runs, kept up to date without
// writing its samples again: a Sentry V1 document whose "samples" array
// comes first, so each flush writes the new samples at its end and, after
// them, everything that follows (stacks, frames, thread names, the event's
// fields: in proportion to the distinct stacks and functions, not to the
// samples), in one write. When that part comes out shorter than the last
// one, spaces fill the rest. The file is a whole document between flushes;
// a write that fails or is cut short (disk full, the process killed in the
// middle of it) can leave it broken until the next flush, which then writes
// it whole again. A recording's final save writes the usual layout over it,
// atomically (ProfileSaver).
class RecordingFile
{
public:
    explicit RecordingFile(QString path);
    ~RecordingFile();
    RecordingFile(const RecordingFile &) = delete;
    RecordingFile &operator=(const RecordingFile &) = delete;

    // Writes what `buffer` gained since the last call; an error text, empty
    // when it went well.
    QString flush(const RecordingBuffer &buffer);
    // Bytes written by the last flush (new samples and the part after them).
    qint64 lastWriteBytes() const { return m_lastWriteBytes; }

private:
    QByteArray newSamplesText(const std::vector<RecordingBuffer::TimedSample> &samples);
    QByteArray tailText(const RecordingBuffer::Changes &changes, const RecordingBuffer &buffer);
    std::uint32_t stackIndex(std::uint32_t node);
    void startOver();

    QString m_path;
    int m_fd = -1;
    RecordingBuffer::Cursor m_cursor;
    std::vector<RecordingBuffer::StackNode> m_nodes;
    std::unordered_map<std::uint32_t, std::uint32_t> m_stackIndex; // node -> index in "stacks"
    std::vector<std::uint32_t> m_stacks;                           // their nodes, by index
    std::unordered_set<qint64> m_threadsWithSamples;
    qint64 m_samplesEnd = 0; // where the samples array's last sample ends
    qint64 m_tailSize = 0;
    bool m_hasSamples = false;
    qint64 m_lastWriteBytes = 0;
};

} // namespace hg
