#pragma once
#include <QSortFilterProxyModel>

namespace hg {

// Sorts the rows inside each section of a tree model but keeps the
// top-level rows (the sections) in the source model's order, whichever
// column and direction the user sorts by.
class SectionOrderProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;
};

} // namespace hg
