// Plain text cells painted by PlainTextDelegate look as Qt paints them:
// the same pixels where nothing is cut, names cut with "…" within the cell,
// and Qt's own path for cells with an icon.
#include "PlainTextDelegate.h"

#include <QHeaderView>
#include <QStandardItemModel>
#include <QTreeView>
#include <QtTest>

using namespace hg;

namespace {

QImage grab(QStandardItemModel &model, QAbstractItemDelegate *delegate, int width)
{
    QTreeView view;
    view.setModel(&model);
    if (delegate)
        view.setItemDelegate(delegate);
    view.setAlternatingRowColors(true);
    view.resize(width, 120);
    view.header()->resizeSection(0, width / 2);
    view.setCurrentIndex(model.index(1, 0));
    return view.viewport()->grab().toImage();
}

QStandardItemModel *makeModel(QObject *parent, const QString &name)
{
    auto *model = new QStandardItemModel(0, 2, parent);
    for (const QString &text : {QStringLiteral("main"), name, QStringLiteral("parse")}) {
        auto *figure = new QStandardItem(QStringLiteral("1,234"));
        figure->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        model->appendRow({new QStandardItem(text), figure});
    }
    return model;
}

} // namespace

class TestPlainTextDelegate : public QObject
{
    Q_OBJECT

private slots:
    void paintsWhatQtPaints()
    {
        QStandardItemModel *model = makeModel(this, QStringLiteral("work"));
        QCOMPARE(grab(*model, new PlainTextDelegate, 400), grab(*model, nullptr, 400));
    }

    void cutsLongNamesInTheCell()
    {
        const QString name = QStringLiteral("std::vector<hg::Frame>::_M_realloc_insert(iterator, const hg::Frame &)");
        QStandardItemModel *model = makeModel(this, name);
        const QImage ours = grab(*model, new PlainTextDelegate, 300), qts = grab(*model, nullptr, 300);
        QCOMPARE(ours.size(), qts.size());
        // Row 1's name cell differs by where the cut falls at most; the
        // figures' column and the other rows are the same pixels.
        const int firstRow = QFontMetrics(QFont()).height(); // within row 0
        QCOMPARE(ours.copy(150, 0, 150, ours.height()), qts.copy(150, 0, 150, qts.height()));
        QCOMPARE(ours.copy(0, 0, 150, firstRow), qts.copy(0, 0, 150, firstRow));
    }

    void cellsWithAnIconTakeQtsPath()
    {
        QStandardItemModel *model = makeModel(this, QStringLiteral("work"));
        QPixmap icon(8, 8);
        icon.fill(Qt::red);
        model->item(1, 0)->setIcon(icon);
        QCOMPARE(grab(*model, new PlainTextDelegate, 400), grab(*model, nullptr, 400));
    }
};

QTEST_MAIN(TestPlainTextDelegate)
#include "tst_plaintextdelegate.moc"
