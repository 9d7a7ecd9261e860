#include "DiffTreeModel.h"

#include <QColor>
#include <limits>

namespace hg {

namespace {
constexpr auto kA = DiffTree::Side::A;
constexpr auto kB = DiffTree::Side::B;
}

DiffTreeModel::DiffTreeModel(QObject *parent)
    : NodeTreeModel<DiffTreeModel>(parent)
{
}

void DiffTreeModel::setTree(std::shared_ptr<const Comparison> comparison, std::shared_ptr<const DiffTree> tree)
{
    beginResetModel();
    m_comparison = std::move(comparison);
    m_tree = std::move(tree);
    m_rowInParent.assign(m_tree ? m_tree->size() : 0, 0);
    if (m_tree)
        for (std::uint32_t n = 0; n < m_tree->size(); ++n) {
            const auto children = m_tree->children(n);
            for (std::uint32_t row = 0; row < children.size(); ++row)
                m_rowInParent[children[row]] = row;
        }
    endResetModel();
}

void DiffTreeModel::setSearch(std::vector<std::uint8_t> functionMatches)
{
    m_functionMatches = std::move(functionMatches);
    if (rowCount() > 0) // nested rows repaint with the view
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {Qt::ForegroundRole});
}

QVariant DiffTreeModel::display(const DiffTree::Node &node, int column) const
{
    const Comparison &c = *m_comparison;
    switch (column) {
    case Name: return c.functionName(node.function);
    case Status: return node.a.total == 0 ? tr("new") : node.b.total == 0 ? tr("gone") : QString();
    case TotalA: return c.valueText(node.a.total, kA);
    case TotalB: return c.valueText(node.b.total, kB);
    case TotalChange: return c.changeText(c.totalChange(node));
    case SelfA: return c.valueText(node.a.self, kA);
    case SelfB: return c.valueText(node.b.self, kB);
    case SelfChange: return c.changeText(c.selfChange(node));
    case SelfRelative: return c.relativeText(node.a.self, node.b.self);
    }
    return {};
}

QVariant DiffTreeModel::sortKey(const DiffTree::Node &node, int column) const
{
    const Comparison &c = *m_comparison;
    const ProfileDiff &diff = c.diff();
    switch (column) {
    case Name: return c.functionName(node.function);
    case Status: return node.a.total == 0 ? 2 : node.b.total == 0 ? 0 : 1;
    case TotalA: return diff.shareA(node.a.total);
    case TotalB: return diff.shareB(node.b.total);
    case TotalChange: return c.totalChange(node);
    case SelfA: return diff.shareA(node.a.self);
    case SelfB: return diff.shareB(node.b.self);
    case SelfChange: return c.selfChange(node);
    case SelfRelative: {
        // As relativeText: the change against A's own value; "new" above all.
        const double before = c.shares() ? diff.shareA(node.a.self) : double(node.a.self);
        return before > 0 ? c.selfChange(node) / before
                          : node.b.self > 0 ? std::numeric_limits<double>::infinity() : 0.0;
    }
    }
    return {};
}

QVariant DiffTreeModel::data(const QModelIndex &index, int role) const
{
    if (!m_tree || !m_comparison || !index.isValid())
        return {};
    const DiffTree::Node &node = m_tree->node(nodeOf(index));
    switch (role) {
    case Qt::DisplayRole: return display(node, index.column());
    case SortRole: return sortKey(node, index.column());
    case Qt::TextAlignmentRole:
        if (index.column() != Name)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::ForegroundRole: {
        if (!m_functionMatches.empty() && (node.function >= m_functionMatches.size() || !m_functionMatches[node.function]))
            return QColor(Qt::gray);
        // Changes in the colours of the differential flame graph, darkened to read.
        double change = 0;
        if (index.column() == TotalChange)
            change = m_comparison->totalChange(node);
        else if (index.column() == SelfChange || index.column() == SelfRelative)
            change = m_comparison->selfChange(node);
        if (change != 0)
            return change > 0 ? QColor(190, 30, 30) : QColor(30, 80, 200);
        break;
    }
    case Qt::ToolTipRole:
        if (index.column() == Name) {
            const auto &functions = m_comparison->diff().functions();
            if (node.function < functions.size() && !functions[node.function].module.isEmpty())
                return tr("%1\nModule: %2").arg(functions[node.function].name, functions[node.function].module);
        }
        break;
    }
    return {};
}

QVariant DiffTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::TextAlignmentRole)
        return int(section == Name ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name: return tr("Function");
    case Status: return tr("Status");
    case TotalA: return tr("Total A");
    case TotalB: return tr("Total B");
    case TotalChange: return tr("Total Δ");
    case SelfA: return tr("Self A");
    case SelfB: return tr("Self B");
    case SelfChange: return tr("Self Δ");
    case SelfRelative: return tr("Self Δ%");
    }
    return {};
}

} // namespace hg
