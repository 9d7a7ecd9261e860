#pragma once
#include <QByteArrayView>
#include <QString>

namespace hg::fuzz {

// Reads `data` the way a user's file would be read and returns normally when
// the result is a profile or a ReadError/ReadCancelled. Anything else (a crash,
// a sanitizer report, another exception escaping) is a finding.
// readerId: one FormatModule id, or empty for the loader's path (gunzip when
// gzip, detect on the first KiB, then that reader).
void readInput(QByteArrayView data, const QString &readerId);

} // namespace hg::fuzz
