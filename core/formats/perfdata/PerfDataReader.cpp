#include "PerfDataReader.h"

#include "PerfCursor.h"
#include "PerfDataFacts.h"
#include "PerfFeatures.h"
#include "PerfFileHeader.h"
#include "PerfRecordDecoder.h"
#include "PerfRecordQueue.h"
#include "PerfRecordStream.h"
#include "PerfRecording.h"
#include "PerfRecordingReplay.h"
#include "PerfSymbolResolver.h"
#include "formats/perfscript/PerfSampleAssembler.h"
#include "io/ReadContext.h"
#include "io/ReadError.h"
#include "model/ProfileBuilder.h"

#include <algorithm>

namespace hg {

namespace {

std::string_view view(QByteArrayView data) { return {data.data(), std::size_t(data.size())}; }

// The attributes section: perf_file_attr entries, each a perf_event_attr and
// the section of its ids.
void readAttributes(std::string_view file, const PerfFileHeader &header, PerfRecording &recording)
{
    const std::uint64_t count = header.attrs.size / header.attrSize;
    PerfCursor c(file.substr(std::size_t(header.attrs.offset), std::size_t(header.attrs.size)),
                 qint64(header.attrs.offset), QT_TRANSLATE_NOOP("PerfCursor", "the attributes section"));
    for (std::uint64_t i = 0; i < count; ++i) {
        const qint64 at = c.offset();
        PerfEvent event;
        event.attr = PerfEventAttr::read(c, header.attrSize - 16);
        const std::uint64_t idsAt = c.u64();
        const std::uint64_t idsSize = c.u64();
        if (idsAt > file.size() || idsSize > file.size() - idsAt)
            throw ReadError(PerfDataReader::tr("the ids of attribute %1 (%2 bytes at byte %3) lie outside the file")
                                .arg(i).arg(idsSize).arg(idsAt),
                            at);
        PerfCursor ids(file.substr(std::size_t(idsAt), std::size_t(idsSize)), qint64(idsAt),
                       QT_TRANSLATE_NOOP("PerfCursor", "an attribute's ids"));
        while (ids.left() >= 8)
            event.ids.push_back(ids.u64());
        for (const PerfMetadata::EventName &named : recording.metadata.events)
            if (!named.ids.empty() && !event.ids.empty() && std::find(named.ids.begin(), named.ids.end(), event.ids.front()) != named.ids.end())
                event.name = named.name;
        // Without descriptions, the n-th attribute is the n-th event.
        if (event.name.isEmpty() && event.ids.empty() && i < recording.metadata.events.size())
            event.name = recording.metadata.events[std::size_t(i)].name;
        if (event.name.isEmpty())
            event.name = event.attr.defaultName();
        recording.events.add(std::move(event), at);
    }
}

} // namespace

int PerfDataReader::probe(QByteArrayView head) { return PerfFileHeader::probe(head); }

void PerfDataReader::read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context)
{
    const PerfFileHeader header = PerfFileHeader::read(data);
    PerfRecording recording;
    if (!header.pipeMode) {
        PerfFeatures::readAll(view(data), header, recording.metadata, builder);
        for (const PerfMetadata::BuildId &id : recording.metadata.buildIds)
            recording.files.setBuildId(id.fileName, id.id);
        readAttributes(view(data), header, recording);
        if (recording.events.isEmpty())
            throw ReadError(tr("the perf.data has no event attributes, so its records cannot be read"), 24);
        if (header.unfinished)
            builder.warn(tr("perf record did not finish this file (its header gives no size for the records): the "
                            "records are read up to the end of the file"));
    }
    {
        PerfRecordDecoder decoder(recording, builder);
        PerfRecordQueue queue(decoder, recording.events, context);
        PerfRecordStream stream(queue, builder, context);
        stream.walk(view(data).substr(std::size_t(header.data.offset), std::size_t(header.data.size)),
                    qint64(header.data.offset));
        queue.flushAll();
        stream.finish();
        decoder.finish();
    }
    if (recording.events.isEmpty())
        throw ReadError(tr("the perf.data stream has no attribute records, so its samples cannot be read"),
                        qint64(header.data.offset));
    context.progress(data.size());

    PerfSymbolResolver symbols(recording, builder, context);
    symbols.resolve();
    PerfSampleAssembler assembler(builder);
    PerfRecordingReplay::replay(recording, symbols, assembler, builder, context);
    assembler.finish();

    PerfDataFacts::setMetadata(recording.metadata, builder);
    if (recording.metadata.hasClockData) {
        std::int64_t first = -1;
        for (const PerfDecodedSample &s : recording.samples)
            if (s.timeNs >= 0 && (first < 0 || s.timeNs < first))
                first = s.timeNs;
        if (first >= 0)
            builder.setStartEpochNs(qint64(recording.metadata.wallClockNs - recording.metadata.clockTimeNs) + first);
    }
}

} // namespace hg
