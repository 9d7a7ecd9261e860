#pragma once
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace hg {

class Profile;

// The summary of a profile that `hourglass-cli info` prints and the document
// header shows (format, duration, tracks, spans, samples, warnings).
class ProfileSummary
{
    Q_DECLARE_TR_FUNCTIONS(ProfileSummary)
public:
    static QJsonObject toJson(const Profile &profile);
    static QString toText(const Profile &profile, const QString &fileName);
};

} // namespace hg
