#include "PocketMineTree.h"

#include "PocketMineKeys.h"
#include "model/ProfileBuilder.h"

#include "util/ParallelFor.h"
#include "util/Utf8Text.h"

#include <algorithm>
#include <atomic>
#include <functional>
#include <span>
#include <stdexcept>
#include <unordered_map>

namespace hg {

namespace k = pocketmine::key;

namespace {

// Calls body(half, begin, end) for the two halves of [0, n) at once.
template <typename Body>
void forHalves(std::uint32_t n, const Body &body)
{
    const std::uint32_t middle = n / 2;
    parallelFor(n < 65536 ? 1 : 2, [&](std::size_t half) {
        if (n < 65536)
            body(0, 0, n);
        else
            body(int(half), half == 0 ? 0 : middle, half == 0 ? middle : n);
    });
}

// Records by RecordId: a table by id when the ids are dense enough (they
// count up from a small number in PocketMine's reports), else sorted pairs.
class RecordIndex
{
public:
    explicit RecordIndex(const PocketMineReport &report)
    {
        const auto n = std::uint32_t(report.recordCount());
        std::uint64_t maxIds[2] = {0, 0};
        forHalves(n, [&](int half, std::uint32_t begin, std::uint32_t end) {
            for (std::uint32_t i = begin; i < end; ++i)
                maxIds[half] = std::max(maxIds[half], report.record(i).recordId);
        });
        const std::uint64_t maxId = std::max(maxIds[0], maxIds[1]);
        if (maxId < 8 * std::uint64_t(n) + 1024) {
            m_dense.assign(std::size_t(maxId) + 1, kNoId);
            // Both halves at once: the lower index wins, so the first of a
            // repeated id is found, as before.
            forHalves(n, [&](int, std::uint32_t begin, std::uint32_t end) {
                for (std::uint32_t i = begin; i < end; ++i) {
                    std::atomic_ref<std::uint32_t> slot(m_dense[std::size_t(report.record(i).recordId)]);
                    for (std::uint32_t seen = slot.load(std::memory_order_relaxed); seen > i;)
                        if (slot.compare_exchange_weak(seen, i, std::memory_order_relaxed))
                            break;
                }
            });
            return;
        }
        m_sorted.reserve(n);
        for (std::uint32_t i = 0; i < n; ++i)
            m_sorted.emplace_back(report.record(i).recordId, i);
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
    TreeAssembler(const PocketMineReport &report, ProfileBuilder &builder, const std::function<void()> &namesRead)
        : m_report(report), m_builder(builder), m_namesRead(namesRead)
    {
    }

    void build()
    {
        // Tracks in the order of their first records (categories are in file order).
        for (std::uint32_t c = 0; c < m_report.categories.size(); ++c)
            if (m_report.categories[c].counts.records)
                trackForCategory(c);
        reserve();
        m_frameOfTimer.assign(m_report.timers.size(), kNoId);
        if (m_report.treeStyle) {
            buildLinked();
        } else {
            buildLegacy();
            if (m_namesRead)
                m_namesRead();
        }
        for (TrackId t{0}; t < m_attributes.size(); ++t)
            if (m_attributes[t].size())
                m_builder.addNodeAttributes(t, std::move(m_attributes[t]));
    }

private:
    using Record = PocketMineReport::Record;

    // By category: a thread's records are listed under its categories.
    TrackId trackFor(const Record &r) { return trackForCategory(r.category); }
    TrackId trackForCategory(std::uint32_t category)
    {
        if (m_trackOfCategory.size() <= category)
            m_trackOfCategory.resize(category + 1, kNoId);
        TrackId &track = m_trackOfCategory[category];
        if (track == kNoId)
            track = trackOfThread(m_report.categories[category].threadId);
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

    // Every record's node and attributes, reserved per track: growing by
    // doubling would cost up to twice the model for a moment.
    void reserve()
    {
        std::vector<std::pair<std::size_t, std::size_t>> room; // nodes, attributes by track
        for (std::uint32_t c = 0; c < m_report.categories.size(); ++c) {
            const PocketMineReport::RecordCounts &n = m_report.categories[c].counts;
            if (!n.records)
                continue;
            const TrackId track = m_trackOfCategory[c];
            if (room.size() <= track)
                room.resize(std::size_t(track) + 1);
            room[track].first += n.records;
            room[track].second += 2 * n.records + 2 * n.withTreeFields + 2 * n.withTicksAndPeak + n.countedElsewhere;
        }
        m_attributes.resize(room.size());
        for (TrackId t{0}; t < room.size(); ++t)
            if (room[t].first) {
                m_builder.reserveAggregateNodes(t, room[t].first, 0);
                m_attributes[t].reserve(room[t].second);
            }
    }

    // A track's node attributes, handed to the builder whole once built.
    AttributeTable &attributesOf(TrackId track)
    {
        if (m_attributes.size() <= track)
            m_attributes.resize(std::size_t(track) + 1);
        return m_attributes[track];
    }

    // Interned once: the same few keys go on every record.
    StringId key(std::string_view name)
    {
        for (const auto &[known, id] : m_keys)
            if (known.data() == name.data())
                return id;
        return m_keys.emplace_back(name, m_builder.intern(name)).second;
    }

    // The keys a record's attributes use, interned (once) in the order its
    // attributes are set: a record with fields not seen before interns them.
    void internKeys(PocketMineReport::TimerOfRecord fields)
    {
        using T = PocketMineReport::TimerOfRecord;
        const std::uint32_t flags = fields.flags() | kFirstRecord;
        if (!(flags & ~m_keysInterned))
            return;
        m_keysInterned |= flags;
        key(k::kCategory);
        key(k::kViolations);
        if (flags & T::kTreeFields) {
            key(k::kRecordId);
            key(k::kTimerId);
        }
        if (flags & T::kTicksAndPeak) {
            key(k::kTicks);
            key(k::kPeakNs);
        }
        if (flags & T::kCountedElsewhere)
            key(k::kCountedElsewhere);
    }

    // The record's frame (its timer: its name in its category), added when
    // its first record is, so frames and strings are numbered in the order
    // of the nodes.
    FrameId frameOf(PocketMineReport::TimerOfRecord timerOf)
    {
        FrameId &id = m_frameOfTimer[timerOf.timer()];
        if (id == kNoId) {
            const PocketMineReport::Timer &timer = m_report.timers[timerOf.timer()];
            Frame frame;
            frame.name = m_builder.intern(timer.name);
            frame.category = m_builder.intern(m_report.categories[timer.category].name);
            id = m_builder.addFrame(frame);
        }
        return id;
    }

    // The keys' ids, of those interned (internKeys): looked up, never
    // interned here, so that another thread may use them.
    struct KeyIds
    {
        StringId category, violations, recordId, timerId, ticks, peak, countedElsewhere;
    };
    KeyIds keyIds() const
    {
        const auto known = [this](std::string_view name) {
            for (const auto &[seen, id] : m_keys)
                if (seen.data() == name.data())
                    return id;
            return StringId(kNoId);
        };
        return {known(k::kCategory), known(k::kViolations), known(k::kRecordId), known(k::kTimerId),
                known(k::kTicks), known(k::kPeakNs), known(k::kCountedElsewhere)};
    }

    // A record's attributes, on its node, in the track's table (the keys it
    // has were interned with its timer).
    void addAttributes(const Record &r, TrackId track, std::uint32_t node, StringId category, const KeyIds &keys)
    {
        AttributeTable &attributes = m_attributes[track];
        attributes.add(node, keys.category, AttributeValue::fromString(category));
        attributes.add(node, keys.violations, AttributeValue::fromUInt(r.violations));
        if (r.hasTreeFields) {
            attributes.add(node, keys.recordId, AttributeValue::fromUInt(r.recordId));
            attributes.add(node, keys.timerId, AttributeValue::fromUInt(r.timerId));
        }
        if (r.hasTicksAndPeak) {
            attributes.add(node, keys.ticks, AttributeValue::fromUInt(r.ticks));
            attributes.add(node, keys.peak, AttributeValue::fromInt(r.peakNs));
        }
        if (r.countedElsewhere)
            attributes.add(node, keys.countedElsewhere, AttributeValue::fromBool(true));
    }

    std::uint32_t addRecord(std::uint32_t index, std::uint32_t parentNode)
    {
        const Record &r = m_report.record(index);
        const FrameId frame = frameOf(m_report.timerOf(index));
        internKeys(m_report.timerOf(index));
        const StringId category = m_builder.intern(m_report.categories[r.category].name);
        const TrackId track = m_trackOfCategory[r.category];
        const std::uint32_t node = m_builder.addAggregateNode(track, parentNode, frame, r.timeNs * kPsPerNs, r.count);
        attributesOf(track); // room for its table
        addAttributes(r, track, node, category, keyIds());
        return node;
    }

    // The order the file does not have makes most reads of a record a cache
    // miss: they are asked for this many records ahead.
    static constexpr std::size_t kAhead = 16;
    static void prefetch(const Record &r)
    {
        __builtin_prefetch(&r);
        __builtin_prefetch(reinterpret_cast<const char *>(&r) + sizeof(Record) - 1);
    }

    // Parents before children, depth first: each record with the position
    // of its parent in this order (kNoId for a root). A loop of parent links
    // is cut where it closes (those records become roots).
    std::vector<std::pair<std::uint32_t, std::uint32_t>> linkedOrder()
    {
        const auto n = std::uint32_t(m_report.recordCount());
        const RecordIndex byId(m_report);
        // A record's track through its timer's category: 4 bytes read of a
        // parent, not its whole record.
        std::vector<TrackId> trackOfTimer(m_report.timers.size());
        for (std::size_t t = 0; t < trackOfTimer.size(); ++t)
            trackOfTimer[t] = m_trackOfCategory[m_report.timers[t].category];
        // Each record's parent, both halves at once; then the children as
        // one table (CSR): a list each would be a million allocations.
        std::vector<std::uint32_t> parentOf(n, kNoId);
        std::vector<std::uint32_t> rootsOf[2];
        std::size_t orphansOf[2] = {0, 0};
        forHalves(n, [&](int half, std::uint32_t begin, std::uint32_t end) {
            for (std::uint32_t i = begin; i < end; ++i) {
                const Record &r = m_report.record(i);
                const std::uint32_t p = r.hasParent ? byId.find(r.parentRecordId) : kNoId;
                // A parent on another thread is not one (each thread is a tree of its own).
                if (p != kNoId && p != i && trackOfTimer[m_report.timerOf(p).timer()] == trackOfTimer[m_report.timerOf(i).timer()]) {
                    parentOf[i] = p;
                } else {
                    orphansOf[half] += r.hasParent ? 1 : 0;
                    rootsOf[half].push_back(i);
                }
            }
        });
        m_orphans += orphansOf[0] + orphansOf[1];
        std::vector<std::uint32_t> roots = std::move(rootsOf[0]);
        roots.insert(roots.end(), rootsOf[1].begin(), rootsOf[1].end());
        std::vector<std::uint32_t>().swap(rootsOf[1]);
        std::vector<std::uint32_t> firstChild(std::size_t(n) + 1, 0);
        for (std::uint32_t i = 0; i < n; ++i)
            if (parentOf[i] != kNoId)
                ++firstChild[parentOf[i] + 1];
        for (std::size_t i = 0; i < n; ++i)
            firstChild[i + 1] += firstChild[i];
        std::vector<std::uint32_t> childList(firstChild[n]);
        {
            std::vector<std::uint32_t> next(firstChild.begin(), firstChild.end() - 1);
            for (std::uint32_t i = 0; i < n; ++i)
                if (parentOf[i] != kNoId)
                    childList[next[parentOf[i]]++] = i;
        }
        std::vector<std::uint32_t>().swap(parentOf);
        const auto childrenOf = [&](std::uint32_t r) {
            return std::span<const std::uint32_t>(childList.data() + firstChild[r], firstChild[r + 1] - firstChild[r]);
        };
        std::vector<std::pair<std::uint32_t, std::uint32_t>> order;
        order.reserve(n);
        std::vector<std::uint8_t> added(n, 0);
        auto addSubtree = [&](std::uint32_t root) {
            std::vector<std::pair<std::uint32_t, std::uint32_t>> pending{{root, kNoId}};
            while (!pending.empty()) {
                const auto [record, parentPosition] = pending.back();
                pending.pop_back();
                if (added[record])
                    continue;
                added[record] = 1;
                const auto position = std::uint32_t(order.size());
                order.emplace_back(record, parentPosition);
                const std::span<const std::uint32_t> children = childrenOf(record);
                for (auto it = children.rbegin(); it != children.rend(); ++it)
                    pending.emplace_back(*it, position);
            }
        };
        for (const std::uint32_t r : roots)
            addSubtree(r);
        for (std::uint32_t i = 0; i < n; ++i)
            if (!added[i]) {
                ++m_loops;
                addSubtree(i);
            }
        return order;
    }

    void buildLinked()
    {
        std::vector<std::pair<std::uint32_t, std::uint32_t>> order = linkedOrder();
        // Names first, in the order the nodes are added (so strings and
        // frames are numbered as they always were); then the text can go.
        std::vector<FrameId> frames(order.size());
        for (std::size_t i = 0; i < order.size(); ++i) {
            if (i + kAhead < order.size())
                __builtin_prefetch(&m_report.timerOf(order[i + kAhead].first));
            const PocketMineReport::TimerOfRecord timer = m_report.timerOf(order[i].first);
            frames[i] = frameOf(timer);
            internKeys(timer);
        }
        std::vector<StringId> categoryName(m_report.categories.size(), StringId(kNoId));
        for (std::uint32_t c = 0; c < categoryName.size(); ++c)
            categoryName[c] = m_builder.strings().find(m_report.categories[c].name);
        std::vector<FrameId>().swap(m_frameOfTimer);
        if (m_namesRead)
            m_namesRead();
        // Each position's record becomes its node, numbered per track in
        // this order (a track's nodes count up from 0: its records are its
        // only nodes), and the parent's position, earlier, has its node by
        // then; its attributes go to this reader's own tables, on the other
        // core at the same time, numbering the nodes the same way.
        for (const TrackId track : m_trackOfCategory)
            if (track != kNoId)
                attributesOf(track);
        const KeyIds keys = keyIds();
        std::vector<std::uint32_t> nodeAt(order.size());
        // Each position's record and track in order (records a few ahead
        // prefetched), with the node it becomes in its track.
        const auto inOrder = [&](const auto &visit) {
            std::vector<std::uint32_t> nextNode(m_attributes.size(), 0);
            for (std::size_t i = 0; i < order.size(); ++i) {
                if (i + kAhead < order.size())
                    prefetch(m_report.record(order[i + kAhead].first));
                const Record &r = m_report.record(order[i].first);
                const TrackId track = m_trackOfCategory[r.category];
                visit(i, r, track, nextNode[track]++);
            }
        };
        parallelFor(2, [&](std::size_t part) {
            if (part == 0) {
                inOrder([&](std::size_t i, const Record &r, TrackId track, std::uint32_t node) {
                    const std::uint32_t parentNode = order[i].second == kNoId ? kNoId : nodeAt[order[i].second];
                    nodeAt[i] = m_builder.addAggregateNode(track, parentNode, frames[i], r.timeNs * kPsPerNs, r.count);
                    if (nodeAt[i] != node)
                        throw std::logic_error("PocketMineTree: a track's nodes are not its records alone");
                });
                return;
            }
            inOrder([&](std::size_t, const Record &r, TrackId track, std::uint32_t node) {
                addAttributes(r, track, node, categoryName[r.category], keys);
            });
        });
        if (m_orphans)
            m_builder.warn(PocketMineTree::tr("%n record(s) name a ParentRecordId that is not in the report; they are shown at the top level", nullptr, int(m_orphans)));
        if (m_loops)
            m_builder.warn(PocketMineTree::tr("%n loop(s) of parent links were cut", nullptr, int(m_loops)));
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
        attributesOf(track).add(node, key(k::kGrouping), AttributeValue::fromBool(true));
        if (countedElsewhere)
            attributesOf(track).add(node, key(k::kCountedElsewhere), AttributeValue::fromBool(true));
        m_groups.emplace(name, node);
        return node;
    }

    void buildLegacy()
    {
        // A group node's own total stays 0: CallTree adds up its records.
        for (std::uint32_t i = 0; i < m_report.recordCount(); ++i) {
            const Record &r = m_report.record(i);
            const TrackId track = trackFor(r);
            const std::string_view name = r.name();
            std::uint32_t group = kNoId;
            if (r.countedElsewhere) {
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
                return fromUtf8(name.substr(prefix.size(), end - prefix.size()));
        }
        return QString();
    }

    // A flag beside TimerOfRecord's: the keys every record has.
    static constexpr std::uint32_t kFirstRecord = 1;

    const PocketMineReport &m_report;
    ProfileBuilder &m_builder;
    const std::function<void()> &m_namesRead;
    std::vector<FrameId> m_frameOfTimer; // [timer], kNoId until its first record
    std::vector<AttributeTable> m_attributes; // [track]
    std::uint32_t m_keysInterned = 0;    // the TimerOfRecord flags (and kFirstRecord) seen
    std::size_t m_orphans = 0;
    std::size_t m_loops = 0;
    std::unordered_map<std::int64_t, TrackId> m_tracks;
    std::vector<TrackId> m_trackOfCategory;
    std::vector<std::pair<std::string_view, StringId>> m_keys;
    std::unordered_map<QString, std::uint32_t> m_groups; // legacy reports have one thread
};

} // namespace

void PocketMineTree::build(const PocketMineReport &report, ProfileBuilder &builder, const std::function<void()> &namesRead)
{
    TreeAssembler(report, builder, namesRead).build();
}

} // namespace hg
