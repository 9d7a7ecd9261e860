#include "ProcessRecorder.h"
#include "formats/sentry/SentryFormat.h"
#include "util/WorkerPool.h"

#include <QDateTime>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

namespace hg {

namespace {

constexpr int kProgressIntervalMs = 250;
// A flush may take at most this share of the time between flushes.
constexpr qint64 kFlushCostFactor = 20;

} // namespace

ProcessRecorder::ProcessRecorder(SamplerOptions options, QString outputPath, QObject *parent)
    : LiveSource(parent), m_options(std::move(options)), m_outputPath(std::move(outputPath)),
      m_sampler(std::make_unique<ProcessSampler>(m_options, m_buffer))
{
    // A compressed file cannot be appended to: it is written whole each time.
    if (!m_outputPath.isEmpty() && !m_outputPath.endsWith(QLatin1String(".gz"), Qt::CaseInsensitive))
        m_file = std::make_unique<RecordingFile>(m_outputPath);
    m_ticker.setInterval(kProgressIntervalMs);
    connect(&m_ticker, &QTimer::timeout, this, &ProcessRecorder::onTick);
    connect(&m_flush, &QFutureWatcher<SaveResult>::finished, this, &ProcessRecorder::onFlushed);
}

ProcessRecorder::~ProcessRecorder()
{
    m_sampler.reset(); // stops and joins before the buffer goes
    m_flush.waitForFinished();
}

QString ProcessRecorder::defaultFileName(const SamplerOptions &options)
{
    const QString what = options.command.isEmpty() ? QString::number(options.pid)
                                                   : QFileInfo(options.command.first()).fileName();
    return QStringLiteral("recording-%1-%2.json")
        .arg(what, QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
}

void ProcessRecorder::start()
{
    m_sinceFlush.start();
    m_ticker.start();
    m_sampler->start([this] { QMetaObject::invokeMethod(this, &ProcessRecorder::onSamplerFinished, Qt::QueuedConnection); });
}

ProfilePtr ProcessRecorder::snapshot()
{
    return m_buffer.toProfile();
}

void ProcessRecorder::stop()
{
    m_sampler->requestStop();
}

QString ProcessRecorder::title() const
{
    const QString what = m_options.command.isEmpty() ? QString() : m_options.command.first();
    const pid_t pid = m_sampler->targetPid() > 0 ? m_sampler->targetPid() : m_options.pid;
    if (what.isEmpty())
        return tr("Recording of process %1").arg(pid);
    return pid > 0 ? tr("Recording of %1 (process %2)").arg(what).arg(pid) : tr("Recording of %1").arg(what);
}

QString ProcessRecorder::statusLine() const
{
    const RecordingBuffer::Totals totals = m_buffer.totals();
    return tr("%1 samples, %2 threads, %3 s")
        .arg(totals.samples)
        .arg(totals.threads)
        .arg(double(totals.elapsed) / 1e12, 0, 'f', 1);
}

void ProcessRecorder::onTick()
{
    emit progress(statusLine());
    if (!m_outputPath.isEmpty() && !m_flush.isRunning() && m_sinceFlush.elapsed() >= m_flushIntervalMs
        && m_buffer.totals().samples > 0)
        startFlush(false);
}

void ProcessRecorder::startFlush(bool final)
{
    const QString path = m_outputPath;
    RecordingBuffer *buffer = &m_buffer;
    m_sinceFlush.restart();
    if (!final && m_file) {
        // What was added since the last flush, appended.
        RecordingFile *file = m_file.get();
        m_flush.setFuture(QtConcurrent::run(workerPool(), [buffer, file] { return SaveResult{file->flush(*buffer)}; }));
        return;
    }
    // The whole recording, in the usual layout, over what the flushes wrote
    // (no flush runs now: the appending file and its handle can go).
    m_file.reset();
    m_flush.setFuture(QtConcurrent::run(workerPool(), [buffer, path] {
        return ProfileSaver::save(*buffer->toProfile(), path, QString(SentryFormat::id));
    }));
}

void ProcessRecorder::startFinalFlush()
{
    m_finalFlushStarted = true;
    if (m_buffer.totals().samples == 0)
        finish(m_sampler->error());
    else
        startFlush(true);
}

void ProcessRecorder::onFlushed()
{
    const SaveResult result = m_flush.result();
    m_writeError = result.error;
    // Keep flushing cheap as the recording grows.
    m_flushIntervalMs = std::max<qint64>(1000, m_sinceFlush.elapsed() * kFlushCostFactor);
    if (!m_samplerDone)
        return;
    if (!m_finalFlushStarted)
        startFinalFlush(); // the sampler ended while this one ran
    else
        finish(m_sampler->error().isEmpty() ? m_writeError : m_sampler->error());
}

void ProcessRecorder::onSamplerFinished()
{
    m_samplerDone = true;
    m_ticker.stop();
    emit progress(statusLine());
    if (m_outputPath.isEmpty())
        finish(m_sampler->error());
    else if (!m_flush.isRunning())
        startFinalFlush();
}

void ProcessRecorder::finish(const QString &error)
{
    if (m_finished)
        return;
    m_finished = true;
    emit finished(error);
}

} // namespace hg
