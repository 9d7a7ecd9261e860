#include "CallersCommand.h"
#include "TreeFigures.h"

#include "analysis/CallerCallee.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace hg::cli {

namespace {

QString percent(std::int64_t part, std::int64_t whole)
{
    return QStringLiteral("%1%").arg(whole > 0 ? 100.0 * double(part) / double(whole) : 0.0, 0, 'f', 1);
}

QString moduleOf(const Profile &profile, FrameId frame)
{
    if (frame >= profile.frames().size())
        return {};
    return profile.strings().string(profile.frames()[frame].module);
}

// "(root)" for the calls no function made.
QString nameOf(const Profile &profile, FrameId frame)
{
    return frame == kNoId ? QStringLiteral("(root)") : profile.frameName(frame);
}

// The functions of this name (in every module) with their figures; the
// heaviest is the one meant.
CallerCallee heaviestNamed(const Profile &profile, const CallTree &tree, const std::vector<FrameId> &frames)
{
    CallerCallee best = CallerCallee::of(profile, tree, frames.front());
    for (const FrameId frame : frames) {
        if (sameFunction(profile, frame, best.centre()))
            continue;
        CallerCallee other = CallerCallee::of(profile, tree, frame);
        if (other.total() > best.total())
            best = std::move(other);
    }
    return best;
}

void printText(const Profile &profile, const CallerCallee &cc, QTextStream &out)
{
    const auto withModule = [&profile](FrameId frame) {
        const QString module = moduleOf(profile, frame);
        return module.isEmpty() ? nameOf(profile, frame) : nameOf(profile, frame) + QStringLiteral(" [") + module + QLatin1Char(']');
    };
    out << withModule(cc.centre()) << QStringLiteral("  total=") << figureText(cc.total(), cc.unit()) << QStringLiteral(" (")
        << percent(cc.total(), cc.whole()) << QStringLiteral(")  self=") << figureText(cc.self(), cc.unit())
        << QStringLiteral("  count=") << cc.count() << Qt::endl;
    const auto printEdges = [&](const char *title, const std::vector<CallerCallee::Edge> &edges) {
        out << title << Qt::endl;
        for (const CallerCallee::Edge &edge : edges)
            out << QStringLiteral("  ") << withModule(edge.frame) << QStringLiteral("  ") << figureText(edge.time, cc.unit())
                << QStringLiteral(" (") << percent(edge.time, cc.total()) << QLatin1Char(')') << Qt::endl;
    };
    printEdges("callers:", cc.callers());
    printEdges("callees:", cc.callees());
}

QJsonObject toJson(const Profile &profile, const CallerCallee &cc)
{
    // Times in nanoseconds (the tree's are picoseconds), or sample counts.
    const auto figure = [&cc](std::int64_t v) { return jsonFigure(v, cc.unit()); };
    const auto edges = [&](const std::vector<CallerCallee::Edge> &list) {
        QJsonArray array;
        for (const CallerCallee::Edge &edge : list)
            array.append(QJsonObject{{QStringLiteral("name"), nameOf(profile, edge.frame)},
                                     {QStringLiteral("module"), moduleOf(profile, edge.frame)},
                                     {QStringLiteral("time"), figure(edge.time)}});
        return array;
    };
    return QJsonObject{{QStringLiteral("function"), profile.frameName(cc.centre())},
                       {QStringLiteral("module"), moduleOf(profile, cc.centre())},
                       {QStringLiteral("unit"), jsonUnitName(cc.unit())},
                       {QStringLiteral("total"), figure(cc.total())},
                       {QStringLiteral("self"), figure(cc.self())},
                       {QStringLiteral("count"), double(cc.count())},
                       {QStringLiteral("whole"), figure(cc.whole())},
                       {QStringLiteral("callers"), edges(cc.callers())},
                       {QStringLiteral("callees"), edges(cc.callees())}};
}

} // namespace

int runCallers(const QStringList &arguments, Streams streams)
{
    QCommandLineParser parser;
    const QCommandLineOption track(QStringLiteral("track"), QCoreApplication::translate("hg::cli", "Only this track (repeatable)."), QStringLiteral("NAME"));
    const QCommandLineOption json(QStringLiteral("json"), QCoreApplication::translate("hg::cli", "Print one JSON object."));
    parser.addOptions({track, json});
    parser.addPositionalArgument(QStringLiteral("FILE"), QCoreApplication::translate("hg::cli", "The profile file."));
    parser.addPositionalArgument(QStringLiteral("NAME"), QCoreApplication::translate("hg::cli", "The function's name."));
    const QString usage = QStringLiteral("usage: hourglass-cli callers FILE NAME [--track NAME] [--json]");
    if (!parseWithFiles(parser, arguments, 2, usage, streams))
        return BadUsage;

    const QString path = parser.positionalArguments().at(0);
    const QString name = parser.positionalArguments().at(1);
    const ProfilePtr profile = loadOrReport(path, streams);
    if (!profile)
        return BadInput;
    std::vector<TrackId> tracks;
    if (!findTracks(*profile, path, parser.values(track), tracks, streams))
        return BadInput;
    const std::vector<FrameId> frames = framesNamed(*profile, name);
    if (frames.empty()) {
        streams.err << path << QStringLiteral(": no function named \"") << name << QStringLiteral("\"") << Qt::endl;
        return BadInput;
    }
    const CallTree tree = CallTree::build(*profile, tracks, CallTree::Direction::TopDown);
    const CallerCallee figures = heaviestNamed(*profile, tree, frames);
    if (parser.isSet(json))
        streams.out << QString::fromUtf8(QJsonDocument(toJson(*profile, figures)).toJson(QJsonDocument::Indented));
    else
        printText(*profile, figures, streams.out);
    return Ok;
}

} // namespace hg::cli
