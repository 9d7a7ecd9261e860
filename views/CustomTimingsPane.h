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
    void setCalls(ProfilePtr profile, std::uint32_t track, std::vector<std::uint32_t> calls,
                  std::shared_ptr<const CallDuplicates> duplicates, TimePs requestStart);
    CustomTimingModel *model() const { return m_model; }
    QString commandText() const;

signals:
    void callSelected(std::uint32_t track, std::uint32_t span);

private:
    void showCall(int row);

    ProfilePtr m_profile;
    std::uint32_t m_track = 0;
    CustomTimingModel *m_model;
    QTableView *m_table;
    QPlainTextEdit *m_text;
};

} // namespace hg
