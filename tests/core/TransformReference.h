#pragma once
// The reference of the transform tests: one transform applied to one path
// of names, directly, as its definition says.
#include "analysis/Transform.h"

#include <QStringList>
#include <QtTest>
#include <optional>

namespace hg {

inline std::optional<QStringList> reference(const QStringList &path, const Transform &t)
{
    using Kind = Transform::Kind;
    QStringList out;
    const bool has = path.contains(t.name);
    switch (t.kind) {
    case Kind::MergeFunction:
        for (const QString &f : path)
            if (f != t.name)
                out << f;
        return out;
    case Kind::FocusFunction:
        if (!has)
            return std::nullopt;
        return path.mid(path.indexOf(t.name));
    case Kind::CollapseRecursion: {
        bool seen = false;
        for (const QString &f : path) {
            if (f == t.name && seen)
                continue;
            seen = seen || f == t.name;
            out << f;
        }
        return out;
    }
    case Kind::CollapseDirectRecursion:
        for (int i = 0; i < path.size(); ++i)
            if (!(path[i] == t.name && i > 0 && path[i - 1] == t.name))
                out << path[i];
        return out;
    case Kind::CollapseSubtree:
        return has ? path.mid(0, path.indexOf(t.name) + 1) : path;
    case Kind::DropFunction:
        if (has)
            return std::nullopt;
        return path;
    case Kind::FocusSubtree:
        if (path.mid(0, t.path.size()) != t.path)
            return std::nullopt;
        return path.mid(t.path.size() - 1);
    case Kind::MergeCallNode:
        if (path.mid(0, t.path.size()) != t.path)
            return path;
        out = path;
        out.removeAt(t.path.size() - 1);
        return out;
    default:
        qFatal("no reference for this kind");
    }
}

} // namespace hg
