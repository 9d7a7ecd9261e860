#pragma once
#include "LiveSource.h"
#include "ProcessSampler.h"
#include "RecordingBuffer.h"
#include "RecordingFile.h"
#include "formats/ProfileSaver.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QTimer>

#include <memory>

namespace hg {

// A live recording of a local process: runs a ProcessSampler, reports
// progress four times a second, and keeps a Sentry V1 copy of everything
// recorded on disk (what was added appended about every second, see
// RecordingFile; written whole and atomically at the end), so a crash of
// Hourglass loses at most the last second.
class ProcessRecorder : public LiveSource
{
    Q_OBJECT
public:
    // `outputPath` may be empty: nothing is written.
    ProcessRecorder(SamplerOptions options, QString outputPath, QObject *parent = nullptr);
    ~ProcessRecorder() override;

    // "recording-NAME-TIME.json": NAME is the command's program or the PID.
    static QString defaultFileName(const SamplerOptions &options);

    void start();
    ProfilePtr snapshot() override;
    void stop() override;
    QString title() const override;

    QString outputPath() const { return m_outputPath; }
    bool isFinished() const { return m_finished; }
    RecordingBuffer::Totals totals() const { return m_buffer.totals(); }
    const RecordingBuffer &buffer() const { return m_buffer; }
    SamplerStats samplerStats() const { return m_sampler->stats(); }
    QString endReason() const { return m_sampler->endReason(); }

private:
    void onTick();
    void onSamplerFinished();
    void startFlush(bool final);
    void startFinalFlush();
    void onFlushed();
    void finish(const QString &error);
    QString statusLine() const;

    SamplerOptions m_options;
    QString m_outputPath;
    RecordingBuffer m_buffer;
    std::unique_ptr<RecordingFile> m_file; // flushes while recording; none for .gz
    std::unique_ptr<ProcessSampler> m_sampler;
    QTimer m_ticker;
    QFutureWatcher<SaveResult> m_flush;
    QElapsedTimer m_sinceFlush;
    qint64 m_flushIntervalMs = 1000;
    bool m_samplerDone = false;
    bool m_finalFlushStarted = false;
    bool m_finished = false;
    QString m_writeError;
};

} // namespace hg
