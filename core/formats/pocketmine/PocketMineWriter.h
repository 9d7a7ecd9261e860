#pragma once
#include "formats/FormatModule.h"

#include <QByteArray>
#include <QCoreApplication>

namespace hg {

class Profile;
class ReadContext;

// Writes aggregated timer trees as a tree-style PocketMine-MP timings report
// (FormatVersion 2; 3 when tracks are threads with ids): category lines,
// records with RecordId/ParentRecordId/TimerId/Ticks/Peak, the "# Key value"
// metadata and the "Sample time" line.
class PocketMineWriter
{
    Q_DECLARE_TR_FUNCTIONS(PocketMineWriter)
public:
    static QString cannotWriteReason(const Profile &profile);
    static QByteArray write(const Profile &profile, const ReadContext &context);
};

} // namespace hg
