// Adversarial inputs, generated in memory, for every reader: nesting far
// deeper than any producer writes, lengths and counts that claim more than
// the file holds, indexes far past their tables, a gzip bomb. Each must give
// a profile or a ReadError that says what is wrong, never a crash, a hang or
// an allocation failure. Reads run on a thread with a 1 MiB stack (smaller
// than Linux's 8 MiB default, as on Windows) so that recursion on input
// depth shows here and not only on users' machines; a data limit keeps a
// runaway allocation a test failure rather than a swapping machine.
#include "PerfDataFixtures.h"
#include "analysis/CallTree.h"
#include "analysis/FlameGraphLayout.h"
#include "formats/ProfileSummary.h"
#include "formats/FormatRegistry.h"
#include "formats/ProfileLoader.h"
#include "formats/ProtoWriter.h"
#include "io/ReadContext.h"
#include "io/Gzip.h"
#include "model/Profile.h"
#include "model/ProfileBuilder.h"

#include <QDir>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QThread>
#include <QtTest>
#include <sys/resource.h>
#include <zstd.h>

using namespace hg;

namespace {

// An eighth of what the app's worker threads get (8 MiB, Linux's default):
// nesting bounded by the readers fits with room to spare. AddressSanitizer
// pads every frame with red zones, several times its size, so its builds
// get the workers' own 8 MiB.
#if defined(__SANITIZE_ADDRESS__)
constexpr qsizetype kThreadStack = 8 << 20;
#else
constexpr qsizetype kThreadStack = 1 << 20;
#endif
constexpr rlim_t kDataLimit = rlim_t(1) << 30;

struct Outcome
{
    ProfilePtr profile;
    QString error; // the ReadError's message, empty when a profile was read
    qint64 offset = -1;
    qint64 line = -1;
    QString unexpected; // any other exception: a finding
};

// Reads like the loader (gunzip, detect) when readerId is empty, else with
// that reader; then builds what the views build (call trees both ways, the
// flame graph layout, the summary), which must not recurse on depth either.
Outcome readNow(const QString &readerId, const QByteArray &data)
{
    Outcome o;
    try {
        ReadContext context;
        QByteArray inflated;
        QByteArrayView input = data;
        const FormatModule *reader = nullptr;
        if (readerId.isEmpty()) {
            if (Gzip::isGzip(data)) {
                inflated = Gzip::decompress(data, context);
                input = inflated;
            }
            reader = FormatRegistry::instance().detect(input.first(std::min<qsizetype>(1024, input.size())), QString());
            if (!reader)
                throw ReadError(QStringLiteral("no format detected"));
        } else {
            reader = FormatRegistry::instance().reader(readerId);
        }
        ProfileBuilder builder(reader->id);
        reader->read(input, builder, context);
        o.profile = builder.build();
        // A bottom-up tree from nested spans walks every span's callers, so
        // it costs spans x depth (see CallTree.cpp): only for shallow tracks.
        bool shallowSpans = true;
        for (const Track &track : o.profile->tracks())
            shallowSpans = shallowSpans && std::max(track.spans.rowCount(), track.nodes.depthCount()) <= 1000;
        for (const auto direction : {CallTree::Direction::TopDown, CallTree::Direction::BottomUp}) {
            if (direction == CallTree::Direction::BottomUp && !shallowSpans)
                continue;
            const CallTree tree = CallTree::build(*o.profile, {}, direction);
            const FlameGraphLayout layout = FlameGraphLayout::build(tree);
            (void)tree.hotPath();
            if (tree.size() > 1)
                (void)tree.depth(tree.size() - 1);
        }
        (void)ProfileSummary::toJson(*o.profile);
    } catch (const ReadError &e) {
        o.profile.reset();
        o.error = e.message();
        o.offset = e.offset();
        o.line = e.line();
    } catch (const std::bad_alloc &) {
        o.unexpected = QStringLiteral("allocation failure (std::bad_alloc)");
    } catch (const std::exception &e) {
        o.unexpected = QString::fromUtf8(e.what());
    }
    return o;
}

Outcome readOnSmallStack(const QString &readerId, const QByteArray &data)
{
    Outcome o;
    QThread *thread = QThread::create([&] { o = readNow(readerId, data); });
    thread->setStackSize(uint(kThreadStack));
    thread->start();
    thread->wait();
    delete thread;
    return o;
}

QByteArray repeated(const char *piece, int times)
{
    return QByteArray(piece).repeated(times);
}

// n arrays inside each other: [[[...]]]
QByteArray deepArrays(int n) { return repeated("[", n) + repeated("]", n); }
// n objects inside each other: {"a":{"a":...{}}}
QByteArray deepObjects(int n) { return repeated("{\"a\":", n) + "{}" + repeated("}", n); }

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

// A processed Firefox profile (version `version`) of one thread whose
// shared tables are given as JSON text.
QByteArray firefoxProcessed(const QByteArray &stackTable, const QByteArray &samples, const QByteArray &strings = "[\"f\"]",
                            int version = 70)
{
    return "{\"meta\":{\"preprocessedProfileVersion\":" + QByteArray::number(version) + ",\"startTime\":0,\"interval\":1,"
           "\"categories\":[{\"name\":\"Other\",\"color\":\"grey\",\"subcategories\":[\"Other\"]}]},"
           "\"shared\":{\"stringArray\":" + strings + ",\"stackTable\":" + stackTable + ","
           "\"frameTable\":{\"func\":[0,0],\"category\":[0,0],\"length\":2},"
           "\"funcTable\":{\"name\":[0],\"resource\":[-1],\"length\":1}},"
           "\"threads\":[{\"name\":\"t\",\"pid\":\"1\",\"tid\":1,\"samples\":" + samples + ","
           "\"markers\":{\"name\":[0,5,1099511627776],\"startTime\":[0,1,2],\"endTime\":[1,null,3],\"phase\":[1,0,2],"
           "\"category\":[0,99,-1],\"data\":[null,{\"a\":[1,2]},\"x\"],\"length\":3}}]}";
}

// A V8 CPU profile whose nodes form one chain `depth` long, linked by
// "children" lists or by "parent" ids, with samples on the deepest node.
QByteArray v8Chain(int depth, bool byParent)
{
    QByteArray nodes;
    for (int i = 1; i <= depth; ++i) {
        nodes += "{\"id\":" + QByteArray::number(i) + ",\"callFrame\":{\"functionName\":\"f\",\"url\":\"a.js\"}";
        if (byParent && i > 1)
            nodes += ",\"parent\":" + QByteArray::number(i - 1);
        if (!byParent && i < depth)
            nodes += ",\"children\":[" + QByteArray::number(i + 1) + "]";
        nodes += i < depth ? "}," : "}";
    }
    return "{\"nodes\":[" + nodes + "],\"startTime\":0,\"samples\":[" + QByteArray::number(depth) + ",1],\"timeDeltas\":[1,1]}";
}

QByteArray v8Profile(const QByteArray &nodes, const QByteArray &samples, const QByteArray &deltas)
{
    return "{\"nodes\":" + nodes + ",\"startTime\":0,\"endTime\":10,\"samples\":" + samples + ",\"timeDeltas\":" + deltas + "}";
}

// A Chrome trace of one V8 profile sent in `chunks` chunks of one node and
// one sample each, every node naming the one before as its parent.
QByteArray chromeProfileChunks(int chunks)
{
    QByteArray trace = R"([{"args":{"data":{"startTime":0}},"id":"0x1","name":"Profile","ph":"P","pid":1,"tid":1,"ts":0})";
    for (int i = 1; i <= chunks; ++i)
        trace += ",{\"args\":{\"data\":{\"cpuProfile\":{\"nodes\":[{\"callFrame\":{\"functionName\":\"f\"},\"id\":" + QByteArray::number(i)
            + (i > 1 ? ",\"parent\":" + QByteArray::number(i - 1) : QByteArray()) + "}],\"samples\":[" + QByteArray::number(i)
            + "]},\"timeDeltas\":[1]}},\"id\":\"0x1\",\"name\":\"ProfileChunk\",\"ph\":\"P\",\"pid\":1,\"tid\":2,\"ts\":" + QByteArray::number(i) + "}";
    return trace + "]";
}

// The stack-frame form: a chain of `depth` frames and a sample on its end.
QByteArray chromeStackFrameChain(int depth)
{
    QByteArray frames;
    for (int i = 0; i < depth; ++i)
        frames += (i ? ",\"" : "\"") + QByteArray::number(i) + "\":{\"name\":\"f\"" + (i ? ",\"parent\":\"" + QByteArray::number(i - 1) + "\"" : QByteArray()) + "}";
    return "{\"traceEvents\":[{\"ph\":\"P\",\"name\":\"s\",\"pid\":1,\"tid\":1,\"ts\":1,\"sf\":" + QByteArray::number(depth - 1)
        + "}],\"stackFrames\":{" + frames + "}}";
}

// `record` repeated `times` times as PERF_RECORD_COMPRESSED records of one
// zstd stream, compressed piece by piece (the whole would not fit under the
// data limit).
QByteArray zstdRepeated(const QByteArray &record, std::size_t times)
{
    const QByteArray piece = record.repeated(qsizetype((16 << 20) / record.size()));
    const std::size_t perPiece = std::size_t(piece.size() / record.size());
    QByteArray compressed;
    ZSTD_CStream *stream = ZSTD_createCStream();
    ZSTD_initCStream(stream, 1);
    std::vector<char> buffer(ZSTD_CStreamOutSize());
    for (std::size_t done = 0; done < times; done += perPiece) {
        const std::size_t count = std::min(perPiece, times - done);
        ZSTD_inBuffer in{piece.constData(), count * std::size_t(record.size()), 0};
        const ZSTD_EndDirective mode = done + count >= times ? ZSTD_e_end : ZSTD_e_continue;
        for (;;) {
            ZSTD_outBuffer out{buffer.data(), buffer.size(), 0};
            const std::size_t left = ZSTD_compressStream2(stream, &out, &in, mode);
            compressed.append(buffer.data(), qsizetype(out.pos));
            if (in.pos == in.size && (mode == ZSTD_e_continue || left == 0))
                break;
        }
    }
    ZSTD_freeCStream(stream);
    QByteArray records;
    for (qsizetype from = 0; from < compressed.size(); from += 65000) {
        const QByteArray part = compressed.mid(from, 65000);
        fixtures::PerfDataFile::put32(records, 81);
        fixtures::PerfDataFile::put16(records, 0);
        fixtures::PerfDataFile::put16(records, std::uint16_t(8 + part.size()));
        records += part;
    }
    return records;
}

} // namespace

class TestReaderLimits : public QObject
{
    Q_OBJECT

private:
    // Reads `data` and logs the outcome.
    Outcome check(const QString &readerId, const QByteArray &data)
    {
        QElapsedTimer timer;
        timer.start();
        const Outcome o = readOnSmallStack(readerId, data);
        qInfo("%s: %lld ms, %s", qPrintable(readerId.isEmpty() ? QStringLiteral("detect") : readerId), timer.elapsed(),
              qPrintable(o.unexpected.isEmpty() ? (o.error.isEmpty() ? QStringLiteral("a profile") : QStringLiteral("error: ") + o.error)
                                                : QStringLiteral("UNEXPECTED: ") + o.unexpected));
        return o;
    }

    // Empty when `error` contains one of `words` (case-insensitive) or no
    // words are given; otherwise what the check expected and got.
    static QString missingWords(const QString &error, std::initializer_list<const char *> words)
    {
        QStringList expected;
        for (const char *w : words) {
            if (error.contains(QLatin1String(w), Qt::CaseInsensitive))
                return {};
            expected << QLatin1Char('"') + QLatin1String(w) + QLatin1Char('"');
        }
        if (expected.isEmpty())
            return {};
        return QStringLiteral("the ReadError names none of %1: %2").arg(expected.join(QStringLiteral(", ")), error);
    }

// A profile, or a ReadError whose message contains one of the words given
// after `data` (any message when none are given).
#define CHECK_READ(readerId, data, ...)                                                                          \
    do {                                                                                                         \
        const Outcome o_ = check(readerId, data);                                                                \
        QVERIFY2(o_.unexpected.isEmpty(), qPrintable(o_.unexpected));                                           \
        QVERIFY(o_.profile || !o_.error.isEmpty());                                                             \
        if (!o_.profile) {                                                                                       \
            const QString missing_ = missingWords(o_.error, {__VA_ARGS__});                                     \
            QVERIFY2(missing_.isEmpty(), qPrintable(missing_));                                                  \
        }                                                                                                        \
    } while (false)

#define CHECK_ERROR(readerId, data, word)                                                                        \
    do {                                                                                                         \
        const Outcome o_ = check(readerId, data);                                                                \
        QVERIFY2(o_.unexpected.isEmpty(), qPrintable(o_.unexpected));                                           \
        QVERIFY2(!o_.profile, "expected a ReadError");                                                          \
        QVERIFY2(o_.error.contains(QStringLiteral(word), Qt::CaseInsensitive), qPrintable(o_.error));           \
    } while (false)

#define CHECK_PROFILE(readerId, data)                                                                            \
    do {                                                                                                         \
        const Outcome o_ = check(readerId, data);                                                                \
        QVERIFY2(o_.unexpected.isEmpty(), qPrintable(o_.unexpected));                                           \
        QVERIFY2(o_.profile, qPrintable(o_.error));                                                             \
    } while (false)

private slots:
    void initTestCase()
    {
#if defined(__SANITIZE_ADDRESS__)
        // AddressSanitizer maps terabytes of shadow and its own heap: under a
        // data limit its runtime cannot start. It reports exhaustion itself.
        qInfo("AddressSanitizer build: no data limit");
        return;
#endif
        rlimit limit{};
        getrlimit(RLIMIT_DATA, &limit);
        if (limit.rlim_cur == RLIM_INFINITY || limit.rlim_cur > kDataLimit) {
            limit.rlim_cur = kDataLimit;
            QCOMPARE(setrlimit(RLIMIT_DATA, &limit), 0);
        }
    }

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

    void firefoxProfiler()
    {
        const QString id = QStringLiteral("firefoxprofiler");
        const QByteArray samples = "{\"stack\":[1,0,null],\"time\":[0,1,2],\"length\":3}";
        CHECK_PROFILE(id, firefoxProcessed("{\"frame\":[0,1],\"prefixOffset\":[0,1],\"length\":2}", samples));
        // A chain of 100 000 stacks, each the prefix of the next.
        QByteArray frames = "[", offsets = "[";
        for (int i = 0; i < 100000; ++i) {
            frames += QByteArray(i ? "," : "") + "0";
            offsets += QByteArray(i ? "," : "") + (i ? "1" : "0");
        }
        CHECK_PROFILE(id, firefoxProcessed("{\"frame\":" + frames + "],\"prefixOffset\":" + offsets + "]}",
                                           "{\"stack\":[99999],\"time\":[0]}"));
        // Prefixes that loop, point past the table or backwards by more than it has.
        CHECK_ERROR(id, firefoxProcessed("{\"frame\":[0,1],\"prefix\":[1,0]}", samples), "loop");
        CHECK_ERROR(id, firefoxProcessed("{\"frame\":[0,0,0],\"prefix\":[2,0,1]}", samples), "loop");
        CHECK_READ(id, firefoxProcessed("{\"frame\":[0,1],\"prefix\":[null,4294967296]}", samples));
        CHECK_READ(id, firefoxProcessed("{\"frame\":[0,1],\"prefixOffset\":[0,-5]}", samples));
        CHECK_READ(id, firefoxProcessed("{\"frame\":[0,1],\"prefixOffset\":[7,2147483647]}", samples));
        // Frame, stack and string indexes out of range.
        CHECK_READ(id, firefoxProcessed("{\"frame\":[7,-3],\"prefix\":[null,0]}", "{\"stack\":[5,-1,1e30],\"time\":[0,1,2]}"));
        CHECK_READ(id, firefoxProcessed("{\"frame\":[0,1],\"prefix\":[null,0]}", samples, "[]"));
        // Columns of different lengths.
        CHECK_ERROR(id, firefoxProcessed("{\"frame\":[0,1],\"prefix\":[null]}", samples), "prefix");
        CHECK_ERROR(id, firefoxProcessed("{\"frame\":[0,1],\"prefix\":[null,0]}", "{\"stack\":[1,0],\"time\":[0]}"), "times");
        CHECK_ERROR(id, firefoxProcessed("{\"frame\":[0,1],\"prefix\":[null,0]}",
                                         "{\"stack\":[1,0],\"time\":[0,1],\"weight\":[1]}"), "weights");
        // Times and weights out of any range.
        CHECK_READ(id, firefoxProcessed("{\"frame\":[0],\"prefix\":[null]}",
                                        "{\"stack\":[0,0,0],\"timeDeltas\":[1e308,1e308,-1e308],\"weight\":[-1,1e300,0.5]}"));
        CHECK_READ(id, firefoxProcessed("{\"frame\":[0],\"prefix\":[null]}",
                                        "{\"stack\":[0,0],\"time\":[0,1],\"weight\":[1e300,5],\"weightType\":\"tracing-ms\"}"));
        // A version from the future, and one that is no number.
        CHECK_ERROR(id, firefoxProcessed("{\"frame\":[0],\"prefix\":[null]}", samples, "[\"f\"]", 999999999), "version");
        CHECK_READ(id, firefoxProcessed("{\"frame\":[0],\"prefix\":[null]}", samples, "[\"f\"]", -5));
        // Gecko rows: a schema with huge positions, rows longer than it, rows that are no arrays.
        const QByteArray gecko = "{\"meta\":{\"version\":34,\"startTime\":0,\"interval\":1},\"libs\":[],\"threads\":[{\"name\":\"t\","
                                 "\"stringTable\":[\"f\"],\"stackTable\":{\"schema\":{\"prefix\":0,\"frame\":1},\"data\":[[null,0]]},"
                                 "\"frameTable\":{\"schema\":{\"location\":0},\"data\":[[0,1,2,3,4,5,6,7,8,9]]},";
        CHECK_READ(id, gecko + "\"samples\":{\"schema\":{\"stack\":4096,\"time\":1},\"data\":[[0,1]]}}]}");
        CHECK_READ(id, gecko + "\"samples\":{\"schema\":{\"stack\":2147483647,\"time\":1},\"data\":[[0,1]]}}]}", "schema");
        CHECK_READ(id, gecko + "\"samples\":{\"schema\":{\"stack\":0,\"time\":1},\"data\":[5,\"x\"]}}]}", "row");
        // Subprocess profiles nested a million deep.
        QByteArray nested;
        for (int i = 0; i < 100000; ++i)
            nested += "{\"processes\":[";
        CHECK_READ(id, nested, "nest");
        CHECK_READ(id, "{\"meta\":{\"version\":34},\"threads\":[{\"markers\":{\"data\":" + deepArrays(1000000) + "}}]}", "nest", "closed");
    }

    void v8CpuProfile()
    {
        const QString id = QStringLiteral("v8cpuprofile");
        // Trees 100 000 deep, by children and by parents.
        CHECK_PROFILE(id, v8Chain(100000, false));
        CHECK_PROFILE(id, v8Chain(100000, true));
        // The old format nests node objects: past JSON's depth it is refused.
        CHECK_READ(id, "{\"head\":" + repeated("{\"functionName\":\"f\",\"children\":[", 1000000) + "]}" + "]}" + "}", "nest");
        // Ids far past any table, negative, and of no node; nodes naming
        // themselves and each other as parents.
        const QByteArray node = R"({"id":1,"callFrame":{"functionName":"f"}})";
        CHECK_PROFILE(id, v8Profile("[" + node + R"(,{"id":1099511627776,"parent":-7,"callFrame":{}},{"id":-3,"parent":-3,"children":[-3,1,1099511627776]}])",
                                    "[1,1099511627776,-3,4294967295,-1,99999999999999999999]", "[1,1,1,1,1,1]"));
        QByteArray sparse = "[";
        for (int i = 0; i < 100000; ++i)
            sparse += "{\"id\":" + QByteArray::number(std::int64_t(i) << 30) + ",\"parent\":" + QByteArray::number(std::int64_t(i + 1) << 30)
                + ",\"callFrame\":{\"functionName\":\"f\"}}" + (i + 1 < 100000 ? "," : "]");
        CHECK_PROFILE(id, v8Profile(sparse, "[0]", "[1]"));
        // A million samples of a node no profile has, deltas that add up past
        // the clock, samples without deltas.
        CHECK_PROFILE(id, v8Profile("[" + node + "]", "[" + repeated("7,", 999999) + "7]", "[" + repeated("1,", 999999) + "1]"));
        CHECK_ERROR(id, v8Profile("[" + node + "]", "[1,1,1]", "[9223372036854775807,9223372036854775807,1]"), "days");
        CHECK_ERROR(id, v8Profile("[" + node + "]", "[1,1]", "[1e300,1]"), "days");
        CHECK_PROFILE(id, v8Profile("[" + node + "]", "[" + repeated("1,", 99999) + "1]", "[]"));
        CHECK_READ(id, "{\"head\":{\"functionName\":\"f\"},\"startTime\":1e300,\"endTime\":-1e300,\"samples\":[1],\"timestamps\":[9223372036854775807]}");
        CHECK_ERROR(id, "{\"head\":{\"id\":1},\"samples\":[1,1],\"timestamps\":[-9223372036854775807,9223372036854775807]}", "days");
    }

    void chromeTraceSamples()
    {
        const QString id = QStringLiteral("chrome");
        // 100 000 chunks, each naming the node of the one before.
        CHECK_PROFILE(id, chromeProfileChunks(100000));
        CHECK_PROFILE(id, chromeStackFrameChain(100000));
        // Chunks and samples past the clock, stack frames of no frame.
        CHECK_READ(id, R"([{"args":{"data":{"startTime":-9223372036854775807}},"id":"1","name":"Profile","ph":"P","pid":1,"tid":1,"ts":0},)"
                       R"({"args":{"data":{"cpuProfile":{"nodes":[{"id":1}],"samples":[1,1]},"timeDeltas":[9223372036854775807,1]}},"id":"1","name":"ProfileChunk","ph":"P","pid":1,"tid":1,"ts":1}])",
                   "days");
        CHECK_READ(id, "{\"traceEvents\":[],\"samples\":[" + repeated("{\"tid\":1,\"ts\":1,\"sf\":12345},", 99999) + "{\"tid\":1,\"ts\":1}]}");
        CHECK_READ(id, "{\"traceEvents\":[{\"ph\":\"P\",\"name\":\"s\",\"pid\":1,\"tid\":1,\"ts\":1,\"stack\":" + deepArrays(1000000) + "}]}", "nest");
    }

    void perfData()
    {
        using fixtures::PerfDataFile;
        const QString id = QStringLiteral("perfdata");
        PerfDataFile f;
        PerfDataFile::Attr a;
        a.ids = {1};
        f.addAttr(a);
        f.comm(1, 1, "app", 0, true);
        PerfDataFile::Sample s;
        s.pid = s.tid = 1;
        s.callchain = {PerfDataFile::kContextUser, 0x1000, 0x2000};
        f.sample(0, s);
        const QByteArray good = f.file();
        CHECK_PROFILE(id, good);
        const auto patched = [&good](qsizetype at, std::uint64_t value) {
            QByteArray b = good;
            std::memcpy(b.data() + at, &value, 8);
            return b;
        };
        // The header cut short, or of the other byte order.
        CHECK_ERROR(id, good.left(60), "truncated");
        CHECK_ERROR(id, good.left(12), "truncated");
        CHECK_ERROR(id, QByteArray("2ELIFREP") + good.mid(8), "byte order");
        CHECK_ERROR(id, QByteArray("PERFFILE") + good.mid(8), "PERFFILE");
        CHECK_ERROR(id, patched(8, 50), "size");
        // Sections outside the file.
        CHECK_ERROR(id, patched(24, std::uint64_t(1) << 40), "attributes");
        CHECK_ERROR(id, patched(40, good.size() - 8), "data");
        CHECK_ERROR(id, patched(48, std::uint64_t(1) << 62), "data");
        CHECK_ERROR(id, patched(16, 12345), "attribute");
        // Feature sections outside the file are left out with a warning.
        const qsizetype table = good.size() - 16;
        QByteArray farFeature = good;
        std::memcpy(farFeature.data() + table, "\xff\xff\xff\xff\xff\xff\xff\x7f", 8);
        CHECK_READ(id, farFeature);
        // A record of size 0, and one past the end of the records.
        std::uint64_t dataAt = 0;
        std::memcpy(&dataAt, good.constData() + 40, 8);
        QByteArray zero = good;
        std::memset(zero.data() + dataAt + 6, 0, 2);
        CHECK_ERROR(id, zero, "size as 0");
        QByteArray long_ = good;
        const std::uint16_t big = 0xFFF8;
        std::memcpy(long_.data() + dataAt + 6, &big, 2);
        CHECK_ERROR(id, long_, "past the end");
        // A callchain claiming 2^60 entries: the sample is skipped, with a warning.
        PerfDataFile chain = f;
        chain.data().clear();
        PerfDataFile::Sample huge = s;
        huge.callchain = {};
        chain.sample(0, huge);
        QByteArray hugeChain = chain.file();
        const std::uint64_t count = std::uint64_t(1) << 60;
        std::memcpy(hugeChain.data() + dataAt + 8 + 8 + 8 + 8 + 8, &count, 8);
        CHECK_PROFILE(id, hugeChain);
        // sample_type bits past what the reader knows.
        PerfDataFile unknown;
        PerfDataFile::Attr future = a;
        future.sampleType |= std::uint64_t(1) << 40;
        unknown.addAttr(future);
        CHECK_ERROR(id, unknown.file(), "1 << 40");
        // Compressed records of garbage, and a zstd bomb's worth of claims.
        PerfDataFile z = f;
        z.data().clear();
        z.rawRecord(81, 0, QByteArray(64, '\x28'));
        CHECK_ERROR(id, z.file(), "zstd");
        // A compressed stream inflating to 640 MB of 16-byte samples (40 M):
        // refused for memory before the samples exhaust it, or read.
        PerfDataFile bomb;
        PerfDataFile::Attr ipOnly;
        ipOnly.sampleType = PerfDataFile::kIp;
        ipOnly.flags = 0;
        ipOnly.ids = {1};
        bomb.addAttr(ipOnly);
        PerfDataFile::Sample one;
        one.ip = 0x1000;
        bomb.sample(0, one);
        bomb.data() = zstdRepeated(bomb.data(), 40'000'000);
        CHECK_READ(id, bomb.file(), "memory");
        // Pipe mode cut anywhere.
        const QByteArray pipe = f.pipe();
        for (const qsizetype cut : {qsizetype(16), qsizetype(20), pipe.size() / 2, pipe.size() - 3})
            CHECK_READ(id, pipe.left(cut));
        for (const qsizetype cut : {qsizetype(104), good.size() / 2, good.size() - 1})
            CHECK_READ(id, good.left(cut));
    }

    void perfScript()
    {
        const QString id = QStringLiteral("perfscript");
        const QByteArray header = "a 1 1.000000: 1000000 cpu-clock: \n";
        // A call chain 200 000 frames deep, and one frame named by 4 MB.
        CHECK_PROFILE(id, header + repeated("\t 11ae f+0x1 (/a)\n\t 11af g+0x1 (/a)\n", 100000) + "\n");
        CHECK_PROFILE(id, header + "\t 11ae " + QByteArray(4 << 20, 'x') + " (/a)\n\n");
        // 100 000 threads, and 20 000 events of a sample each (a track each).
        QByteArray threads, events;
        for (int i = 0; i < 100000; ++i)
            threads += "a " + QByteArray::number(i + 1) + " 1.000000: 1 cpu-clock: \n\t 1 f (/a)\n\n";
        CHECK_PROFILE(id, threads);
        for (int i = 0; i < 20000; ++i)
            events += "a 1 1.000000: 1 e" + QByteArray::number(i) + ": \n\t 1 f (/a)\n\n";
        CHECK_PROFILE(id, events);
        // Times as far apart as the field allows, periods past 64 bits' half,
        // ids at their limits and past them, a clock event with a period of
        // 584 years, tracepoints weighing 2^64 - 1 each.
        CHECK_PROFILE(id, header + "\n" + "a 1 999999999.999999999: 18446744073709551615 cpu-clock: \n\n"
                              "a 1 0.000000001: 9223372036854775807 cpu-clock: \n\n"
                              "a -1/2147483647 1.5: 1 cpu-clock: \n\n"
                              "a 99999999999 1.5: 1 cpu-clock: \n\n"
                              "a 1 [99999999] 1.6: 18446744073709551615 sched:sched_switch: prev_state=R ==> next_pid=-5\n\n"
                              "a 0 [2147483647] 1.7: 18446744073709551615 syscalls:sys_enter_read: x\n\n"
                              "a 0 [2147483647] 1.8: 18446744073709551615 syscalls:sys_enter_read: x\n\n");
        // Switches that name threads never sampled, and threads switched in
        // a million times without ever switching out.
        QByteArray switches = header + "\t 1 f (/a)\n\n";
        for (int i = 0; i < 100000; ++i)
            switches += "b 2 [000] 1." + QByteArray::number(100000 + i) + ": sched:sched_switch: prev_comm=b prev_pid=2 "
                        "prev_state=S ==> next_comm=a next_pid=" + QByteArray::number(i % 3) + " next_prio=120\n\n";
        CHECK_PROFILE(id, switches);
        // Only call-chain lines, and lines of nothing but tabs and spaces.
        CHECK_ERROR(id, repeated("\t 11ae f (/a)\n", 100000), "perf");
        CHECK_ERROR(id, repeated(" \t \n", 100000), "perf");
    }

    // What every registered format gets without a line of its own here:
    // nothing, stray bytes, deep nesting, and a file its own writer made, cut
    // short at several points. Each gives a profile or a ReadError.
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
