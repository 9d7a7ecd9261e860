// XPlane (XSpace protobuf): the wire decoder, every stat kind, plane order,
// time origin, partial overlaps, truncated and corrupted input, the writer's
// round trip and the corpus files' exact counts.
#include "CorpusDir.h"
#include "io/ReadContext.h"
#include "io/ReadError.h"
#include "XPlaneFixtures.h"
#include "formats/xplane/OpStats.h"
#include "formats/xplane/StepMarkers.h"
#include "formats/xplane/XPlaneConsumedInput.h"
#include "formats/ProtoCursor.h"
#include "formats/ProtoWriter.h"
#include "formats/xplane/XPlaneFormat.h"
#include "formats/xplane/XPlaneReader.h"
#include "formats/xplane/XPlaneWriter.h"
#include "formats/FormatRegistry.h"
#include "formats/ProfileLoader.h"
#include "model/ProfileBuilder.h"

#include <QtTest>
#include <random>

using namespace hg;

namespace {

LoadResult load(const QByteArray &bytes) { return ProfileLoader::loadData(bytes, QStringLiteral("fixture.xplane.pb")); }

QString stats(const Profile &p, const Track &t, std::uint32_t span)
{
    QStringList out;
    for (const AttributeTable::Entry &e : t.spanAttributes.of(span))
        out << p.strings().string(e.key) + QLatin1Char('=') + attributeText(p.strings(), e.value);
    return out.join(QLatin1Char(','));
}

// Every event with its line, time, frame and stats, sorted: what a round trip keeps.
QStringList fingerprint(const Profile &p)
{
    QStringList out;
    for (const Track &t : p.tracks())
        for (std::uint32_t i = 0; i < t.spans.size(); ++i)
            out << QStringLiteral("%1|%2|%3|%4|%5|%6").arg(t.info.group, t.info.name).arg(t.spans.start(i)).arg(t.spans.duration(i))
                       .arg(p.frameName(t.spans.frame(i)), stats(p, t, i));
    out.sort();
    return out;
}

} // namespace

class TestXPlane : public QObject
{
    Q_OBJECT
private slots:
    void varintsOfEveryLengthDecode()
    {
        // Every length from 1 to 10 bytes, read with room after the number (the
        // one-load fast path) and as the last bytes of the input (byte by byte),
        // inside a message that ends right after the number.
        std::mt19937_64 rng(11);
        for (int bits = 0; bits <= 64; ++bits) {
            for (int round = 0; round < 20; ++round) {
                const std::uint64_t value = bits == 0 ? 0 : (rng() >> (64 - bits)) | (std::uint64_t(1) << (bits - 1));
                ProtoWriter inner;
                inner.uint64(1, value);
                ProtoWriter outer;
                outer.message(1, inner);
                for (const int trailing : {0, 16}) {
                    std::string bytes(outer.view());
                    bytes.append(std::size_t(trailing), char(0x08)); // more fields after the message
                    ProtoCursor c(bytes, 0);
                    c.field();
                    ProtoCursor m = c.message();
                    m.field();
                    QCOMPARE(m.varint(), value);
                    QVERIFY(m.atEnd());
                }
            }
        }
        // A number that would run past its message, though the bytes after it
        // look like its continuation, is an error at its offset.
        const std::string bytes("\x0a\x02\x08\x81\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01", 14);
        ProtoCursor c(bytes, 0);
        c.field();
        ProtoCursor m = c.message();
        m.field();
        QVERIFY_THROWS_EXCEPTION(ReadError, m.varint());
    }

    void probesXSpaceOnly()
    {
        QVERIFY(XPlaneReader::probe(xplanefixture::space().first(64)) >= 50);
        QCOMPARE(XPlaneReader::probe(QByteArrayView("{\"version\":\"1\"}")), 0);
        QCOMPARE(XPlaneReader::probe(QByteArrayView("Minecraft\n    Full Server Tick Time: 1")), 0);
        const LoadResult r = load(xplanefixture::space());
        QCOMPARE(r.formatId, QStringLiteral("xplane"));
    }

    void probeReadsTheFirstPlaneOnly()
    {
        // A small pprof profile: its sample type (field 1, like a plane) holds
        // varints 1 and 2, and its string table names an XPlane thread. A
        // field 2 of wire type 0 is no plane name: not an XSpace at all.
        ProtoWriter valueType;
        valueType.int64(1, 1);
        valueType.int64(2, 2);
        ProtoWriter sample;
        sample.bytes(1, std::string_view("\x01", 1));
        sample.bytes(2, std::string_view("\x05", 1));
        ProtoWriter location;
        location.uint64(1, 1);
        ProtoWriter pprof;
        pprof.message(1, valueType);
        pprof.message(2, sample);
        pprof.message(4, location);
        for (const std::string_view s : {"", "cpu", "nanoseconds", "/host:CPU", "/device:GPU:0"})
            pprof.bytes(6, s);
        QCOMPARE(XPlaneReader::probe(pprof.buffer()), 0);
        QCOMPARE(FormatRegistry::instance().detect(pprof.buffer(), QStringLiteral("x.pprof"))->id, QStringLiteral("pprof"));
        QCOMPARE(FormatRegistry::instance().detect(pprof.buffer(), QStringLiteral("x"))->id, QStringLiteral("pprof"));

        // The first plane's own name decides how sure the probe is, even when
        // the head ends inside the plane; a name elsewhere does not count.
        auto spaceWith = [](std::string_view name) {
            ProtoWriter plane;
            plane.int64(1, 3);
            plane.bytes(2, name);
            plane.bytes(3, std::string(2000, '\0'));
            ProtoWriter space;
            space.message(1, plane);
            return space.take();
        };
        QCOMPARE(XPlaneReader::probe(spaceWith("/host:CPU").first(1024)), 90);
        QCOMPARE(XPlaneReader::probe(spaceWith("/device:TPU:0").first(20)), 90);
        QCOMPARE(XPlaneReader::probe(spaceWith("Task Environment").first(1024)), 50);
        QCOMPARE(XPlaneReader::probe(spaceWith("Task Environment /host:CPU").first(1024)), 50);
    }

    void readsPlanesLinesEventsAndStats()
    {
        const LoadResult r = load(xplanefixture::space());
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        const Profile &p = *r.profile;
        // Devices first, then the host; the metadata plane is kept, empty.
        QCOMPARE(p.tracks().size(), std::size_t(3));
        QCOMPARE(p.tracks()[0].info.group, QStringLiteral("worker-0 /device:GPU:0"));
        QCOMPARE(p.tracks()[0].info.name, QStringLiteral("Stream #7(Kernel)"));
        QCOMPARE(p.tracks()[1].info.group, QStringLiteral("worker-0 /host:CPU"));
        QCOMPARE(p.tracks()[1].info.name, QStringLiteral("python"));
        QCOMPARE(p.tracks()[1].info.externalId, QStringLiteral("-42"));
        QCOMPARE(p.tracks()[2].info.group, QStringLiteral("worker-0 /host:metadata"));
        QVERIFY(p.tracks()[2].spans.empty());
        QCOMPARE(p.metadataString("planes"), QStringLiteral("3"));
        QCOMPARE(p.metadataString("lines"), QStringLiteral("2"));
        QCOMPARE(p.metadataString("events"), QStringLiteral("4"));
        QCOMPARE(p.metadataString("hostname"), QStringLiteral("worker-0"));

        // Time zero is the earliest line timestamp (0, the GPU line): the
        // host line starts 2000 ns = 2'000'000 ps later.
        const Track &gpu = p.tracks()[0];
        QCOMPARE(gpu.spans.size(), 1u);
        QCOMPARE(gpu.spans.start(0), TimePs(3000));
        QCOMPARE(p.frameName(gpu.spans.frame(0)), QStringLiteral("fusion.12"));
        QCOMPARE(stats(p, gpu, 0), QStringLiteral("bytes_accessed=1048576,flops=1500000000,kernel_details=grid:128 block:256,"
                                                  "opaque=3 bytes: 01 00 ff,hlo_category=hlo_category: convolution"));
        const std::optional<AttributeValue> ref = gpu.spanAttributes.findNamed(0, p.strings(), "hlo_category");
        QVERIFY(ref && ref->kind == AttributeValue::Kind::Ref);
        // Metadata stats and child ids belong to the event's frame.
        const FrameId fusion = gpu.spans.frame(0);
        QCOMPARE(attributeText(p.strings(), *p.frameAttributes().findNamed(fusion, p.strings(), "program_id")), QStringLiteral("4096"));
        QCOMPARE(attributeText(p.strings(), *p.frameAttributes().findNamed(fusion, p.strings(), "child_id")), QStringLiteral("4"));
        // The device's stats, on its line.
        QCOMPARE(attributeText(p.strings(), *gpu.attributes.findNamed(0, p.strings(), "plane.core_count")), QStringLiteral("80"));

        const Track &host = p.tracks()[1];
        QCOMPARE(host.spans.size(), 3u);
        QCOMPARE(host.spans.rowCount(), 2u);
        QCOMPARE(host.spans.start(0), TimePs(2'000'000));
        QCOMPARE(p.frameName(host.spans.frame(1)), QStringLiteral("jit_fn")); // the display name
        QCOMPARE(attributeText(p.strings(), *p.frameAttributes().findNamed(host.spans.frame(1), p.strings(), "event_name")),
                 QStringLiteral("jit_fn(xyz)"));
        QCOMPARE(stats(p, host, 1), QStringLiteral("step_num=-7"));
        // The event that outlives its parent is kept, at its real length.
        QCOMPARE(host.spans.duration(2), TimePs(3'000'000));
        // The profiler's own warning and the partial overlap.
        QCOMPARE(p.diagnostics().count(), std::size_t(2));
    }

    // The file's bytes go back once every line before them is decoded,
    // whatever order the lines finish in.
    void consumedInputFollowsTheFirstLineNotDecoded()
    {
        const char file[160] = {};
        std::vector<const char *> released;
        ReadContext context;
        context.onInputConsumed = [&](const char *upTo) { released.push_back(upTo); };
        XPlaneConsumedInput consumed(file, context, {100, 0, 50});
        consumed.lineDone(50); // the line at 0 still holds everything
        QVERIFY(released.empty());
        consumed.lineDone(0);
        QCOMPARE(released, std::vector<const char *>{file + 100});
        consumed.lineDone(100); // the last: what follows is the reader's to release
        consumed.lineDone(7);   // no line starts there
        QCOMPARE(released, std::vector<const char *>{file + 100});
    }

    // The reader releases the file as it goes, and all of it at the end;
    // what it reads is the same as without the release.
    void readerReleasesTheFileBehindItsLines()
    {
        const QByteArray bytes = xplanefixture::space();
        std::vector<const char *> released;
        ReadContext context;
        context.onInputConsumed = [&](const char *upTo) { released.push_back(upTo); };
        ProfileBuilder builder(XPlaneFormat::id);
        XPlaneReader::read(bytes, builder, context);
        const ProfilePtr profile = builder.build();
        QVERIFY(!released.empty());
        QVERIFY(std::is_sorted(released.begin(), released.end()));
        QCOMPARE(released.back(), bytes.constData() + bytes.size());
        const LoadResult plain = load(bytes);
        QVERIFY(plain.profile);
        QCOMPARE(fingerprint(*profile), fingerprint(*plain.profile));
    }

    void opStatsAggregateByNameWithSelfTime()
    {
        const LoadResult r = load(xplanefixture::space());
        QVERIFY(r.profile);
        const OpStats stats = OpStats::compute(*r.profile, {});
        QCOMPARE(stats.planes().size(), std::size_t(2)); // the metadata plane has no events
        const OpStats::Plane &host = stats.planes()[1];
        QCOMPARE(host.name, QStringLiteral("worker-0 /host:CPU"));
        QCOMPARE(host.ops.size(), std::size_t(2));
        // train_step: 10 µs, of which 2 + 3 µs in the events nested in it.
        const OpStats::Op &step = host.ops[1].count == 1 ? host.ops[1] : host.ops[0];
        const OpStats::Op &jit = host.ops[1].count == 1 ? host.ops[0] : host.ops[1];
        QCOMPARE(r.profile->strings().string(step.name), QStringLiteral("train_step"));
        QCOMPARE(step.total, TimePs(10'000'000));
        QCOMPARE(step.self, TimePs(5'000'000));
        QCOMPARE(jit.count, std::uint64_t(2));
        QCOMPARE(jit.total, TimePs(5'000'000));
        QCOMPARE(jit.min, TimePs(2'000'000));
        QCOMPARE(jit.max, TimePs(3'000'000));
        QCOMPARE(host.self, TimePs(10'000'000));
        // Only the chosen tracks count.
        QCOMPARE(OpStats::compute(*r.profile, {TrackId(0)}).planes().size(), std::size_t(1));
    }

    void writerRoundTrips()
    {
        const LoadResult r = load(xplanefixture::space());
        QVERIFY(r.profile);
        const QByteArray written = XPlaneWriter::write(*r.profile, ReadContext());
        const LoadResult again = load(written);
        QVERIFY2(again.profile, again.error ? qPrintable(again.error->toString()) : "");
        QCOMPARE(fingerprint(*again.profile), fingerprint(*r.profile));
        QCOMPARE(again.profile->tracks().size(), r.profile->tracks().size());
        QCOMPARE(again.profile->metadataString("warning"), QStringLiteral("1 event was dropped"));
        QCOMPARE(again.profile->frameAttributes().size(), r.profile->frameAttributes().size());
        QCOMPARE(attributeText(again.profile->strings(), *again.profile->tracks()[0].attributes.findNamed(0, again.profile->strings(), "plane.core_count")),
                 QStringLiteral("80"));
    }

    void writesAnySpanProfile()
    {
        ProfileBuilder b(QStringLiteral("miniprofiler"));
        TrackInfo info;
        info.name = QStringLiteral("GET /");
        info.group = QStringLiteral("web-1");
        const TrackId t = b.addTrack(info);
        b.addSpan(t, 0, 1000, b.addFrame("request"));
        b.addSpan(t, 100, 500, b.addFrame("sql"));
        const ProfilePtr p = b.build();
        QVERIFY(XPlaneWriter::cannotWriteReason(*p).isEmpty());
        const LoadResult r = load(XPlaneWriter::write(*p, ReadContext()));
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        QCOMPARE(r.profile->spanCount(), std::size_t(2));
        QCOMPARE(r.profile->tracks()[0].info.group, QStringLiteral("web-1"));
        QCOMPARE(r.profile->tracks()[0].spans.rowCount(), 2u);
    }

    void writtenLinesOfAPlaneHaveTheirOwnIds()
    {
        // Lines of one id are one timeline (xplane.proto): tracks of one
        // group without a thread id of their own (two traces, a request and
        // its client timings) must not all be written as line 0, and a
        // thread keeps its id only where no other line of the plane has it.
        ProfileBuilder b(QStringLiteral("traceactor"));
        auto add = [&b](const char *name, qint64 thread) {
            TrackInfo info;
            info.name = QString::fromLatin1(name);
            info.group = QStringLiteral("web-1");
            info.threadId = thread;
            const TrackId t = b.addTrack(info);
            b.addSpan(t, 0, 1000, b.addFrame(name));
        };
        add("page load", -1);
        add("render", -1);
        add("worker", 1);
        add("worker again", 1);
        add("main", 0);
        const ProfilePtr p = b.build();
        const LoadResult r = load(XPlaneWriter::write(*p, ReadContext()));
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        QMap<QString, qint64> lineIds;
        for (const Track &t : r.profile->tracks())
            lineIds[t.info.name] = t.info.threadId;
        const QMap<QString, qint64> expected = {{QStringLiteral("main"), 0}, {QStringLiteral("worker"), 1},
                                                {QStringLiteral("page load"), 2}, {QStringLiteral("render"), 3},
                                                {QStringLiteral("worker again"), 4}};
        QCOMPARE(lineIds, expected);
        // Lines read from an XPlane keep their ids, shared or not.
        const LoadResult again = load(XPlaneWriter::write(*r.profile, ReadContext()));
        QVERIFY(again.profile);
        for (const Track &t : again.profile->tracks())
            QCOMPARE(t.info.threadId, expected.value(t.info.name));
    }

    void truncatedOrCorruptedInputErrsWithAnOffset()
    {
        const QByteArray bytes = xplanefixture::space();
        // Every prefix either reads (it ends on a field boundary) or names
        // the byte where it broke; never a crash or a bogus allocation.
        for (qsizetype n = 1; n < bytes.size(); ++n) {
            const LoadResult r = load(bytes.first(n));
            if (r.error) {
                QVERIFY2(r.error->offset >= 0 && r.error->offset <= n, qPrintable(r.error->toString()));
            }
        }
        // Each byte flipped: never a crash.
        for (qsizetype i = 0; i < bytes.size(); ++i) {
            QByteArray broken = bytes;
            broken[i] = char(broken[i] ^ 0xA5);
            const LoadResult r = load(broken);
            QVERIFY(r.profile || r.error || r.formatId.isEmpty());
        }
        // A length field claiming far more than the file holds.
        QByteArray huge("\x0a\xff\xff\xff\xff\x0f\x08\x01", 8);
        const LoadResult r = load(huge);
        QVERIFY(r.error);
        QCOMPARE(r.error->offset, qint64(1));
        QVERIFY2(r.error->message.contains(QStringLiteral("runs past the end")), qPrintable(r.error->message));
    }

    void corpusFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("planes");
        QTest::addColumn<int>("lines");
        QTest::addColumn<int>("events");
        // Counts from `protoc --decode=tensorflow.profiler.XSpace` on each file.
        QTest::newRow("tf gpu") << QStringLiteral("tensorflow-profiler_GPU-multi-worker_34.83.195.179_6003.xplane.pb") << 9 << 37 << 23128;
        QTest::newRow("te fused attn") << QStringLiteral("tracelens_jax_te_fused_attn_934987a2fc2f.xplane.pb") << 12 << 3 << 1992;
        QTest::newRow("attention") << QStringLiteral("tracelens_mi300_jax08_attention_tw003.xplane.pb") << 11 << 7 << 4380;
        QTest::newRow("elementwise") << QStringLiteral("tracelens_mi300_jax08_elementwise_tw003.xplane.pb") << 11 << 7 << 4623;
        QTest::newRow("gemm") << QStringLiteral("tracelens_mi300_jax08_gemm_tw003.xplane.pb") << 11 << 7 << 3782;
        QTest::newRow("conv") << QStringLiteral("tracelens_mi300_jax_conv_minimal_08_tw003.xplane.pb") << 11 << 43 << 3650;
        QTest::newRow("conv legacy") << QStringLiteral("tracelens_mi300_jax_conv_minimal_legacy_chi-mi300x-013.xplane.pb") << 11 << 22 << 6024;
        QTest::newRow("tpu") << QStringLiteral("xprof_test_xplanes_tpu_inference_2.xplane.pb") << 7 << 142 << 26723;
    }

    void corpusFiles()
    {
        QFETCH(QString, file);
        QFETCH(int, planes);
        QFETCH(int, lines);
        QFETCH(int, events);
        const QString root = QStringLiteral(HG_CORPUS_DIR "/xplane/");
        HG_CORPUS_FILE_OR_SKIP(root);
        const LoadResult r = ProfileLoader::load(root + file);
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        QCOMPARE(r.formatId, QStringLiteral("xplane"));
        QCOMPARE(r.profile->metadataString("planes").toInt(), planes);
        QCOMPARE(r.profile->metadataString("lines").toInt(), lines);
        QCOMPARE(r.profile->metadataString("events").toInt(), events);
        QCOMPARE(int(r.profile->spanCount()), events);
        const LoadResult again = load(XPlaneWriter::write(*r.profile, ReadContext()));
        QVERIFY2(again.profile, again.error ? qPrintable(again.error->toString()) : "");
        QCOMPARE(fingerprint(*again.profile), fingerprint(*r.profile));
        QCOMPARE(again.profile->metadataString("planes").toInt(), planes);
    }

    void stepsFromGroupIds()
    {
        // Spans of a step share its group_id; its root may name it.
        ProfileBuilder b(QStringLiteral("xplane"));
        const FrameId f = b.addFrame("op");
        const StringId group = b.intern("group_id"), name = b.intern("step_name");
        TrackInfo host, device;
        host.name = QStringLiteral("host");
        device.name = QStringLiteral("stream");
        const TrackId h = b.addTrack(host), d = b.addTrack(device);
        const auto tagged = [&](TrackId t, TimePs start, TimePs duration, std::int64_t g) {
            const AddedSpan span = b.addSpan(t, start, duration, f);
            b.setSpanAttribute(span, group, AttributeValue::fromInt(g));
            return span;
        };
        b.setSpanAttribute(tagged(h, 100, 50, 7), name, AttributeValue::fromString(b.intern("train 7")));
        tagged(d, 120, 60, 7);   // a device op of step 7 ends after the host's
        tagged(h, 300, 20, 8);
        tagged(d, 310, 5, 8);
        b.addSpan(h, 0, 10, f);  // untagged: in no step
        const ProfilePtr p = b.build();
        const std::vector<StepMarker> steps = StepMarkers::find(*p);
        QCOMPARE(steps.size(), std::size_t(2));
        QCOMPARE(steps[0].groupId, std::int64_t(7));
        QCOMPARE(steps[0].name, QStringLiteral("train 7"));
        QCOMPARE(steps[0].start, TimePs(100 - 0)); // times shift by the earliest span (0)
        QCOMPARE(steps[0].end, TimePs(180));
        QCOMPARE(steps[0].spans, std::size_t(2));
        QCOMPARE(steps[1].groupId, std::int64_t(8));
        QVERIFY(steps[1].name.isEmpty());
        QCOMPARE(steps[1].end - steps[1].start, TimePs(20));

        const ProfilePtr untagged = load(xplanefixture::space()).profile;
        QVERIFY(StepMarkers::find(*untagged).empty());
    }

    void corpusTensorFlowSteps()
    {
        const QString file = QStringLiteral(HG_CORPUS_DIR "/xplane/tensorflow-profiler_GPU-multi-worker_34.83.195.179_6003.xplane.pb");
        HG_CORPUS_FILE_OR_SKIP(file);
        const LoadResult r = ProfileLoader::load(file);
        QVERIFY(r.profile);
        const std::vector<StepMarker> steps = StepMarkers::find(*r.profile);
        QVERIFY(!steps.empty());
        for (const StepMarker &s : steps)
            QVERIFY(s.start <= s.end && s.spans > 0);
    }

    void corpusInvalidFile()
    {
        const QString root = QStringLiteral(HG_CORPUS_DIR "/xplane/invalid/");
        HG_CORPUS_FILE_OR_SKIP(root);
        const LoadResult r = ProfileLoader::load(root + QStringLiteral("xprof_test_xplanes_tpu_inference_2.utf8-mangled.xplane.pb"));
        QVERIFY(!r.profile);
        QVERIFY(r.error);
        QVERIFY(r.error->offset >= 0);
        QVERIFY2(r.error->message.contains(QStringLiteral("protobuf")), qPrintable(r.error->toString()));
    }
};

QTEST_GUILESS_MAIN(TestXPlane)
#include "tst_xplane.moc"
