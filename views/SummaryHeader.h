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

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    ProfilePtr m_profile;
    QString m_title;
    QLabel *m_titleLabel;
    QLabel *m_facts;
    QLabel *m_notes;
};

} // namespace hg
