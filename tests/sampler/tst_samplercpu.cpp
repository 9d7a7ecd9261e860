// CPU time and thread state per sample, recorded from a real program with a
// busy, a sleeping and a reading thread (cpu_target): each sample's CPU time since the
// thread's sample before, summed, is the CPU time the thread's own clock
// counted; the sleeper uses next to none; the states say which ran; and the
// saved recording reads back with the same figures.
#include "formats/ProfileLoader.h"
#include "sampler/ProcessRecorder.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace hg;

namespace {

const Track *trackNamed(const Profile &profile, const QString &name)
{
    for (const Track &track : profile.tracks())
        if (track.info.name == name)
            return &track;
    return nullptr;
}

// "busy NS\nsleeper NS\n", as cpu_target writes it.
std::map<QString, double> ownCpuNs(const QString &path)
{
    std::map<QString, double> figures;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return figures;
    for (const QByteArray &line : file.readAll().split('\n'))
        if (const QList<QByteArray> fields = line.split(' '); fields.size() == 2)
            figures[QString::fromLatin1(fields[0])] = fields[1].toDouble();
    return figures;
}

std::size_t samplesIn(const SampleTrack &samples, ThreadState state)
{
    std::size_t count = 0;
    for (std::uint32_t i = 0; i < samples.size(); ++i)
        count += samples.state(i) == state;
    return count;
}

} // namespace

class TestSamplerCpu : public QObject
{
    Q_OBJECT
private slots:
    void busyAndSleepingThreads();
};

void TestSamplerCpu::busyAndSleepingThreads()
{
    QTemporaryDir dir;
    const QString ownFile = dir.filePath(QStringLiteral("own.txt"));
    const QString output = dir.filePath(QStringLiteral("recording.json"));
    SamplerOptions options;
    options.command = {QStringLiteral(CPU_TARGET), QStringLiteral("2"), ownFile};
    options.durationSeconds = 30;
    ProcessRecorder recorder(options, output);
    QSignalSpy finished(&recorder, &LiveSource::finished);
    recorder.start();
    QVERIFY(finished.wait(60000));
    QVERIFY2(finished.first().first().toString().isEmpty(), qPrintable(finished.first().first().toString()));
    const ProfilePtr profile = recorder.snapshot();
    const std::map<QString, double> ownNs = ownCpuNs(ownFile);
    QCOMPARE(ownNs.size(), std::size_t(2));

    const Track *busy = trackNamed(*profile, QStringLiteral("busy"));
    const Track *sleeper = trackNamed(*profile, QStringLiteral("sleeper"));
    QVERIFY(busy && sleeper);
    for (const Track *track : {busy, sleeper}) {
        QVERIFY(track->samples.hasCpu() && track->samples.hasStates());
        QVERIFY(track->samples.size() >= 150); // 2 s at 101 Hz
    }
    const auto wallNs = [](const SampleTrack &s) { return double(s.maxTime() - s.minTime()) / double(kPsPerNs); };
    const double busyNs = double(busy->samples.cpuTotalNs()), sleeperNs = double(sleeper->samples.cpuTotalNs());
    const QString figures = QStringLiteral("busy %1 ms of %2 ms (own clock %3 ms), sleeper %4 ms of %5 ms (own clock %6 ms)")
                                .arg(busyNs / 1e6).arg(wallNs(busy->samples) / 1e6).arg(ownNs.at(QStringLiteral("busy")) / 1e6)
                                .arg(sleeperNs / 1e6).arg(wallNs(sleeper->samples) / 1e6).arg(ownNs.at(QStringLiteral("sleeper")) / 1e6);
    qInfo().noquote() << figures;
    for (const Track *track : {busy, sleeper})
        qInfo().noquote() << track->info.name << "running" << samplesIn(track->samples, ThreadState::Running) << "sleeping"
                          << samplesIn(track->samples, ThreadState::Sleeping) << "other"
                          << track->samples.size() - samplesIn(track->samples, ThreadState::Running) - samplesIn(track->samples, ThreadState::Sleeping);
    // The figures add up to what the thread's own clock counted, less its
    // last moments after its last sample (a period at most) and the
    // scheduler statistics' lag behind a running thread (a scheduler tick).
    const double own = ownNs.at(QStringLiteral("busy"));
    QVERIFY2(busyNs <= own + 5e6 && busyNs >= own - 25e6, qPrintable(figures));
    // The sleeper under 5 % of a core; the busy thread over 60 % of one, as
    // far as the machine gave it the core (its own clock says how far).
    QVERIFY2(sleeperNs < 0.05 * wallNs(sleeper->samples), qPrintable(figures));
    QVERIFY2(busyNs > 0.6 * std::min(own, wallNs(busy->samples)), qPrintable(figures));
    // States read before the sampler stops a thread: its own, never
    // "stopped". The sleeper is "R" now and then: woken, it waits for a
    // core as long as the machine is busy (a fifth of its samples seen).
    QVERIFY2(samplesIn(busy->samples, ThreadState::Running) > busy->samples.size() * 9 / 10, qPrintable(figures));
    QVERIFY2(samplesIn(sleeper->samples, ThreadState::Sleeping) > sleeper->samples.size() * 2 / 3, qPrintable(figures));
    const Track *reader = trackNamed(*profile, QStringLiteral("reader"));
    QVERIFY(reader);
    QVERIFY2(double(reader->samples.cpuTotalNs()) < 0.05 * wallNs(reader->samples), qPrintable(figures));
    QCOMPARE(samplesIn(busy->samples, ThreadState::Stopped) + samplesIn(sleeper->samples, ThreadState::Stopped), std::size_t(0));

    // The saved recording reads back with the same figures, sample by sample.
    const LoadResult saved = ProfileLoader::load(output);
    QVERIFY2(saved.profile, saved.error ? qPrintable(saved.error->message) : "no profile");
    for (const Track &track : profile->tracks()) {
        const Track *back = trackNamed(*saved.profile, track.info.name);
        QVERIFY(back);
        QCOMPARE(back->samples.size(), track.samples.size());
        QVERIFY(std::equal(track.samples.cpuColumn().begin(), track.samples.cpuColumn().end(), back->samples.cpuColumn().begin(),
                           back->samples.cpuColumn().end()));
        QVERIFY(std::equal(track.samples.stateColumn().begin(), track.samples.stateColumn().end(), back->samples.stateColumn().begin(),
                           back->samples.stateColumn().end()));
    }
}

QTEST_GUILESS_MAIN(TestSamplerCpu)
#include "tst_samplercpu.moc"
