#pragma once
#include <QCoreApplication>
#include <QString>

class QWidget;

namespace hg {

// A view as an image file (File > Export Image…): PNG, or SVG when the path
// ends in .svg (vector text and shapes where the view paints them). A scroll
// area is drawn as its viewport: what is on screen.
class WidgetImage
{
    Q_DECLARE_TR_FUNCTIONS(WidgetImage)
public:
    // The error, or empty on success; written atomically.
    static QString write(QWidget *widget, const QString &path, const QString &title);
};

} // namespace hg
