#include "DiffCommand.h"
#include "TreeFigures.h"

#include "analysis/ProfileDiff.h"
#include "formats/ProfileLoader.h"
#include "formats/folded/DiffFoldedWriter.h"
#include "io/AtomicFile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace hg::cli {

namespace {

struct Side
{
    QString path;
    ProfilePtr profile;
    std::vector<TrackId> tracks;
};

// Both files at once on the worker pool; each error names its file.
bool loadBoth(Side &a, Side &b, Streams streams)
{
    std::vector<LoadResult> loads = ProfileLoader::loadAll({a.path, b.path});
    Side *sides[2] = {&a, &b};
    bool ok = true;
    for (int i = 0; i < 2; ++i) {
        sides[i]->profile = reportIfNotLoaded(loads[std::size_t(i)], sides[i]->path, streams);
        ok = ok && sides[i]->profile;
    }
    return ok;
}

QString amount(std::int64_t value, CallTree::Unit unit)
{
    return figureText(value, unit) + (unit == CallTree::Unit::Time ? QString() : QStringLiteral(" samples"));
}

QString percent(double share, int decimals = 1)
{
    return QString::number(100.0 * share, 'f', decimals) + QLatin1Char('%');
}

QString signedPercent(double share, int decimals = 1)
{
    return (share > 0 ? QStringLiteral("+") : QString()) + percent(share, decimals);
}

// Whether a function reaches P percent of its profile anywhere: self or total, in A or B.
bool shown(const ProfileDiff &diff, const ProfileDiff::Function &f, double minPercent)
{
    const double limit = minPercent / 100.0;
    return diff.shareA(f.a.self) >= limit || diff.shareB(f.b.self) >= limit || diff.shareA(f.a.total) >= limit
        || diff.shareB(f.b.total) >= limit;
}

class TextReport
{
public:
    explicit TextReport(const ProfileDiff &diff) : m_diff(diff) {}

    void print(const Side &a, const Side &b, double minPercent, QTextStream &out) const
    {
        out << QStringLiteral("A: ") << a.path << QStringLiteral("  total ") << amount(m_diff.wholeA(), m_diff.unitA()) << Qt::endl;
        out << QStringLiteral("B: ") << b.path << QStringLiteral("  total ") << amount(m_diff.wholeB(), m_diff.unitB()) << Qt::endl;
        for (const QString &note : m_diff.notes())
            out << QStringLiteral("note: ") << note << Qt::endl;
        out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7  function")
                   .arg(QStringLiteral("self A"), kWidth).arg(QStringLiteral("self B"), kWidth).arg(QStringLiteral("Δ"), kWidth)
                   .arg(QStringLiteral("Δ%"), 7).arg(QStringLiteral("total A"), kWidth).arg(QStringLiteral("total B"), kWidth)
                   .arg(QString(), 4)
            << Qt::endl;
        for (const std::uint32_t i : m_diff.ranking()) {
            const ProfileDiff::Function &f = m_diff.functions()[i];
            if (!shown(m_diff, f, minPercent))
                continue;
            const QString flag = f.onlyInB() ? QStringLiteral("new") : f.onlyInA() ? QStringLiteral("gone") : QString();
            out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7  ")
                       .arg(valueA(f.a.self), kWidth).arg(valueB(f.b.self), kWidth).arg(change(m_diff.selfChange(f)), kWidth)
                       .arg(relative(f), 7).arg(valueA(f.a.total), kWidth).arg(valueB(f.b.total), kWidth).arg(flag, 4)
                << f.name;
            if (!f.module.isEmpty())
                out << QStringLiteral(" [") << f.module << QLatin1Char(']');
            out << Qt::endl;
        }
    }

private:
    static constexpr int kWidth = 10;
    bool shares() const { return m_diff.values() == ProfileDiff::Values::Shares; }
    QString valueA(std::int64_t v) const { return shares() ? percent(m_diff.shareA(v)) : amount(v, m_diff.unitA()); }
    QString valueB(std::int64_t v) const { return shares() ? percent(m_diff.shareB(v)) : amount(v, m_diff.unitB()); }
    QString change(double delta) const
    {
        if (shares())
            return signedPercent(delta);
        const QString text = amount(std::llround(delta), m_diff.unitA());
        return delta > 0 ? QStringLiteral("+") + text : text;
    }
    // B's self against A's, in the compared values; none where A had none.
    QString relative(const ProfileDiff::Function &f) const
    {
        const double before = shares() ? m_diff.shareA(f.a.self) : double(f.a.self);
        return before > 0 ? signedPercent(m_diff.selfChange(f) / before, 0) : QStringLiteral("-");
    }

    const ProfileDiff &m_diff;
};

QJsonObject toJson(const ProfileDiff &diff, const Side &a, const Side &b, double minPercent)
{
    QJsonArray functions;
    for (const std::uint32_t i : diff.ranking()) {
        const ProfileDiff::Function &f = diff.functions()[i];
        if (!shown(diff, f, minPercent))
            continue;
        functions.append(QJsonObject{{QStringLiteral("name"), f.name},
                                     {QStringLiteral("module"), f.module},
                                     {QStringLiteral("self_a"), jsonFigure(f.a.self, diff.unitA())},
                                     {QStringLiteral("self_b"), jsonFigure(f.b.self, diff.unitB())},
                                     {QStringLiteral("total_a"), jsonFigure(f.a.total, diff.unitA())},
                                     {QStringLiteral("total_b"), jsonFigure(f.b.total, diff.unitB())},
                                     {QStringLiteral("self_share_a"), diff.shareA(f.a.self)},
                                     {QStringLiteral("self_share_b"), diff.shareB(f.b.self)},
                                     {QStringLiteral("total_share_a"), diff.shareA(f.a.total)},
                                     {QStringLiteral("total_share_b"), diff.shareB(f.b.total)}});
    }
    QJsonObject sideA{{QStringLiteral("file"), a.path}, {QStringLiteral("total"), jsonFigure(diff.wholeA(), diff.unitA())}};
    QJsonObject sideB{{QStringLiteral("file"), b.path}, {QStringLiteral("total"), jsonFigure(diff.wholeB(), diff.unitB())}};
    QString unit = jsonUnitName(diff.unitA());
    if (diff.unitsDiffer()) { // each side says its own; only the shares compare
        sideA.insert(QStringLiteral("unit"), jsonUnitName(diff.unitA()));
        sideB.insert(QStringLiteral("unit"), jsonUnitName(diff.unitB()));
        unit = QStringLiteral("mixed");
    }
    return QJsonObject{{QStringLiteral("a"), sideA},
                       {QStringLiteral("b"), sideB},
                       {QStringLiteral("unit"), unit},
                       {QStringLiteral("functions"), functions}};
}

} // namespace

int runDiff(const QStringList &arguments, Streams streams)
{
    QCommandLineParser parser;
    const QCommandLineOption track(QStringLiteral("track"), QCoreApplication::translate("hg::cli", "Only the track of this name, on both sides (repeatable)."), QStringLiteral("NAME"));
    const QCommandLineOption json(QStringLiteral("json"), QCoreApplication::translate("hg::cli", "Print one JSON object."));
    const QCommandLineOption absolute(QStringLiteral("absolute"), QCoreApplication::translate("hg::cli", "Compare raw time or counts, not shares of each total."));
    const QCommandLineOption minPercent(QStringLiteral("min-percent"), QCoreApplication::translate("hg::cli", "Hide functions under P percent, self and total, in both."), QStringLiteral("P"));
    const QCommandLineOption nameOnly(QStringLiteral("name-only"), QCoreApplication::translate("hg::cli", "Match functions by name alone, not name and module."));
    const QCommandLineOption folded(QStringLiteral("folded"), QCoreApplication::translate("hg::cli", "Also write FlameGraph's differential input (difffolded.pl's) to OUT."), QStringLiteral("OUT"));
    parser.addOptions({track, json, absolute, minPercent, nameOnly, folded});
    parser.addPositionalArgument(QStringLiteral("A"), QCoreApplication::translate("hg::cli", "The profile before."));
    parser.addPositionalArgument(QStringLiteral("B"), QCoreApplication::translate("hg::cli", "The profile after."));
    const QString usage = QStringLiteral("usage: hourglass-cli diff A B [--track NAME] [--json] [--absolute] [--min-percent P] [--name-only] [--folded OUT]");
    if (!parseWithFiles(parser, arguments, 2, usage, streams))
        return BadUsage;
    bool ok = true;
    const double percentLimit = parser.isSet(minPercent) ? parser.value(minPercent).toDouble(&ok) : 0.0;
    if (!ok) {
        streams.err << QStringLiteral("--min-percent expects a number") << Qt::endl;
        return BadUsage;
    }

    Side a{parser.positionalArguments().at(0), {}, {}};
    Side b{parser.positionalArguments().at(1), {}, {}};
    if (!loadBoth(a, b, streams))
        return BadInput;
    const QStringList tracks = parser.values(track);
    if (!findTracks(*a.profile, a.path + QStringLiteral(" (A)"), tracks, a.tracks, streams)
        || !findTracks(*b.profile, b.path + QStringLiteral(" (B)"), tracks, b.tracks, streams))
        return BadInput;

    ProfileDiff::Options options;
    options.matching = parser.isSet(nameOnly) ? FunctionMatcher::Key::NameOnly : FunctionMatcher::Key::NameAndModule;
    options.values = parser.isSet(absolute) ? ProfileDiff::Values::Absolute : ProfileDiff::Values::Shares;
    const ProfileDiff diff = ProfileDiff::compare(*a.profile, a.tracks, *b.profile, b.tracks, options);

    if (parser.isSet(folded)) {
        const QString out = parser.value(folded);
        if (const QString error = AtomicFile::write(out, DiffFoldedWriter::write(diff)); !error.isEmpty()) {
            streams.err << error << Qt::endl; // names the file
            return BadInput;
        }
    }
    if (parser.isSet(json)) {
        for (const QString &note : diff.notes()) // stdout holds the object alone
            streams.err << QStringLiteral("note: ") << note << Qt::endl;
        streams.out << QString::fromUtf8(QJsonDocument(toJson(diff, a, b, percentLimit)).toJson(QJsonDocument::Indented));
    } else {
        TextReport(diff).print(a, b, percentLimit, streams.out);
    }
    return Ok;
}

} // namespace hg::cli
