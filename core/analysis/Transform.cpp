#include "Transform.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace hg {

namespace {

struct KindName
{
    Transform::Kind kind;
    const char *keyword;
    enum Argument { None, Optional, Name, Path } argument;
    std::array<const char *, 2> choices{}; // the names it takes, when a few
};

constexpr std::array kKinds = {
    KindName{Transform::Kind::MergeFunction, "merge", KindName::Name},
    KindName{Transform::Kind::MergeCallNode, "merge-node", KindName::Path},
    KindName{Transform::Kind::FocusSubtree, "focus-subtree", KindName::Path},
    KindName{Transform::Kind::FocusFunction, "focus", KindName::Name},
    KindName{Transform::Kind::FocusCategory, "focus-category", KindName::Name},
    KindName{Transform::Kind::FocusModule, "focus-module", KindName::Name},
    KindName{Transform::Kind::CollapseModule, "collapse-module", KindName::Name},
    KindName{Transform::Kind::CollapseRecursion, "collapse-recursion", KindName::Name},
    KindName{Transform::Kind::CollapseDirectRecursion, "collapse-direct-recursion", KindName::Name},
    KindName{Transform::Kind::CollapseSubtree, "collapse-subtree", KindName::Name},
    KindName{Transform::Kind::DropFunction, "drop", KindName::Name},
    KindName{Transform::Kind::MyCode, "my-code", KindName::Optional},
    KindName{Transform::Kind::Invert, "invert", KindName::None},
    KindName{Transform::Kind::Weight, "weight", KindName::Name, {"cpu", "wall"}},
    KindName{Transform::Kind::Only, "only", KindName::Name, {"running", "waiting"}},
};

const KindName &kindName(Transform::Kind kind)
{
    return *std::find_if(kKinds.begin(), kKinds.end(), [kind](const KindName &k) { return k.kind == kind; });
}

QString tr(const char *text) { return QCoreApplication::translate("hg::Transform", text); }

constexpr QChar kPathSeparator = QLatin1Char(';');
constexpr QChar kEscape = QLatin1Char('\\');

// A call path's names joined by ';'; a ';' or a backslash in a name is
// escaped by a backslash (JVM signatures have ';').
QString joinPath(const QStringList &names)
{
    QStringList escaped;
    for (QString name : names)
        escaped << name.replace(kEscape, QStringLiteral("\\\\")).replace(kPathSeparator, QStringLiteral("\\;"));
    return escaped.join(kPathSeparator);
}

QStringList splitPath(const QString &text)
{
    QStringList names{QString()};
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == kEscape && i + 1 < text.size())
            names.back() += text[++i];
        else if (text[i] == kPathSeparator)
            names << QString();
        else
            names.back() += text[i];
    }
    return names;
}

} // namespace

std::optional<Transform> Transform::parse(const QString &spec, QString *error)
{
    const qsizetype colon = spec.indexOf(QLatin1Char(':'));
    const QString keyword = colon < 0 ? spec : spec.left(colon);
    const QString argument = colon < 0 ? QString() : spec.mid(colon + 1);
    const auto known = std::find_if(kKinds.begin(), kKinds.end(),
                                    [&](const KindName &k) { return keyword == QLatin1String(k.keyword); });
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (known == kKinds.end()) {
        QStringList names;
        for (const KindName &k : kKinds)
            names << QLatin1String(k.keyword);
        return fail(tr("unknown transform \"%1\" (expected one of: %2)").arg(keyword, names.join(QStringLiteral(", "))));
    }
    Transform t;
    t.kind = known->kind;
    switch (known->argument) {
    case KindName::None:
        if (!argument.isEmpty())
            return fail(tr("transform \"%1\" takes no argument").arg(keyword));
        break;
    case KindName::Optional:
        t.name = argument;
        break;
    case KindName::Name:
        if (argument.isEmpty())
            return fail(tr("transform \"%1\" needs a name: %1:NAME").arg(keyword));
        if (known->choices[0] && argument != QLatin1String(known->choices[0]) && argument != QLatin1String(known->choices[1]))
            return fail(tr("transform \"%1\" takes %2 or %3").arg(keyword, QLatin1String(known->choices[0]), QLatin1String(known->choices[1])));
        t.name = argument;
        break;
    case KindName::Path:
        t.path = splitPath(argument);
        if (argument.isEmpty() || t.path.contains(QString()))
            return fail(tr("transform \"%1\" needs a call path: %1:A;B;C").arg(keyword));
        break;
    }
    return t;
}

QString Transform::spec() const
{
    const KindName &k = kindName(kind);
    QString text = QLatin1String(k.keyword);
    if (k.argument == KindName::Path)
        text += QLatin1Char(':') + joinPath(path);
    else if (!name.isEmpty())
        text += QLatin1Char(':') + name;
    return text;
}

bool Transform::focuses() const
{
    return kind == Kind::FocusSubtree || kind == Kind::FocusFunction || kind == Kind::FocusCategory || kind == Kind::FocusModule;
}

bool Transform::namesFunction() const
{
    switch (kind) {
    case Kind::MergeFunction:
    case Kind::FocusFunction:
    case Kind::CollapseRecursion:
    case Kind::CollapseDirectRecursion:
    case Kind::CollapseSubtree:
    case Kind::DropFunction:
        return true;
    default:
        return false;
    }
}

bool invertsTrees(const TransformList &steps)
{
    return std::count_if(steps.begin(), steps.end(), [](const Transform &t) { return t.kind == Transform::Kind::Invert; }) % 2 == 1;
}

bool weighsByCpu(const TransformList &steps)
{
    const auto last = std::find_if(steps.rbegin(), steps.rend(), [](const Transform &t) { return t.kind == Transform::Kind::Weight; });
    return last != steps.rend() && last->name == kWeightCpu;
}

QStringList specsOf(const TransformList &steps)
{
    QStringList specs;
    for (const Transform &t : steps)
        specs << t.spec();
    return specs;
}

} // namespace hg
