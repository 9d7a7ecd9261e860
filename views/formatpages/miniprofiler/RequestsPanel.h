#pragma once
#include "model/Profile.h"

#include <QTableView>

class QSortFilterProxyModel;

namespace hg {

class RequestTableModel;

// The sortable table of requests; choosing one opens it in the other views.
class RequestsPanel : public QTableView
{
    Q_OBJECT
public:
    explicit RequestsPanel(QWidget *parent = nullptr);
    void setProfile(ProfilePtr profile);
    RequestTableModel *requestModel() const { return m_model; }

signals:
    void requestChosen(TrackId track); // the current row changed
    void requestOpened(TrackId track); // double-click or Enter

private:
    RequestTableModel *m_model;
    QSortFilterProxyModel *m_proxy;
};

} // namespace hg
