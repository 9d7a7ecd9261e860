#pragma once
#include "analysis/CallTree.h"

#include <QString>

namespace hg {

// A call-tree value as text: a duration for time trees, a number for counts.
QString valueText(std::int64_t value, CallTree::Unit unit);
QString percentText(std::int64_t part, std::int64_t whole);

} // namespace hg
