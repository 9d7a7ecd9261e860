#pragma once
#include <QString>
#include <QStringList>

namespace hg {

// The hosts of one XPlane run: xprof writes plugins/profile/<run>/<host>.xplane.pb,
// one file a host, which a merge (ProfileMerger) shows on one timeline.
class XPlaneRun
{
public:
    // The `*.xplane.pb` files (gzipped or not) in `folder`, by name; not recursive.
    static QStringList hostFiles(const QString &folder);
    // The host a file is of: its name without `.xplane.pb` (and `.gz`);
    // empty when the name is not a host's file.
    static QString hostName(const QString &path);
};

} // namespace hg
