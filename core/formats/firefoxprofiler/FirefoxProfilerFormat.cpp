#include "FirefoxProfilerFormat.h"

#include "FirefoxCategoryList.h"
#include "FirefoxProfilerReader.h"
#include "FirefoxProfilerWriter.h"
#include "formats/FormatModule.h"

namespace hg {

FormatModule FirefoxProfilerFormat::module()
{
    // Firefox and the profiler name their files "profile.json" (gzipped
    // when shared): plain .json goes by content.
    FormatModule f = moduleOf<FirefoxProfilerReader, FirefoxProfilerWriter>(id, QT_TRANSLATE_NOOP("FormatModule", "Firefox Profiler"),
        {QStringLiteral("firefox.json")}, {QStringLiteral("json")});
    f.categoryColors = &categoryColors;
    return f;
}

std::vector<std::pair<QString, QString>> FirefoxProfilerFormat::categoryColors(const Profile &profile)
{
    std::vector<std::pair<QString, QString>> colors;
    if (const auto list = firefox::categoryList(profile))
        for (const auto &[name, color] : *list)
            if (!name.empty() && !color.empty())
                colors.emplace_back(QString::fromStdString(name), QString::fromStdString(color));
    return colors;
}

} // namespace hg
