// hourglass-cli: the headless face of Hourglass (see DESIGN.md, "Command line").
#include "CallersCommand.h"
#include "ConvertCommand.h"
#include "DiffCommand.h"
#include "FormatsCommand.h"
#include "InfoCommand.h"
#include "MergeCommand.h"
#include "RecordCommand.h"
#include "TreeCommand.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("hourglass-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HOURGLASS_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    const hg::cli::Streams streams{out, err};

    const QStringList args = app.arguments();
    const QString command = args.value(1);
    // Each command parses its own options; it sees "hourglass-cli <command> ...".
    const QStringList rest = args.mid(1);
    if (command == QLatin1String("info"))
        return hg::cli::runInfo(rest, streams);
    if (command == QLatin1String("formats"))
        return hg::cli::runFormats(rest, streams);
    if (command == QLatin1String("tree"))
        return hg::cli::runTree(rest, streams);
    if (command == QLatin1String("callers"))
        return hg::cli::runCallers(rest, streams);
    if (command == QLatin1String("diff"))
        return hg::cli::runDiff(rest, streams);
    if (command == QLatin1String("convert"))
        return hg::cli::runConvert(rest, streams);
    if (command == QLatin1String("merge"))
        return hg::cli::runMerge(rest, streams);
    if (command == QLatin1String("record"))
        return hg::cli::runRecord(rest, streams);
    if (command == QLatin1String("--version")) {
        out << QStringLiteral("hourglass-cli ") << QCoreApplication::applicationVersion() << Qt::endl;
        return 0;
    }
    err << QStringLiteral("usage: hourglass-cli <command> [options]\n"
                          "commands:\n"
                          "  info FILE [--json]       summary of a profile\n"
                          "  tree FILE [--track NAME] [--bottom-up] [--max-depth N] [--min-percent P] [--transform SPEC]... [--weight wall|cpu]\n"
                          "                           the call tree as indented text\n"
                          "  callers FILE NAME [--track NAME] [--json]\n"
                          "                           a function's callers and callees, time through each\n"
                          "  diff A B [--track NAME] [--json] [--absolute] [--min-percent P] [--name-only] [--folded OUT]\n"
                          "                           what changed from A to B, function by function\n"
                          "  convert IN OUT [--to FORMAT] [--track NAME]... [--range START:END] [--match TEXT [--regex]]\n"
                          "                 [--transform SPEC]...\n"
                          "                           write IN in another format (from OUT's extension)\n"
                          "  merge OUT IN... [--to FORMAT]\n"
                          "                           many profiles (files, folders of them) as one, a track group each\n"
                          "  record (--pid PID | -- CMD ARGS...) [--duration SEC] [--rate HZ] [-o OUT] [--serve HOST:PORT]\n"
                          "                           sample a local process (Ctrl+C stops and saves)\n"
                          "  formats [--ids]          readable/writable formats, one a line (--ids: the ids alone)\n")
        << Qt::flush;
    return command.isEmpty() || command == QLatin1String("--help") || command == QLatin1String("-h") ? 0 : 2;
}
