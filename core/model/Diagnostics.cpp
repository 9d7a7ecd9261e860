#include "Diagnostics.h"

#include <QCoreApplication>

namespace hg {

QString Diagnostic::toString() const
{
    if (line >= 0)
        return QCoreApplication::translate("hg::Diagnostic", "line %1: %2").arg(line).arg(message);
    if (offset >= 0)
        return QCoreApplication::translate("hg::Diagnostic", "offset %1: %2").arg(offset).arg(message);
    return message;
}

void Diagnostics::warn(const QString &message, qint64 offset, qint64 line)
{
    if (m_warnings.size() >= kMaxStored) {
        ++m_dropped;
        return;
    }
    m_warnings.push_back({message, offset, line});
}

QStringList Diagnostics::messages() const
{
    QStringList texts;
    for (const Diagnostic &d : m_warnings)
        texts << d.message;
    return texts;
}

} // namespace hg
