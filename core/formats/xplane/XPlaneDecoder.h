#pragma once
#include "XPlaneIdMap.h"
#include "XPlanePlane.h"
#include "XPlaneStatDecoder.h"
#include "model/Ids.h"

#include <QCoreApplication>
#include <QString>

namespace hg {

class ProfileBuilder;
class ReadContext;

// Decodes one scanned XPlane into the builder: its event metadata become
// frames (with their stats as frame attributes), each line a track in the
// plane's group, each event a span with its stats as span attributes.
class XPlaneDecoder
{
    Q_DECLARE_TR_FUNCTIONS(XPlaneDecoder)
public:
    XPlaneDecoder(ProfileBuilder &builder, const ReadContext &context, const XPlanePlane &plane);

    // `group` names the plane in the timeline; `originNs` is the profile's
    // time zero (line timestamps are absolute).
    void decode(const QString &group, std::int64_t originNs);

private:
    void addEventMetadata(ProtoCursor entry);
    void addPlaneAttributes(TrackId track);
    void decodeLine(const XPlaneLine &line, TrackId track, std::int64_t originNs);
    FrameId frameOf(std::int64_t metadataId);

    ProfileBuilder &m_builder;
    const ReadContext &m_context;
    const XPlanePlane &m_plane;
    XPlaneStatDecoder m_stats;
    XPlaneIdMap<FrameId> m_frames;
    StringId m_module = 0;
    std::size_t m_unknownEvents = 0;
    std::size_t m_outOfRange = 0;
};

} // namespace hg
