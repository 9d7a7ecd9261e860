#pragma once
#include <QWidget>

namespace hg {

// The key of a differential flame graph: faster (blue) through unchanged
// (white) to slower (red), and what the colours measure.
class DiffLegend : public QWidget
{
    Q_OBJECT
public:
    explicit DiffLegend(QWidget *parent = nullptr);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
};

} // namespace hg
