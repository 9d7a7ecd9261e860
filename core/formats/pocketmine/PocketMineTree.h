#pragma once
#include "PocketMineReport.h"

#include <QCoreApplication>

namespace hg {

class ProfileBuilder;

// Puts a report's records into the model as an aggregated tree per thread.
// Tree-style records hang under their ParentRecordId (across categories);
// a record whose parent is missing becomes a root, with a warning. Legacy
// records have no links: "** " records (time counted by another timer) are
// grouped under "Minecraft - Breakdown", "Plugin: X Event: Y" and
// "Task: X Runnable: Y" under their plugin X, the rest are roots.
class PocketMineTree
{
    Q_DECLARE_TR_FUNCTIONS(PocketMineTree)
public:
    static void build(const PocketMineReport &report, ProfileBuilder &builder);
};

} // namespace hg
