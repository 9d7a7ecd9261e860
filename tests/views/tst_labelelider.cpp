// Labels cut to their box: whole when they fit, else the longest start that
// fits with "…", never wider than the box (measured as Qt lays text out), and
// names beyond Latin-1 (or with tabs, soft hyphens) cut by Qt's own elision.
#include "LabelElider.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QtTest>

using namespace hg;

class TestLabelElider : public QObject
{
    Q_OBJECT

private slots:
    void fitsWholeNames()
    {
        const QFont font;
        LabelElider elider(font);
        const QString name = QStringLiteral("main");
        QCOMPARE(elider.fitted(name, QFontMetricsF(font).horizontalAdvance(name) + 4), name);
        QCOMPARE(elider.fitted(QString(), 10), QString());
    }

    void cutsLongNamesWithinTheBox()
    {
        const QFont font;
        const QFontMetricsF metrics(font);
        LabelElider elider(font);
        const QString name = QStringLiteral("std::vector<hg::Frame>::_M_realloc_insert(iterator, const hg::Frame &)");
        for (double width = 2; width < metrics.horizontalAdvance(name); width += 7) {
            const QString text = elider.fitted(name, width);
            QVERIFY(text.endsWith(QChar(0x2026)));
            QVERIFY(name.startsWith(text.chopped(1)));
            if (text.size() == 1)
                continue; // no character fits: painters skip a lone "…"
            // Kerning is not counted: a pixel of slack, as the box has.
            QVERIFY2(metrics.horizontalAdvance(text) <= width + 1,
                     qPrintable(QStringLiteral("%1 in %2").arg(text).arg(width)));
            // And no shorter than Qt's cut by more than a character.
            const QString qts = metrics.elidedText(name, Qt::ElideRight, width);
            QVERIFY2(text.size() + 1 >= qts.size(), qPrintable(QStringLiteral("%1 against %2").arg(text, qts)));
        }
        QCOMPARE(elider.fitted(name, 1), QString(QChar(0x2026)));
    }

    void namesBeyondLatin1TakeQtsPath()
    {
        const QFont font;
        LabelElider elider(font);
        const QString name = QStringLiteral("描画::フレーム::計算する関数の名前");
        for (double width : {5.0, 30.0, 80.0, 400.0})
            QCOMPARE(elider.fitted(name, width), QFontMetricsF(font).elidedText(name, Qt::ElideRight, width));
        // So do tabs (widened to a stop) and soft hyphens.
        for (const QString &odd : {QStringLiteral("main\tloop::run"), QStringLiteral("pre\u00adparse::all")})
            for (double width : {20.0, 60.0, 400.0})
                QCOMPARE(elider.fitted(odd, width), QFontMetricsF(font).elidedText(odd, Qt::ElideRight, width));
    }
};

QTEST_MAIN(TestLabelElider)
#include "tst_labelelider.moc"
