#pragma once
#include "PocketMineReport.h"

#include <QCoreApplication>
#include <functional>

namespace hg {

class ProfileBuilder;

// Puts a report's records into the model as an aggregated tree per thread.
// Tree-style records hang under their ParentRecordId (across categories);
// a record whose parent is missing becomes a root, with a warning. Legacy
// records have no links: "** " records (time counted by another timer) are
// grouped under "Minecraft - Breakdown", "Plugin: X Event: Y" and
// "Task: X Runnable: Y" under their plugin X, the rest are roots. Room for
// every node is reserved before the first is added.
class PocketMineTree
{
    Q_DECLARE_TR_FUNCTIONS(PocketMineTree)
public:
    // namesRead: called once the report's text is no longer read.
    static void build(const PocketMineReport &report, ProfileBuilder &builder, const std::function<void()> &namesRead = {});
};

} // namespace hg
