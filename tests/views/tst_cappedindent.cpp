// Deep rows of a call tree keep their names in sight (CappedIndentTreeView);
// so do the function list's rows beside long module and file paths.
#include "CappedIndentTreeView.h"
#include "FunctionListModel.h"
#include "FunctionListView.h"
#include "model/ProfileBuilder.h"

#include <QHeaderView>
#include <QSignalSpy>
#include <QTableView>
#include <QStandardItemModel>
#include <QtTest>

using namespace hg;

namespace {

// A chain of `depth` rows, each the only child of the one before.
void fillChain(QStandardItemModel &model, int depth)
{
    QStandardItem *parent = model.invisibleRootItem();
    for (int level = 0; level < depth; ++level) {
        auto *item = new QStandardItem(QStringLiteral("ns::Widget<int>::step%1").arg(level));
        parent->appendRow(item);
        parent = item;
    }
}

// Shows `view` (1200 × 600) on a profile of one sample on `frame`, once
// its table is built.
bool showsFunction(FunctionListView &view, ProfileBuilder &b, FrameId frame)
{
    const TrackId t = b.addTrack({QStringLiteral("main"), QString(), 1, -1, {}, {}});
    b.addSample(t, 0, b.addStack(kNoId, frame));
    view.resize(1200, 600);
    view.show();
    QSignalSpy built(&view, &FunctionListView::built);
    view.setProfile(b.build(), {});
    return built.wait(10000);
}

QModelIndex rowAtLevel(const QStandardItemModel &model, int level)
{
    QModelIndex index = model.index(0, 0);
    for (int i = 0; i < level; ++i)
        index = model.index(0, 0, index);
    return index;
}

// How many pixels of `area` differ from its first one: text drawn there.
int inkIn(const QImage &image, const QRect &area)
{
    const QRgb background = image.pixel(area.topLeft());
    int ink = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            ink += image.pixel(x, y) != background;
    return ink;
}

} // namespace

class TestCappedIndent : public QObject
{
    Q_OBJECT
private slots:
    void deepRowsShowTheirNamesAndArrows()
    {
        QStandardItemModel model;
        fillChain(model, 200);
        CappedIndentTreeView view;
        view.setModel(&model);
        view.setRootIsDecorated(true);
        view.resize(600, 400);
        view.header()->resizeSection(0, 560);
        view.expandAll();
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.cappedLevel(), 560 / 3 / view.indentation());

        const QModelIndex deep = rowAtLevel(model, 150);
        QCOMPARE(CappedIndentTreeView::levelOf(deep), 150);
        view.scrollTo(deep);
        QApplication::processEvents();
        const int y = view.visualRect(deep).center().y();
        // Drawn as a row of the capped level: the arrow in the last
        // indentation step before the name, the name right after it.
        const int nameLeft = (view.cappedLevel() + 1) * view.indentation();
        const QImage image = view.viewport()->grab().toImage();
        QVERIFY(inkIn(image, QRect(nameLeft + 4, y - 4, 150, 8)) > 50);

        // A click on the drawn arrow folds the row; one on the name selects it.
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, QPoint(nameLeft - view.indentation() / 2, y));
        QVERIFY(!view.isExpanded(deep));
        const QModelIndex above = deep.parent();
        const int aboveY = view.visualRect(above).center().y();
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, QPoint(nameLeft + 30, aboveY));
        QCOMPARE(view.currentIndex(), above);
        QVERIFY(view.isExpanded(above));
    }

    void functionNamesKeepTheirRoomBesideLongPaths()
    {
        Frame f;
        ProfileBuilder b(QStringLiteral("test"));
        f.name = b.intern(std::string_view("sort.partition"));
        f.module = b.intern(std::string(300, 'm') + "/prog");
        f.file = b.intern(std::string(300, 'd') + "/src/sort/zsortinterface.go");
        f.line = 157;
        FunctionListView view;
        QVERIFY(showsFunction(view, b, b.addFrame(f)));
        const QHeaderView *header = view.tableView()->horizontalHeader();
        // Each path takes a fifth of the view at most; the name the rest.
        QVERIFY(header->sectionSize(FunctionListModel::Module) <= view.tableView()->viewport()->width() / 5);
        QVERIFY(header->sectionSize(FunctionListModel::File) <= view.tableView()->viewport()->width() / 5);
        QVERIFY(header->sectionSize(FunctionListModel::Name) >= view.tableView()->fontMetrics().horizontalAdvance(QStringLiteral("sort.partition")));
        QVERIFY(!view.tableView()->wordWrap());
    }

    void pathColumnsWithoutPathsKeepTheirTitles()
    {
        ProfileBuilder b(QStringLiteral("test"));
        FunctionListView view;
        QVERIFY(showsFunction(view, b, b.addFrame(std::string_view("main"))));
        const QHeaderView *header = view.tableView()->horizontalHeader();
        for (const int column : {FunctionListModel::Module, FunctionListModel::File})
            QVERIFY(header->sectionSize(column) >= header->sectionSizeHint(column));
    }

    void shallowRowsAreQtsOwn()
    {
        QStandardItemModel model;
        fillChain(model, 3);
        CappedIndentTreeView view;
        view.setModel(&model);
        view.resize(600, 300);
        view.expandAll();
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QModelIndex leaf = rowAtLevel(model, 2);
        const QRect rect = view.visualRect(leaf);
        QCOMPARE(rect.left(), 3 * view.indentation()); // QTreeView's own indentation, root decorated
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(view.currentIndex(), leaf);
    }
};

QTEST_MAIN(TestCappedIndent)
#include "tst_cappedindent.moc"
