// Adversarial inputs, generated in memory, for every reader: nesting far
// deeper than any producer writes, lengths and counts that claim more than
// the file holds, indexes far past their tables, a gzip bomb. Each must give
// a profile or a ReadError that says what is wrong, never a crash, a hang or
// an allocation failure. Reads run on a thread with a 1 MiB stack (smaller
// than Linux's 8 MiB default, as on Windows) so that recursion on input
// depth shows here and not only on users' machines; a data limit keeps a
// runaway allocation a test failure rather than a swapping machine.
#include "ReaderLimits.h"
#include "formats/ProtoWriter.h"

#include <QDir>
#include <QRandomGenerator>

using namespace hg;
using namespace hg::limits;

namespace {
QByteArray varint(std::uint64_t v)
{
    QByteArray out;
    while (v >= 0x80) {
        out.append(char(v | 0x80));
        v >>= 7;
    }
    out.append(char(v));
    return out;
}

// A length-delimited field whose length says `claimed` bytes but holds `body`.
QByteArray lengthField(std::uint32_t field, std::uint64_t claimed, const QByteArray &body)
{
    return varint((std::uint64_t(field) << 3) | 2) + varint(claimed) + body;
}

// `depth` messages inside each other, each the given field of the one around it.
QByteArray nestedMessages(const std::vector<std::uint32_t> &outer, std::uint32_t repeatField, int depth)
{
    ProtoWriter inner;
    for (int i = 0; i < depth; ++i) {
        ProtoWriter around;
        around.message(repeatField, inner);
        inner = std::move(around);
    }
    QByteArray bytes = inner.buffer();
    for (auto it = outer.rbegin(); it != outer.rend(); ++it) {
        ProtoWriter around;
        around.bytes(*it, std::string_view(bytes.constData(), std::size_t(bytes.size())));
        bytes = around.buffer();
    }
    return bytes;
}

QByteArray miniProfilerWithChildren(int depth)
{
    QByteArray s = "{\"Id\":\"r\",\"Name\":\"deep\",\"Started\":\"2024-01-01T00:00:00Z\",\"DurationMilliseconds\":1,\"MachineName\":\"m\",\"Root\":";
    for (int i = 0; i < depth; ++i)
        s += "{\"Name\":\"s\",\"StartMilliseconds\":0,\"DurationMilliseconds\":1,\"Children\":[";
    s += "{\"Name\":\"leaf\",\"StartMilliseconds\":0,\"DurationMilliseconds\":1}";
    s += repeated("]}", depth);
    return s + "}";
}

QByteArray sentryProfile(const QByteArray &frames, const QByteArray &stacks, const QByteArray &samples)
{
    return "{\"version\":\"1\",\"platform\":\"python\",\"timestamp\":\"2024-01-01T00:00:00Z\",\"transaction\":{\"active_thread_id\":\"1\"},"
           "\"profile\":{\"frames\":" + frames + ",\"stacks\":" + stacks + ",\"samples\":" + samples + "}}";
}

QByteArray deepSentryStack(int depth)
{
    QByteArray stack = "[";
    for (int i = 0; i < depth; ++i)
        stack += QByteArray::number(i % 2) + (i + 1 < depth ? "," : "");
    stack += "]";
    return sentryProfile("[{\"function\":\"a\"},{\"function\":\"b\"}]", "[" + stack + "]",
                         "[{\"elapsed_since_start_ns\":0,\"stack_id\":0,\"thread_id\":\"1\"},"
                         "{\"elapsed_since_start_ns\":1000,\"stack_id\":0,\"thread_id\":\"1\"}]");
}

QByteArray traceActorNested(int depth)
{
    QByteArray s;
    s.reserve(depth * 120);
    int sequence = 0;
    for (int i = 0; i < depth; ++i)
        s += "{\"type\":\"enteredFrame\",\"sequence\":" + QByteArray::number(sequence++) + ",\"name\":\"f\",\"time\":"
             + QByteArray::number(i) + "}\n";
    for (int i = 0; i < depth; ++i)
        s += "{\"type\":\"exitedFrame\",\"sequence\":" + QByteArray::number(sequence++) + ",\"why\":\"return\",\"time\":"
             + QByteArray::number(depth + i) + "}\n";
    return s;
}

QByteArray chromeNestedBegins(int depth)
{
    QByteArray s = "{\"traceEvents\":[";
    for (int i = 0; i < depth; ++i)
        s += "{\"name\":\"f\",\"ph\":\"B\",\"ts\":" + QByteArray::number(i) + ",\"pid\":1,\"tid\":1},";
    for (int i = 0; i < depth; ++i)
        s += "{\"ph\":\"E\",\"ts\":" + QByteArray::number(depth + i) + ",\"pid\":1,\"tid\":1}" + (i + 1 < depth ? "," : "");
    return s + "]}";
}

// Async begins that nothing ends: each a root of its own id, all running
// at once to the trace's end (a lane apiece).
QByteArray chromeUnmatchedAsyncBegins(int count)
{
    QByteArray s = "{\"traceEvents\":[";
    s.reserve(count * 64);
    for (int i = 0; i < count; ++i)
        s += "{\"ph\":\"b\",\"name\":\"f\",\"cat\":\"c\",\"id\":" + QByteArray::number(i) + ",\"ts\":" + QByteArray::number(i)
             + ",\"pid\":1,\"tid\":1}" + (i + 1 < count ? "," : "");
    return s + "]}";
}

// One async id nested deep, then ends of another name under it: each end
// must not search the whole stack of open slices (quadratic).
QByteArray chromeDeepAsyncWithStrayEnds(int depth)
{
    QByteArray s = "[";
    for (int i = 0; i < depth; ++i)
        s += "{\"ph\":\"b\",\"name\":\"f\",\"id\":1,\"ts\":" + QByteArray::number(i) + ",\"pid\":1,\"tid\":1},";
    for (int i = 0; i < depth; ++i)
        s += "{\"ph\":\"e\",\"name\":\"g\",\"id\":1,\"ts\":" + QByteArray::number(depth + i) + ",\"pid\":1,\"tid\":1}" + (i + 1 < depth ? "," : "");
    return s + "]";
}

// Flow starts without ends, each on a thread of its own slice-less threads.
QByteArray chromeDanglingFlows(int count)
{
    QByteArray s = "[{\"ph\":\"X\",\"name\":\"x\",\"ts\":0,\"dur\":1,\"pid\":1,\"tid\":1}";
    for (int i = 0; i < count; ++i)
        s += ",{\"ph\":\"s\",\"name\":\"f\",\"id\":" + QByteArray::number(i) + ",\"ts\":" + QByteArray::number(i) + ",\"pid\":1,\"tid\":"
             + QByteArray::number(i % 1000) + "}";
    return s + "]";
}

// Every event in a process of its own: tracks are ordered per process
// without a pass over all threads for each process (quadratic).
QByteArray chromeProcessPerEvent(int count)
{
    QByteArray s = "[";
    for (int i = 0; i < count; ++i)
        s += "{\"ph\":\"X\",\"name\":\"f\",\"ts\":" + QByteArray::number(i) + ",\"dur\":1,\"pid\":" + QByteArray::number(i)
             + ",\"tid\":1}" + (i + 1 < count ? "," : "");
    return s + "]";
}

QByteArray speedscopeEvented(int depth, std::int64_t frame = 0, std::int64_t closeFrame = 0)
{
    QByteArray s = "{\"$schema\":\"https://www.speedscope.app/file-format-schema.json\",\"shared\":{\"frames\":[{\"name\":\"f\"},{\"name\":\"g\"}]},"
                   "\"profiles\":[{\"type\":\"evented\",\"name\":\"p\",\"unit\":\"nanoseconds\",\"startValue\":0,\"endValue\":"
        + QByteArray::number(2 * depth) + ",\"events\":[";
    for (int i = 0; i < depth; ++i)
        s += "{\"type\":\"O\",\"frame\":" + QByteArray::number(frame) + ",\"at\":" + QByteArray::number(i) + "},";
    for (int i = 0; i < depth; ++i)
        s += "{\"type\":\"C\",\"frame\":" + QByteArray::number(closeFrame) + ",\"at\":" + QByteArray::number(depth + i) + "}"
             + (i + 1 < depth ? "," : "");
    return s + "]}]}";
}

QByteArray speedscopeSampled(const QByteArray &stack)
{
    return "{\"$schema\":\"https://www.speedscope.app/file-format-schema.json\",\"shared\":{\"frames\":[{\"name\":\"f\"},{\"name\":\"g\"}]},"
           "\"profiles\":[{\"type\":\"sampled\",\"name\":\"p\",\"unit\":\"none\",\"startValue\":0,\"endValue\":2,"
           "\"samples\":[" + stack + "],\"weights\":[1]}]}";
}

QByteArray pocketMineChain(int depth)
{
    QByteArray s = "Minecraft\n";
    s.reserve(depth * 140);
    for (int i = 1; i <= depth; ++i)
        s += "    " + (i == 1 ? QByteArray("Full Server Tick") : "Timer " + QByteArray::number(i)) + " Time: 1000 Count: 1 Avg: 1000 Violations: 0 RecordId: " + QByteArray::number(i)
             + " ParentRecordId: " + (i == 1 ? QByteArray("none") : QByteArray::number(i - 1)) + " TimerId: " + QByteArray::number(i)
             + " Ticks: 1 Peak: 1000\n";
    return s + "# FormatVersion 2\nSample time 2000000 (0.002s)\n";
}

// An XSpace with one plane whose one line holds `events`.
QByteArray xspace(const ProtoWriter &plane)
{
    ProtoWriter space;
    space.message(1, plane);
    return space.take();
}

ProtoWriter xplaneWithEvent(std::int64_t metadataId, std::int64_t eventMetadataKey)
{
    ProtoWriter event;
    event.int64(1, metadataId);
    event.int64(2, 0);
    event.int64(3, 1000);
    ProtoWriter line;
    line.int64(1, 1);
    line.bytes(2, "line");
    line.int64(3, 0);
    line.message(4, event);
    ProtoWriter metadata;
    metadata.int64(1, eventMetadataKey);
    metadata.bytes(2, "op");
    ProtoWriter entry;
    entry.int64(1, eventMetadataKey);
    entry.message(2, metadata);
    ProtoWriter plane;
    plane.int64(1, 1);
    plane.bytes(2, "/device:CPU:0");
    plane.message(3, line);
    plane.message(4, entry);
    return plane;
}

// A pprof profile with one sample whose stack is `locations` ids long.
QByteArray pprofProfile(const std::vector<std::uint64_t> &sampleLocations, std::uint64_t functionName = 1,
                        std::uint64_t locationFunction = 1, int linesPerLocation = 1)
{
    ProtoWriter profile;
    ProtoWriter valueType;
    valueType.int64(1, 2);
    valueType.int64(2, 3);
    profile.message(1, valueType);
    ProtoWriter sample;
    ProtoWriter ids;
    for (const std::uint64_t id : sampleLocations)
        ids.varintValue(id);
    sample.bytes(1, ids.view());
    ProtoWriter values;
    values.varintValue(1);
    sample.bytes(2, values.view());
    profile.message(2, sample);
    ProtoWriter location;
    location.uint64(1, 1);
    ProtoWriter line;
    line.uint64(1, locationFunction);
    for (int i = 0; i < linesPerLocation; ++i)
        location.message(4, line);
    profile.message(4, location);
    ProtoWriter function;
    function.uint64(1, 1);
    function.int64(2, std::int64_t(functionName));
    profile.message(5, function);
    for (const char *s : {"", "main", "samples", "count"})
        profile.bytes(6, s);
    return profile.take();
}

} // namespace

class TestReaderLimits : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { limitData(); }

    void miniProfiler()
    {
        const QString id = QStringLiteral("miniprofiler");
        CHECK_ERROR(id, miniProfilerWithChildren(100000), "nest");
        CHECK_PROFILE(id, miniProfilerWithChildren(200)); // deep but plausible: opens
        CHECK_ERROR(id, deepArrays(1000000), "MiniProfiler");
        const QByteArray head = "{\"Name\":\"n\",\"DurationMilliseconds\":1,\"Root\":{\"Name\":\"r\",\"StartMilliseconds\":0,\"DurationMilliseconds\":1,";
        CHECK_READ(id, head + "\"Custom\":" + deepArrays(1000000) + "}}", "nest");
        CHECK_READ(id, head + "\"Custom\":" + deepObjects(1000000) + "}}", "nest");
        CHECK_READ(id, head + "\"CustomTimings\":{\"sql\":" + deepArrays(1000000) + "}}}", "custom timing");
        CHECK_READ(id, head + "\"CustomTimings\":" + deepObjects(1000000) + "}}", "custom timing");
        CHECK_READ(id, head + "\"Children\":" + deepArrays(1000000) + "}}", "Children");
        CHECK_READ(id, "{\"Name\":\"n\",\"DurationMilliseconds\":1,\"ClientTimings\":" + deepObjects(1000000)
                           + ",\"Root\":{\"Name\":\"r\",\"StartMilliseconds\":0}}");
        CHECK_READ(id, "[" + repeated("{\"Root\":{},\"DurationMilliseconds\":1},", 20000) + "{\"Root\":{}}]");
    }

    void sentry()
    {
        const QString id = QStringLiteral("sentry");
        const QByteArray oneSample = "[{\"elapsed_since_start_ns\":0,\"stack_id\":0,\"thread_id\":\"1\"}]";
        CHECK_READ(id, sentryProfile(deepArrays(1000000), "[[0]]", oneSample), "nest");
        CHECK_READ(id, sentryProfile("[{\"function\":\"a\"}]", deepArrays(1000000), oneSample), "nest");
        CHECK_READ(id, sentryProfile("[{\"function\":\"a\"}]", "[[0]]", deepArrays(1000000)), "nest");
        CHECK_READ(id, sentryProfile("[{\"function\":" + deepObjects(1000000) + "}]", "[[0]]", oneSample), "nest");
        CHECK_READ(id, sentryProfile("[{\"function\":\"a\"}]", "[[" + deepArrays(1000) + "]]", oneSample), "nest");
        // Indexes far past their tables.
        CHECK_READ(id, sentryProfile("[{\"function\":\"a\"}]", "[[4294967295, 1099511627776, 1e300, -1, \"0x7fffffffffffffff\"]]",
                                     oneSample));
        CHECK_READ(id, sentryProfile("[{\"function\":\"a\"}]", "[[0]]",
                                     "[{\"elapsed_since_start_ns\":0,\"stack_id\":4294967295,\"thread_id\":\"1\"},"
                                     "{\"elapsed_since_start_ns\":1,\"stack_id\":1099511627776,\"thread_id\":\"1\"},"
                                     "{\"elapsed_since_start_ns\":2,\"stack_id\":-1,\"thread_id\":1e300}]"));
        // A legitimate stack 100 000 frames deep.
        CHECK_PROFILE(id, deepSentryStack(100000));
    }

    void traceActor()
    {
        const QString id = QStringLiteral("traceactor");
        CHECK_PROFILE(id, traceActorNested(200000));
        const QByteArray entered = "{\"type\":\"enteredFrame\",\"sequence\":0,\"name\":\"f\",\"arguments\":";
        CHECK_READ(id, entered + deepArrays(1000000) + "}", "nest");
        CHECK_READ(id, entered + "[" + deepObjects(1000000) + "]}", "nest");
        CHECK_READ(id, entered + "[" + deepArrays(900) + "]}");
        // Batches inside batches.
        CHECK_READ(id, repeated("{\"type\":\"traces\",\"traces\":[", 510) + "{\"type\":\"enteredFrame\",\"sequence\":0}"
                           + repeated("]}", 510), "nest");
        // Sequence numbers far apart and a framing length far past the end.
        CHECK_READ(id, "{\"type\":\"enteredFrame\",\"sequence\":0}\n{\"type\":\"exitedFrame\",\"sequence\":9223372036854775807}\n"
                       "{\"type\":\"enteredFrame\",\"sequence\":4611686018427387904}\n");
        // Many traces at once, each of which would record every frame.
        QByteArray starts;
        for (int i = 0; i < 20000; ++i)
            starts += "{\"type\":\"startedTrace\",\"name\":\"t" + QByteArray::number(i) + "\"}\n";
        CHECK_READ(id, starts + traceActorNested(20000), "traces");
        CHECK_ERROR(id, "999999999999999999:{}", "claims");
        CHECK_READ(id, "12:{\"type\":\"x\"}" + QByteArray("1099511627776:{}"), "claims");
    }

    void chromeTrace()
    {
        const QString id = QStringLiteral("chrome");
        CHECK_PROFILE(id, chromeNestedBegins(200000));
        CHECK_PROFILE(id, chromeUnmatchedAsyncBegins(1000000));
        CHECK_PROFILE(id, chromeDeepAsyncWithStrayEnds(200000));
        CHECK_PROFILE(id, chromeDanglingFlows(300000));
        CHECK_PROFILE(id, chromeProcessPerEvent(100000));
        CHECK_READ(id, "{\"traceEvents\":" + deepArrays(1000000) + "}", "nest");
        CHECK_READ(id, deepArrays(1000000), "nest");
        CHECK_READ(id, "{\"traceEvents\":[{\"name\":\"f\",\"ph\":\"X\",\"ts\":0,\"dur\":1,\"pid\":1,\"tid\":1,\"args\":" + deepObjects(1000000) + "}]}",
                   "nest");
        CHECK_READ(id, "[{\"name\":" + deepArrays(1000000) + ",\"ph\":\"X\",\"ts\":0,\"dur\":1,\"pid\":1,\"tid\":1}]", "nest");
    }

    void speedscope()
    {
        const QString id = QStringLiteral("speedscope");
        CHECK_PROFILE(id, speedscopeEvented(100000));
        CHECK_READ(id, speedscopeEvented(3, 1099511627776LL, 1099511627776LL), "frame");
        CHECK_READ(id, speedscopeEvented(3, -1, -1), "frame");
        // Closes of a frame that is not open, under a deep stack: each must
        // not search the whole stack (quadratic).
        CHECK_PROFILE(id, speedscopeEvented(100000, 0, 1));
        QByteArray stack = "[";
        for (int i = 0; i < 100000; ++i)
            stack += QByteArray::number(i % 2) + (i + 1 < 100000 ? "," : "]");
        CHECK_PROFILE(id, speedscopeSampled(stack));
        CHECK_READ(id, speedscopeSampled("[0,4294967295,1099511627776,-5]"), "frame");
        CHECK_READ(id, speedscopeSampled(deepArrays(1000000)), "nest");
        CHECK_READ(id, "{\"$schema\":\"https://www.speedscope.app/file-format-schema.json\",\"shared\":{\"frames\":"
                           + deepArrays(1000000) + "},\"profiles\":[]}", "nest");
    }

    void foldedStacks()
    {
        const QString id = QStringLiteral("collapsed");
        CHECK_PROFILE(id, repeated("f;", 100000) + "g 10\n");
        CHECK_READ(id, "a;b 99999999999999999999999999\n", "count");
        CHECK_READ(id, "a;b 18446744073709551615\na;b 18446744073709551615\n");
    }

    void pocketMine()
    {
        const QString id = QStringLiteral("pocketmine");
        CHECK_PROFILE(id, pocketMineChain(100000));
        CHECK_READ(id, "Minecraft\n    T Time: 1 Count: 99999999999999999999999 Avg: 1 Violations: 0 RecordId: 1 ParentRecordId: 1 TimerId: 4294967296 "
                       "Ticks: 1 Peak: 1\nSample time 1 (0.000000001s)\n");
    }

    void xplane()
    {
        const QString id = QStringLiteral("xplane");
        // Lengths far past the end, at each level.
        CHECK_ERROR(id, lengthField(1, std::uint64_t(1) << 40, "x"), "past the end");
        CHECK_ERROR(id, lengthField(1, 12, lengthField(3, std::uint64_t(1) << 40, "12345678")), "past the end");
        CHECK_ERROR(id, lengthField(1, ~std::uint64_t(0) >> 1, {}), "past the end");
        // Messages 100 000 deep where the schema nests a few levels, and
        // where it has a field to nest in (events inside a line inside a plane).
        CHECK_READ(id, nestedMessages({}, 1, 100000));
        CHECK_READ(id, nestedMessages({1, 3, 4}, 4, 100000));
        CHECK_READ(id, nestedMessages({1}, 6, 100000));
        // Ids far past any table: each plane's metadata id near the top of the
        // dense range must not cost megabytes per plane of a tiny file.
        ProtoWriter space;
        for (int i = 0; i < 2000; ++i) {
            const ProtoWriter plane = xplaneWithEvent((1 << 22) - 1 - i, (1 << 22) - 1 - i);
            space.message(1, plane);
        }
        CHECK_READ(id, space.take());
        CHECK_READ(id, xspace(xplaneWithEvent(std::int64_t(1) << 40, 1)));
        CHECK_READ(id, xspace(xplaneWithEvent(-1, -1)));
        CHECK_READ(id, xspace(xplaneWithEvent(INT64_MAX, INT64_MAX)));
    }

    void pprof()
    {
        const QString id = QStringLiteral("pprof");
        CHECK_ERROR(id, lengthField(2, std::uint64_t(1) << 40, "x"), "past the end");
        CHECK_ERROR(id, lengthField(6, ~std::uint64_t(0), "abc"), "past the end");
        CHECK_READ(id, nestedMessages({}, 2, 100000));
        CHECK_READ(id, nestedMessages({4}, 4, 100000));
        // A stack 100 000 deep, and indexes past every table.
        CHECK_PROFILE(id, pprofProfile(std::vector<std::uint64_t>(100000, 1)));
        CHECK_READ(id, pprofProfile({1, 2, std::uint64_t(1) << 40, ~std::uint64_t(0)}));
        // One location of 100 000 inlined lines named 100 000 times: 10^10
        // frames from a file of a megabyte.
        CHECK_ERROR(id, pprofProfile(std::vector<std::uint64_t>(100000, 1), 1, 1, 100000), "frames");
        CHECK_READ(id, pprofProfile({1}, std::uint64_t(1) << 40, ~std::uint64_t(0)));
        CHECK_READ(id, pprofProfile({1}, 4294967295u, 4294967295u));
    }
    void everyFormat_data()
    {
        QTest::addColumn<QString>("formatId");
        for (const FormatModule &m : FormatRegistry::instance().modules())
            QTest::newRow(qPrintable(m.id)) << m.id;
    }

    void everyFormat()
    {
        QFETCH(QString, formatId);
        QRandomGenerator random(42);
        QByteArray noise(4096, Qt::Uninitialized);
        for (char &c : noise)
            c = char(random.bounded(256));
        for (const QByteArray &data : {QByteArray(), QByteArray("\0", 1), QByteArray("{"), QByteArray("["), noise,
                                       deepArrays(1000000), deepObjects(1000000)})
            CHECK_READ(formatId, data);

        const FormatModule &format = *FormatRegistry::instance().module(formatId);
        if (!format.canWrite())
            return;
        const QDir samples(QStringLiteral(HG_SAMPLES_DIR));
        QByteArray written;
        for (const QString &name : samples.entryList({QStringLiteral("sample-*")}, QDir::Files, QDir::Name)) {
            const LoadResult sample = ProfileLoader::load(samples.filePath(name));
            if (sample.profile && format.cannotWriteReason(*sample.profile).isEmpty()) {
                written = format.write(*sample.profile, ReadContext());
                break;
            }
        }
        QVERIFY2(!written.isEmpty(), "no bundled sample fits this format's writer");
        CHECK_PROFILE(formatId, written);
        for (const qsizetype cut : {qsizetype(1), written.size() / 3, written.size() / 2, written.size() * 2 / 3, written.size() - 1})
            CHECK_READ(formatId, written.left(cut));
    }

    void gzipBomb()
    {
        // 4 GiB of zeros: 16 MiB compressed once, the member repeated (gzip
        // allows members back to back). Only the first KiB is JSON-ish.
        const QByteArray member = Gzip::compress(QByteArray(16 << 20, ' '), 9);
        QByteArray bomb = Gzip::compress("{\"traceEvents\":[", 9) + member.repeated(256);
#if defined(__SANITIZE_ADDRESS__)
        // Without the data limit the cap (half the free memory) lies past the
        // 4 GiB the bomb inflates to, so the JSON reader refuses it instead.
        CHECK_ERROR(QString(), bomb, "4 GiB");
#else
        CHECK_ERROR(QString(), bomb, "memory");
#endif
    }
};

QTEST_GUILESS_MAIN(TestReaderLimits)
#include "tst_readerlimits.moc"
