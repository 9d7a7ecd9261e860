// The file a recording is flushed to while it runs (RecordingFile): each
// flush appends what was added, and the file opens after every flush with
// the same samples, stacks, functions and thread names as the recording.
#include "formats/ProfileLoader.h"
#include "formats/ProfileSaver.h"
#include "sampler/RecordingBuffer.h"
#include "sampler/RecordingFile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace hg;

namespace {

constexpr TimePs kPeriod = 9'900'990'000; // 101 Hz

SampledFunction function(const QString &name, std::uint64_t address, bool inApp)
{
    SampledFunction f;
    f.name = name;
    f.module = inApp ? QStringLiteral("app") : QStringLiteral("libc.so.6");
    f.address = address;
    f.inApp = inApp;
    return f;
}

// Per track, "name: root > ... > leaf" for every sample in order.
QStringList samplesOf(const Profile &profile)
{
    QStringList lines;
    for (const Track &track : profile.tracks()) {
        for (std::uint32_t i = 0; i < track.samples.size(); ++i) {
            QStringList names;
            for (StackId s = track.samples.stack(i); s != kNoId; s = profile.stacks().parent(s))
                names.prepend(profile.frameName(profile.stacks().frame(s)));
            lines << track.info.name + QStringLiteral(": ") + names.join(QLatin1String(" > "));
        }
    }
    return lines;
}

QString sourceOf(const Profile &profile, const QString &name)
{
    for (std::size_t i = 0; i < profile.frames().size(); ++i) {
        const Frame &frame = profile.frames()[FrameId(i)];
        if (profile.strings().string(frame.name) == name)
            return frame.line ? QStringLiteral("%1:%2").arg(profile.strings().string(frame.file)).arg(frame.line) : QString();
    }
    return QStringLiteral("no frame");
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestRecordingFile : public QObject
{
    Q_OBJECT
private slots:
    void opensAfterEveryFlushWithWhatWasRecorded();
    void appendsWhatWasAddedOnly();
    void shorterEndIsPadded();
    void failedFlushIsWrittenWholeNextTime();
};

void TestRecordingFile::opensAfterEveryFlushWithWhatWasRecorded()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("recording.json"));
    RecordingBuffer buffer;
    buffer.setTarget({4242, QStringLiteral("demo --fast"), 101, 1'700'000'000'000'000'000});
    const std::uint32_t main = buffer.addFunction(function(QStringLiteral("main"), 0x1000, true));
    const std::uint32_t work = buffer.addFunction(function(QStringLiteral("work(int)"), 0x1100, true));
    const std::uint32_t read = buffer.addFunction(function(QStringLiteral("read"), 0x7000, false));
    buffer.setThreadName(4242, QStringLiteral("demo"));
    buffer.setThreadName(4243, QStringLiteral("worker-with-a-long-name"));
    for (int i = 0; i < 50; ++i) {
        buffer.addSample(4242, i * kPeriod, std::vector<std::uint32_t>{read, main});
        buffer.addSample(4243, i * kPeriod, std::vector<std::uint32_t>{work, main});
    }
    RecordingFile file(path);
    QCOMPARE(file.flush(buffer), QString());
    LoadResult loaded = ProfileLoader::load(path);
    QVERIFY2(loaded.profile, loaded.error ? qPrintable(loaded.error->message) : "");
    QCOMPARE(samplesOf(*loaded.profile), samplesOf(*buffer.toProfile()));
    const QString eventId = loaded.profile->metadataString("event_id");
    QCOMPARE(eventId.size(), 32);

    // New functions and stacks, a source line found later, a thread that
    // renamed itself, a new thread, and a sample whose walk found nothing.
    const std::uint32_t inner = buffer.addFunction(function(QStringLiteral("inner()"), 0x1200, true));
    buffer.setFunctionSource(work, QStringLiteral("/src/demo.cpp"), 42);
    buffer.setThreadName(4243, QStringLiteral("w1"));
    buffer.setThreadName(4244, QStringLiteral("late"));
    for (int i = 50; i < 80; ++i) {
        buffer.addSample(4242, i * kPeriod, std::vector<std::uint32_t>{read, main});
        buffer.addSample(4243, i * kPeriod, std::vector<std::uint32_t>{inner, work, main});
        buffer.addSample(4244, i * kPeriod, std::vector<std::uint32_t>{main});
    }
    buffer.addSample(4242, 80 * kPeriod, std::vector<std::uint32_t>{});
    QCOMPARE(file.flush(buffer), QString());
    loaded = ProfileLoader::load(path);
    QVERIFY2(loaded.profile, loaded.error ? qPrintable(loaded.error->message) : "");
    QCOMPARE(samplesOf(*loaded.profile), samplesOf(*buffer.toProfile()));
    QCOMPARE(loaded.profile->sampleCount(), std::size_t(50 * 2 + 30 * 3 + 1));
    QCOMPARE(sourceOf(*loaded.profile, QStringLiteral("work(int)")), QStringLiteral("/src/demo.cpp:42"));
    QCOMPARE(loaded.profile->metadataString("transaction.name"), QStringLiteral("demo --fast"));

    // A flush with nothing new leaves it whole too.
    QCOMPARE(file.flush(buffer), QString());
    QCOMPARE(ProfileLoader::load(path).profile->sampleCount(), std::size_t(191));

    // The final save writes the usual layout over it: the same recording.
    QVERIFY(ProfileSaver::save(*buffer.toProfile(), path, QStringLiteral("sentry")).error.isEmpty());
    loaded = ProfileLoader::load(path);
    QCOMPARE(samplesOf(*loaded.profile), samplesOf(*buffer.toProfile()));
    QCOMPARE(loaded.profile->metadataString("event_id"), eventId); // one recording, one id
}

void TestRecordingFile::appendsWhatWasAddedOnly()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("long.json"));
    RecordingBuffer buffer;
    buffer.setTarget({7, QStringLiteral("long"), 101, 0});
    std::vector<std::uint32_t> functions;
    for (int i = 0; i < 20; ++i)
        functions.push_back(buffer.addFunction(function(QStringLiteral("f%1").arg(i), 0x1000 + i * 16, true)));
    const auto addSamples = [&](int from, int to) {
        for (int i = from; i < to; ++i)
            buffer.addSample(7 + i % 4, i * kPeriod, std::vector<std::uint32_t>{functions[i % 20], functions[0]});
    };
    addSamples(0, 20'000);
    RecordingFile file(path);
    QCOMPARE(file.flush(buffer), QString());
    const QByteArray before = contents(path);
    addSamples(20'000, 20'100);
    QCOMPARE(file.flush(buffer), QString());
    const QByteArray after = contents(path);
    // What was there stays, up to its last sample; the flush wrote about the
    // new samples' worth, not the file again.
    const qsizetype samplesEnd = before.indexOf("],\"stacks\"");
    QVERIFY(samplesEnd > 0);
    QCOMPARE(after.left(samplesEnd), before.left(samplesEnd));
    QVERIFY2(file.lastWriteBytes() < after.size() / 20,
             qPrintable(QStringLiteral("%1 of %2 bytes").arg(file.lastWriteBytes()).arg(after.size())));
    QCOMPARE(ProfileLoader::load(path).profile->sampleCount(), std::size_t(20'100));
}

void TestRecordingFile::shorterEndIsPadded()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("renamed.json"));
    RecordingBuffer buffer;
    buffer.setTarget({9, QStringLiteral("renamer"), 101, 0});
    const std::uint32_t main = buffer.addFunction(function(QStringLiteral("main"), 0x1000, true));
    buffer.setThreadName(9, QStringLiteral("a-rather-long-thread-name"));
    buffer.addSample(9, 0, std::vector<std::uint32_t>{main});
    RecordingFile file(path);
    QCOMPARE(file.flush(buffer), QString());
    const qsizetype size = contents(path).size();
    buffer.setThreadName(9, QStringLiteral("t"));
    QCOMPARE(file.flush(buffer), QString()); // no new sample, a shorter end
    QCOMPARE(contents(path).size(), size);
    const LoadResult loaded = ProfileLoader::load(path);
    QVERIFY2(loaded.profile, loaded.error ? qPrintable(loaded.error->message) : "");
    QCOMPARE(loaded.profile->tracks().front().info.name, QStringLiteral("t"));
}

void TestRecordingFile::failedFlushIsWrittenWholeNextTime()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("blocked.json"));
    QVERIFY(QDir().mkpath(path)); // a folder where the file should go: it cannot be opened
    RecordingBuffer buffer;
    buffer.setTarget({5, QStringLiteral("blocked"), 101, 0});
    const std::uint32_t main = buffer.addFunction(function(QStringLiteral("main"), 0x1000, true));
    for (int i = 0; i < 10; ++i)
        buffer.addSample(5, i * kPeriod, std::vector<std::uint32_t>{main});
    RecordingFile file(path);
    const QString error = file.flush(buffer);
    QVERIFY2(error.startsWith(path + QStringLiteral(": cannot write: ")), qPrintable(error));
    QVERIFY(QDir(path).removeRecursively());
    for (int i = 10; i < 15; ++i)
        buffer.addSample(5, i * kPeriod, std::vector<std::uint32_t>{main});
    QCOMPARE(file.flush(buffer), QString());
    QCOMPARE(ProfileLoader::load(path).profile->sampleCount(), std::size_t(15)); // none lost

    // A write that fails once the file is open (the disk is full): the next
    // flush writes everything again.
    const QString full = dir.filePath(QStringLiteral("full.json"));
    QVERIFY(QFile::link(QStringLiteral("/dev/full"), full));
    RecordingFile fullFile(full);
    QVERIFY(fullFile.flush(buffer).startsWith(full + QStringLiteral(": cannot write: ")));
    QVERIFY(QFile::remove(full));
    buffer.addSample(5, 15 * kPeriod, std::vector<std::uint32_t>{main});
    QCOMPARE(fullFile.flush(buffer), QString());
    QCOMPARE(ProfileLoader::load(full).profile->sampleCount(), std::size_t(16));
}

QTEST_GUILESS_MAIN(TestRecordingFile)
#include "tst_recordingfile.moc"
