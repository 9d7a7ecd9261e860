#pragma once
#include "model/Profile.h"

#include <QWidget>

class QLabel;

namespace hg {

// The document's header line: title, then format, duration, tracks, spans,
// samples and warnings, what the format says about the profile's origin, and
// notes that need attention first (a lagging server).
class SummaryHeader : public QWidget
{
    Q_OBJECT
public:
    explicit SummaryHeader(QWidget *parent = nullptr);
    void setProfile(ProfilePtr profile, const QString &title);
    // The profile is a first part of the file (DocumentView::setReading):
    // instead of its counts, which the rest changes, how much is read.
    // perMille < 0: the whole profile.
    void setReading(int perMille);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    ProfilePtr m_profile;
    QString m_title;
    int m_readingPerMille = -1;
    QLabel *m_titleLabel;
    QLabel *m_facts;
    QLabel *m_notes;
};

} // namespace hg
