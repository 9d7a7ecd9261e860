// MiniProfiler reader benchmark: generates a JSON array of results like a
// busy web app's (1000 requests of 100 steps each = 100 k steps, about 1.5
// SQL/redis calls a step with real-looking commands and stack snippets,
// GUID ids, PascalCase), then loads it through ProfileLoader and prints
// throughput and peak memory against the file size; QJsonDocument on the
// same bytes for comparison.
//
//   build/bin/bench_miniprofiler [requests] [--keep FILE]
#include "GeneratorArguments.h"
#include "LoadBenchmark.h"
#include "formats/JsonWriter.h"

#include <QCoreApplication>
#include <QTemporaryDir>
#include <QUuid>
#include <random>

using namespace hg;

namespace {

constexpr int kStepsPerRequest = 100;

class Generator
{
public:
    QByteArray generate(int requests)
    {
        m_json.reserve(qsizetype(requests) * 90'000);
        m_json.beginArray();
        for (int r = 0; r < requests; ++r)
            request(r);
        m_json.endArray();
        return m_json.take();
    }

private:
    std::string id() { return QUuid::createUuid().toString(QUuid::WithoutBraces).toStdString(); }

    void request(int index)
    {
        m_json.beginObject();
        m_json.key("Id").value(id());
        m_json.key("Name").value(std::string("GET /api/items/") + std::to_string(index % 50));
        m_json.key("Started").value(std::int64_t(1795168800000LL + index * 1500LL));
        m_json.key("MachineName").value("web-" + std::to_string(index % 4));
        m_json.key("DurationMilliseconds").value(120.5);
        m_json.key("User").value("10.0.0." + std::to_string(index % 200));
        m_json.key("HasUserViewed").value(false);
        m_json.key("Root");
        m_remaining = kStepsPerRequest;
        m_clock = 0.0;
        step("GET /api/items", 0);
        m_json.key("ClientTimings").null();
        m_json.endObject();
    }

    void step(const std::string &name, int depth)
    {
        --m_remaining;
        const double start = m_clock;
        m_json.beginObject();
        m_json.key("Id").value(id());
        m_json.key("Name").value(name);
        m_json.key("StartMilliseconds").value(start);
        m_clock += 0.25;
        m_json.key("CustomTimings");
        const int calls = int(m_rng() % 4); // 0..3, 1.5 on average
        if (calls == 0) {
            m_json.null();
        } else {
            m_json.beginObject();
            m_json.key(m_rng() % 5 ? "sql" : "redis").beginArray();
            for (int c = 0; c < calls; ++c)
                call();
            m_json.endArray();
            m_json.endObject();
        }
        m_json.key("Children");
        const int children = depth < 6 && m_remaining > 0 ? int(1 + m_rng() % 4) : 0;
        if (children == 0) {
            m_json.null();
        } else {
            m_json.beginArray();
            for (int c = 0; c < children && m_remaining > 0; ++c)
                step(kStepNames[m_rng() % std::size(kStepNames)], depth + 1);
            m_json.endArray();
        }
        m_clock += 0.1;
        m_json.key("DurationMilliseconds").value(m_clock - start);
        m_json.endObject();
    }

    void call()
    {
        const double duration = 0.2 + double(m_rng() % 400) / 100.0;
        m_json.beginObject();
        m_json.key("Id").value(id());
        m_json.key("ExecuteType").value("Reader");
        m_json.key("CommandString").value(std::string("SELECT i.Id, i.Name, i.Price, i.Stock FROM Items i INNER JOIN Categories c ON c.Id = i.CategoryId WHERE i.Id = ")
                                          + std::to_string(m_rng() % 100000) + " AND c.Visible = 1");
        m_json.key("StackTraceSnippet").value("ItemRepository.Get ItemService.Load ItemsController.Show");
        m_json.key("StartMilliseconds").value(m_clock);
        m_json.key("DurationMilliseconds").value(duration);
        m_json.key("FirstFetchDurationMilliseconds").value(duration * 0.8);
        m_json.endObject();
        m_clock += duration + 0.05;
    }

    static constexpr const char *kStepNames[] = {"Load item", "Check permissions", "Render: Items/Show.cshtml",
                                                 "Render partial: _Price", "Apply discounts", "Serialize JSON"};
    JsonWriter m_json;
    std::mt19937 m_rng{5};
    int m_remaining = 0;
    double m_clock = 0.0;
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const bench::GeneratorArguments args(app.arguments(), 1000, QStringLiteral("bench.miniprofiler.json"));
    const int requests = int(args.count());
    out << QStringLiteral("%1 requests of %2 steps").arg(requests).arg(kStepsPerRequest) << Qt::endl;
    return bench::runLoadBenchmark(Generator().generate(requests), args.path(), out);
}
