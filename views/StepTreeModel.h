#pragma once
#include "formats/miniprofiler/StepTree.h"

#include <QAbstractItemModel>

namespace hg {

// The step tree of one request, as MiniProfiler's popup shows it: name,
// duration (own time), with children, from start, % of the request, and a
// column per custom-timing type with the step's call count and time. Steps
// shorter than the trivial threshold (with their children) can be hidden.
class StepTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { Name, Duration, WithChildren, FromStart, Percent, FixedColumnCount };
    enum Role { StepRole = Qt::UserRole + 1, SpanRole };

    explicit StepTreeModel(QObject *parent = nullptr);
    void setRequest(ProfilePtr profile, std::uint32_t track);
    // Steps taking less than `threshold` in all are hidden when `hide` is set.
    void setTrivialFilter(bool hide, TimePs threshold);

    const StepTree *tree() const { return m_tree.get(); }
    ProfilePtr profile() const { return m_profile; }
    QModelIndex indexOfStep(std::uint32_t step) const;
    std::size_t hiddenCount() const { return m_hidden; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void rebuildVisible();
    bool isVisible(std::uint32_t step) const;
    TimePs duration(std::uint32_t step) const;

    ProfilePtr m_profile;
    std::shared_ptr<const StepTree> m_tree;
    TimePs m_requestStart = 0;
    TimePs m_requestDuration = 0;
    bool m_hideTrivial = false;
    TimePs m_threshold = 0;
    std::size_t m_hidden = 0;
    // Visible children per step (and the top level at the end), and each
    // visible step's row under its parent.
    std::vector<std::vector<std::uint32_t>> m_children;
    std::vector<int> m_row;
};

} // namespace hg
