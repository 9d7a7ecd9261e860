#include "XPlaneReader.h"

#include "XPlaneConsumedInput.h"
#include "XPlaneDecoder.h"
#include "XPlaneKeys.h"
#include "XPlaneLockedBuilder.h"
#include "XPlanePlane.h"
#include "XPlaneStatDecoder.h"
#include "io/ReadContext.h"
#include "io/ReadError.h"
#include "model/ProfileBuilder.h"
#include "util/ParallelFor.h"
#include "util/Utf8Text.h"

#include <algorithm>
#include <bit>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>

namespace hg {

namespace k = xplane::key;

namespace {

std::string_view view(QByteArrayView data) { return {data.data(), std::size_t(data.size())}; }

// Where a plane goes in the timeline, as xprof's trace viewer orders them:
// GPU and TPU devices, then custom devices (each by plane id), then the host
// threads, then planes xprof does not draw (metadata, task environment, ...).
int planeRank(std::string_view name)
{
    if (name.starts_with("/device:CUSTOM:"))
        return 1;
    if (name.starts_with("/device:"))
        return 0;
    if (name.starts_with("/host:CPU"))
        return 2;
    return 3;
}

// The wall-clock time of the profile's time zero: xprof normalises line
// timestamps to the profile start and keeps that start as a stat of the
// "Task Environment" plane.
std::optional<std::int64_t> profileStartNs(const std::vector<XPlanePlane> &planes, XPlaneLockedBuilder &builder)
{
    for (const XPlanePlane &plane : planes) {
        if (plane.name != "Task Environment")
            continue;
        XPlaneStatDecoder stats(builder);
        stats.addMetadataEntries(plane.statMetadata);
        for (const ProtoCursor &message : plane.stats) {
            const XPlaneStatDecoder::Stat s = stats.decode(message);
            if (builder.builder().strings().view(s.key) == "profile_start_time" && s.value.kind == AttributeValue::Kind::UInt)
                return std::int64_t(s.value.u);
        }
    }
    return std::nullopt;
}

} // namespace

int XPlaneReader::probe(QByteArrayView head)
{
    // An XSpace starts with a plane (field 1), or with errors, warnings or
    // hostnames (fields 2-4), all length-delimited. A plane's fields are its
    // id (1, varint) and name, lines, metadata maps and stats (2-6,
    // length-delimited): the fields of the first plane the head holds must
    // have those types (a pprof Profile also starts with field 1, a
    // ValueType of varints 1 and 2), and its name decides how sure this is.
    if (head.size() < 2)
        return 0;
    const auto first = static_cast<unsigned char>(head[0]);
    if (first != 0x0A && first != 0x12 && first != 0x1A && first != 0x22)
        return 0;
    std::uint64_t length = 0;
    std::string_view rest;
    try {
        ProtoCursor c(view(head), 0);
        c.field();
        length = c.varint();
        rest = view(head).substr(std::size_t(c.offset()));
    } catch (const ReadError &) {
        return 0;
    }
    if (first != 0x0A)
        return length <= std::uint64_t(1) << 20 ? 40 : 0;
    if (rest.empty())
        return 30;
    const auto planeFirst = static_cast<unsigned char>(rest[0]);
    if (planeFirst != 0x08 && planeFirst != 0x12 && planeFirst != 0x1A)
        return 0;
    ProtoCursor plane(rest.substr(0, std::size_t(std::min<std::uint64_t>(length, rest.size()))), 0);
    bool named = false;
    try {
        while (!plane.atEnd()) {
            const ProtoCursor::Field f = plane.field();
            if (f.number == 1 && f.type != ProtoCursor::Varint)
                return 0;
            if ((f.number >= 2 && f.number <= 6 && f.type != ProtoCursor::Length) || f.type == ProtoCursor::StartGroup
                || f.type == ProtoCursor::EndGroup || f.type > ProtoCursor::Fixed32)
                return 0;
            if (f.number == 2) {
                const std::string_view name = plane.bytes();
                named = name.starts_with("/device:") || name.starts_with("/host:");
            } else {
                plane.skip(f.type);
            }
        }
    } catch (const ReadError &) {
        // The head ends inside the plane: what came before it decides.
    }
    return named ? 90 : 50;
}

void XPlaneReader::read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context)
{
    ProtoCursor space(view(data), 0);
    std::vector<XPlanePlane> planes;
    QStringList hostnames;
    while (!space.atEnd()) {
        const ProtoCursor::Field f = space.field();
        if (f.number > 4) {
            space.skip(f.type);
            continue;
        }
        if (f.type != ProtoCursor::Length)
            space.wrongType("XSpace", f);
        switch (f.number) {
        case 1: planes.push_back(XPlanePlane::scan(space.message())); break;
        case 2:
        case 3: {
            // What the profiler itself reported: kept, and shown as a warning.
            const std::string_view message = space.bytes();
            builder.setMetadata(f.number == 2 ? k::kError : k::kWarning, message);
            const QString text = fromUtf8(message);
            builder.warn(f.number == 2 ? tr("the profiler reported an error: %1").arg(text) : tr("the profiler reported: %1").arg(text));
            break;
        }
        case 4: {
            const std::string_view host = space.bytes();
            builder.setMetadata(k::kHostname, host);
            hostnames << fromUtf8(host);
            break;
        }
        }
        context.checkCancelled();
    }
    XPlanePlane::scanLines(planes);
    if (planes.empty() && hostnames.isEmpty())
        throw ReadError(tr("no planes in this XSpace: it holds no profile data"), 0);

    // Time zero is the earliest line timestamp. Saved profiles have them
    // relative to the profile start (device lines often 0); raw captures have
    // ns since the epoch, where a line stamped 0 counts from time zero too.
    std::int64_t originNs = INT64_MAX, firstStampNs = INT64_MAX;
    std::size_t lineCount = 0, eventCount = 0;
    for (const XPlanePlane &p : planes) {
        lineCount += p.lines.size();
        eventCount += p.eventCount();
        for (const XPlaneLine &l : p.lines) {
            originNs = std::min(originNs, l.timestampNs);
            if (l.timestampNs)
                firstStampNs = std::min(firstStampNs, l.timestampNs);
        }
    }
    const bool epochStamps = firstStampNs != INT64_MAX && firstStampNs >= kEpochLikeNs;
    if (originNs == INT64_MAX || (originNs == 0 && epochStamps))
        originNs = firstStampNs == INT64_MAX ? 0 : firstStampNs;
    XPlaneLockedBuilder locked(builder, context);
    if (epochStamps)
        builder.setStartEpochNs(originNs);
    else if (const std::optional<std::int64_t> startNs = profileStartNs(planes, locked))
        builder.setStartEpochNs(*startNs + originNs);
    builder.setMetadata(k::kTimeZeroNs, AttributeValue::fromInt(originNs));
    builder.setMetadata("planes", AttributeValue::fromUInt(planes.size()));
    builder.setMetadata("lines", AttributeValue::fromUInt(lineCount));
    builder.setMetadata("events", AttributeValue::fromUInt(eventCount));

    std::vector<std::size_t> order(planes.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const int ra = planeRank(planes[a].name), rb = planeRank(planes[b].name);
        if (ra != rb)
            return ra < rb;
        if (ra < 2)
            return planes[a].id < planes[b].id;
        return ra == 2 && planes[a].name < planes[b].name;
    });

    const QString host = hostnames.size() == 1 ? hostnames.first() : QString();
    std::vector<std::unique_ptr<XPlaneDecoder>> decoders;
    struct LineJob { XPlaneDecoder *decoder; std::size_t line; };
    std::vector<LineJob> jobs;
    for (const std::size_t i : order) {
        const XPlanePlane &plane = planes[i];
        QString group = fromUtf8(plane.name);
        if (group.isEmpty())
            group = tr("Plane %1").arg(plane.id);
        if (!host.isEmpty())
            group = host + QLatin1Char(' ') + group;
        decoders.push_back(std::make_unique<XPlaneDecoder>(locked, plane));
        decoders.back()->prepare(group);
        for (std::size_t l = 0; l < decoders.back()->lineCount(); ++l)
            jobs.push_back({decoders.back().get(), l});
    }
    // Lines are independent (each has its own track): decoded on every
    // core, longest first so no thread is left with a long one at the end;
    // lines of about the same length (within a power of two) in file order,
    // so the file's pages can be let go behind them (XPlaneConsumedInput).
    std::stable_sort(jobs.begin(), jobs.end(), [](const LineJob &a, const LineJob &b) {
        const ProtoCursor &la = a.decoder->line(a.line).message, &lb = b.decoder->line(b.line).message;
        const int ca = std::bit_width(la.size()), cb = std::bit_width(lb.size());
        return ca != cb ? ca > cb : la.fileOffset() < lb.fileOffset();
    });
    std::vector<qint64> lineOffsets;
    lineOffsets.reserve(jobs.size());
    for (const LineJob &job : jobs)
        lineOffsets.push_back(job.decoder->line(job.line).message.fileOffset());
    XPlaneConsumedInput consumed(data.data(), context, std::move(lineOffsets));
    // The first failure stops the other lines; it is what the load reports
    // (not the stop it caused elsewhere).
    std::exception_ptr firstFailure;
    std::mutex failureMutex;
    try {
        parallelFor(jobs.size(), [&](std::size_t j) {
            try {
                jobs[j].decoder->decodeLine(jobs[j].line, originNs);
                consumed.lineDone(jobs[j].decoder->line(jobs[j].line).message.fileOffset());
            } catch (...) {
                {
                    const std::lock_guard<std::mutex> lock(failureMutex);
                    if (!firstFailure)
                        firstFailure = std::current_exception();
                }
                locked.stopAll();
                throw;
            }
        });
    } catch (...) {
        if (firstFailure)
            std::rethrow_exception(firstFailure);
        throw;
    }
    for (const std::unique_ptr<XPlaneDecoder> &decoder : decoders)
        decoder->finish();
    context.inputConsumed(data.data() + data.size()); // the model is built without the file
}

} // namespace hg
