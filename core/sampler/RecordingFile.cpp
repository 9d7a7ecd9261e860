#include "RecordingFile.h"

#include "formats/JsonWriter.h"
#include "formats/sentry/SentryWriter.h"
#include "model/Profile.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>

namespace hg {

namespace {

// What an object or array JsonWriter wrote holds, without its brackets: a
// piece to go between others in the file.
QByteArray inside(const QByteArray &container)
{
    return container.mid(1, container.size() - 2);
}

bool writeAllAt(int fd, const QByteArray &bytes, qint64 offset)
{
    for (qsizetype done = 0; done < bytes.size();) {
        const ssize_t wrote = ::pwrite(fd, bytes.constData() + done, std::size_t(bytes.size() - done), offset + done);
        if (wrote < 0 && errno == EINTR)
            continue;
        if (wrote == 0)
            errno = ENOSPC; // what a write that makes no progress on a regular file means
        if (wrote <= 0)
            return false;
        done += wrote;
    }
    return true;
}

QString errorText(const QString &path)
{
    return QCoreApplication::translate("RecordingFile", "%1: cannot write: %2").arg(path, QString::fromLocal8Bit(strerror(errno)));
}

} // namespace

RecordingFile::RecordingFile(QString path) : m_path(std::move(path)) {}

RecordingFile::~RecordingFile()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

std::uint32_t RecordingFile::stackIndex(std::uint32_t node)
{
    const auto [slot, added] = m_stackIndex.try_emplace(node, std::uint32_t(m_stacks.size()));
    if (added)
        m_stacks.push_back(node);
    return slot->second;
}

QByteArray RecordingFile::newSamplesText(const std::vector<RecordingBuffer::TimedSample> &samples)
{
    JsonWriter json;
    json.reserve(qsizetype(samples.size()) * 72);
    json.beginArray();
    for (const RecordingBuffer::TimedSample &sample : samples) {
        // A walk that found nothing (stack kNoId) gets a stack of its own, empty.
        SentryWriter::writeSample(json, sample.time, stackIndex(sample.stack), std::to_string(sample.tid), sample.figures.cpuNs,
                                  sample.figures.state);
        m_threadsWithSamples.insert(sample.tid);
    }
    json.endArray();
    QByteArray items = inside(json.text()); // to go after those already there
    if (!items.isEmpty() && m_hasSamples)
        items.prepend(',');
    m_hasSamples = m_hasSamples || !items.isEmpty();
    return items;
}

QByteArray RecordingFile::tailText(const RecordingBuffer::Changes &changes, const RecordingBuffer &buffer)
{
    // The rest of "profile": stacks leaf first, as indexes into the frames,
    // which are the recording's functions in their order.
    JsonWriter profile;
    profile.beginObject();
    profile.key("stacks").beginArray();
    for (const std::uint32_t leaf : m_stacks) {
        profile.beginArray();
        for (std::uint32_t node = leaf; node != kNoId; node = m_nodes[node].parent)
            profile.value(m_nodes[node].function);
        profile.endArray();
    }
    profile.endArray();
    profile.key("frames").beginArray();
    for (const SampledFunction &function : changes.functions) {
        SentryWriter::FrameFields frame;
        frame.function = function.name;
        frame.file = function.file;
        frame.module = function.module;
        frame.line = function.line;
        frame.inApp = function.inApp ? 1 : 0;
        frame.address = function.address;
        profile.beginObject();
        SentryWriter::writeFrameFields(profile, frame);
        profile.endObject();
    }
    profile.endArray();
    profile.key("thread_metadata").beginObject();
    for (const auto &[tid, name] : changes.threads) {
        if (!m_threadsWithSamples.count(tid))
            continue;
        profile.key(std::to_string(tid)).beginObject();
        profile.key("name").value(name);
        profile.endObject();
    }
    profile.endObject();
    profile.endObject();

    JsonWriter event;
    event.beginObject();
    SentryWriter::writeEventFields(event, *buffer.metadataProfile());
    event.endObject();
    return "]," + inside(profile.text()) + "}," + inside(event.text()) + "}\n";
}

void RecordingFile::startOver()
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
    m_cursor = {};
    m_nodes.clear();
    m_stackIndex.clear();
    m_stacks.clear();
    m_threadsWithSamples.clear();
    m_samplesEnd = m_tailSize = 0;
    m_hasSamples = false;
}

QString RecordingFile::flush(const RecordingBuffer &buffer)
{
    const bool first = m_fd < 0;
    if (first) {
        m_fd = ::open(QFile::encodeName(m_path).constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        if (m_fd < 0)
            return errorText(m_path); // nothing taken from the buffer yet: the next flush tries again
    }
    RecordingBuffer::Changes changes = buffer.changesSince(m_cursor);
    m_nodes.insert(m_nodes.end(), changes.newStacks.begin(), changes.newStacks.end());
    QByteArray bytes = first ? QByteArray("{\"profile\":{\"samples\":[") : QByteArray();
    bytes += newSamplesText(changes.newSamples);
    const qint64 samplesEnd = (first ? 0 : m_samplesEnd) + bytes.size();
    QByteArray tail = tailText(changes, buffer);
    if (tail.size() < m_tailSize)
        tail.insert(tail.size() - 1, QByteArray(m_tailSize - tail.size(), ' ')); // before the newline
    bytes += tail;
    // One write from the end of the samples.
    if (!writeAllAt(m_fd, bytes, first ? 0 : m_samplesEnd)) {
        const QString error = errorText(m_path);
        startOver(); // the file may be cut short: the next flush writes it whole again
        return error;
    }
    m_samplesEnd = samplesEnd;
    m_tailSize = tail.size();
    m_lastWriteBytes = bytes.size();
    return {};
}

} // namespace hg
