#pragma once
#include "model/Profile.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace hg {

// Which track of A is compared with which of B (all of each by default):
// choosing a track of A chooses B's track of the same name when B has one,
// and either can be chosen by hand to pair tracks whose names differ.
class TrackPairing : public QWidget
{
    Q_OBJECT
public:
    explicit TrackPairing(QWidget *parent = nullptr);

    void setProfiles(const ProfilePtr &a, const ProfilePtr &b);
    // The chosen track of each side; empty: every track.
    std::vector<TrackId> tracksA() const;
    std::vector<TrackId> tracksB() const;
    QComboBox *boxA() const { return m_a; }
    QComboBox *boxB() const { return m_b; }

signals:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    static void fill(QComboBox *box, const Profile *profile);
    static std::vector<TrackId> chosen(const QComboBox *box);
    void retranslate();

    QLabel *m_label;
    QComboBox *m_a, *m_b;
    ProfilePtr m_profileA, m_profileB;
    bool m_filling = false;
};

} // namespace hg
