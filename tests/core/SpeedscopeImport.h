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

} // namespace hg::test
