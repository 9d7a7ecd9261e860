#pragma once
#include "NodeTreeModel.h"
#include "formats/miniprofiler/StepTree.h"

namespace hg {

// The step tree of one request, as MiniProfiler's popup shows it: name,
// duration (own time), with children, from start, % of the request, and a
// column per custom-timing type with the step's call count and time. Steps
// shorter than the trivial threshold (with their children) can be hidden.
class StepTreeModel : public NodeTreeModel<StepTreeModel>
{
    Q_OBJECT
public:
    enum Column { Name, Duration, WithChildren, FromStart, Percent, FixedColumnCount };
    enum Role { StepRole = Qt::UserRole + 1, SpanRole };

    explicit StepTreeModel(QObject *parent = nullptr);
    void setRequest(ProfilePtr profile, TrackId track);
    // Steps taking less than `threshold` in all are hidden when `hide` is set.
    void setTrivialFilter(bool hide, TimePs threshold);

    const StepTree *tree() const { return m_tree.get(); }
    ProfilePtr profile() const { return m_profile; }
    QModelIndex indexOfStep(std::uint32_t step) const;
    std::size_t hiddenCount() const { return m_hidden; }

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    friend NodeTreeModel<StepTreeModel>; // asks for the shape below
    // The invisible root is one past the last step.
    std::uint32_t rootNode() const { return m_tree ? std::uint32_t(m_tree->steps().size()) : 0; }
    std::uint32_t childCountOf(std::uint32_t step) const;
    std::uint32_t childOf(std::uint32_t step, std::uint32_t row) const { return m_children[step][row]; }
    std::uint32_t parentOf(std::uint32_t step) const;
    std::uint32_t rowOf(std::uint32_t step) const { return std::uint32_t(m_row[step]); }

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
