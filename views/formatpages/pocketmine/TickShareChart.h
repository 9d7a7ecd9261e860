#pragma once
#include "formats/pocketmine/TickShares.h"
#include "model/Profile.h"

#include <QWidget>

class QChartView;

namespace hg {

// A bar chart (QtCharts) of the timers that take the largest share of the
// server's tick time, largest at the top.
class TickShareChart : public QWidget
{
    Q_OBJECT
public:
    static constexpr std::size_t kBars = 10;

    explicit TickShareChart(QWidget *parent = nullptr);
    void setShares(const std::vector<TickShare> &shares, bool overlapping);
    bool isEmpty() const { return m_empty; }

private:
    QChartView *m_view;
    bool m_empty = true;
};

} // namespace hg
