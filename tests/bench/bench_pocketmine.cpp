// PocketMine-MP reader benchmark: generates a tree-style timings report
// (FormatVersion 3) like an hour of a big server's (the main thread's "Full
// Server Tick" tree over 30 worlds, entity types, packets, events and 15
// plugins' handlers and tasks, plus 4 async worker threads; 100 k records
// in category sections per thread, parents by RecordId across sections,
// random-looking record ids, children's time within their parent's), then
// loads it through ProfileLoader and prints throughput, peak memory against
// the file size and model bytes per record. The report is text, so there is
// no QJsonDocument comparison. Asked for more records, the server grows as a
// bigger one would: more worlds and plugins (names made of the words real
// ones use, so names keep their lengths and shared prefixes), more async
// workers (up to 16) and timers under each tick, so any size is reached
// (5.6 M records make about 1 GB); up to 100 k the report is as before.
//
//   build/bin/bench_pocketmine [records] [--keep FILE]
#include "GeneratorArguments.h"
#include "LoadBenchmark.h"

#include <QCoreApplication>
#include <QTemporaryDir>
#include <QTextStream>
#include <algorithm>
#include <map>
#include <random>
#include <unordered_map>

using namespace hg;

namespace {

// A timer as PocketMine names it, and the section ("category") it is listed under.
struct Timer
{
    QByteArray name;
    QByteArray category;
    std::uint64_t id = 0;
};

struct Record
{
    const Timer *timer = nullptr;
    std::int64_t thread = 0;
    std::uint64_t id = 0;
    std::uint64_t parent = 0; // 0: none
    std::int64_t timeNs = 0;
    std::uint64_t count = 0;
    std::uint64_t ticks = 0;
    std::int64_t peakNs = 0;
    std::uint64_t violations = 0;
};

class TimingsReportGenerator
{
public:
    // `records`: how many the report will hold; a bigger server has more
    // worlds, plugins, workers and timers under each tick (none more up to 100 k).
    explicit TimingsReportGenerator(std::size_t records)
        : m_scale(std::max<std::size_t>(1, (records + 99'999) / 100'000))
    {
        makeTimers();
    }

    QByteArray generate(std::size_t records)
    {
        // Record ids are spread out and shuffled, as the server's are.
        m_ids.resize(records);
        for (std::size_t i = 0; i < records; ++i)
            m_ids[i] = 100'000 + i * 3 + m_rng() % 3;
        std::shuffle(m_ids.begin(), m_ids.end(), m_rng);
        m_records.reserve(records);
        const std::size_t mainRecords = records - records / 5;
        tree(kMainThread, mainRecords, m_fullTick, 0.26);
        const std::int64_t workers = std::int64_t(std::min<std::size_t>(16, 3 + m_scale));
        for (std::int64_t worker = 0; worker < workers; ++worker)
            tree(kFirstWorker + worker, (records - m_records.size()) / std::size_t(workers - worker), m_asyncTask, 0.05);
        return write();
    }

private:
    static constexpr std::int64_t kMainThread = 1, kFirstWorker = 7;
    static constexpr std::uint64_t kTicks = 72'000; // an hour at 20 TPS
    static constexpr std::int64_t kSampleNs = 3'600'000'000'000;

    void makeTimers()
    {
        static const char *const core[] = {"Server Tick Update Cycle", "Connection Handler", "Player Network Receive",
                                           "Player Network Send", "Scheduler", "Memory Manager", "Server Command",
                                           "Player Movement", "Player Order Chunks", "Console Title Tick", "Garbage Collector",
                                           "Entity Base Tick", "Block Entity Tick", "Random Chunk Updates", "Load Chunk",
                                           "Population", "Lighting", "Chunk Send - Prepare", "Tile Entity Tick"};
        static const char *const breakdown[] = {"Player Network Receive - Decompression", "Player Network Receive - Decryption",
                                                "Player Network Send - Compression", "Player Network Send - Encryption",
                                                "Sync Chunk Send", "Sync World Time"};
        static const char *const entities[] = {"Zombie", "Skeleton", "Creeper", "Spider", "Cow", "Pig", "Sheep", "Chicken",
                                               "ItemEntity", "ExperienceOrb", "FallingBlock", "Arrow", "Villager", "Player"};
        static const char *const packets[] = {"MovePlayerPacket", "PlayerAuthInputPacket", "InventoryTransactionPacket",
                                              "TextPacket", "AnimatePacket", "InteractPacket", "MobEquipmentPacket",
                                              "LevelSoundEventPacket", "ItemStackRequestPacket", "ContainerClosePacket",
                                              "RequestChunkRadiusPacket", "PlayerActionPacket"};
        static const char *const events[] = {"PlayerMoveEvent", "PlayerInteractEvent", "BlockBreakEvent", "BlockPlaceEvent",
                                             "EntityDamageEvent", "DataPacketReceiveEvent", "DataPacketSendEvent",
                                             "PlayerChatEvent", "InventoryTransactionEvent", "ChunkLoadEvent",
                                             "EntitySpawnEvent", "PlayerItemHeldEvent"};
        static const char *const plugins[] = {"EconomyAPI", "BedrockClans", "MultiWorld", "ScoreHud", "PureChat",
                                              "PurePerms", "BlockSniper", "Slapper", "FormAPI", "VanillaX", "MyPlot",
                                              "BuilderTools", "AntiCheat", "KitPvP", "SimpleLay"};
        const auto add = [this](QByteArray name, const QByteArray &category) {
            m_timers.push_back({std::move(name), category, m_nextTimerId});
            m_nextTimerId += 1 + m_rng() % 7;
        };
        m_timers.reserve(2'000 * m_scale);
        add("Full Server Tick", "Minecraft");
        add("AsyncTask", "Minecraft");
        for (const char *name : core)
            add(name, "Minecraft");
        for (const char *name : breakdown)
            add(name, "Minecraft - Breakdown");
        for (int w = 0; w < 30; ++w) {
            const QByteArray world = w == 0 ? QByteArray("world") : "world_" + QByteArray::number(w);
            for (const char *what : {" - World Tick", " - Entity Tick", " - Block Tick", " - Chunk Tick", " - World Save"})
                add(world + what, "Minecraft");
        }
        for (const char *e : entities) {
            add(QByteArray("Entity Tick - ") + e, "Minecraft");
            add(QByteArray("Entity Move - ") + e, "Minecraft");
        }
        for (const char *p : packets) {
            add(QByteArray("Handle packet: ") + p, "Minecraft");
            add(QByteArray("Encode packet: ") + p, "Minecraft - Breakdown");
        }
        for (const char *e : events)
            add(e, "Events");
        for (std::size_t p = 0; p < std::size(plugins); ++p) {
            const QByteArray plugin = QByteArray(plugins[p]) + " v" + QByteArray::number(1 + int(p % 4)) + '.' + QByteArray::number(int(p % 9)) + ".0";
            const QByteArray ns = QByteArray(plugins[p]).toLower() + "\\" + plugins[p] + "\\";
            for (const char *e : events)
                if (m_rng() % 3 == 0)
                    add(ns + "EventListener->on" + QByteArray(e).chopped(5) + '(' + e + ')', plugin);
            for (int t = 0; t < 4; ++t)
                add("Task: " + ns + "task\\RepeatingTask" + QByteArray::number(t) + "(interval:" + QByteArray::number(20 * (t + 1)) + ')', plugin);
        }
        for (std::size_t extra = 1; extra < m_scale; ++extra)
            addServerPart(extra, events, std::size(events), add);
        m_fullTick = &m_timers[0];
        m_asyncTask = &m_timers[1];
    }

    // What a server 100 k records bigger adds: 30 more worlds and 15 more
    // plugins, named as real ones are (a word pair, a version, a namespace).
    template <typename Add>
    void addServerPart(std::size_t part, const char *const *events, std::size_t eventCount, const Add &add)
    {
        static const char *const worldKinds[] = {"plots", "skyblock", "factions", "prison_mine", "lobby", "bedwars_arena",
                                                 "survival", "creative", "kitpvp_map", "event_world"};
        static const char *const first[] = {"Bedrock", "Pure", "Simple", "Economy", "Multi", "Block", "Form", "Kit",
                                            "Anti", "Vanilla", "Builder", "Score", "Better", "Advanced", "Custom",
                                            "Easy", "Mega", "Sky", "Faction", "Prison", "Lucky", "Crate", "Auction"};
        static const char *const second[] = {"API", "Clans", "World", "Hud", "Chat", "Perms", "Sniper", "PvP", "Cheat",
                                             "Plot", "Tools", "Shop", "Crates", "Quests", "Kits", "Warps", "Homes",
                                             "Ranks", "Bosses", "Pets", "Vaults", "Teleport", "Enchants"};
        for (int w = 0; w < 30; ++w) {
            const QByteArray world = QByteArray(worldKinds[w % std::size(worldKinds)]) + '_' + QByteArray::number(part * 30 + std::size_t(w));
            for (const char *what : {" - World Tick", " - Entity Tick", " - Block Tick", " - Chunk Tick", " - World Save"})
                add(world + what, "Minecraft");
        }
        for (int p = 0; p < 15; ++p) {
            const std::size_t n = part * 15 + std::size_t(p);
            const QByteArray name = QByteArray(first[n % std::size(first)]) + second[(n / std::size(first)) % std::size(second)]
                + (n >= std::size(first) * std::size(second) ? QByteArray::number(n / (std::size(first) * std::size(second))) : QByteArray());
            const QByteArray plugin = name + " v" + QByteArray::number(1 + int(n % 4)) + '.' + QByteArray::number(int(n % 9)) + ".0";
            const QByteArray ns = name.toLower() + "\\" + name + "\\";
            for (std::size_t e = 0; e < eventCount; ++e)
                if (m_rng() % 3 == 0)
                    add(ns + "EventListener->on" + QByteArray(events[e]).chopped(5) + '(' + events[e] + ')', plugin);
            for (int t = 0; t < 4; ++t)
                add("Task: " + ns + "task\\RepeatingTask" + QByteArray::number(t) + "(interval:" + QByteArray::number(20 * (t + 1)) + ')', plugin);
        }
    }

    // One thread's records: a tree under `root`, filled level by level (as
    // wide as a real report) with up to `budget` records; children share at
    // most 85 % of their parent's time.
    void tree(std::int64_t thread, std::size_t budget, const Timer *root, double load)
    {
        const std::size_t end = m_records.size() + budget;
        Record r;
        r.timer = root;
        r.thread = thread;
        r.count = kTicks;
        r.ticks = kTicks;
        r.timeNs = std::int64_t(double(kSampleNs) * load);
        add(r);
        std::vector<std::pair<std::size_t, int>> level{{m_records.size() - 1, 0}}, next;
        while (!level.empty() && m_records.size() < end) {
            next.clear();
            for (const auto &[index, depth] : level)
                children(index, depth, end, next);
            level.swap(next);
        }
    }

    void add(Record r)
    {
        r.id = m_ids[m_records.size()];
        const double avg = double(r.timeNs) / double(std::max<std::uint64_t>(r.count, 1));
        r.peakNs = std::min<std::int64_t>(r.timeNs, std::int64_t(avg * double(1 + m_rng() % 40)));
        r.violations = r.peakNs > 50'000'000 ? 1 + m_rng() % 20 : 0;
        m_records.push_back(r);
    }

    void children(std::size_t parentIndex, int depth, std::size_t end, std::vector<std::pair<std::size_t, int>> &next)
    {
        static const int maxChildren[] = {60, 14, 9, 7, 6, 5, 4, 3, 3, 2, 2};
        const Record parent = m_records[parentIndex];
        if (depth + 1 >= int(std::size(maxChildren)) || parent.count < 2)
            return;
        // A bigger server runs more of its timers in each tick.
        const unsigned most = unsigned(maxChildren[depth]) * unsigned(depth == 0 ? m_scale : 1);
        const int count = int(m_rng() % (most + 1));
        // Distinct timers under one parent, as a timer has one record per parent.
        std::vector<std::size_t> picks;
        for (int c = 0; c < count; ++c)
            picks.push_back(2 + m_rng() % (m_timers.size() - 2));
        std::sort(picks.begin(), picks.end());
        picks.erase(std::unique(picks.begin(), picks.end()), picks.end());
        std::vector<double> shares(picks.size());
        double sum = 0;
        for (double &s : shares)
            sum += s = 0.05 + double(m_rng() % 1000);
        for (std::size_t c = 0; c < picks.size() && m_records.size() < end; ++c) {
            Record child;
            child.timer = &m_timers[picks[c]];
            child.thread = parent.thread;
            child.parent = parent.id;
            child.timeNs = std::int64_t(double(parent.timeNs) * 0.85 * shares[c] / sum);
            child.count = std::max<std::uint64_t>(1, std::uint64_t(double(parent.count) * (0.02 + double(m_rng() % 300) / 100.0)));
            child.ticks = std::min(child.count, parent.ticks);
            add(child);
            next.emplace_back(m_records.size() - 1, depth + 1);
        }
    }

    // Sections per thread and category, in order of first appearance.
    QByteArray write()
    {
        std::map<std::int64_t, std::vector<std::pair<QByteArray, std::vector<const Record *>>>> sections;
        std::map<std::int64_t, std::unordered_map<QByteArray, std::size_t>> sectionOf; // a big server has a thousand plugins
        for (const Record &r : m_records) {
            auto &thread = sections[r.thread];
            const auto [it, added] = sectionOf[r.thread].emplace(r.timer->category, thread.size());
            if (added)
                thread.push_back({r.timer->category, {}});
            thread[it->second].second.push_back(&r);
        }
        QByteArray out;
        out.reserve(qsizetype(m_records.size()) * 200);
        for (const auto &[thread, categories] : sections) {
            for (const auto &[category, records] : categories) {
                out += category + " ThreadId: " + QByteArray::number(thread) + '\n';
                for (const Record *r : records)
                    line(out, *r);
            }
        }
        out += "# Version v1.21.50\n# PocketMine-MP 5.23.1\n# Entities 1842\n# LivingEntities 611\n# FormatVersion 3\n";
        out += "Sample time " + QByteArray::number(kSampleNs) + " (" + QByteArray::number(double(kSampleNs) / 1e9, 'g', 15) + "s)\n";
        return out;
    }

    static void line(QByteArray &out, const Record &r)
    {
        out += "    " + r.timer->name + " Time: " + QByteArray::number(r.timeNs) + " Count: " + QByteArray::number(r.count)
            + " Avg: " + QByteArray::number(double(r.timeNs) / double(r.count), 'g', 14)
            + " Violations: " + QByteArray::number(r.violations) + " RecordId: " + QByteArray::number(r.id)
            + " ParentRecordId: " + (r.parent ? QByteArray::number(r.parent) : QByteArray("none"))
            + " TimerId: " + QByteArray::number(r.timer->id) + " Ticks: " + QByteArray::number(r.ticks)
            + " Peak: " + QByteArray::number(r.peakNs) + '\n';
    }

    std::size_t m_scale = 1; // a hundred thousand records each
    std::mt19937_64 m_rng{23};
    std::vector<Timer> m_timers;
    std::uint64_t m_nextTimerId = 13;
    const Timer *m_fullTick = nullptr;
    const Timer *m_asyncTask = nullptr;
    std::vector<std::uint64_t> m_ids;
    std::vector<Record> m_records;
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const bench::GeneratorArguments args(app.arguments(), 100'000, QStringLiteral("bench.timings.txt"));
    const std::size_t records = args.count();
    const QString &path = args.path();
    QTextStream out(stdout);
    out << "generating " << records << " records ..." << Qt::endl;
    return bench::runLoadBenchmark(TimingsReportGenerator(records).generate(records), path, out, false);
}
