#pragma once
#include "FrameColors.h"
#include "model/Profile.h"

#include <QWidget>

namespace hg {

// What the colours mean for this profile: application vs system code where
// the format says which, and the categories it uses (at most a few).
class ColorLegend : public QWidget
{
    Q_OBJECT
public:
    explicit ColorLegend(QWidget *parent = nullptr);
    void setProfile(const ProfilePtr &profile);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Entry { QString label; QColor colour; };
    void rebuild();

    ProfilePtr m_profile;
    std::vector<Entry> m_entries;
};

} // namespace hg
