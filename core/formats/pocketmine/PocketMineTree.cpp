#include "PocketMineTree.h"

#include "PocketMineKeys.h"
#include "model/ProfileBuilder.h"

#include <algorithm>
#include <span>
#include <unordered_map>

namespace hg {

namespace k = pocketmine::key;

namespace {

// Records by RecordId: a table by id when the ids are dense enough (they
// count up from a small number in PocketMine's reports), else sorted pairs.
class RecordIndex
{
public:
    explicit RecordIndex(const std::vector<PocketMineReport::Record> &records)
    {
        std::uint64_t maxId = 0;
        for (const PocketMineReport::Record &r : records)
            maxId = std::max(maxId, r.line.recordId);
        if (maxId < 8 * std::uint64_t(records.size()) + 1024) {
            m_dense.assign(std::size_t(maxId) + 1, kNoId);
            for (std::uint32_t i = 0; i < records.size(); ++i)
                if (std::uint32_t &slot = m_dense[std::size_t(records[i].line.recordId)]; slot == kNoId)
                    slot = i; // the first of a repeated id, as before
            return;
        }
        m_sorted.reserve(records.size());
        for (std::uint32_t i = 0; i < records.size(); ++i)
            m_sorted.emplace_back(records[i].line.recordId, i);
        std::stable_sort(m_sorted.begin(), m_sorted.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    }

    // kNoId when no record has it.
    std::uint32_t find(std::uint64_t id) const
    {
        if (!m_sorted.empty() || m_dense.empty()) {
            const auto it = std::lower_bound(m_sorted.begin(), m_sorted.end(), id, [](const auto &e, std::uint64_t v) { return e.first < v; });
            return it != m_sorted.end() && it->first == id ? it->second : std::uint32_t(kNoId);
        }
        return id < m_dense.size() ? m_dense[std::size_t(id)] : std::uint32_t(kNoId);
    }

private:
    std::vector<std::uint32_t> m_dense;
    std::vector<std::pair<std::uint64_t, std::uint32_t>> m_sorted;
};

class TreeAssembler
{
public:
    TreeAssembler(const PocketMineReport &report, ProfileBuilder &builder)
        : m_report(report), m_builder(builder)
    {
    }

    void build()
    {
        for (std::uint32_t i = 0; i < m_report.records.size(); ++i)
            trackFor(m_report.records[i]);
        if (m_report.treeStyle)
            buildLinked();
        else
            buildLegacy();
    }

private:
    // By category: a thread's records are listed under its categories.
    TrackId trackFor(const PocketMineReport::Record &r)
    {
        if (m_trackOfCategory.size() <= r.category)
            m_trackOfCategory.resize(r.category + 1, kNoId);
        TrackId &track = m_trackOfCategory[r.category];
        if (track == kNoId)
            track = trackOfThread(m_report.categories[r.category].threadId);
        return track;
    }

    TrackId trackOfThread(std::optional<std::int64_t> thread)
    {
        const std::int64_t key = thread.value_or(-1);
        const auto it = m_tracks.find(key);
        if (it != m_tracks.end())
            return it->second;
        TrackInfo info;
        info.name = thread ? PocketMineTree::tr("Thread %1").arg(*thread) : PocketMineTree::tr("Main thread");
        info.group = PocketMineTree::tr("Timings");
        info.threadId = thread.value_or(-1);
        return m_tracks[key] = m_builder.addTrack(info);
    }

    // Interned once: the same few keys go on every record.
    StringId key(std::string_view name)
    {
        for (const auto &[known, id] : m_keys)
            if (known.data() == name.data())
                return id;
        return m_keys.emplace_back(name, m_builder.intern(name)).second;
    }

    std::uint32_t addRecord(std::uint32_t index, std::uint32_t parentNode)
    {
        const PocketMineReport::Record &r = m_report.records[index];
        const PocketMineRecordLine &line = r.line;
        const TrackId track = trackFor(r);
        Frame frame;
        frame.name = m_builder.intern(line.name);
        frame.category = m_builder.intern(m_report.categories[r.category].name);
        const std::uint32_t node = m_builder.addAggregateNode(track, parentNode, m_builder.addFrame(frame),
                                                              line.timeNs * kPsPerNs, line.count);
        m_builder.setNodeAttribute(track, node, key(k::kCategory), AttributeValue::fromString(frame.category));
        m_builder.setNodeAttribute(track, node, key(k::kViolations), AttributeValue::fromUInt(line.violations));
        if (line.hasTreeFields) {
            m_builder.setNodeAttribute(track, node, key(k::kRecordId), AttributeValue::fromUInt(line.recordId));
            m_builder.setNodeAttribute(track, node, key(k::kTimerId), AttributeValue::fromUInt(line.timerId));
        }
        if (line.hasTicksAndPeak) {
            m_builder.setNodeAttribute(track, node, key(k::kTicks), AttributeValue::fromUInt(line.ticks));
            m_builder.setNodeAttribute(track, node, key(k::kPeakNs), AttributeValue::fromInt(line.peakNs));
        }
        if (line.countedElsewhere)
            m_builder.setNodeAttribute(track, node, key(k::kCountedElsewhere), AttributeValue::fromBool(true));
        return node;
    }

    void buildLinked()
    {
        const std::size_t n = m_report.records.size();
        const RecordIndex byId(m_report.records);
        // Children as one table (CSR): a list each would be a million allocations.
        std::vector<std::uint32_t> parentOf(n, kNoId);
        std::vector<std::uint32_t> roots;
        std::size_t orphans = 0;
        std::vector<std::uint32_t> firstChild(n + 1, 0);
        for (std::uint32_t i = 0; i < n; ++i) {
            const auto &parent = m_report.records[i].line.parentRecordId;
            const std::uint32_t p = parent ? byId.find(*parent) : kNoId;
            if (p != kNoId && p != i) {
                parentOf[i] = p;
                ++firstChild[p + 1];
            } else {
                orphans += parent ? 1 : 0;
                roots.push_back(i);
            }
        }
        for (std::size_t i = 0; i < n; ++i)
            firstChild[i + 1] += firstChild[i];
        std::vector<std::uint32_t> childList(firstChild[n]);
        {
            std::vector<std::uint32_t> next(firstChild.begin(), firstChild.end() - 1);
            for (std::uint32_t i = 0; i < n; ++i)
                if (parentOf[i] != kNoId)
                    childList[next[parentOf[i]]++] = i;
        }
        const auto childrenOf = [&](std::uint32_t r) {
            return std::span<const std::uint32_t>(childList.data() + firstChild[r], firstChild[r + 1] - firstChild[r]);
        };
        // Parents before children, depth first; a loop of parent links is cut
        // where it closes (those records become roots).
        std::vector<std::uint8_t> added(n, 0);
        std::size_t loops = 0;
        auto addSubtree = [&](std::uint32_t root) {
            std::vector<std::pair<std::uint32_t, std::uint32_t>> pending{{root, kNoId}};
            while (!pending.empty()) {
                const auto [record, parentNode] = pending.back();
                pending.pop_back();
                if (added[record])
                    continue;
                added[record] = 1;
                const std::uint32_t node = addRecord(record, parentNode);
                const std::span<const std::uint32_t> children = childrenOf(record);
                for (auto it = children.rbegin(); it != children.rend(); ++it)
                    pending.emplace_back(*it, node);
            }
        };
        for (const std::uint32_t r : roots)
            addSubtree(r);
        for (std::uint32_t i = 0; i < n; ++i)
            if (!added[i]) {
                ++loops;
                addSubtree(i);
            }
        if (orphans)
            m_builder.warn(PocketMineTree::tr("%n record(s) name a ParentRecordId that is not in the report; they are shown at the top level", nullptr, int(orphans)));
        if (loops)
            m_builder.warn(PocketMineTree::tr("%n loop(s) of parent links were cut", nullptr, int(loops)));
    }

    // A node that groups legacy records (a plugin, the breakdown timers).
    std::uint32_t groupNode(TrackId track, const QString &name, std::uint32_t category, bool countedElsewhere = false)
    {
        const auto found = m_groups.find(name);
        if (found != m_groups.end())
            return found->second;
        Frame frame;
        frame.name = m_builder.intern(name);
        frame.category = m_builder.intern(m_report.categories[category].name);
        const std::uint32_t node = m_builder.addAggregateNode(track, kNoId, m_builder.addFrame(frame), 0, 0);
        m_builder.setNodeAttribute(track, node, key(k::kGrouping), AttributeValue::fromBool(true));
        if (countedElsewhere)
            m_builder.setNodeAttribute(track, node, key(k::kCountedElsewhere), AttributeValue::fromBool(true));
        m_groups.emplace(name, node);
        return node;
    }

    void buildLegacy()
    {
        // A group node's own total stays 0: CallTree adds up its records.
        for (std::uint32_t i = 0; i < m_report.records.size(); ++i) {
            const PocketMineReport::Record &r = m_report.records[i];
            const TrackId track = trackFor(r);
            const std::string_view name = r.line.name;
            std::uint32_t group = kNoId;
            if (r.line.countedElsewhere) {
                group = groupNode(track, QStringLiteral("Minecraft - Breakdown"), r.category, true);
            } else if (const QString plugin = pluginOf(name); !plugin.isEmpty()) {
                group = groupNode(track, plugin, r.category);
            }
            if (group == kNoId) {
                addRecord(i, kNoId);
                continue;
            }
            addRecord(i, group);
        }
    }

    // "Plugin: X vN Event: Y" and "Task: X vN Runnable: Y" belong to plugin X.
    static QString pluginOf(std::string_view name)
    {
        for (const auto &[prefix, separator] : {std::pair<std::string_view, std::string_view>{"Plugin: ", " Event: "}, {"Task: ", " Runnable: "}}) {
            if (!name.starts_with(prefix))
                continue;
            const std::size_t end = name.find(separator);
            if (end != std::string_view::npos)
                return QString::fromUtf8(name.data() + prefix.size(), qsizetype(end - prefix.size()));
        }
        return QString();
    }

    const PocketMineReport &m_report;
    ProfileBuilder &m_builder;
    std::unordered_map<std::int64_t, TrackId> m_tracks;
    std::vector<TrackId> m_trackOfCategory;
    std::vector<std::pair<std::string_view, StringId>> m_keys;
    std::unordered_map<QString, std::uint32_t> m_groups; // legacy reports have one thread
};

} // namespace

void PocketMineTree::build(const PocketMineReport &report, ProfileBuilder &builder)
{
    TreeAssembler(report, builder).build();
}

} // namespace hg
