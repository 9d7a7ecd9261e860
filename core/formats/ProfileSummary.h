#pragma once
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <optional>

#include "model/TimeRange.h"

namespace hg {

class Profile;

// The summary of a profile that `hourglass-cli info` prints and the document
// header shows (format, duration, tracks, spans, samples, warnings). With a
// range, `profile` is the part of a profile within it (ProfileSlice): its
// duration is the range's, which is said too.
class ProfileSummary
{
    Q_DECLARE_TR_FUNCTIONS(ProfileSummary)
public:
    static QJsonObject toJson(const Profile &profile, std::optional<TimeRange> range = std::nullopt);
    static QString toText(const Profile &profile, const QString &fileName, std::optional<TimeRange> range = std::nullopt);
};

} // namespace hg
