#include "LoadError.h"

#include <QCoreApplication>

namespace hg {

QString LoadError::toString() const
{
    QString where;
    if (line >= 0 && offset >= 0)
        where = QCoreApplication::translate("hg::LoadError", "line %1 (offset %2)").arg(line).arg(offset);
    else if (line >= 0)
        where = QCoreApplication::translate("hg::LoadError", "line %1").arg(line);
    else if (offset >= 0)
        where = QCoreApplication::translate("hg::LoadError", "offset %1").arg(offset);
    QString text = file;
    if (!where.isEmpty())
        text += QStringLiteral(": ") + where;
    return text + QStringLiteral(": ") + message;
}

} // namespace hg
