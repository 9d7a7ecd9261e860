#pragma once
#include "CliCommand.h"
#include "model/TimeRange.h"

#include <QCommandLineOption>
#include <QString>
#include <optional>

namespace hg::cli {

// `--range START:END`: times from the profile's start, in seconds or with a
// unit (ns, us, ms, s): "1.5:2", "200ms:1s", "2:" (to the end), ":500ms";
// read by TimeRange::parse, as the GUI's --range. `convert` keeps what is
// in the range (ProfileScope); `tree` and `info` count it as the GUI's
// views of a selected range do (ProfileSlice).
struct TimeRangeOption
{
    std::optional<TimePs> from, to;

    // As a range, unset ends open.
    TimeRange range() const;

    // False with `error` set when the text is not such a range.
    static bool parse(const QString &text, TimeRangeOption &range, QString *error);

    static QCommandLineOption option();
    // The range given with option(), if any; false after printing the
    // error when it is not a range.
    static bool read(const QCommandLineParser &parser, std::optional<TimeRangeOption> &range, Streams streams);
};

} // namespace hg::cli
