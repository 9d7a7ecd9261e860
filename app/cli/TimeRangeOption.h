#pragma once
#include "model/Time.h"

#include <QString>
#include <optional>

namespace hg::cli {

// `--range START:END`: times from the profile's start, in seconds or with a
// unit (ns, us, ms, s): "1.5:2", "200ms:1s", "2:" (to the end), ":500ms".
struct TimeRangeOption
{
    std::optional<TimePs> from, to;

    // False with `error` set when the text is not such a range.
    static bool parse(const QString &text, TimeRangeOption &range, QString *error);
};

} // namespace hg::cli
