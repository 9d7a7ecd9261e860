#include "PerfCursor.h"

#include "io/ReadError.h"

namespace hg {

void PerfCursor::fail(const QString &message) const
{
    throw ReadError(tr("%1 at byte %2: %3").arg(QCoreApplication::translate("PerfCursor", m_what)).arg(offset()).arg(message),
                    offset());
}

void PerfCursor::pastEnd(std::uint64_t count) const
{
    fail(tr("%1 bytes are needed but only %2 are left: the file is truncated or corrupted").arg(count).arg(left()));
}

} // namespace hg
