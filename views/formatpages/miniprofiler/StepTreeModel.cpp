#include "StepTreeModel.h"

#include <QFont>
#include <QLocale>

namespace hg {

namespace {

QString msText(TimePs ps) { return QLocale().toString(double(ps) / double(kPsPerMs), 'f', 1); }

} // namespace

StepTreeModel::StepTreeModel(QObject *parent)
    : NodeTreeModel<StepTreeModel>(parent)
{
}

void StepTreeModel::setRequest(ProfilePtr profile, TrackId track)
{
    beginResetModel();
    m_profile = std::move(profile);
    m_tree.reset();
    if (m_profile && track < m_profile->tracks().size()) {
        m_tree = std::make_shared<StepTree>(StepTree::build(*m_profile, track));
        const SpanTrack &spans = m_profile->tracks()[track].spans;
        TimePs start = INT64_MAX, end = 0;
        for (const std::uint32_t r : m_tree->roots()) {
            start = std::min(start, spans.start(m_tree->steps()[r].span));
            end = std::max(end, spans.end(m_tree->steps()[r].span));
        }
        m_requestStart = m_tree->roots().empty() ? 0 : start;
        m_requestDuration = std::max<TimePs>(end - m_requestStart, 0);
    }
    rebuildVisible();
    endResetModel();
}

void StepTreeModel::setTrivialFilter(bool hide, TimePs threshold)
{
    beginResetModel();
    m_hideTrivial = hide;
    m_threshold = threshold;
    rebuildVisible();
    endResetModel();
}

TimePs StepTreeModel::duration(std::uint32_t step) const
{
    return m_profile->tracks()[m_tree->track()].spans.duration(m_tree->steps()[step].span);
}

bool StepTreeModel::isVisible(std::uint32_t step) const
{
    // A root always shows, so a short request is never an empty tree.
    return !m_hideTrivial || m_tree->steps()[step].parent == kNoId || duration(step) >= m_threshold;
}

void StepTreeModel::rebuildVisible()
{
    m_children.clear();
    m_row.clear();
    m_hidden = 0;
    if (!m_tree)
        return;
    const std::size_t n = m_tree->steps().size();
    m_children.assign(n + 1, {});
    m_row.assign(n, -1);
    // Depth first from the roots: a hidden step hides what is under it.
    std::vector<std::pair<std::size_t, const std::vector<std::uint32_t> *>> pending{{n, &m_tree->roots()}};
    std::size_t visible = 0;
    while (!pending.empty()) {
        const auto [list, from] = pending.back();
        pending.pop_back();
        for (const std::uint32_t s : *from) {
            if (!isVisible(s))
                continue;
            m_row[s] = int(m_children[list].size());
            m_children[list].push_back(s);
            ++visible;
            pending.emplace_back(s, &m_tree->steps()[s].children);
        }
    }
    m_hidden = n - visible;
}

std::uint32_t StepTreeModel::childCountOf(std::uint32_t step) const
{
    return step < m_children.size() ? std::uint32_t(m_children[step].size()) : 0;
}

std::uint32_t StepTreeModel::parentOf(std::uint32_t step) const
{
    const std::uint32_t parent = m_tree->steps()[step].parent;
    return parent == kNoId ? rootNode() : parent;
}

int StepTreeModel::columnCount(const QModelIndex &) const
{
    return FixedColumnCount + (m_tree ? int(m_tree->callTypes().size()) : 0);
}

QModelIndex StepTreeModel::indexOfStep(std::uint32_t step) const
{
    if (!m_tree || step >= m_row.size() || m_row[step] < 0)
        return {};
    return indexAt(step);
}

QVariant StepTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_tree)
        return {};
    const std::uint32_t step = nodeAt(index);
    const StepTree::Step &s = m_tree->steps()[step];
    const SpanTrack &spans = m_profile->tracks()[m_tree->track()].spans;
    const int column = index.column();
    if (role == StepRole)
        return step;
    if (role == SpanRole)
        return s.span;
    if (role == Qt::TextAlignmentRole)
        return column == Name ? QVariant() : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    if (role == Qt::ToolTipRole && column == Name)
        return m_profile->frameName(spans.frame(s.span));
    if (role == Qt::FontRole && column >= FixedColumnCount) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case Name: return m_profile->frameName(spans.frame(s.span));
    case Duration: return msText(s.self);
    case WithChildren: return msText(spans.duration(s.span));
    case FromStart: return QStringLiteral("+") + msText(spans.start(s.span) - m_requestStart);
    case Percent:
        return m_requestDuration > 0 ? QLocale().toString(100.0 * double(spans.duration(s.span)) / double(m_requestDuration), 'f', 1) + QLatin1Char('%')
                                     : QString();
    default: {
        const StringId type = m_tree->callTypes()[std::size_t(column - FixedColumnCount)];
        for (const StepTree::CallStat &stat : s.callStats)
            if (stat.type == type)
                return tr("%1 (%2 ms)").arg(stat.count).arg(msText(stat.total));
        return QString();
    }
    }
}

QVariant StepTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name: return tr("Step");
    case Duration: return tr("Duration (ms)");
    case WithChildren: return tr("With children (ms)");
    case FromStart: return tr("From start (ms)");
    case Percent: return tr("% of request");
    default:
        if (m_tree && section >= FixedColumnCount && std::size_t(section - FixedColumnCount) < m_tree->callTypes().size())
            return m_profile->strings().string(m_tree->callTypes()[std::size_t(section - FixedColumnCount)]);
        return {};
    }
}

} // namespace hg
