#pragma once
#include "XPlaneIdMap.h"
#include "XPlanePlane.h"
#include "XPlaneStatDecoder.h"
#include "model/Ids.h"

#include <QCoreApplication>
#include <QString>
#include <atomic>
#include <mutex>
#include <unordered_map>

namespace hg {

class XPlaneLockedBuilder;

// Decodes one scanned XPlane into the builder: its event metadata become
// frames (with their stats as frame attributes), each line a track in the
// plane's group, each event a span with its stats as span attributes.
// prepare() runs first, on one thread; then the lines may be decoded on
// several threads at once (each writes only its own track); finish() last.
class XPlaneDecoder
{
    Q_DECLARE_TR_FUNCTIONS(XPlaneDecoder)
public:
    XPlaneDecoder(XPlaneLockedBuilder &builder, const XPlanePlane &plane);

    // Frames, and a track for every line (in xprof's row order) in `group`.
    void prepare(const QString &group);
    std::size_t lineCount() const { return m_lines.size(); }
    const XPlaneLine &line(std::size_t index) const { return *m_lines[index].line; }
    // The events of one line; `originNs` is the profile's time zero (line
    // timestamps are absolute).
    void decodeLine(std::size_t index, std::int64_t originNs);
    // Warnings about what the plane's events referred to but did not have.
    void finish();

private:
    struct PreparedLine
    {
        const XPlaneLine *line = nullptr;
        TrackId track{};
    };

    void addEventMetadata(ProtoCursor entry);
    void addPlaneAttributes(TrackId track);
    FrameId frameOf(std::int64_t metadataId)
    {
        const FrameId *frame = m_frames.find(metadataId);
        return frame ? *frame : unknownFrame(metadataId);
    }
    FrameId unknownFrame(std::int64_t metadataId);

    XPlaneLockedBuilder &m_builder;
    const XPlanePlane &m_plane;
    XPlaneStatDecoder m_stats;
    XPlaneIdMap<FrameId> m_frames; // read-only once lines are decoded
    std::vector<PreparedLine> m_lines;
    StringId m_module{};
    StringId m_occurrencesKey{};
    std::mutex m_unknownMutex;
    std::unordered_map<std::int64_t, FrameId> m_unknownFrames; // events without metadata
    std::atomic<std::size_t> m_unknownEvents{0};
    std::atomic<std::size_t> m_outOfRange{0};
};

} // namespace hg
