#pragma once
#include <QStringList>
#include <QTextStream>

namespace hg::cli {

// Exit statuses of hourglass-cli.
enum ExitStatus { Ok = 0, BadInput = 1, BadUsage = 2 };

// Where a command writes: results to out, the one-line errors to err.
struct Streams
{
    QTextStream &out;
    QTextStream &err;
};

} // namespace hg::cli
