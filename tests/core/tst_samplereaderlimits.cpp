// The reader-limits cases of the sampled formats added with issue 32 (V8 CPU
// profiles, Chrome trace samples, perf.data, perf script, Firefox Profiler):
// the same hostile inputs and checks as tst_readerlimits (ReaderLimits.h).
#include "ReaderLimits.h"
#include "PerfDataFixtures.h"

#include <zstd.h>

using namespace hg;
using namespace hg::limits;

namespace {
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

class TestSampleReaderLimits : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { limitData(); }
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
};

QTEST_GUILESS_MAIN(TestSampleReaderLimits)
#include "tst_samplereaderlimits.moc"
