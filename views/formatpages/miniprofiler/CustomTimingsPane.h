#pragma once
#include "formats/miniprofiler/CallDuplicates.h"

#include <QSplitter>

class QPlainTextEdit;
class QTableView;

namespace hg {

class CustomTimingModel;

// The calls of the selected step: a table (type, command, timings, repeats)
// and, for the selected call, its full command and stack snippet in a
// monospace, copyable text box. Text is shown as text, never as HTML.
class CustomTimingsPane : public QSplitter
{
    Q_OBJECT
public:
    explicit CustomTimingsPane(QWidget *parent = nullptr);
    void setCalls(ProfilePtr profile, TrackId track, std::vector<std::uint32_t> calls,
                  std::shared_ptr<const CallDuplicates> duplicates, TimePs requestStart);
    CustomTimingModel *model() const { return m_model; }
    QString commandText() const;

signals:
    void callSelected(SpanRef call);

private:
    void showCall(int row);

    ProfilePtr m_profile;
    TrackId m_track;
    CustomTimingModel *m_model;
    QTableView *m_table;
    QPlainTextEdit *m_text;
};

} // namespace hg
