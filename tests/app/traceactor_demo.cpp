// traceactor_demo: a TraceActor serving a small made-up program of three
// threads (a UI thread handling events and rendering, a worker saving, a
// network thread fetching, now and then failing) in real time, for trying
// File > Connect… or `hourglass --connect`.
//
//   traceactor_demo [--port N] [--unix PATH] [--seconds S]
#include "sampler/TraceActorServer.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QTextStream>
#include <QTimer>

using namespace hg;

namespace {

// One call of the made-up program: entered at `at` ms into its cycle,
// lasting `ms`, ending as `why`.
struct Call
{
    double at;
    double ms;
    int depth;
    const char *name;
    int line;
    const char *why = "return";
};

struct Event
{
    double at;
    bool entered;
    const Call *call;
    int thread;
};

// A 400 ms cycle per thread; a child lies within its parent.
const Call kMain[] = {
    {5, 60, 0, "onClick", 12},       {8, 20, 1, "addTodo", 40},   {10, 6, 2, "validate", 61},   {18, 8, 2, "store.push", 80},
    {30, 30, 1, "render", 102},      {32, 12, 2, "layout", 130},  {46, 12, 2, "paint", 151},    {120, 90, 0, "onScroll", 14},
    {125, 80, 1, "render", 102},     {128, 30, 2, "layout", 130}, {160, 40, 2, "paint", 151},   {260, 50, 0, "onTimer", 20},
    {262, 44, 1, "refreshBadges", 220}};
const Call kWorker[] = {
    {20, 150, 0, "saveAll", 300}, {25, 60, 1, "serialize", 320}, {30, 20, 2, "JSON.stringify", 1},
    {90, 70, 1, "localStorage.setItem", 1, "throw"}, {200, 120, 0, "compact", 350}, {210, 100, 1, "deflate", 370}};
const Call kNetwork[] = {
    {0, 180, 0, "fetchTodos", 500}, {5, 150, 1, "fetch", 1}, {160, 15, 1, "parseJSON", 520},
    {220, 140, 0, "syncChanges", 540}, {225, 100, 1, "fetch", 1, "throw"}, {330, 20, 1, "retryLater", 560}};

constexpr double kCycleMs = 400;
const char *const kThreadNames[] = {"main", "worker", "network"};
const char *const kUrls[] = {"https://todo.example/app.js", "https://todo.example/worker.js", "https://todo.example/net.js"};

std::vector<Event> cycle()
{
    std::vector<Event> events;
    const auto add = [&](const Call *begin, const Call *end, int thread) {
        for (const Call *c = begin; c != end; ++c) {
            events.push_back({c->at, true, c, thread});
            events.push_back({c->at + c->ms, false, c, thread});
        }
    };
    add(std::begin(kMain), std::end(kMain), 0);
    add(std::begin(kWorker), std::end(kWorker), 1);
    add(std::begin(kNetwork), std::end(kNetwork), 2);
    // In time; at the same time an exit before an entry, inner exits first.
    std::stable_sort(events.begin(), events.end(), [](const Event &a, const Event &b) {
        if (a.at != b.at)
            return a.at < b.at;
        if (a.entered != b.entered)
            return !a.entered;
        return a.entered ? a.call->depth < b.call->depth : a.call->depth > b.call->depth;
    });
    return events;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("A TraceActor playing a made-up program of three threads."));
    parser.addHelpOption();
    const QCommandLineOption port(QStringLiteral("port"), QStringLiteral("TCP port on 127.0.0.1 (default 6000)."), QStringLiteral("N"), QStringLiteral("6000"));
    const QCommandLineOption unixPath(QStringLiteral("unix"), QStringLiteral("Serve on this Unix socket instead."), QStringLiteral("PATH"));
    const QCommandLineOption seconds(QStringLiteral("seconds"), QStringLiteral("Quit after S seconds (default: run until killed)."), QStringLiteral("S"));
    parser.addOptions({port, unixPath, seconds});
    parser.process(app);

    TraceActorServer server;
    const bool listening = parser.isSet(unixPath) ? server.listenUnix(parser.value(unixPath))
                                                  : server.listenTcp(QHostAddress::LocalHost, quint16(parser.value(port).toUInt()));
    if (!listening) {
        QTextStream(stderr) << "traceactor_demo: cannot listen: " << server.errorString() << Qt::endl;
        return 1;
    }
    QTextStream(stdout) << "traceactor_demo: serving on "
                        << (parser.isSet(unixPath) ? parser.value(unixPath) : QStringLiteral("127.0.0.1:%1").arg(server.port())) << Qt::endl;
    if (parser.isSet(seconds))
        QTimer::singleShot(int(parser.value(seconds).toDouble() * 1000), &app, &QCoreApplication::quit);

    const std::vector<Event> events = cycle();
    QElapsedTimer clock;
    clock.start();
    std::size_t next = 0;
    double cycleStart = 0;
    int item = 0;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, &app, [&] {
        const double now = double(clock.nsecsElapsed()) / 1e6;
        while (cycleStart + events[next].at <= now) {
            const Event &e = events[next];
            const TracedThread thread{e.thread + 1, QString::fromLatin1(kThreadNames[e.thread])};
            if (e.entered) {
                TracedFrame f;
                f.name = QString::fromLatin1(e.call->name);
                f.url = QString::fromLatin1(kUrls[e.thread]);
                f.line = e.call->line;
                f.column = 5;
                f.thread = thread;
                if (f.name == QLatin1String("addTodo")) {
                    f.parameterNames = {QStringLiteral("title"), QStringLiteral("done")};
                    f.arguments = QJsonArray{QStringLiteral("Buy milk #%1").arg(++item), false};
                }
                server.enteredFrame(f);
            } else if (qstrcmp(e.call->why, "throw") == 0) {
                server.exitedFrame(QStringLiteral("throw"), QStringLiteral("QuotaExceededError"), thread);
            } else {
                server.exitedFrame(QStringLiteral("return"), e.call->depth == 0 ? QJsonValue(QJsonValue::Undefined) : QJsonValue(true), thread);
            }
            if (++next == events.size()) {
                next = 0;
                cycleStart += kCycleMs;
            }
        }
    });
    tick.start(2);
    return app.exec();
}
