#pragma once
#include "formats/FormatModule.h"

#include <QCoreApplication>
#include <QLocale>

#include <vector>

namespace hg {

class Profile;
class ProfileBuilder;
struct PerfMetadata;

// What a perf.data says of its recording, kept as profile metadata (so
// `info --json` lists it) and shown as facts: host, OS, CPU, memory, perf's
// command line and version, compression.
class PerfDataFacts
{
    Q_DECLARE_TR_FUNCTIONS(PerfDataFacts)
public:
    static void setMetadata(const PerfMetadata &metadata, ProfileBuilder &builder);
    static void addFacts(const Profile &profile, const QLocale &locale, std::vector<ContextFact> &facts);
};

} // namespace hg
