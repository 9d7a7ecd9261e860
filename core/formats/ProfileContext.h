#pragma once
#include "FormatModule.h"
#include "model/Profile.h"

#include <QCoreApplication>
#include <QLocale>
#include <optional>
#include <vector>

namespace hg {

// The facts a reader of a profile wants first, from whatever metadata the
// format gave: transaction, platform, release, device, OS, and the sample
// rate actually observed (not the one configured).
class ProfileContext
{
    Q_DECLARE_TR_FUNCTIONS(ProfileContext)
public:
    static std::vector<ContextFact> facts(const Profile &profile, const QLocale &locale);
    // What the reader should be warned about first (a lagging server, a
    // sample too short to trust).
    static QStringList notes(const Profile &profile);
    // Samples per second from the median interval between consecutive
    // samples of a thread; nullopt without at least two timed samples.
    static std::optional<double> observedSampleRateHz(const Profile &profile);
};

} // namespace hg
