#pragma once
// What the reader-limits tests share: a read on a thread with a small
// stack under a data limit (see tst_readerlimits.cpp), the outcome checked
// by CHECK_READ, CHECK_ERROR and CHECK_PROFILE, and generators of nesting.
#include "analysis/CallTree.h"
#include "analysis/FlameGraphLayout.h"
#include "formats/ProfileSummary.h"
#include "formats/FormatRegistry.h"
#include "formats/ProfileLoader.h"
#include "io/ReadContext.h"
#include "io/Gzip.h"
#include "model/Profile.h"
#include "model/ProfileBuilder.h"
#include <QElapsedTimer>
#include <QThread>
#include <QtTest>
#include <sys/resource.h>

namespace hg::limits {

// An eighth of what the app's worker threads get (8 MiB, Linux's default):
// nesting bounded by the readers fits with room to spare. AddressSanitizer
// pads every frame with red zones, several times its size, so its builds
// get the workers' own 8 MiB.
#if defined(__SANITIZE_ADDRESS__)
constexpr qsizetype kThreadStack = 8 << 20;
#else
constexpr qsizetype kThreadStack = 1 << 20;
#endif
constexpr rlim_t kDataLimit = rlim_t(1) << 30;

struct Outcome
{
    ProfilePtr profile;
    QString error; // the ReadError's message, empty when a profile was read
    qint64 offset = -1;
    qint64 line = -1;
    QString unexpected; // any other exception: a finding
};

// Reads like the loader (gunzip, detect) when readerId is empty, else with
// that reader; then builds what the views build (call trees both ways, the
// flame graph layout, the summary), which must not recurse on depth either.
inline Outcome readNow(const QString &readerId, const QByteArray &data)
{
    Outcome o;
    try {
        ReadContext context;
        QByteArray inflated;
        QByteArrayView input = data;
        const FormatModule *reader = nullptr;
        if (readerId.isEmpty()) {
            if (Gzip::isGzip(data)) {
                inflated = Gzip::decompress(data, context);
                input = inflated;
            }
            reader = FormatRegistry::instance().detect(input.first(std::min<qsizetype>(1024, input.size())), QString());
            if (!reader)
                throw ReadError(QStringLiteral("no format detected"));
        } else {
            reader = FormatRegistry::instance().reader(readerId);
        }
        ProfileBuilder builder(reader->id);
        reader->read(input, builder, context);
        o.profile = builder.build();
        // A bottom-up tree from nested spans walks every span's callers, so
        // it costs spans x depth (see CallTree.cpp): only for shallow tracks.
        bool shallowSpans = true;
        for (const Track &track : o.profile->tracks())
            shallowSpans = shallowSpans && std::max(track.spans.rowCount(), track.nodes.depthCount()) <= 1000;
        for (const auto direction : {CallTree::Direction::TopDown, CallTree::Direction::BottomUp}) {
            if (direction == CallTree::Direction::BottomUp && !shallowSpans)
                continue;
            const CallTree tree = CallTree::build(*o.profile, {}, direction);
            const FlameGraphLayout layout = FlameGraphLayout::build(tree);
            (void)tree.hotPath();
            if (tree.size() > 1)
                (void)tree.depth(tree.size() - 1);
        }
        (void)ProfileSummary::toJson(*o.profile);
    } catch (const ReadError &e) {
        o.profile.reset();
        o.error = e.message();
        o.offset = e.offset();
        o.line = e.line();
    } catch (const std::bad_alloc &) {
        o.unexpected = QStringLiteral("allocation failure (std::bad_alloc)");
    } catch (const std::exception &e) {
        o.unexpected = QString::fromUtf8(e.what());
    }
    return o;
}

inline Outcome readOnSmallStack(const QString &readerId, const QByteArray &data)
{
    Outcome o;
    QThread *thread = QThread::create([&] { o = readNow(readerId, data); });
    thread->setStackSize(uint(kThreadStack));
    thread->start();
    thread->wait();
    delete thread;
    return o;
}

inline QByteArray repeated(const char *piece, int times)
{
    return QByteArray(piece).repeated(times);
}

// n arrays inside each other: [[[...]]]
inline QByteArray deepArrays(int n) { return repeated("[", n) + repeated("]", n); }
// n objects inside each other: {"a":{"a":...{}}}
inline QByteArray deepObjects(int n) { return repeated("{\"a\":", n) + "{}" + repeated("}", n); }

// Reads `data` and logs the outcome.
inline Outcome check(const QString &readerId, const QByteArray &data)
{
    QElapsedTimer timer;
    timer.start();
    const Outcome o = readOnSmallStack(readerId, data);
    qInfo("%s: %lld ms, %s", qPrintable(readerId.isEmpty() ? QStringLiteral("detect") : readerId), timer.elapsed(),
          qPrintable(o.unexpected.isEmpty() ? (o.error.isEmpty() ? QStringLiteral("a profile") : QStringLiteral("error: ") + o.error)
                                            : QStringLiteral("UNEXPECTED: ") + o.unexpected));
    return o;
}

// Empty when `error` contains one of `words` (case-insensitive) or no
// words are given; otherwise what the check expected and got.
inline QString missingWords(const QString &error, std::initializer_list<const char *> words)
{
    QStringList expected;
    for (const char *w : words) {
        if (error.contains(QLatin1String(w), Qt::CaseInsensitive))
            return {};
        expected << QLatin1Char('"') + QLatin1String(w) + QLatin1Char('"');
    }
    if (expected.isEmpty())
        return {};
    return QStringLiteral("the ReadError names none of %1: %2").arg(expected.join(QStringLiteral(", ")), error);
}

// Keeps a runaway allocation a test failure rather than a swapping machine
// (called from initTestCase).
inline void limitData()
{
#if defined(__SANITIZE_ADDRESS__)
    // AddressSanitizer maps terabytes of shadow and its own heap: under a
    // data limit its runtime cannot start. It reports exhaustion itself.
    qInfo("AddressSanitizer build: no data limit");
    return;
#endif
    rlimit limit{};
    getrlimit(RLIMIT_DATA, &limit);
    if (limit.rlim_cur == RLIM_INFINITY || limit.rlim_cur > kDataLimit) {
        limit.rlim_cur = kDataLimit;
        QCOMPARE(setrlimit(RLIMIT_DATA, &limit), 0);
    }
}

} // namespace hg::limits

// A profile, or a ReadError whose message contains one of the words given
// after `data` (any message when none are given).
#define CHECK_READ(readerId, data, ...)                                                                          \
    do {                                                                                                         \
        const Outcome o_ = check(readerId, data);                                                                \
        QVERIFY2(o_.unexpected.isEmpty(), qPrintable(o_.unexpected));                                           \
        QVERIFY(o_.profile || !o_.error.isEmpty());                                                             \
        if (!o_.profile) {                                                                                       \
            const QString missing_ = missingWords(o_.error, {__VA_ARGS__});                                     \
            QVERIFY2(missing_.isEmpty(), qPrintable(missing_));                                                  \
        }                                                                                                        \
    } while (false)

#define CHECK_ERROR(readerId, data, word)                                                                        \
    do {                                                                                                         \
        const Outcome o_ = check(readerId, data);                                                                \
        QVERIFY2(o_.unexpected.isEmpty(), qPrintable(o_.unexpected));                                           \
        QVERIFY2(!o_.profile, "expected a ReadError");                                                          \
        QVERIFY2(o_.error.contains(QStringLiteral(word), Qt::CaseInsensitive), qPrintable(o_.error));           \
    } while (false)

#define CHECK_PROFILE(readerId, data)                                                                            \
    do {                                                                                                         \
        const Outcome o_ = check(readerId, data);                                                                \
        QVERIFY2(o_.unexpected.isEmpty(), qPrintable(o_.unexpected));                                           \
        QVERIFY2(o_.profile, qPrintable(o_.error));                                                             \
    } while (false)
