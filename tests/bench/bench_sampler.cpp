// The live sampler's cost: runs a CPU-bound workload of 8 threads alone and
// under the sampler (alternating, best of N each: the machine is shared, so
// other work only ever adds time) and prints the target's slowdown, the
// sampler's CPU use, the rate achieved per thread and the time a thread
// stands still per sample.
//
//   bench_sampler [RUNS] [--rate HZ] [--threads N] [--seconds S]
#include "sampler/ProcessSampler.h"
#include "sampler/RecordingBuffer.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <ctime>
#include <thread>

using namespace hg;

namespace {

double processCpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

double readSeconds(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll().trimmed().toDouble() : -1;
}

struct SampledRun
{
    double targetSeconds = 0;
    double samplerCpuSeconds = 0;
    double wallSeconds = 0;
    SamplerStats stats;
    std::vector<double> ratePerThread;
};

SampledRun runSampled(const QStringList &command, const QString &timeFile, double rateHz)
{
    RecordingBuffer buffer;
    SamplerOptions options;
    options.command = command;
    options.rateHz = rateHz;
    ProcessSampler sampler(options, buffer);
    const double cpuBefore = processCpuSeconds();
    const auto start = std::chrono::steady_clock::now();
    sampler.start({});
    while (sampler.isRunning())
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    SampledRun run;
    run.wallSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    run.samplerCpuSeconds = processCpuSeconds() - cpuBefore;
    run.targetSeconds = readSeconds(timeFile);
    run.stats = sampler.stats();
    if (!sampler.error().isEmpty())
        qFatal("sampler: %s", qPrintable(sampler.error()));
    const ProfilePtr profile = buffer.toProfile();
    for (const Track &track : profile->tracks()) {
        if (track.samples.size() < 2 || track.info.threadId == track.info.processId)
            continue; // the workers, not the main thread waiting for them
        const double span = double(track.samples.maxTime() - track.samples.minTime()) / 1e12;
        run.ratePerThread.push_back(double(track.samples.size() - 1) / span);
    }
    return run;
}

double runAlone(const QStringList &command, const QString &timeFile)
{
    QProcess process;
    process.start(command.first(), command.mid(1));
    process.waitForFinished(-1);
    return readSeconds(timeFile);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QStringList args = app.arguments().mid(1);
    double rateHz = 101;
    int threads = 8;
    int runs = 5;
    double seconds = 2; // of work on this 2-core machine
    for (int i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--rate") && i + 1 < args.size())
            rateHz = args[++i].toDouble();
        else if (args[i] == QLatin1String("--threads") && i + 1 < args.size())
            threads = args[++i].toInt();
        else if (args[i] == QLatin1String("--seconds") && i + 1 < args.size())
            seconds = args[++i].toDouble();
        else
            runs = std::max(1, args[i].toInt());
    }
    QTemporaryDir dir;
    const QString timeFile = dir.filePath(QStringLiteral("seconds"));
    const QString workload = QCoreApplication::applicationDirPath() + QStringLiteral("/sampler_workload");
    const long workPerThread = long(seconds * 1'500'000 / threads);
    const QStringList command = {workload, QString::number(threads), QString::number(workPerThread), timeFile};

    out << "workload: " << threads << " CPU-bound threads on " << std::thread::hardware_concurrency()
        << " cores, sampled at " << rateHz << " Hz; best of " << runs << " runs each, alternating\n" << Qt::flush;
    double bestAlone = 1e9;
    SampledRun best;
    best.targetSeconds = 1e9;
    for (int i = 0; i < runs; ++i) {
        bestAlone = std::min(bestAlone, runAlone(command, timeFile));
        const SampledRun run = runSampled(command, timeFile, rateHz);
        out << "  run " << i + 1 << ": alone " << QString::number(bestAlone, 'f', 3) << " s, sampled "
            << QString::number(run.targetSeconds, 'f', 3) << " s\n" << Qt::flush;
        if (run.targetSeconds < best.targetSeconds)
            best = run;
    }
    const double slowdown = (best.targetSeconds / bestAlone - 1) * 100;
    double minRate = 1e9, maxRate = 0;
    for (double rate : best.ratePerThread) {
        minRate = std::min(minRate, rate);
        maxRate = std::max(maxRate, rate);
    }
    const double usPerSample = best.stats.samples ? double(best.stats.inspectNs) / 1e3 / double(best.stats.samples) : 0;
    const double usPerTick = best.stats.ticks ? double(best.stats.tickNs) / 1e3 / double(best.stats.ticks) : 0;
    out << "target alone:        " << QString::number(bestAlone, 'f', 3) << " s\n"
        << "target sampled:      " << QString::number(best.targetSeconds, 'f', 3) << " s  (slowdown "
        << QString::number(slowdown, 'f', 1) << " %)\n"
        << "sampler CPU:         " << QString::number(best.samplerCpuSeconds / best.wallSeconds * 100, 'f', 1)
        << " % of one core\n"
        << "rate per thread:     " << QString::number(minRate, 'f', 1) << " - " << QString::number(maxRate, 'f', 1)
        << " Hz (asked " << rateHz << ", " << best.ratePerThread.size() << " threads)\n"
        << "unwind per sample:   " << QString::number(usPerSample, 'f', 1) << " us while the thread stands still ("
        << best.stats.samples << " samples)\n"
        << "tick of all threads: " << QString::number(usPerTick, 'f', 1) << " us (" << best.stats.missedTicks
        << " ticks missed of " << best.stats.ticks + best.stats.missedTicks << ")\n";
    return 0;
}
