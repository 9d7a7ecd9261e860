// The live sampler's cost: runs a CPU-bound workload of 8 threads alone and
// under the sampler (alternating; best of N each, as the machine is shared
// and other work only ever adds time, and the median of the runs' ratios)
// and prints the target's slowdown, the sampler's CPU use while recording
// and after, the cores' idle time while the workload worked (it reads
// /proc/stat itself), the rate achieved per thread, the
// time a thread stands still per stop and how long after a tick it stops.
//
//   bench_sampler [RUNS] [--rate HZ] [--threads N] [--idle N] [--seconds S] [--even]
//
// --idle adds N threads that wait all along, as a pool's idle workers do.
// --even gives each thread its own equal share of the work instead of one
// pool for all (see sampler_workload): the wall time is then the last
// thread's, and also grows when the threads got unequal shares of the cores.
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

#include <unistd.h>

using namespace hg;

namespace {

double processCpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

// What the workload reports of itself: wall time, CPU time in user and
// kernel mode (the work costs the same either way; what the sampler adds to
// the target's own CPU time is stops and their aftermath), and how long the
// machine's cores were idle while it worked.
struct TargetTimes
{
    double wall = -1, user = 0, kernel = 0, idle = 0;
};

TargetTimes readTimes(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QList<QByteArray> fields = file.readAll().simplified().split(' ');
    if (fields.size() != 4)
        return {};
    return {fields[0].toDouble(), fields[1].toDouble(), fields[2].toDouble(), fields[3].toDouble()};
}

struct SampledRun
{
    TargetTimes target;
    // CPU time of the sampler's threads while recording (SamplerStats: from
    // launching the target to its end), the recording's length, and this
    // process's CPU time after that (the source lines of library functions,
    // looked up once the target is gone; this thread's waiting too).
    double samplerCpuSeconds = 0;
    double recordingSeconds = 0;
    double afterCpuSeconds = 0;
    SamplerStats stats;
    std::vector<double> ratePerThread;
};

SampledRun runSampled(const QStringList &command, const QString &timeFile, double rateHz)
{
    QFile::remove(timeFile);
    RecordingBuffer buffer;
    SamplerOptions options;
    options.command = command;
    options.rateHz = rateHz;
    ProcessSampler sampler(options, buffer);
    const double cpuBefore = processCpuSeconds();
    sampler.start({});
    // Seldom: this thread's own wake-ups take cores from the target too.
    while (sampler.isRunning())
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    SampledRun run;
    run.stats = sampler.stats();
    run.samplerCpuSeconds = double(run.stats.recordingCpuNs) / 1e9;
    run.recordingSeconds = double(buffer.totals().elapsed) / 1e12;
    run.afterCpuSeconds = std::max(processCpuSeconds() - cpuBefore - run.samplerCpuSeconds, 0.0);
    run.target = readTimes(timeFile);
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

TargetTimes runAlone(const QStringList &command, const QString &timeFile)
{
    QFile::remove(timeFile);
    QProcess process;
    process.start(command.first(), command.mid(1));
    process.waitForFinished(-1);
    return readTimes(timeFile);
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n == 0 ? 0 : n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

QString cpuText(const TargetTimes &times)
{
    return QString::number(times.user + times.kernel, 'f', 3) + QStringLiteral(" s (kernel ")
        + QString::number(times.kernel, 'f', 3) + QStringLiteral(" s)");
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QStringList args = app.arguments().mid(1);
    double rateHz = 101;
    int threads = 8;
    int idle = 0;
    bool even = false;
    int runs = 5;
    double seconds = 6; // of work on this 2-core machine: long enough for a steady figure
    for (int i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--rate") && i + 1 < args.size())
            rateHz = args[++i].toDouble();
        else if (args[i] == QLatin1String("--threads") && i + 1 < args.size())
            threads = args[++i].toInt();
        else if (args[i] == QLatin1String("--idle") && i + 1 < args.size())
            idle = std::max(0, args[++i].toInt());
        else if (args[i] == QLatin1String("--seconds") && i + 1 < args.size())
            seconds = args[++i].toDouble();
        else if (args[i] == QLatin1String("--even"))
            even = true;
        else
            runs = std::max(1, args[i].toInt());
    }
    QTemporaryDir dir;
    const QString timeFile = dir.filePath(QStringLiteral("seconds"));
    const QString workload = QCoreApplication::applicationDirPath() + QStringLiteral("/sampler_workload");
    const long workPerThread = long(seconds * 1'500'000 / threads);
    const QStringList command = {workload,          QString::number(threads), QString::number(workPerThread),
                                 timeFile,          QString::number(idle),
                                 even ? QStringLiteral("even") : QStringLiteral("shared")};

    out << "workload: " << threads << " CPU-bound threads" << (idle ? QStringLiteral(" and %1 idle ones").arg(idle) : QString())
        << (even ? " with equal shares of the work" : " taking work from one pool") << " on "
        << std::thread::hardware_concurrency() << " cores, sampled at " << rateHz << " Hz; " << runs
        << " runs each, alternating\n"
        << Qt::flush;
    TargetTimes bestAlone;
    bestAlone.wall = 1e9;
    SampledRun best;
    best.target.wall = 1e9;
    std::vector<double> ratios, idleAlone, idleSampled;
    for (int i = 0; i < runs; ++i) {
        const TargetTimes alone = runAlone(command, timeFile);
        if (alone.wall < bestAlone.wall)
            bestAlone = alone;
        const SampledRun run = runSampled(command, timeFile, rateHz);
        out << "  run " << i + 1 << ": alone " << QString::number(alone.wall, 'f', 3) << " s, sampled "
            << QString::number(run.target.wall, 'f', 3) << " s ("
            << QString::number((run.target.wall / alone.wall - 1) * 100, 'f', 1) << " %); cores idle "
            << QString::number(alone.idle * 1000, 'f', 0) << " ms, sampled "
            << QString::number(run.target.idle * 1000, 'f', 0) << " ms\n"
            << Qt::flush;
        ratios.push_back(run.target.wall / alone.wall);
        idleAlone.push_back(alone.idle);
        idleSampled.push_back(run.target.idle);
        if (run.target.wall < best.target.wall)
            best = run;
    }
    const double slowdown = (best.target.wall / bestAlone.wall - 1) * 100;
    const double cpuGrowth = ((best.target.user + best.target.kernel) / (bestAlone.user + bestAlone.kernel) - 1) * 100;
    double minRate = 1e9, maxRate = 0;
    for (double rate : best.ratePerThread) {
        minRate = std::min(minRate, rate);
        maxRate = std::max(maxRate, rate);
    }
    const auto perStop = [&best](std::uint64_t ns) {
        return best.stats.stops ? QString::number(double(ns) / 1e3 / double(best.stats.stops), 'f', 1) : QString();
    };
    out << "target alone:        " << QString::number(bestAlone.wall, 'f', 3) << " s, CPU " << cpuText(bestAlone)
        << "\n"
        << "target sampled:      " << QString::number(best.target.wall, 'f', 3) << " s  (slowdown "
        << QString::number(slowdown, 'f', 1) << " % best against best, median of the runs "
        << QString::number((median(ratios) - 1) * 100, 'f', 1) << " %), CPU " << cpuText(best.target) << " ("
        << QString::number(cpuGrowth, 'f', 1) << " %)\n"
        << "sampler CPU:         " << QString::number(best.samplerCpuSeconds / best.recordingSeconds * 100, 'f', 1)
        << " % of one core over the recording (" << QString::number(best.recordingSeconds, 'f', 2) << " s), then "
        << QString::number(best.afterCpuSeconds, 'f', 3)
        << " s (source lines of library functions)\n"
        << "cores idle:          " << QString::number(median(idleAlone) * 1000, 'f', 0) << " ms alone, "
        << QString::number(median(idleSampled) * 1000, 'f', 0) << " ms sampled, while the workload worked (medians; "
        << QString::number(1000 / sysconf(_SC_CLK_TCK)) << " ms steps)\n"
        << "rate per thread:     " << QString::number(minRate, 'f', 1) << " - " << QString::number(maxRate, 'f', 1)
        << " Hz (asked " << rateHz << ", " << best.ratePerThread.size() << " threads)\n"
        << "standing still:      " << perStop(best.stats.inspectNs) << " us a stop, registers and stack copied ("
        << best.stats.stops << " stops, " << best.stats.samples << " samples, " << best.stats.unstoppedSamples
        << " of them of threads that had not run since their last stop, taken without a stop)\n"
        << "tick to stop:        " << perStop(best.stats.stopDelayNs)
        << " us on average (a waiting thread stops when it gets a core)\n"
        << "ticks missed:        " << best.stats.missedTicks << " of " << best.stats.ticks + best.stats.missedTicks
        << "\n";
    return 0;
}
