#include "FormatComparison.h"

#include "formats/FormatRegistry.h"

namespace hg {

namespace {

const FormatModule *figuresModule(const Profile &a, const Profile &b)
{
    if (a.formatId() != b.formatId())
        return nullptr;
    const FormatModule *module = FormatRegistry::instance().module(a.formatId());
    return module && module->figures ? module : nullptr;
}

} // namespace

bool FormatComparison::applies(const Profile &a, const Profile &b)
{
    return figuresModule(a, b) != nullptr;
}

std::optional<FormatComparison> FormatComparison::of(const Profile &a, const Profile &b)
{
    const FormatModule *module = figuresModule(a, b);
    if (!module)
        return std::nullopt;
    FormatComparison comparison;
    comparison.figures = FigureComparison::of(module->figures(a), module->figures(b));
    if (module->facts) {
        const QLocale locale;
        module->facts(a, locale, comparison.factsA);
        module->facts(b, locale, comparison.factsB);
    }
    return comparison;
}

} // namespace hg
