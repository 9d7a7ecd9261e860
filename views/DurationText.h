#pragma once
#include "analysis/CallTree.h"

#include <QString>

namespace hg {

// A call-tree value as text: a duration for time trees, a number for counts.
QString valueText(std::int64_t value, CallTree::Unit unit);
QString percentText(std::int64_t part, std::int64_t whole);
// Children that ran concurrently and together took more than their parent:
// "4 concurrent, 55.4 ms in 24.8 ms". Empty for a node whose children fit.
QString concurrencyText(const CallTree &tree, std::uint32_t node);

} // namespace hg
