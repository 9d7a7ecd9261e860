#pragma once
#include "formats/FigureComparison.h"
#include "formats/FormatModule.h"
#include "model/Profile.h"

#include <memory>
#include <optional>

namespace hg {

// What a format's own comparison shows: its figures of A and B matched
// (FigureComparison) and its facts of each side (a server's TPS and load).
// Only for two profiles of one format whose module gives figures.
struct FormatComparison
{
    FigureComparison figures;
    std::vector<ContextFact> factsA, factsB;

    static bool applies(const Profile &a, const Profile &b);
    static std::optional<FormatComparison> of(const Profile &a, const Profile &b);
};

} // namespace hg
