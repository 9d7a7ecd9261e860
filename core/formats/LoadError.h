#pragma once
#include <QString>
#include <QtGlobal>

namespace hg {

// Why a file did not open: which file, where, and what was expected there.
struct LoadError
{
    QString file;
    qint64 offset = -1;
    qint64 line = -1;
    QString message;

    // "trace.json: line 3: invalid JSON: ..." — the one line printed by the CLI
    // and shown by the GUI.
    QString toString() const;
};

} // namespace hg
