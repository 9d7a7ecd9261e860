#include "WarningsPage.h"

#include "WarningListModel.h"

#include <QEvent>
#include <QLabel>
#include <QListView>
#include <QVBoxLayout>

namespace hg {

QString WarningsPage::title(const Profile &profile) const
{
    const auto count = profile.diagnostics().count();
    return isReading() ? tr("Warnings so far (%1)").arg(count) : tr("Warnings (%1)").arg(count);
}

namespace {
// The note above the list follows the language as the tab titles do.
class PartNote : public QLabel
{
public:
    PartNote(std::function<void()> retranslate, QWidget *parent) : QLabel(parent), m_retranslate(std::move(retranslate)) {}

protected:
    void changeEvent(QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange)
            m_retranslate();
        QLabel::changeEvent(event);
    }

private:
    std::function<void()> m_retranslate;
};
} // namespace

QWidget *WarningsPage::createWidget(PageContext &)
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    m_partNote = new PartNote([this] { retranslate(); }, page);
    m_partNote->setWordWrap(true);
    m_partNote->setContentsMargins(8, 4, 8, 4);
    auto *list = new QListView(page);
    m_model = new WarningListModel(list);
    list->setModel(m_model);
    list->setWordWrap(true);
    list->setAlternatingRowColors(true);
    layout->addWidget(m_partNote);
    layout->addWidget(list, 1);
    retranslate();
    readingChanged();
    return page;
}

void WarningsPage::readingChanged() { m_partNote->setVisible(isReading()); }

void WarningsPage::retranslate()
{
    m_partNote->setText(tr("These are the warnings of the first thread. The other threads are still being read: "
                           "their warnings are added when the whole file is read."));
}

void WarningsPage::setProfile(const ProfilePtr &profile) { m_model->setProfile(profile); }

} // namespace hg
