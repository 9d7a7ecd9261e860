#include "CallTreeModel.h"

#include "DurationText.h"

#include <QColor>
#include <algorithm>
#include <utility>

namespace hg {

CallTreeModel::CallTreeModel(QObject *parent)
    : NodeTreeModel<CallTreeModel>(parent)
    , m_open([this](std::optional<std::shared_ptr<CallerTree::Opening>> opened) { onOpened(std::move(opened)); })
{
}

CallTreeModel::~CallTreeModel() = default; // m_open cancels the running open, without waiting: it holds its tree

void CallTreeModel::setTree(ProfilePtr profile, std::shared_ptr<const CallTree> tree)
{
    beginResetModel();
    dropOpens();
    m_profile = std::move(profile);
    m_tree = std::move(tree);
    m_callers.reset();
    // A tree numbered depth first numbers siblings in their order: a row
    // is found among them by bisection, with no table of 4 bytes a node
    // (and no pass over every node here, on the GUI thread).
    std::vector<std::uint32_t>().swap(m_rowInParent);
    if (m_tree && !m_tree->isDepthFirst()) {
        m_rowInParent.assign(m_tree->size(), 0);
        for (std::uint32_t n = 0; n < m_tree->size(); ++n) {
            const auto children = m_tree->children(n);
            for (std::uint32_t row = 0; row < children.size(); ++row)
                m_rowInParent[children[row]] = row;
        }
    }
    endResetModel();
}

std::uint32_t CallTreeModel::childCountOf(std::uint32_t node) const
{
    if (m_tree)
        return m_tree->childCount(node);
    if (!m_callers || isBusyRow(node))
        return 0;
    if (m_callers->isOpening(node))
        return 1; // the busy row
    // Not counted until opened: fetchMore opens it on a worker.
    if (!m_callers->isOpened(node) && (node == m_settling || opensOnWorker(node)))
        return 0;
    return m_callers->childCount(node);
}

std::uint32_t CallTreeModel::rowOf(std::uint32_t node) const
{
    if (isBusyRow(node))
        return 0;
    if (m_callers)
        return m_callers->rowOf(node);
    if (!m_rowInParent.empty())
        return m_rowInParent[node];
    const auto siblings = m_tree->children(m_tree->node(node).parent);
    return std::uint32_t(std::lower_bound(siblings.begin(), siblings.end(), node) - siblings.begin());
}

void CallTreeModel::setCallers(ProfilePtr profile, std::shared_ptr<CallerTree> callers)
{
    beginResetModel();
    dropOpens();
    m_profile = std::move(profile);
    m_tree.reset();
    m_callers = std::move(callers);
    std::vector<std::uint32_t>().swap(m_rowInParent); // the tree knows its rows
    endResetModel();
}

bool CallTreeModel::hasChildren(const QModelIndex &parent) const
{
    if (!m_callers)
        return NodeTreeModel<CallTreeModel>::hasChildren(parent);
    if (parent.isValid() && parent.column() != 0)
        return false;
    const std::uint32_t node = nodeAt(parent);
    return !isBusyRow(node) && m_callers->hasChildren(node);
}

bool CallTreeModel::canFetchMore(const QModelIndex &parent) const
{
    if (!m_callers || (parent.isValid() && parent.column() != 0))
        return false;
    const std::uint32_t node = nodeAt(parent);
    return !isBusyRow(node) && node != m_settling && m_callers->hasChildren(node) && !m_callers->isOpened(node)
        && !m_callers->isOpening(node) && std::find(m_asked.begin(), m_asked.end(), node) == m_asked.end();
}

void CallTreeModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    const std::uint32_t node = nodeAt(parent);
    // A cheap node's rows are made when first counted; nothing is
    // announced, as no one has been told of fewer.
    if (!opensOnWorker(node)) {
        m_callers->childCount(node);
        return;
    }
    // Its busy row is announced from the event loop: fetchMore is asked
    // while views and proxies handle other changes of this model.
    if (m_asked.empty())
        QMetaObject::invokeMethod(this, &CallTreeModel::queueAsked, Qt::QueuedConnection);
    m_asked.push_back(node);
}

void CallTreeModel::queueAsked()
{
    // Rows inserted here may be asked for more: those come after.
    for (std::size_t k = 0; k < m_asked.size(); ++k) {
        const std::uint32_t node = m_asked[k];
        beginInsertRows(indexAt(node), 0, 0);
        m_waitingOpens.push_back(m_callers->beginOpen(node));
        endInsertRows();
    }
    m_asked.clear();
    openNext();
}

void CallTreeModel::openNext()
{
    if (m_runningOpen || m_waitingOpens.empty())
        return;
    m_runningOpen = std::move(m_waitingOpens.front());
    m_waitingOpens.pop_front();
    // The job shares the tree: dropped meanwhile, it goes when the job ends.
    m_open.run([tree = m_callers, opening = m_runningOpen](QPromise<std::shared_ptr<CallerTree::Opening>> &promise) {
        if (tree->makeCallers(*opening, [&promise] { return promise.isCanceled(); }))
            promise.addResult(opening);
    });
}

void CallTreeModel::onOpened(std::optional<std::shared_ptr<CallerTree::Opening>> opened)
{
    const std::shared_ptr<CallerTree::Opening> opening = m_runningOpen; // running until its rows are in
    if (!opening)
        return;
    const QModelIndex parent = indexAt(opening->node());
    // The busy row goes, then the callers come: a row's id is its node, so
    // the busy row cannot become the first caller. In between the node has
    // no rows and is not to be fetched again.
    m_settling = opening->node();
    beginRemoveRows(parent, 0, 0);
    m_callers->abandonOpen(*opening);
    endRemoveRows();
    if (opened) {
        const std::uint32_t callers = (*opened)->childCount();
        if (callers > 0)
            beginInsertRows(parent, 0, int(callers) - 1);
        m_callers->finishOpen(**opened);
        m_settling = kNoId;
        if (callers > 0)
            endInsertRows();
    }
    // Without a result (the job failed: out of memory) the row is left
    // closed, as before it was asked: collapsed and expanded, it asks again.
    m_settling = kNoId;
    m_runningOpen.reset();
    openNext();
    emit callersOpened(opening->node(), opened.has_value());
}

void CallTreeModel::dropOpens()
{
    m_open.discard();
    m_runningOpen.reset();
    m_waitingOpens.clear();
    m_asked.clear();
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
    if (m_callers) {
        // A function with time of its own is a top row; else the first
        // caller row of it among those opened (none is made to find it).
        for (std::uint32_t row = 0; row < m_callers->childCount(0); ++row)
            if (m_callers->node(m_callers->child(0, row)).frame == frame)
                return m_callers->child(0, row);
        std::vector<std::uint32_t> pending{0};
        while (!pending.empty()) {
            const std::uint32_t n = pending.back();
            pending.pop_back();
            if (n != 0 && m_callers->node(n).frame == frame)
                return n;
            if (!m_callers->isOpened(n))
                continue;
            for (std::uint32_t row = m_callers->childCount(n); row-- > 0;)
                pending.push_back(m_callers->child(n, row));
        }
        return 0;
    }
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
    if (node == 0 || node >= size())
        return {};
    return indexAt(node, column);
}

QVariant CallTreeModel::data(const QModelIndex &index, int role) const
{
    if (!hasTree() || !index.isValid())
        return {};
    if (isBusy(index)) {
        if (index.column() == Name && role == Qt::DisplayRole)
            return tr("Finding callers…");
        if (role == Qt::ForegroundRole)
            return QColor(Qt::gray);
        return {};
    }
    const std::uint32_t nodeIndex = nodeOf(index);
    const CallTree::Node node = this->node(nodeIndex);
    const std::int64_t whole = this->node(0).total;
    const CallTree::Unit unit = m_tree ? m_tree->unit() : m_callers->unit();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Name: {
            // Say it where a parent's children add up to more than it.
            const QString concurrent = m_tree && m_tree->direction() == CallTree::Direction::TopDown ? concurrencyText(*m_tree, nodeIndex) : QString();
            return concurrent.isEmpty() ? m_profile->frameName(node.frame)
                                        : m_profile->frameName(node.frame) + QStringLiteral("  \u2014 ") + concurrent;
        }
        case Total: return valueText(node.total, unit);
        case TotalPercent: return percentText(node.total, whole);
        case Self: return valueText(node.self, unit);
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
    const CallTree::Node node = this->node(nodeIndex);
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
