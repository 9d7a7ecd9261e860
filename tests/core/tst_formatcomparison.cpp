// The comparisons of a format's own figures: PocketMine timers per tick,
// MiniProfiler steps and calls (an N+1 regression), XPlane op statistics,
// and how two tables are matched.
#include "MiniProfilerFixtures.h"
#include "PocketMineFixtures.h"
#include "formats/FigureComparison.h"
#include "formats/FormatRegistry.h"
#include "formats/ProfileLoader.h"
#include "formats/miniprofiler/StepFigures.h"
#include "formats/pocketmine/TimingsFigures.h"
#include "formats/xplane/OpFigures.h"
#include "model/ProfileBuilder.h"

#include <QtTest>

using namespace hg;

namespace {

ProfilePtr load(const QByteArray &bytes, const QString &name)
{
    const LoadResult r = ProfileLoader::loadData(bytes, name);
    return r.profile;
}

const FigureComparison::Row *rowNamed(const FigureComparison &c, const QString &group, const QString &name)
{
    for (const FigureComparison::Row &row : c.rows)
        if (row.group == group && row.name == name)
            return &row;
    return nullptr;
}

// One request whose step "Load items" makes `queries` SQL calls of 2 ms each.
QByteArray request(int queries)
{
    QByteArray calls;
    for (int i = 0; i < queries; ++i) {
        if (i)
            calls += ',';
        calls += QStringLiteral(R"({"Id":"q%1","ExecuteType":"sql","CommandString":"SELECT * FROM items WHERE id = %1","StartMilliseconds":%2,"DurationMilliseconds":2})")
                     .arg(i).arg(2 + 2 * i).toUtf8();
    }
    const int length = 4 + 2 * queries;
    return QStringLiteral(R"({"Id":"r","Name":"/items","Started":1795663918000,"DurationMilliseconds":%1,
 "Root":{"Id":"r0","Name":"/items","StartMilliseconds":0,"DurationMilliseconds":%1,
  "Children":[{"Id":"r1","Name":"Load items","StartMilliseconds":1,"DurationMilliseconds":%2,"Children":[],
   "CustomTimings":{"sql":[%3]}}],"CustomTimings":{}}})")
        .arg(length + 2).arg(length).arg(QString::fromUtf8(calls)).toUtf8();
}

} // namespace

class TestFormatComparison : public QObject
{
    Q_OBJECT
private slots:
    void pocketMineTimersComparePerTick()
    {
        const ProfilePtr a = load(fixtures::kTimingsTree, QStringLiteral("a.txt"));
        QByteArray slower = fixtures::kTimingsTree;
        slower.replace("Event: E Time: 120 Count: 4", "Event: E Time: 360 Count: 4");
        const ProfilePtr b = load(slower, QStringLiteral("b.txt"));
        QVERIFY(a && b);
        const FormatModule *module = FormatRegistry::instance().module(a->formatId());
        QVERIFY(module && module->figures);
        const FigureComparison c = FigureComparison::of(TimingsFigures::of(*a), TimingsFigures::of(*b));
        QCOMPARE(c.columns.size(), std::size_t(4));
        const FigureComparison::Row *plugin = rowNamed(c, QStringLiteral("MyPlugin v1.0"), QStringLiteral("Plugin: MyPlugin v1.0 Event: E"));
        QVERIFY(plugin);
        QCOMPARE(plugin->b[0], 3 * plugin->a[0]); // ms per tick tripled
        QCOMPARE(plugin->b[1], plugin->a[1]);     // as many calls per tick
        QCOMPARE(&c.rows.front(), plugin);        // the largest change first
        const FigureComparison::Row *world = rowNamed(c, QStringLiteral("Minecraft"), QStringLiteral("World Tick"));
        QVERIFY(world);
        QCOMPARE(FigureComparison::change(world->a[0], world->b[0]), 0.0);
    }

    void miniProfilerShowsAnNPlusOneAsTheCallCountJumping()
    {
        const ProfilePtr a = load(request(1), QStringLiteral("a.json"));
        const ProfilePtr b = load(request(10), QStringLiteral("b.json"));
        QVERIFY(a && b);
        const FigureComparison c = FigureComparison::of(StepFigures::of(*a), StepFigures::of(*b));
        const FigureComparison::Row *step = rowNamed(c, QStringLiteral("Steps"), QStringLiteral("Load items"));
        QVERIFY(step);
        QCOMPARE(step->a[2], 1.0); // calls the step made
        QCOMPARE(step->b[2], 10.0);
        const FigureComparison::Row *sql = rowNamed(c, QStringLiteral("Calls"), QStringLiteral("sql"));
        QVERIFY(sql);
        QCOMPARE(sql->a[1], 1.0);
        QCOMPARE(sql->b[1], 10.0);
        QCOMPARE(sql->a[0], 2.0);
        QCOMPARE(sql->b[0], 20.0);
        QVERIFY(FigureTable::isNone(sql->a[2]));
    }

    void opStatisticsMatchByPlaneAndOp()
    {
        const auto build = [](int matmuls) {
            ProfileBuilder b(QStringLiteral("xplane"));
            const TrackId t = b.addTrack({QStringLiteral("Ops"), QStringLiteral("/device:GPU:0"), 1, -1, {}, {}});
            TimePs at = 0;
            for (int i = 0; i < matmuls; ++i, at += 10 * kPsPerUs)
                b.addSpan(t, at, 8 * kPsPerUs, b.addFrame("matmul"));
            b.addSpan(t, at, 5 * kPsPerUs, b.addFrame("relu"));
            return b.build();
        };
        const FigureComparison c = FigureComparison::of(OpFigures::of(*build(2)), OpFigures::of(*build(5)));
        const FigureComparison::Row *matmul = rowNamed(c, QStringLiteral("/device:GPU:0"), QStringLiteral("matmul"));
        QVERIFY(matmul);
        QCOMPARE(matmul->a[2], 2.0);
        QCOMPARE(matmul->b[2], 5.0);
        QCOMPARE(matmul->a[3], 8.0); // average µs
        QCOMPARE(matmul->b[3], 8.0);
        QCOMPARE(c.rows.front().name, QStringLiteral("matmul"));
    }

    void rowsOfOneSideAreFlagged()
    {
        FigureTable a, b;
        a.columns = b.columns = {{QStringLiteral("ms"), QString(), 1}};
        a.rows = {{QStringLiteral("g"), QStringLiteral("kept"), {1.0}}, {QStringLiteral("g"), QStringLiteral("gone"), {2.0}}};
        b.rows = {{QStringLiteral("g"), QStringLiteral("kept"), {1.5}}, {QStringLiteral("g"), QStringLiteral("new"), {4.0}}};
        const FigureComparison c = FigureComparison::of(a, b);
        QCOMPARE(c.rows.size(), std::size_t(3));
        QCOMPARE(c.rows[0].name, QStringLiteral("new")); // +4
        QVERIFY(c.rows[0].onlyInB());
        QCOMPARE(c.rows[1].name, QStringLiteral("gone")); // -2
        QVERIFY(c.rows[1].onlyInA());
        QCOMPARE(FigureComparison::change(c.rows[2].a[0], c.rows[2].b[0]), 0.5);
        QVERIFY(FigureTable::isNone(FigureComparison::change(FigureTable::kNone, FigureTable::kNone)));
    }
};

QTEST_GUILESS_MAIN(TestFormatComparison)
#include "tst_formatcomparison.moc"
