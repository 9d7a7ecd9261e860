#include "CustomTimingsPane.h"

#include "CustomTimingModel.h"
#include "formats/miniprofiler/MiniProfilerKeys.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QPlainTextEdit>
#include <QTableView>

namespace hg {

CustomTimingsPane::CustomTimingsPane(QWidget *parent)
    : QSplitter(Qt::Vertical, parent)
    , m_model(new CustomTimingModel(this))
    , m_table(new QTableView(this))
    , m_text(new QPlainTextEdit(this))
{
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(CustomTimingModel::Command, QHeaderView::Stretch);
    m_text->setReadOnly(true);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_text->setPlaceholderText(tr("Select a call to see its whole command and stack snippet."));
    addWidget(m_table);
    addWidget(m_text);
    setStretchFactor(0, 3);
    setStretchFactor(1, 2);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { showCall(current.isValid() ? current.row() : -1); });
}

void CustomTimingsPane::setCalls(ProfilePtr profile, TrackId track, std::vector<std::uint32_t> calls,
                                 std::shared_ptr<const CallDuplicates> duplicates, TimePs requestStart)
{
    m_profile = profile;
    m_track = track;
    m_model->setCalls(std::move(profile), track, std::move(calls), std::move(duplicates), requestStart);
    if (m_model->rowCount() > 0)
        m_table->selectRow(0);
    else
        showCall(-1);
}

QString CustomTimingsPane::commandText() const { return m_text->toPlainText(); }

void CustomTimingsPane::showCall(int row)
{
    if (row < 0 || row >= m_model->rowCount() || !m_profile) {
        m_text->clear();
        return;
    }
    const std::uint32_t span = m_model->spanAt(row);
    const Track &track = m_profile->tracks()[m_track];
    QString text = CallDuplicates::commandText(*m_profile, track, span);
    if (const std::optional<AttributeValue> v = track.spanAttributes.findNamed(span, m_profile->strings(), miniprofiler::key::kStackSnippet)) {
        const QString snippet = attributeText(m_profile->strings(), *v);
        if (!snippet.isEmpty())
            text += QStringLiteral("\n\n") + tr("Stack:") + QLatin1Char('\n') + snippet;
    }
    m_text->setPlainText(text); // plain text: an escaped "<script>" stays text
    emit callSelected({m_track, SpanIndex(span)});
}

} // namespace hg
