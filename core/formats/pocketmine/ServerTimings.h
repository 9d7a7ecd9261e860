#pragma once
#include "formats/FormatModule.h"
#include "model/Profile.h"

#include <QCoreApplication>
#include <QStringList>
#include <optional>

namespace hg {

// A game server's figures from a timings report (PocketMine-MP): what the
// reader derived the way the pmmp/timings web viewer does, read back from the
// profile's metadata, plus the notes that viewer gives about them.
struct ServerTimings
{
    Q_DECLARE_TR_FUNCTIONS(ServerTimings)
public:
    static constexpr double kTickBudgetNs = 50e6; // 20 ticks a second

    QString minecraftVersion;
    QString serverVersion;
    std::int64_t sampleTimeNs = 0;
    std::uint64_t ticks = 0;
    double tps = 0;
    double loadPercent = 0;
    std::optional<double> averageEntities;
    std::optional<double> averagePlayers;
    int formatVersion = 0; // 0 for legacy reports

    // The figures of a profile that has them (a PocketMine report), else none.
    static std::optional<ServerTimings> of(const Profile &profile);

    double sampleSeconds() const { return double(sampleTimeNs) / 1e9; }
    // Peaks are measured per tick only from FormatVersion 2 on.
    bool peaksMeasured() const { return formatVersion >= 2; }
    // What a server owner should know first: low TPS and why, short samples.
    QStringList notes() const;

    // The pocketmine module's analyses: a report's figures as facts for the
    // header and `info`, and its notes.
    static void addFacts(const Profile &profile, const QLocale &locale, std::vector<ContextFact> &facts);
    static QStringList notesOf(const Profile &profile);
};

} // namespace hg
