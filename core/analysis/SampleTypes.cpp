#include "SampleTypes.h"

namespace hg {

QString SampleTypes::of(const Profile &profile, const Track &track)
{
    const std::optional<AttributeValue> type = track.attributes.findNamed(0, profile.strings(), kAttribute);
    return type && type->kind == AttributeValue::Kind::String ? profile.strings().string(type->s) : QString();
}

QStringList SampleTypes::of(const Profile &profile)
{
    QStringList types;
    for (const Track &t : profile.tracks())
        if (const QString type = of(profile, t); !type.isEmpty() && !types.contains(type))
            types << type;
    return types;
}

std::vector<TrackId> SampleTypes::tracksOf(const Profile &profile, const QString &type)
{
    std::vector<TrackId> tracks;
    for (std::uint32_t i = 0; i < profile.tracks().size(); ++i) {
        const QString own = of(profile, profile.tracks()[i]);
        if (own.isEmpty() || own == type)
            tracks.push_back(TrackId(i));
    }
    return tracks;
}

std::vector<TrackId> SampleTypes::defaultTracks(const Profile &profile)
{
    const QStringList types = of(profile);
    return types.size() < 2 ? std::vector<TrackId>() : tracksOf(profile, types.first());
}

} // namespace hg
