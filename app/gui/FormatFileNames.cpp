#include "FormatFileNames.h"

#include "formats/FormatModule.h"
#include "formats/FormatRegistry.h"

#include <QCoreApplication>

#include <QStringList>
#include <algorithm>

namespace hg {

QString openDialogFilter()
{
    QStringList patterns;
    for (const FormatModule &r : FormatRegistry::instance().modules())
        for (const QString &ext : r.readExtensions())
            patterns << QStringLiteral("*.") + ext << QStringLiteral("*.") + ext + QStringLiteral(".gz");
    patterns.removeDuplicates();
    // The main window's words, where they were first translated.
    return QCoreApplication::translate("hg::MainWindow", "Profiles (%1)").arg(patterns.join(QLatin1Char(' '))) + QStringLiteral(";;")
        + QCoreApplication::translate("hg::MainWindow", "All files (*)");
}

QString fileDialogFilter(const FormatModule &writer)
{
    QStringList patterns;
    for (const QString &ext : writer.extensions)
        patterns << QStringLiteral("*.") + ext << QStringLiteral("*.") + ext + QStringLiteral(".gz");
    return QStringLiteral("%1 (%2)").arg(writer.displayName(), patterns.join(QLatin1Char(' ')));
}

QString withFormatExtension(const QString &path, const FormatModule &writer)
{
    const bool hasExtension = std::any_of(writer.extensions.begin(), writer.extensions.end(), [&path](const QString &ext) {
        return path.endsWith(QLatin1Char('.') + ext, Qt::CaseInsensitive)
            || path.endsWith(QLatin1Char('.') + ext + QStringLiteral(".gz"), Qt::CaseInsensitive);
    });
    return hasExtension || writer.extensions.isEmpty() ? path : path + QLatin1Char('.') + writer.extensions.front();
}

} // namespace hg
