#pragma once
#include "formats/FormatModule.h"
#include "model/Profile.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace hg {

// The devices of an XPlane profile as their planes' stats describe them
// (vendor or type, cores, clock, memory, bandwidth, peak FLOPS), identical
// devices counted once: "8 × AMD GPU: 304 cores, 2.10 GHz, …".
class XPlaneDevices
{
    Q_DECLARE_TR_FUNCTIONS(XPlaneDevices)
public:
    static QStringList describe(const Profile &profile, const QLocale &locale);
    // The xplane module's analysis: host, planes and devices as facts for
    // the header and `info`.
    static void addFacts(const Profile &profile, const QLocale &locale, std::vector<ContextFact> &facts);
};

} // namespace hg
