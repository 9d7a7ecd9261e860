#include "TransformOption.h"

#include "analysis/PathTransform.h"
#include "analysis/ProfileTransformer.h"

#include <QCoreApplication>

namespace hg::cli {

namespace {
const QString kName = QStringLiteral("transform");
const QString kWeight = QStringLiteral("weight");
}

QCommandLineOption TransformOption::option()
{
    return QCommandLineOption(kName, QCoreApplication::translate("hg::cli", "Reshape the call paths first (repeatable, in order): merge:NAME, merge-node:A;B;C, focus-subtree:A;B;C, focus:NAME, focus-category:CAT, focus-module:MOD, collapse-module:MOD, collapse-recursion:NAME, collapse-direct-recursion:NAME, collapse-subtree:NAME, drop:NAME, my-code[:PATTERN], invert, weight:cpu, weight:wall, only:running, only:waiting."),
                              QStringLiteral("SPEC"));
}

bool TransformOption::parse(const QCommandLineParser &parser, TransformList &steps, Streams streams)
{
    for (const QString &spec : parser.values(kName)) {
        QString error;
        const std::optional<Transform> step = Transform::parse(spec, &error);
        if (!step) {
            streams.err << QStringLiteral("--transform: ") << error << Qt::endl;
            return false;
        }
        steps.push_back(*step);
    }
    return true;
}

QCommandLineOption TransformOption::weightOption()
{
    return QCommandLineOption(kWeight, QCoreApplication::translate("hg::cli", "Count samples by wall time (the default) or by the CPU time their thread used: wall or cpu."),
                              QStringLiteral("wall|cpu"));
}

bool TransformOption::parseWeight(const QCommandLineParser &parser, TransformList &steps, Streams streams)
{
    if (!parser.isSet(kWeight))
        return true;
    QString error;
    const std::optional<Transform> step = Transform::parse(QStringLiteral("weight:") + parser.value(kWeight), &error);
    if (!step) {
        streams.err << QStringLiteral("--weight expects wall or cpu") << Qt::endl;
        return false;
    }
    steps.push_back(*step);
    return true;
}

ProfilePtr TransformOption::apply(const ProfilePtr &profile, const TransformList &steps, const QString &path, Streams streams)
{
    try {
        const TransformedProfile result = ProfileTransformer::apply(profile, steps);
        for (const QString &note : result.notes)
            streams.err << path << QStringLiteral(": ") << note << Qt::endl;
        return result.profile;
    } catch (const TransformError &e) {
        streams.err << path << QStringLiteral(": ") << e.message() << Qt::endl;
        return nullptr;
    }
}

} // namespace hg::cli
