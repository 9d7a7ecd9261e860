#include "DurationText.h"

#include <QCoreApplication>
#include <QLocale>

namespace hg {

QString valueText(std::int64_t value, CallTree::Unit unit)
{
    if (unit == CallTree::Unit::Time)
        return formatDuration(value, QLocale());
    return QLocale().toString(qlonglong(value));
}

QString percentText(std::int64_t part, std::int64_t whole)
{
    if (whole <= 0)
        return QStringLiteral("–");
    return QLocale().toString(100.0 * double(part) / double(whole), 'f', 1) + QStringLiteral(" %");
}

QString concurrencyText(const CallTree &tree, std::uint32_t node)
{
    const std::int64_t childTime = tree.childTotal(node);
    if (tree.unit() != CallTree::Unit::Time || childTime <= tree.node(node).total)
        return {};
    return QCoreApplication::translate("hg::CallTreeModel", "%n concurrent, %1 in %2", nullptr, int(tree.children(node).size()))
        .arg(valueText(childTime, tree.unit()), valueText(tree.node(node).total, tree.unit()));
}

} // namespace hg
