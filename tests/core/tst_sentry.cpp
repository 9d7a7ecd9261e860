// Sentry beyond the basic sample format: envelopes, pre-V1 drafts, measurements,
// real-world id and time quirks, and the writer's round trip (fixtures and corpus).
#include "CorpusDir.h"
#include "SentryFixtures.h"
#include "io/ReadContext.h"
#include "formats/sentry/SentryWriter.h"
#include "io/Gzip.h"
#include "formats/ProfileLoader.h"
#include "formats/ProfileSaver.h"

#include <QDirIterator>
#include <QTemporaryDir>
#include <QtTest>

using namespace hg;
using namespace hg::test;

namespace {

LoadResult loadBytes(const QByteArray &bytes, const QString &name = QStringLiteral("fixture.json"))
{
    return ProfileLoader::loadData(bytes, name);
}

// Every sample as "thread|time|root;...;leaf", sorted: what a round trip keeps.
QStringList sampleFingerprints(const Profile &p)
{
    QStringList out;
    for (const Track &t : p.tracks()) {
        const QString thread = t.info.externalId.isEmpty() ? t.info.name : t.info.externalId;
        for (std::uint32_t i = 0; i < t.samples.size(); ++i) {
            QStringList frames;
            for (StackId s = t.samples.stack(i); s != kNoId; s = p.stacks().parent(s)) {
                const Frame &f = p.frames()[p.stacks().frame(s)];
                frames.prepend(QStringLiteral("%1@%2:%3:%4:%5").arg(p.frameName(p.stacks().frame(s)),
                    p.strings().string(f.file), QString::number(f.line), p.strings().string(f.module),
                    QString::number(f.flags)));
            }
            out << QStringLiteral("%1|%2|%3").arg(thread).arg(t.samples.time(i)).arg(frames.join(QLatin1Char(';')));
        }
    }
    out.sort();
    return out;
}

ProfilePtr writeAndRead(const Profile &p)
{
    const QByteArray written = SentryWriter::write(p, ReadContext());
    const LoadResult r = loadBytes(written, QStringLiteral("written.sentry.json"));
    if (!r.profile)
        qWarning("%s", qPrintable(r.error->toString()));
    return r.profile;
}

} // namespace

class TestSentry : public QObject
{
    Q_OBJECT
private slots:
    void envelopeItemsWithAndWithoutLength()
    {
        const LoadResult r = loadBytes(kEnvelope, QStringLiteral("x.envelope"));
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        QCOMPARE(r.profile->sampleCount(), std::size_t(2));
        QCOMPARE(r.profile->tracks()[0].info.externalId, QStringLiteral("7"));
        QCOMPARE(r.profile->metadataString("transaction_name"), QStringLiteral("checkout"));
        QCOMPARE(r.profile->metadataString("event.trace_id"), QStringLiteral("t"));
        // Gzip-compressed envelopes open the same way.
        const LoadResult z = loadBytes(Gzip::compress(QByteArray(kEnvelope)), QStringLiteral("x.envelope.gz"));
        QVERIFY(z.profile && z.profile->sampleCount() == 2);
    }

    void envelopeErrorsSayWhere()
    {
        QByteArray noProfile = "{\"event_id\":\"e\"}\n{\"type\":\"event\"}\n{}\n";
        LoadResult r = loadBytes(noProfile, QStringLiteral("x.envelope"));
        QVERIFY(!r.profile);
        QVERIFY2(r.error->message.contains(QStringLiteral("no profile")) && r.error->message.contains(QStringLiteral("event")),
                 qPrintable(r.error->message));
        QByteArray tooLong = "{\"event_id\":\"e\"}\n{\"type\":\"profile\",\"length\":999}\n{}\n";
        r = loadBytes(tooLong, QStringLiteral("x.envelope"));
        QVERIFY(!r.profile);
        QCOMPARE(r.error->line, 2);
        // A broken profile payload is located in the envelope, not in the item.
        QByteArray broken = "{\"event_id\":\"e\"}\n{\"type\":\"profile\"}\n{\"profile\":{\"samples\":[}\n";
        r = loadBytes(broken, QStringLiteral("x.envelope"));
        QVERIFY(!r.profile);
        QCOMPARE(r.error->line, 3);
    }

    void legacyDraftWithInlineFramesAndEncodedProfile()
    {
        const LoadResult r = loadBytes(kLegacyInline);
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        const Profile &p = *r.profile;
        QCOMPARE(p.tracks().size(), std::size_t(2));
        // The main queue's thread goes first, named by its queue.
        QCOMPARE(p.tracks()[0].info.name, QStringLiteral("com.apple.main-thread (thread 259)"));
        QCOMPARE(p.tracks()[0].info.threadId, qint64(259));
        const StackId leaf = p.tracks()[0].samples.stack(0);
        QCOMPARE(p.frameName(p.stacks().frame(leaf)), QStringLiteral("leaf"));
        QCOMPARE(p.frameName(p.stacks().frame(p.stacks().parent(leaf))), QStringLiteral("root"));
        QCOMPARE(p.metadataString("transaction_name"), QStringLiteral("Launch"));
    }

    void measurementsHexThreadsAndBackwardTimes()
    {
        const LoadResult r = loadBytes(kMeasured);
        QVERIFY(r.profile);
        const Profile &p = *r.profile;
        QCOMPARE(p.tracks()[0].info.externalId, QStringLiteral("0x20")); // the active thread
        QCOMPARE(p.tracks()[0].info.threadId, qint64(0x20));
        QCOMPARE(p.tracks()[0].samples.time(0), 1000 * kPsPerNs);     // sorted
        QVERIFY(p.diagnostics().messages().filter(QStringLiteral("earlier than the sample before")).size() == 1);
        QCOMPARE(p.counters().size(), std::size_t(1));
        const CounterSeries &cpu = p.counters()[0];
        QCOMPARE(cpu.name, QStringLiteral("cpu_usage"));
        QCOMPARE(cpu.unit, QStringLiteral("percent"));
        QCOMPARE(cpu.values, (std::vector<double>{10, 42.5}));
        QCOMPARE(cpu.times, (std::vector<TimePs>{1000 * kPsPerNs, 2000 * kPsPerNs}));
        const Frame &f = p.frames()[p.stacks().frame(p.tracks()[0].samples.stack(0))];
        QVERIFY(f.flags & Frame::NotInApp);
        QCOMPARE(p.strings().string(f.module), QStringLiteral("p")); // package stands in for module
    }

    void writerRoundTripKeepsSamplesStacksFramesThreads()
    {
        for (const char *fixture : {kSentryV1, kMeasured, kLegacyInline, kSentryV2Chunk}) {
            const LoadResult first = loadBytes(fixture);
            QVERIFY(first.profile);
            const ProfilePtr second = writeAndRead(*first.profile);
            QVERIFY(second);
            QCOMPARE(sampleFingerprints(*second), sampleFingerprints(*first.profile));
            QCOMPARE(second->counters().size(), first.profile->counters().size());
            for (std::size_t t = 0; t < first.profile->tracks().size(); ++t)
                QCOMPARE(second->tracks()[t].info.name, first.profile->tracks()[t].info.name);
        }
        // What Relay requires is present even when the source had none of it.
        const ProfilePtr chunk = writeAndRead(*loadBytes(kSentryV2Chunk).profile);
        QVERIFY2(chunk->diagnostics().empty(), qPrintable(chunk->diagnostics().messages().join(QLatin1Char('|'))));
    }

    void saverPicksTheWriterAndRefusesWhatDoesNotFit()
    {
        QTemporaryDir dir;
        const ProfilePtr p = loadBytes(kSentryV1).profile;
        const QString out = dir.filePath(QStringLiteral("out.sentry.json.gz"));
        const SaveResult saved = ProfileSaver::save(*p, out);
        QVERIFY2(saved.error.isEmpty(), qPrintable(saved.error));
        const LoadResult back = ProfileLoader::load(out);
        QVERIFY(back.profile && back.profile->sampleCount() == p->sampleCount());
        const SaveResult unknown = ProfileSaver::save(*p, dir.filePath(QStringLiteral("out.xyz")));
        QVERIFY(unknown.error.contains(QStringLiteral("out.xyz")) && unknown.error.contains(QStringLiteral("sentry")));
    }

    void corpusRoundTripAndExactCounts()
    {
        const QString root = QStringLiteral(HG_CORPUS_DIR "/sentry");
        HG_CORPUS_FILE_OR_SKIP(root);
        QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
        int roundTrips = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            const LoadResult r = ProfileLoader::load(path);
            if (!r.profile || r.profile->sampleCount() == 0)
                continue;
            const ProfilePtr again = writeAndRead(*r.profile);
            QVERIFY2(again, qPrintable(path));
            QVERIFY2(sampleFingerprints(*again) == sampleFingerprints(*r.profile), qPrintable(path));
            ++roundTrips;
        }
        QVERIFY(roundTrips >= 10);
        // The 2.4 MB iOS draft: 425 samples on 11 threads, main thread first.
        const LoadResult cocoa = ProfileLoader::load(root + QStringLiteral("/legacy/vroom__test_data_cocoa_legacy.json"));
        QVERIFY(cocoa.profile);
        QCOMPARE(cocoa.profile->sampleCount(), std::size_t(425));
        QCOMPARE(cocoa.profile->tracks().size(), std::size_t(11));
        QCOMPARE(cocoa.profile->tracks()[0].info.threadId, qint64(259));
        QCOMPARE(cocoa.profile->tracks()[0].samples.size(), std::size_t(52));
        // The PHP envelope: the profile item after a transaction item.
        const LoadResult php = ProfileLoader::load(root + QStringLiteral("/sentry-php__PayloadSerializerTest_transaction_with_profile.envelope"));
        QVERIFY(php.profile);
        QCOMPARE(php.profile->metadataString("transaction.name"), QStringLiteral("GET /"));
    }
};

QTEST_GUILESS_MAIN(TestSentry)
#include "tst_sentry.moc"
