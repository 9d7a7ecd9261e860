// XPlane reader benchmark: generates an XSpace like a GPU training step
// trace (2 GPU planes of 8 streams, a host plane of 16 threads; events nested
// up to 4 deep, 2 stats each: a correlation id and a kernel-details
// reference), then loads it through ProfileLoader and prints throughput,
// peak memory against the file size and model bytes per event; libprotobuf's
// ParseFromArray on the same bytes for comparison (up to its 2 GB limit).
//
//   build/bin/bench_xplane [events] [--keep FILE]
//   build/bin/bench_xplane 60000000      # a file over 2 GB
#include "GeneratorArguments.h"
#include "LoadBenchmark.h"
#include "formats/ProtoWriter.h"
#include "xspace.pb.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTextStream>
#include <random>

using namespace hg;

namespace {

constexpr int kMetadataPerPlane = 5'000;

// One plane's lines of nested events, written straight to the file so a
// file over 2 GB never sits in memory whole.
ProtoWriter plane(std::int64_t id, const char *name, int lines, std::size_t eventsPerLine, std::mt19937 &rng)
{
    ProtoWriter p, line, event, stat;
    p.int64(1, id);
    p.bytes(2, name);
    std::uniform_int_distribution<int> metadataOf(1, kMetadataPerPlane), gapOf(100, 5'000), lengthOf(2'000, 200'000);
    for (int l = 0; l < lines; ++l) {
        line.clear();
        line.int64(1, l + 1);
        line.bytes(2, QByteArray("Stream #" + QByteArray::number(l + 1)).toStdString());
        line.int64(3, 1'000'000); // ns
        std::int64_t t = 0;
        std::size_t written = 0;
        while (written < eventsPerLine) {
            // A top-level event with up to three levels of children inside it.
            const int depth = std::uniform_int_distribution<int>(1, 4)(rng);
            const std::int64_t outer = std::int64_t(lengthOf(rng)) * 1000;
            std::int64_t length = outer;
            std::int64_t start = t;
            for (int d = 0; d < depth && written < eventsPerLine; ++d, ++written) {
                event.clear();
                event.int64(1, metadataOf(rng));
                event.int64(2, start);
                event.int64(3, length);
                stat.clear();
                stat.int64(1, 1);
                stat.uint64(3, (std::uint64_t(1) << 56) + std::uint64_t(written) * 7 + std::uint64_t(l)); // 64-bit ids, as CUPTI writes them
                event.message(4, stat);
                stat.clear();
                stat.int64(1, 2);
                stat.uint64(7, 3 + std::uint64_t(metadataOf(rng) % 64)); // a ref to a kernel-details string
                event.message(4, stat);
                line.message(4, event);
                start += length / 8;
                length /= 2;
            }
            t += outer + std::int64_t(gapOf(rng)) * 1000;
        }
        p.message(3, line);
    }
    ProtoWriter entry, metadata;
    for (int m = 1; m <= kMetadataPerPlane; ++m) {
        metadata.clear();
        metadata.int64(1, m);
        metadata.bytes(2, QByteArray("fusion_kernel_" + QByteArray::number(m)).toStdString());
        entry.clear();
        entry.int64(1, m);
        entry.message(2, metadata);
        p.message(4, entry);
    }
    const auto statName = [&](std::int64_t statId, const QByteArray &text) {
        metadata.clear();
        metadata.int64(1, statId);
        metadata.bytes(2, text.toStdString());
        entry.clear();
        entry.int64(1, statId);
        entry.message(2, metadata);
        p.message(5, entry);
    };
    statName(1, "correlation_id");
    statName(2, "kernel_details");
    for (int s = 0; s < 64; ++s)
        statName(3 + s, "regs:" + QByteArray::number(32 + s) + " shm:0 grid:" + QByteArray::number(s * 16) + ",1,1 block:256,1,1");
    return p;
}

bool generate(const QString &path, std::size_t events)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    std::mt19937 rng(7);
    // 2 GPU planes of 8 streams and a host plane of 16 threads, evenly filled.
    const std::size_t perLine = std::max<std::size_t>(1, events / 32);
    const struct { std::int64_t id; const char *name; int lines; } planes[] = {
        {0, "/device:GPU:0", 8}, {1, "/device:GPU:1", 8}, {2, "/host:CPU", 16}};
    for (const auto &p : planes) {
        ProtoWriter space;
        space.message(1, plane(p.id, p.name, p.lines, perLine, rng));
        if (file.write(space.buffer()) != space.buffer().size())
            return false;
    }
    ProtoWriter host;
    host.bytes(4, "bench-host");
    return file.write(host.buffer()) == host.buffer().size();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const bench::GeneratorArguments args(app.arguments(), 5'000'000, QStringLiteral("bench.xplane.pb"));
    const std::size_t events = args.count();
    const QString &path = args.path();
    QTextStream out(stdout);
    out << "generating " << events << " events ..." << Qt::endl;
    if (!generate(path, events)) {
        out << "cannot write " << path << Qt::endl;
        return 1;
    }
    const int status = bench::runLoadBenchmark(path, out);
    if (status != 0)
        return status;

    // For comparison: libprotobuf's generated parser, message objects only.
    const qint64 size = QFileInfo(path).size();
    if (size >= (qint64(1) << 31)) {
        out << "libprotobuf:   cannot parse it (ParseFromArray stops at 2 GB)" << Qt::endl;
        return 0;
    }
    QFile file(path);
    file.open(QIODevice::ReadOnly);
    const QByteArray all = file.readAll();
    QElapsedTimer timer;
    timer.start();
    hourglass::bench::XSpace space;
    const bool ok = space.ParseFromArray(all.constData(), int(all.size()));
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    out << QStringLiteral("libprotobuf:   %1 s, %2 MB/s (ParseFromArray only, no model)%3")
               .arg(seconds, 0, 'f', 2).arg(double(size) / 1e6 / seconds, 0, 'f', 0)
               .arg(ok ? QString() : QStringLiteral(" - failed"))
        << Qt::endl;
    return 0;
}
