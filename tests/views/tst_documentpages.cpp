// The page registry: its --view names, and every registered page given an
// empty and a one-span profile of every format it applies to, alone (with
// a stand-in document) and in a DocumentView.
#include "DocumentView.h"
#include "TimelineView.h"
#include "formats/FormatRegistry.h"
#include "formats/miniprofiler/MiniProfilerFormat.h"
#include "formats/pocketmine/PocketMineFormat.h"
#include "formats/xplane/XPlaneFormat.h"
#include "model/ProfileBuilder.h"
#include "pages/DocumentPage.h"
#include "pages/PageContext.h"
#include "pages/PageRegistry.h"

#include <QTabWidget>
#include <QTableView>
#include <QWidget>
#include <QtTest>

using namespace hg;

namespace {

// A document that takes what its pages ask and does nothing with it.
class IdleContext : public PageContext
{
public:
    void showPage(const QString &) override {}
    void chooseTrack(TrackId) override {}
    void showSpanDetails(TrackId, const SpanTrack &, SpanIndex) override {}
    void showNodeDetails(const CallTree &, NodeId) override {}
    void showNodeDetails(const CallerTree &, NodeId) override {}
    void showRecordDetails(TrackId, RecordId) override {}
    void showFrameDetails(FrameId) override {}
    void frameSelected(const DocumentPage &, FrameId, const std::vector<FrameId> &) override {}
    void addFunctionActions(QMenu &) override {}
    void selectTimeRange(TimeRange, bool) override {}
    void clearTimeSelection() override {}
    void zoomToTimeSelection() override {}
    void pageReady() override {}
};

ProfilePtr emptyProfile(const QString &format) { return ProfileBuilder(format).build(); }

ProfilePtr oneSpanProfile(const QString &format)
{
    ProfileBuilder b(format);
    TrackInfo info;
    info.name = QStringLiteral("main");
    const TrackId t = b.addTrack(info);
    b.addSpan(t, 0, 100 * kPsPerMs, b.addFrame("only"));
    return b.build();
}

// Every registered format's id, and one no format has.
QStringList formatIds()
{
    QStringList ids{QStringLiteral("test")};
    for (const FormatModule &reader : FormatRegistry::instance().modules())
        ids << reader.id;
    return ids;
}

std::vector<ProfilePtr> profilesOf(const QString &format) { return {emptyProfile(format), oneSpanProfile(format)}; }

} // namespace

class TestDocumentPages : public QObject
{
    Q_OBJECT
private slots:
    void registryNamesAreTheViewNames()
    {
        const QStringList expected{QStringLiteral("flamechart"), QStringLiteral("timeline"), QStringLiteral("flamegraph"),
                                   QStringLiteral("calltree"),   QStringLiteral("bottomup"), QStringLiteral("functions"), QStringLiteral("callers"),
                                   QStringLiteral("tracks"),     QStringLiteral("warnings"), QStringLiteral("measurements"), QStringLiteral("steps"),
                                   QStringLiteral("requests"),   QStringLiteral("pmtree"),   QStringLiteral("pmlist"),
                                   QStringLiteral("opstats")};
        QCOMPARE(PageRegistry::instance().viewNames(), expected);
        QCOMPARE(DocumentView::viewNames(), expected);
        QStringList names;
        for (const DocumentPage *page : PageRegistry::instance().kinds())
            names << page->name() << page->aliases();
        names.sort();
        QStringList sorted = expected;
        sorted.sort();
        QCOMPARE(names, sorted); // each name once
    }

    void everyPageTakesEmptyAndOneSpanProfiles()
    {
        for (const DocumentPage *kind : PageRegistry::instance().kinds()) {
            bool applied = false;
            for (const QString &format : formatIds()) {
                for (const ProfilePtr &profile : profilesOf(format)) {
                    if (!kind->appliesTo(*profile))
                        continue;
                    applied = true;
                    IdleContext context;
                    std::unique_ptr<DocumentPage> page = PageRegistry::instance().create(kind->name());
                    QWidget parent; // goes first, with the page's widget, as in a DocumentView
                    QVERIFY(page && !page->widget());
                    QVERIFY(page->build(context, &parent));
                    QVERIFY(!page->title(*profile).isEmpty());
                    page->setProfile(profile);
                    page->setTracks(profile, {});
                    if (!profile->tracks().empty())
                        page->setTracks(profile, {TrackId(0)});
                    QTRY_VERIFY2(!page->isBusy(), qPrintable(kind->name() + QLatin1Char('/') + format));
                    page->selectFrame(FrameId(0));
                    page->selectSpan({TrackId(0), SpanIndex(0)});
                    page->setSearch(nullptr);
                    page->jumpToMatch(true);
                    (void)page->visibleRange();
                    if (const std::function<void()> restore = page->keepPosition()) {
                        page->setProfile(profile); // a live update: the same again
                        restore();
                    }
                    parent.resize(800, 500);
                    QVERIFY(!parent.grab().isNull());
                }
            }
            QVERIFY2(applied, qPrintable(kind->name() + QStringLiteral(" applies to no format")));
        }
    }

    void documentShowsEveryPageOfEmptyAndOneSpanProfiles()
    {
        for (const QString &format : formatIds()) {
            for (const ProfilePtr &profile : profilesOf(format)) {
                DocumentView view;
                view.resize(900, 600);
                view.setProfile(profile, format);
                for (const DocumentPage *kind : PageRegistry::instance().kinds()) {
                    QCOMPARE(view.showView(kind->name()), kind->appliesTo(*profile));
                    if (kind->appliesTo(*profile))
                        QCOMPARE(view.currentViewName(), kind->name());
                }
                QVERIFY(!view.showView(QStringLiteral("measurements"))); // no measurements in these
                QTRY_VERIFY(!view.isBusy());
                QVERIFY(view.selectSpanNamed(QStringLiteral("only")) == !profile->tracks().empty());
            }
        }
    }

    void aPageIsBuiltWhenFirstShown()
    {
        DocumentView view;
        view.setProfile(oneSpanProfile(QStringLiteral("test")), QStringLiteral("one span"));
        QTRY_VERIFY(!view.isBusy());
        QCOMPARE(view.currentViewName(), QStringLiteral("flamechart"));
        QCOMPARE(view.findChildren<TimelineView *>().size(), qsizetype(1)); // the flame chart's
        const qsizetype tables = view.findChildren<QTableView *>().size(); // the function list's (an aggregate), no track table yet
        QVERIFY(view.showView(QStringLiteral("tracks")));
        QCOMPARE(view.findChildren<QTableView *>().size(), tables + 1);
        QVERIFY(view.showView(QStringLiteral("timeline")));
        QCOMPARE(view.findChildren<TimelineView *>().size(), qsizetype(2));
    }

    void opensOnTheFormatsPanelOrItsChoice_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("firstTab");
        QTest::addColumn<QString>("opensOn");
        QTest::newRow("any") << QStringLiteral("test") << QStringLiteral("Flame Chart") << QStringLiteral("flamechart");
        QTest::newRow("miniprofiler") << QString(MiniProfilerFormat::id) << QStringLiteral("Steps") << QStringLiteral("steps");
        QTest::newRow("pocketmine") << QString(PocketMineFormat::id) << QStringLiteral("Timings Tree") << QStringLiteral("pmtree");
        QTest::newRow("xplane") << QString(XPlaneFormat::id) << QStringLiteral("Op Statistics") << QStringLiteral("timeline");
    }

    void opensOnTheFormatsPanelOrItsChoice()
    {
        QFETCH(QString, format);
        QFETCH(QString, firstTab);
        QFETCH(QString, opensOn);
        DocumentView view;
        view.setProfile(oneSpanProfile(format), format);
        QCOMPARE(view.findChild<QTabWidget *>()->tabText(0), firstTab);
        QCOMPARE(view.currentViewName(), opensOn);
        QTRY_VERIFY(!view.isBusy());
    }

    void untimedSamplesOpenOnTheCallTree()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const TrackId t = b.addTrack({QStringLiteral("all"), QString(), -1, -1, {}, {}});
        b.setTrackUntimed(t);
        b.addSample(t, 0, b.addStack(kNoId, b.addFrame("f")), 3);
        DocumentView view;
        view.setProfile(b.build(), QStringLiteral("untimed"));
        QCOMPARE(view.currentViewName(), QStringLiteral("calltree"));
        QTRY_VERIFY(!view.isBusy());
    }
};

QTEST_MAIN(TestDocumentPages)
#include "tst_documentpages.moc"
