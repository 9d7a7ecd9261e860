#include "RecordCommand.h"

#include "InterruptWatcher.h"
#include "sampler/ProcessRecorder.h"
#include "sampler/RecordingPublisher.h"
#include "sampler/TraceActorServer.h"
#include "sampler/TraceAddress.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>

#include <unistd.h>

namespace hg::cli {

namespace {

const char kUsage[] = "usage: hourglass-cli record (--pid PID | -- CMD ARGS...) [--duration SEC] [--rate HZ] [-o OUT] "
                      "[--serve HOST:PORT]";

QString tr(const char *text)
{
    return QCoreApplication::translate("hg::cli", text);
}

// Reads the options into `options`; on a mistake says what is wrong.
bool readOptions(const QCommandLineParser &parser, const QStringList &arguments, SamplerOptions &options,
                 QString *problem)
{
    options.command = parser.positionalArguments();
    const bool hasCommand = arguments.contains(QStringLiteral("--")) && !options.command.isEmpty();
    if (!options.command.isEmpty() && !hasCommand) {
        *problem = tr("Put the command to record after `--`.");
        return false;
    }
    if (parser.isSet(QStringLiteral("pid")) == hasCommand) {
        *problem = tr("Give either --pid PID or -- CMD ARGS..., not both.");
        return false;
    }
    bool ok = true;
    if (parser.isSet(QStringLiteral("pid"))) {
        options.pid = parser.value(QStringLiteral("pid")).toInt(&ok);
        if (!ok || options.pid <= 0) {
            *problem = tr("--pid expects a process id, got \"%1\".").arg(parser.value(QStringLiteral("pid")));
            return false;
        }
    }
    if (parser.isSet(QStringLiteral("rate"))) {
        options.rateHz = parser.value(QStringLiteral("rate")).toDouble(&ok);
        if (!ok || options.rateHz <= 0 || options.rateHz > 10000) {
            *problem = tr("--rate expects samples per second between 1 and 10000, got \"%1\".")
                           .arg(parser.value(QStringLiteral("rate")));
            return false;
        }
    }
    if (parser.isSet(QStringLiteral("duration"))) {
        options.durationSeconds = parser.value(QStringLiteral("duration")).toDouble(&ok);
        if (!ok || options.durationSeconds <= 0) {
            *problem = tr("--duration expects seconds, got \"%1\".").arg(parser.value(QStringLiteral("duration")));
            return false;
        }
    }
    return true;
}

// Listens for TraceActor clients at `address` (HOST:PORT, port 0 for any,
// or a Unix socket path); says where, or why not.
bool serve(TraceActorServer &server, const QString &address, Streams streams)
{
    const TraceAddress parsed = TraceAddress::parse(address);
    bool listening = false;
    if (parsed.isTcp()) {
        const QHostAddress host = parsed.host == QLatin1String("localhost") ? QHostAddress(QHostAddress::LocalHost)
                                                                            : QHostAddress(parsed.host);
        if (host.isNull()) {
            streams.err << tr("--serve expects HOST:PORT with a numeric host (127.0.0.1, [::1], 0.0.0.0) or a "
                              "socket path, got \"%1\".")
                               .arg(address)
                        << Qt::endl;
            return false;
        }
        listening = server.listenTcp(host, parsed.port);
        if (listening)
            streams.err << tr("Serving the TraceActor protocol on %1:%2").arg(host.toString()).arg(server.port()) << Qt::endl;
    } else {
        listening = server.listenUnix(parsed.path);
        if (listening)
            streams.err << tr("Serving the TraceActor protocol on %1").arg(parsed.path) << Qt::endl;
    }
    if (!listening)
        streams.err << tr("Cannot listen on %1: %2").arg(address, server.errorString()) << Qt::endl;
    return listening;
}

} // namespace

int runRecord(const QStringList &arguments, Streams streams)
{
    QCommandLineParser parser;
    parser.addOptions({
        {QStringLiteral("pid"), tr("Record the running process PID."), QStringLiteral("PID")},
        {QStringLiteral("duration"), tr("Stop after SEC seconds (default: Ctrl+C or the end of the target)."),
         QStringLiteral("SEC")},
        {QStringLiteral("rate"), tr("Samples per second and thread (default 101)."), QStringLiteral("HZ")},
        {{QStringLiteral("o"), QStringLiteral("output")}, tr("The file to write (default recording-NAME-TIME.json)."),
         QStringLiteral("OUT")},
        {QStringLiteral("serve"),
         tr("Publish the recording live over the TraceActor protocol at HOST:PORT (or a Unix socket path)."),
         QStringLiteral("HOST:PORT")},
    });
    parser.addPositionalArgument(QStringLiteral("CMD"), tr("The command to start and record, after `--`."),
                                 QStringLiteral("[-- CMD ARGS...]"));
    SamplerOptions options;
    QString problem;
    if (!parser.parse(arguments))
        problem = parser.errorText();
    if (problem.isEmpty())
        readOptions(parser, arguments, options, &problem);
    if (!problem.isEmpty()) {
        streams.err << QLatin1String(kUsage) << '\n' << problem << Qt::endl;
        return BadUsage;
    }
    const QString output = parser.isSet(QStringLiteral("output")) ? parser.value(QStringLiteral("output"))
                                                                    : ProcessRecorder::defaultFileName(options);

    ProcessRecorder recorder(options, output);
    TraceActorServer server;
    RecordingPublisher publisher(recorder.buffer(), server);
    if (parser.isSet(QStringLiteral("serve"))) {
        if (!serve(server, parser.value(QStringLiteral("serve")), streams))
            return BadInput;
        publisher.start();
    }
    InterruptWatcher interrupts;
    QEventLoop loop;
    QString error;
    const bool tty = isatty(STDERR_FILENO);
    QObject::connect(&interrupts, &InterruptWatcher::interrupted, &recorder, [&] {
        streams.err << (tty ? "\n" : "") << tr("Stopping (Ctrl+C again to quit without saving)…") << Qt::endl;
        recorder.stop();
    });
    int ticks = 0;
    QObject::connect(&recorder, &LiveSource::progress, &recorder, [&](const QString &status) {
        // A line that rewrites itself on a terminal; one line a second in a log.
        if (tty)
            streams.err << '\r' << status << QStringLiteral("\x1b[K") << Qt::flush;
        else if (++ticks % 4 == 0)
            streams.err << status << Qt::endl;
    });
    QObject::connect(&recorder, &LiveSource::finished, &loop, [&](const QString &message) {
        error = message;
        loop.quit();
    });
    recorder.start();
    loop.exec();
    publisher.finish();
    if (tty)
        streams.err << '\n';

    const RecordingBuffer::Totals totals = recorder.totals();
    if (totals.samples == 0) {
        streams.err << (error.isEmpty() ? tr("Nothing was recorded.") : error) << Qt::endl;
        return BadInput;
    }
    streams.err << tr("Recorded %1 samples of %2 threads in %3 s (%4).")
                       .arg(totals.samples)
                       .arg(totals.threads)
                       .arg(double(totals.elapsed) / 1e12, 0, 'f', 1)
                       .arg(recorder.endReason())
                << Qt::endl;
    if (!error.isEmpty()) {
        streams.err << error << Qt::endl;
        return BadInput;
    }
    streams.out << output << Qt::endl;
    return Ok;
}

} // namespace hg::cli
