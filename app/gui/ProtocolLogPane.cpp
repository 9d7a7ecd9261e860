#include "ProtocolLogPane.h"

#include "ProtocolLogModel.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>

namespace hg {

ProtocolLogPane::ProtocolLogPane(ProtocolLogModel *model, QWidget *parent)
    : QWidget(parent), m_model(model), m_title(new QLabel(this)), m_table(new QTableView(this))
{
    m_model->setParent(this);
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 4);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    m_table->setFont(QFont(QStringLiteral("monospace"), font().pointSize()));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 2, 8, 4);
    layout->setSpacing(2);
    layout->addWidget(m_title);
    layout->addWidget(m_table, 1);

    // Follow new packets while the view is at the bottom.
    connect(m_model, &QAbstractItemModel::rowsAboutToBeInserted, this, [this] {
        QScrollBar *bar = m_table->verticalScrollBar();
        m_following = bar->value() >= bar->maximum();
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_following)
            m_table->scrollToBottom();
        retranslate();
    });
    retranslate();
}

void ProtocolLogPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ProtocolLogPane::retranslate()
{
    m_title->setText(tr("<b>Protocol log</b> — %n packet(s)", nullptr, m_model->rowCount()));
}

} // namespace hg
