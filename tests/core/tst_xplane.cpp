// XPlane (XSpace protobuf): the wire decoder, every stat kind, plane order,
// time origin, partial overlaps, truncated and corrupted input, the writer's
// round trip and the corpus files' exact counts.
#include "formats/ReadContext.h"
#include "formats/ReadError.h"
#include "formats/xplane/ProtoWriter.h"
#include "formats/xplane/XPlaneReader.h"
#include "formats/xplane/XPlaneWriter.h"
#include "io/ProfileLoader.h"
#include "model/ProfileBuilder.h"

#include <QtTest>

using namespace hg;

namespace {

ProtoWriter stat(std::int64_t metadataId, int field, std::uint64_t number)
{
    ProtoWriter s;
    s.int64(1, metadataId);
    s.uint64(std::uint32_t(field), number);
    return s;
}

ProtoWriter mapEntry(std::int64_t key, const ProtoWriter &value)
{
    ProtoWriter e;
    e.int64(1, key);
    e.message(2, value);
    return e;
}

ProtoWriter statMetadata(std::int64_t id, std::string_view name)
{
    ProtoWriter m;
    m.int64(1, id);
    m.bytes(2, name);
    return mapEntry(id, m);
}

ProtoWriter event(std::int64_t metadataId, std::int64_t offsetPs, std::int64_t durationPs, std::vector<ProtoWriter> stats = {})
{
    ProtoWriter e;
    e.int64(1, metadataId);
    e.int64(2, offsetPs);
    e.int64(3, durationPs);
    for (const ProtoWriter &s : stats)
        e.message(4, s);
    return e;
}

// A GPU plane written after the host plane (the reader puts devices first),
// a line-less metadata plane, every stat kind, nesting, a partial overlap, a
// negative line id, a line stamped 0, unknown fields that must be skipped.
QByteArray fixture()
{
    ProtoWriter host;
    host.int64(1, 9);
    host.bytes(2, "/host:CPU");
    {
        ProtoWriter line;
        line.int64(1, -42);
        line.bytes(2, "python");
        line.int64(3, 2000); // ns
        line.message(4, event(1, 0, 10'000'000)); // 10 µs
        line.message(4, event(2, 1'000'000, 2'000'000, {stat(1, 4, std::uint64_t(std::int64_t(-7)))}));
        line.message(4, event(2, 9'000'000, 3'000'000)); // ends after its parent
        line.uint64(99, 5); // unknown field
        host.message(3, line);
    }
    {
        ProtoWriter md;
        md.int64(1, 1);
        md.bytes(2, "train_step");
        host.message(4, mapEntry(1, md));
        ProtoWriter md2;
        md2.int64(1, 2);
        md2.bytes(2, "jit_fn(xyz)");
        md2.bytes(4, "jit_fn");
        host.message(4, mapEntry(2, md2));
    }
    host.message(5, statMetadata(1, "step_num"));

    ProtoWriter gpu;
    gpu.int64(1, 0);
    gpu.bytes(2, "/device:GPU:0");
    {
        ProtoWriter line;
        line.int64(1, 7);
        line.bytes(2, "Stream #7(Kernel)");
        // timestamp_ns left 0: counts from the profile's time zero
        ProtoWriter dbl;
        dbl.int64(1, 2);
        dbl.float64(2, 1.5e9);
        ProtoWriter str;
        str.int64(1, 3);
        str.bytes(5, "grid:128 block:256");
        ProtoWriter bytes;
        bytes.int64(1, 4);
        bytes.bytes(6, std::string_view("\x01\x00\xff", 3));
        line.message(4, event(5, 3000, 500'000, {stat(1, 3, 1u << 20), dbl, str, bytes, stat(6, 7, 5)}));
        gpu.message(3, line);
    }
    {
        ProtoWriter md;
        md.int64(1, 5);
        md.bytes(2, "fusion.12");
        md.message(5, stat(7, 3, 4096));
        md.int64(6, 4);
        gpu.message(4, mapEntry(5, md));
    }
    gpu.message(5, statMetadata(1, "bytes_accessed"));
    gpu.message(5, statMetadata(2, "flops"));
    gpu.message(5, statMetadata(3, "kernel_details"));
    gpu.message(5, statMetadata(4, "opaque"));
    gpu.message(5, statMetadata(5, "hlo_category: convolution"));
    gpu.message(5, statMetadata(6, "hlo_category"));
    gpu.message(5, statMetadata(7, "program_id"));
    gpu.message(5, statMetadata(8, "core_count"));
    gpu.message(6, stat(8, 4, 80));

    ProtoWriter metadataPlane;
    metadataPlane.int64(1, 99);
    metadataPlane.bytes(2, "/host:metadata");

    ProtoWriter space;
    space.message(1, host);
    space.message(1, gpu);
    space.message(1, metadataPlane);
    space.bytes(3, "1 event was dropped");
    space.bytes(4, "worker-0");
    return space.take();
}

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
    void probesXSpaceOnly()
    {
        QVERIFY(XPlaneReader::probe(fixture().first(64)) >= 50);
        QCOMPARE(XPlaneReader::probe(QByteArrayView("{\"version\":\"1\"}")), 0);
        QCOMPARE(XPlaneReader::probe(QByteArrayView("Minecraft\n    Full Server Tick Time: 1")), 0);
        const LoadResult r = load(fixture());
        QCOMPARE(r.formatId, QStringLiteral("xplane"));
    }

    void readsPlanesLinesEventsAndStats()
    {
        const LoadResult r = load(fixture());
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
        const AttributeValue *ref = gpu.spanAttributes.findNamed(0, p.strings(), "hlo_category");
        QVERIFY(ref && ref->kind == AttributeValue::Kind::Ref);
        // Metadata stats and child ids belong to the event's frame.
        const FrameId fusion = gpu.spans.frame(0);
        QCOMPARE(attributeText(p.strings(), *p.frameAttributes().findNamed(fusion, p.strings(), "program_id")), QStringLiteral("4096"));
        QCOMPARE(attributeText(p.strings(), *p.frameAttributes().findNamed(fusion, p.strings(), "child_id")), QStringLiteral("4"));
        // The device's stats, on its line.
        QCOMPARE(attributeText(p.strings(), *gpu.attributes.findNamed(0, p.strings(), "plane.core_count")), QStringLiteral("80"));

        const Track &host = p.tracks()[1];
        QCOMPARE(host.spans.size(), 3u);
        QCOMPARE(host.spans.depthCount(), 2u);
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

    void writerRoundTrips()
    {
        const LoadResult r = load(fixture());
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
        QCOMPARE(r.profile->tracks()[0].spans.depthCount(), 2u);
    }

    void truncatedOrCorruptedInputErrsWithAnOffset()
    {
        const QByteArray bytes = fixture();
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
        if (!QDir(root).exists())
            QSKIP("../shared/corpus is not beside this checkout; corpus cases skipped");
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

    void corpusInvalidFile()
    {
        const QString root = QStringLiteral(HG_CORPUS_DIR "/xplane/invalid/");
        if (!QDir(root).exists())
            QSKIP("../shared/corpus is not beside this checkout; corpus cases skipped");
        const LoadResult r = ProfileLoader::load(root + QStringLiteral("xprof_test_xplanes_tpu_inference_2.utf8-mangled.xplane.pb"));
        QVERIFY(!r.profile);
        QVERIFY(r.error);
        QVERIFY(r.error->offset >= 0);
        QVERIFY2(r.error->message.contains(QStringLiteral("protobuf")), qPrintable(r.error->toString()));
    }
};

QTEST_GUILESS_MAIN(TestXPlane)
#include "tst_xplane.moc"
