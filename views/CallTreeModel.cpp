#include "CallTreeModel.h"

#include "DurationText.h"

#include <QColor>

namespace hg {

CallTreeModel::CallTreeModel(QObject *parent)
    : NodeTreeModel<CallTreeModel>(parent)
{
}

void CallTreeModel::setTree(ProfilePtr profile, std::shared_ptr<const CallTree> tree)
{
    beginResetModel();
    m_profile = std::move(profile);
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

void CallTreeModel::setSearch(std::shared_ptr<const FrameSearch::Result> search)
{
    m_search = std::move(search);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {Qt::ForegroundRole});
    // Nested rows repaint with the view; top-level rows are signalled above.
}

std::uint32_t CallTreeModel::firstNodeOf(FrameId frame) const
{
    if (!m_tree)
        return 0;
    std::vector<std::uint32_t> pending{0};
    while (!pending.empty()) {
        const std::uint32_t n = pending.back();
        pending.pop_back();
        if (n != 0 && m_tree->node(n).frame == frame)
            return n;
        const auto children = m_tree->children(n);
        pending.insert(pending.end(), children.rbegin(), children.rend());
    }
    return 0;
}

QModelIndex CallTreeModel::indexOfNode(std::uint32_t node, int column) const
{
    if (!m_tree || node == 0 || node >= m_tree->size())
        return {};
    return indexAt(node, column);
}

QVariant CallTreeModel::data(const QModelIndex &index, int role) const
{
    if (!m_tree || !index.isValid())
        return {};
    const std::uint32_t nodeIndex = nodeOf(index);
    const CallTree::Node &node = m_tree->node(nodeIndex);
    const std::int64_t whole = m_tree->node(0).total;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Name: {
            // Say it where a parent's children add up to more than it.
            const QString concurrent = m_tree->direction() == CallTree::Direction::TopDown ? concurrencyText(*m_tree, nodeIndex) : QString();
            return concurrent.isEmpty() ? m_profile->frameName(node.frame)
                                        : m_profile->frameName(node.frame) + QStringLiteral("  \u2014 ") + concurrent;
        }
        case Total: return valueText(node.total, m_tree->unit());
        case TotalPercent: return percentText(node.total, whole);
        case Self: return valueText(node.self, m_tree->unit());
        case SelfPercent: return percentText(node.self, whole);
        case Count: return QString::number(node.count);
        }
        break;
    case SortRole:
        switch (index.column()) {
        case Name: return m_profile->frameName(node.frame);
        case Total:
        case TotalPercent: return qlonglong(node.total);
        case Self:
        case SelfPercent: return qlonglong(node.self);
        case Count: return qulonglong(node.count);
        }
        break;
    case NodeRole: return uint(nodeIndex);
    case Qt::TextAlignmentRole:
        if (index.column() != Name)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::ToolTipRole: return frameTooltip(nodeIndex);
    case Qt::ForegroundRole:
        if (m_search && m_search->active() && !m_search->isMatch(node.frame))
            return QColor(Qt::gray);
        break;
    }
    return {};
}

QString CallTreeModel::frameTooltip(std::uint32_t nodeIndex) const
{
    const CallTree::Node &node = m_tree->node(nodeIndex);
    if (node.frame >= m_profile->frames().size())
        return {};
    const Frame &f = m_profile->frames()[node.frame];
    const StringPool &s = m_profile->strings();
    QString text = s.string(f.name);
    if (f.file)
        text += QLatin1Char('\n') + s.string(f.file) + (f.line ? QLatin1Char(':') + QString::number(f.line) : QString());
    if (f.module)
        text += QLatin1Char('\n') + tr("Module: %1").arg(s.string(f.module));
    return text;
}

QVariant CallTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::TextAlignmentRole)
        return int(section == Name ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name: return tr("Function");
    case Total: return tr("Total");
    case TotalPercent: return tr("Total %");
    case Self: return tr("Self");
    case SelfPercent: return tr("Self %");
    case Count: return tr("Count");
    }
    return {};
}

} // namespace hg
