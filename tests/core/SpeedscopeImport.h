#pragma once
// speedscope's own importer on a file: its npm package, installed into the
// build directory by a CTest fixture (tests/speedscope/install-speedscope.sh),
// run under Node by tests/speedscope/import-with-speedscope.mjs. A test
// target that uses it defines HG_SPEEDSCOPE_PACKAGE and
// HG_SPEEDSCOPE_IMPORT_SCRIPT and requires the speedscope_package fixture.
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <cmath>
#include <map>

namespace hg::test {

struct SpeedscopeImport
{
    QJsonArray profiles; // what import-with-speedscope.mjs prints of each
    QString skip;        // why the importer cannot run here (the test skips)
    QString error;       // what went wrong when it ran
};

inline SpeedscopeImport importWithSpeedscope(const QString &file)
{
    SpeedscopeImport result;
    const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
    const QString package = QStringLiteral(HG_SPEEDSCOPE_PACKAGE);
    if (node.isEmpty()) {
        result.skip = QStringLiteral("node is not installed: speedscope's importer cannot run");
    } else if (!QFileInfo::exists(package + QStringLiteral("/package.json"))) {
        result.skip = QStringLiteral("the speedscope npm package is not installed in the build directory "
                                     "(tests/speedscope/install-speedscope.sh runs as a CTest fixture and needs npm and the npm registry)");
    } else {
        QProcess importer;
        importer.start(node, {QStringLiteral(HG_SPEEDSCOPE_IMPORT_SCRIPT), package, file});
        if (!importer.waitForFinished(60000))
            result.error = QStringLiteral("speedscope's importer did not finish in a minute");
        else if (importer.exitCode() != 0)
            result.error = QString::fromUtf8(importer.readAllStandardError());
        else
            result.profiles = QJsonDocument::fromJson(importer.readAllStandardOutput()).object().value(QStringLiteral("profiles")).toArray();
    }
    return result;
}

// The totals per call path ("a;b;c") speedscope found in one profile against
// those expected, in speedscope's unit: empty when every path expected is
// there with its total (to a millionth) and speedscope has no other.
inline QString comparePaths(const QJsonObject &imported, const std::map<QString, double> &expected)
{
    const QJsonObject paths = imported.value(QStringLiteral("paths")).toObject();
    for (const auto &[path, total] : expected)
        if (total > 0 && !(std::abs(paths.value(path).toDouble(-1) - total) < 1e-6 * std::max(1.0, total)))
            return QStringLiteral("%1: speedscope %2, ours %3").arg(path).arg(paths.value(path).toDouble(-1)).arg(total);
    for (auto it = paths.begin(); it != paths.end(); ++it)
        if (!expected.count(it.key()))
            return QStringLiteral("speedscope has %1, we do not").arg(it.key());
    return {};
}

} // namespace hg::test
