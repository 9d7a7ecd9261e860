#include "CallTreeModel.h"
#include "CallTreeView.h"
#include "DocumentView.h"
#include "ProfileFixtures.h"

#include <QSignalSpy>
#include <QTabWidget>
#include <QTreeView>
#include <QtTest>

using namespace hg;

class TestDocumentView : public QObject
{
    Q_OBJECT
private slots:
    void showsViewsOfAProfile()
    {
        DocumentView view;
        view.resize(900, 600);
        QSignalSpy idle(&view, &DocumentView::idle);
        view.setProfile(test::sampledProfile(), QStringLiteral("fixture"));
        QVERIFY(idle.wait(5000) || !view.isBusy());
        QCOMPARE(DocumentView::viewNames(), (QStringList{QStringLiteral("calltree"), QStringLiteral("bottomup"),
                                                         QStringLiteral("tracks"), QStringLiteral("warnings")}));
        QCOMPARE(view.currentViewName(), QStringLiteral("calltree"));
        QVERIFY(view.showView(QStringLiteral("bottomup")));
        QCOMPARE(view.currentViewName(), QStringLiteral("bottomup"));
        QVERIFY(!view.showView(QStringLiteral("nonsense")));

        // The call tree opens with the hot path expanded: main > work > parse.
        auto *tree = view.findChildren<CallTreeView *>().value(0);
        QVERIFY(tree);
        QVERIFY(tree->treeView()->currentIndex().isValid());
        QCOMPARE(tree->treeView()->currentIndex().data().toString(), QStringLiteral("parse"));
    }

    void selectingATrackRebuildsTheTrees()
    {
        DocumentView view;
        QSignalSpy idle(&view, &DocumentView::idle);
        view.setProfile(test::sampledProfile(), QStringLiteral("fixture"));
        QVERIFY(idle.wait(5000) || !view.isBusy());
        QVERIFY(view.selectTrack(QStringLiteral("worker")));
        QTRY_VERIFY(!view.isBusy());
        auto *tree = view.findChildren<CallTreeView *>().value(0);
        QTRY_COMPARE(tree->model()->rowCount(), 1);
        QCOMPARE(tree->model()->index(0, CallTreeModel::Name).data().toString(), QStringLiteral("idle"));
        QVERIFY(!view.selectTrack(QStringLiteral("no such track")));
    }

    void rendersIntoAnImage()
    {
        DocumentView view;
        view.resize(800, 500);
        QSignalSpy idle(&view, &DocumentView::idle);
        view.setProfile(test::sampledProfile(), QStringLiteral("fixture"));
        QVERIFY(idle.wait(5000) || !view.isBusy());
        const QImage image = view.grab().toImage();
        QCOMPARE(image.size(), QSize(800, 500));
        // Not a blank widget: more than one colour was painted.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        QVERIFY(colours.size() > 3);
    }
};

QTEST_MAIN(TestDocumentView)
#include "tst_documentview.moc"
