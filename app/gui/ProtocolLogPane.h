#pragma once
#include <QWidget>

class QLabel;
class QTableView;

namespace hg {

class ProtocolLogModel;

// The protocol log of a TraceActor connection under its live document:
// every packet sent and received, error replies highlighted, kept scrolled
// to the newest unless the person scrolled up to read.
class ProtocolLogPane : public QWidget
{
    Q_OBJECT
public:
    // Takes ownership of `model`.
    explicit ProtocolLogPane(ProtocolLogModel *model, QWidget *parent = nullptr);
    ProtocolLogModel *model() const { return m_model; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    ProtocolLogModel *m_model;
    QLabel *m_title;
    QTableView *m_table;
    bool m_following = true; // at the bottom when rows came
};

} // namespace hg
