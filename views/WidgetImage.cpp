#include "WidgetImage.h"

#include "io/AtomicFile.h"

#include <QAbstractScrollArea>
#include <QBuffer>
#include <QPainter>
#include <QSvgGenerator>
#include <QWidget>

namespace hg {

QString WidgetImage::write(QWidget *widget, const QString &path, const QString &title)
{
    if (auto *scrollArea = qobject_cast<QAbstractScrollArea *>(widget))
        widget = scrollArea->viewport();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive)) {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(widget->size());
        svg.setViewBox(QRect(QPoint(0, 0), widget->size()));
        svg.setTitle(title);
        QPainter painter(&svg);
        widget->render(&painter);
    } else if (!widget->grab().save(&buffer, "PNG")) {
        return tr("cannot encode the image as PNG");
    }
    buffer.close();
    return AtomicFile::write(path, buffer.data());
}

} // namespace hg
