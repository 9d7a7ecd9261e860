#pragma once
#include "model/Profile.h"

#include <QWidget>
#include <vector>

class QChartView;
class QValueAxis;
class QVBoxLayout;

namespace hg {

// Line charts of a profile's measurements (Sentry cpu usage, memory
// footprint, frame renders, ...), one per series, stacked under the flame
// chart and following its visible time range.
class MeasurementsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit MeasurementsPanel(QWidget *parent = nullptr);
    void setProfile(ProfilePtr profile);
    bool isEmpty() const { return m_axes.empty(); }

public slots:
    void setTimeRange(TimePs start, TimePs end);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    ProfilePtr m_profile;
    QVBoxLayout *m_layout;
    std::vector<QChartView *> m_views;
    std::vector<QValueAxis *> m_axes; // the time axis of each chart, in ms
    TimePs m_start = 0, m_end = 0;
};

} // namespace hg
