#pragma once
#include <QByteArrayView>
#include <QString>

namespace hg {

// Writes a whole file atomically: a temporary file beside the target, then a
// rename, so a crash or a full disk never leaves a half-written file behind.
class AtomicFile
{
public:
    // Returns an empty string on success, else why it failed.
    static QString write(const QString &path, QByteArrayView data);
};

} // namespace hg
