#include "TimingsTree.h"

#include "analysis/SharedBuilds.h"
#include "formats/pocketmine/PocketMineKeys.h"
#include "model/AttributeLookup.h"
#include "model/Profile.h"
#include "util/HugePages.h"
#include "util/ParallelFor.h"
#include "util/ParallelInOrder.h"
#include "util/ScratchShelf.h"

#include <algorithm>
#include <atomic>
#include <limits>
#include <malloc.h>
#include <optional>

namespace hg {

namespace k = pocketmine::key;

// Builds rows breadth first so each row's children sit together: a row stands
// for a set of records (same name, merged parents), its sources; its children
// are all their children, grouped by name. Rows are expanded in the order
// they are made, so every row's sources are kept in one table, row after
// row, rather than a list each (millions of allocations).
class TimingsTree::Builder
{
public:
    Builder(const Profile &profile, const std::vector<TrackId> &tracks, std::uint32_t partRecords, TimingsTree &tree)
        : m_profile(profile), m_tree(tree), m_partRecords(std::max<std::uint32_t>(1, partRecords))
    {
        const std::vector<Track> &all = profile.tracks();
        for (TrackId t{0}; t < all.size(); ++t)
            if (tracks.empty() || std::find(tracks.begin(), tracks.end(), t) != tracks.end())
                m_tracks.push_back(t);
        const StringPool &strings = profile.strings();
        m_keys = {strings.find(k::kViolations), strings.find(k::kPeakNs), strings.find(k::kGrouping),
                  strings.find(k::kCountedElsewhere)};
        m_children.resize(all.size());
        m_figures.resize(all.size());
        m_flags.resize(all.size());
        std::size_t nodeCount = 0;
        for (const TrackId t : m_tracks) {
            m_children[t] = Children(all[t].nodes);
            gatherFigures(t);
            nodeCount += all[t].nodes.size();
        }
        m_nameSlots = strings.size() + 1;
        // At most a row and a "[self]" row a node: room that is never
        // written costs no memory, and the rows are never copied to grow.
        reserveOnHugePages(m_tree.m_rows, 2 * nodeCount + 1);
        reserveOnHugePages(m_sourceBegin, 2 * nodeCount + 2);
        reserveOnHugePages(m_sources, nodeCount + m_tracks.size());
    }

    void build()
    {
        m_sourceBegin = {0};
        for (const TrackId t : m_tracks)
            m_sources.push_back({t, m_profile.tracks()[t].nodes.size()});
        m_sourceBegin.push_back(std::uint32_t(m_sources.size()));
        // A level's children are appended after every row of the level, so
        // levels are expanded one after the other, each on every core.
        for (std::uint32_t level = 0; level < m_tree.size();) {
            const std::uint32_t nextLevel = m_tree.size();
            addLevel(level, nextLevel);
            level = nextLevel;
        }
        for (const Row &r : children(0))
            m_tree.m_rows[0].time += r.time;
    }

private:
    struct Source
    {
        TrackId track;
        std::uint32_t node; // nodes.size() stands for the track's roots
    };
    // A child record and the row (of those being made) it goes to.
    struct Child
    {
        std::uint32_t group;
        TrackId track;
        std::uint32_t node;
    };

    std::span<const Row> children(std::uint32_t row) const { return m_tree.children(row); }
    // A frame's name as an index of a Scratch's groupOfName (a name-less frame: the last).
    std::size_t nameSlot(FrameId frame) const
    {
        const StringId name = m_profile.frames()[frame].name;
        return name < m_nameSlots - 1 ? std::size_t(name) : m_nameSlots - 1;
    }

    // What a row takes from a record's attributes, read in one pass over
    // them (the first of a key counts, as AttributeLookup::find would find).
    struct Fields
    {
        std::uint64_t violations = 0;
        std::optional<std::int64_t> peakNs;
        bool grouping = false;
        bool countedElsewhere = false;
    };
    Fields fields(const AttributeLookup &lookup, const AttributeTable &table, std::uint32_t node) const
    {
        Fields f;
        bool violations = false, grouping = false, elsewhere = false;
        for (std::uint32_t i = lookup.firstOf(node), end = lookup.endOf(node); i < end; ++i) {
            const StringId key = table.keyAt(i);
            if (key == m_keys.violations && !violations) {
                violations = true;
                const AttributeValue v = table.valueAt(i);
                f.violations = v.kind == AttributeValue::Kind::UInt ? v.u : v.kind == AttributeValue::Kind::Int ? std::uint64_t(std::max<std::int64_t>(0, v.i)) : 0;
            } else if (key == m_keys.peak && !f.peakNs) {
                const AttributeValue v = table.valueAt(i);
                f.peakNs = v.kind == AttributeValue::Kind::Int ? v.i : std::int64_t(v.u);
            } else if (key == m_keys.grouping && !grouping) {
                grouping = true;
                f.grouping = isTrue(table.valueAt(i));
            } else if (key == m_keys.countedElsewhere && !elsewhere) {
                elsewhere = true;
                f.countedElsewhere = isTrue(table.valueAt(i));
            }
        }
        return f;
    }
    static bool isTrue(const AttributeValue &v) { return v.kind == AttributeValue::Kind::Bool && v.b; }

    // What the rows take from each node of a track, read in node order (the
    // attribute table's): the walk below reads nodes in an order of its own,
    // and reading there a node's attributes' keys, kinds and values was a
    // cache miss each on a big report. A grouping node (legacy plugin,
    // breakdown) has no time of its own: it takes its records' sum.
    // Children come after their parents, so a backwards pass has added
    // every child before its parent is read.
    void gatherFigures(TrackId t)
    {
        const AggregateTree &nodes = m_profile.tracks()[t].nodes;
        const AttributeTable &table = m_profile.tracks()[t].nodeAttributes;
        std::vector<NodeFigures> &figures = m_figures[t];
        std::vector<std::uint8_t> &flags = m_flags[t];
        figures.resize(nodes.size());
        flags.resize(nodes.size());
        const AttributeLookup lookup(table, nodes.size());
        std::atomic<bool> grouping{false};
        // Each node on its own: both halves at once.
        parallelForStretches(nodes.size(), std::max<std::size_t>(kHalfAtLeast, (nodes.size() + 1) / 2), [&](std::size_t begin, std::size_t end) {
            bool groups = false;
            for (auto n = std::uint32_t(begin); n < end; ++n) {
                const Fields f = fields(lookup, table, n);
                figures[n].violations = f.violations;
                figures[n].peakNs = f.peakNs.value_or(kNoPeak);
                flags[n] = (f.grouping ? kGrouping : 0) | (f.countedElsewhere ? kCountedElsewhere : 0);
                if (!f.grouping)
                    figures[n].time = nodes.total(n);
                groups = groups || f.grouping;
            }
            if (groups)
                grouping = true;
        });
        if (!grouping)
            return;
        for (std::uint32_t n = nodes.size(); n-- > 0;)
            if (nodes.parent(n) != kNoId && (flags[nodes.parent(n)] & kGrouping))
                figures[nodes.parent(n)].time += figures[n].time;
    }
    // A pass over a track's nodes is split in two from this many.
    static constexpr std::size_t kHalfAtLeast = 1 << 16;

    // The children of rows [begin, end), one level: made in parts of at
    // least m_partRecords records on every core (parallelInOrder) and
    // appended in the order of their parents, so rows are numbered as a
    // walk one row at a time numbers them.
    void addLevel(std::uint32_t begin, std::uint32_t end)
    {
        std::vector<std::uint32_t> cuts{begin};
        for (std::uint32_t row = begin; row + 1 < end; ++row)
            if (m_sourceBegin[row + 1] - m_sourceBegin[cuts.back()] >= m_partRecords)
                cuts.push_back(row + 1);
        cuts.push_back(end);
        // What the parts read: appending the next level does not move it
        // (the room for every row and source was reserved up front).
        const Level level{m_tree.m_rows.data(), m_sources.data(), m_sourceBegin.data()};
        std::vector<std::unique_ptr<Part>> parts(cuts.size() - 1);
        parallelInOrder(
            parts.size(),
            [&](std::size_t i) {
                std::unique_ptr<Scratch> scratch = m_scratches.take();
                parts[i] = m_parts.take();
                for (std::uint32_t row = cuts[i]; row < cuts[i + 1]; ++row)
                    addChildren(level, row, *scratch, *parts[i]);
                m_scratches.putBack(std::move(scratch));
            },
            [&](std::size_t i) {
                append(cuts[i], cuts[i + 1], *parts[i]);
                parts[i]->clear();
                m_parts.putBack(std::move(parts[i])); // its room is used again
            });
    }

    // The rows of a level as its parts read them.
    struct Level
    {
        const Row *rows;
        const Source *sources;
        const std::uint32_t *sourceBegin;
    };
    // The children made for a part of a level, in the order of their parents.
    struct Part
    {
        std::vector<std::uint32_t> childCount; // by parent row of the part; kNoId: not expanded (no sources)
        std::vector<Row> rows;
        std::vector<std::uint32_t> sourceCount; // by row made
        std::vector<Source> sources;           // of the rows made, row after row

        void clear()
        {
            childCount.clear();
            rows.clear();
            sourceCount.clear();
            sources.clear();
        }
    };
    // A thread's room for grouping one row's children, kept from row to row.
    struct Scratch
    {
        std::vector<std::uint32_t> groupOfName; // [name]: its row among those being made, or kNoId
        std::vector<Row> rows;
        std::vector<Child> kids;
        std::vector<std::uint32_t> order, groupStart, next;
        std::vector<Source> grouped;
    };

    void addChildren(const Level &level, std::uint32_t parentRow, Scratch &s, Part &part) const
    {
        if (level.sourceBegin[parentRow] == level.sourceBegin[parentRow + 1]) {
            part.childCount.push_back(kNoId);
            return;
        }
        if (s.groupOfName.empty())
            s.groupOfName.assign(m_nameSlots, kNoId);
        // Group the sources' children by name, keeping first-seen order for ties.
        s.rows.clear();
        s.kids.clear();
        TimePs childTime = 0;
        std::uint64_t childViolations = 0;
        for (std::uint32_t k = level.sourceBegin[parentRow]; k < level.sourceBegin[parentRow + 1]; ++k) {
            const Source src = level.sources[k];
            const AggregateTree &nodes = m_profile.tracks()[src.track].nodes;
            for (std::uint32_t n : m_children[src.track].of(src.node)) {
                const NodeFigures &f = m_figures[src.track][n];
                const std::uint8_t flags = m_flags[src.track][n];
                std::uint32_t &group = s.groupOfName[nameSlot(nodes.frame(n))];
                if (group == kNoId) {
                    group = std::uint32_t(s.rows.size());
                    Row r;
                    r.frame = nodes.frame(n);
                    r.parent = parentRow;
                    r.track = src.track;
                    r.node = n;
                    r.combined = 0;
                    r.grouping = flags & kGrouping;
                    r.countedElsewhere = flags & kCountedElsewhere;
                    s.rows.push_back(r);
                }
                Row &r = s.rows[group];
                const TimePs time = f.time;
                ++r.combined;
                r.time += time;
                r.count += nodes.count(n);
                r.violations += f.violations;
                r.peakNs = std::max(r.peakNs, f.peakNs); // kNoPeak changes nothing
                childTime += time;
                childViolations += f.violations;
                s.kids.push_back({group, src.track, n});
            }
        }
        for (const Row &r : s.rows)
            s.groupOfName[nameSlot(r.frame)] = kNoId; // ready for the next row
        const std::uint32_t groups = std::uint32_t(s.rows.size());
        const Row &parent = level.rows[parentRow];
        if (groups > 0 && parentRow != 0 && !parent.grouping) {
            Row self;
            self.parent = parentRow;
            self.self = true;
            self.combined = 1;
            self.track = parent.track;
            self.count = parent.count;
            self.time = std::max<TimePs>(0, parent.time - childTime);
            self.violations = parent.violations > childViolations ? parent.violations - childViolations : 0;
            if (self.time > 0 || self.violations > 0)
                s.rows.push_back(self); // no sources: nothing under it
        }
        s.order.resize(s.rows.size());
        for (std::uint32_t i = 0; i < s.order.size(); ++i)
            s.order[i] = i;
        // Time other timers count too (the legacy breakdown) goes after them.
        std::stable_sort(s.order.begin(), s.order.end(), [&s](std::uint32_t a, std::uint32_t b) {
            const Row &x = s.rows[a], &y = s.rows[b];
            return x.countedElsewhere != y.countedElsewhere ? y.countedElsewhere : x.time > y.time;
        });
        // Each group's sources together, in the order seen (a counting sort).
        s.groupStart.assign(std::size_t(groups) + 1, 0);
        for (const Child &c : s.kids)
            ++s.groupStart[c.group + 1];
        for (std::uint32_t g = 0; g < groups; ++g)
            s.groupStart[g + 1] += s.groupStart[g];
        s.grouped.resize(s.kids.size());
        s.next.assign(s.groupStart.begin(), s.groupStart.end() - 1);
        for (const Child &c : s.kids)
            s.grouped[s.next[c.group]++] = {c.track, c.node};
        part.childCount.push_back(std::uint32_t(s.rows.size()));
        for (std::uint32_t i : s.order) {
            part.rows.push_back(s.rows[i]);
            const std::uint32_t sources = i < groups ? s.groupStart[i + 1] - s.groupStart[i] : 0;
            part.sourceCount.push_back(sources);
            if (sources)
                part.sources.insert(part.sources.end(), s.grouped.begin() + s.groupStart[i], s.grouped.begin() + s.groupStart[i + 1]);
        }
    }

    // A part's children after the rows made before them: each parent row
    // expanded learns where its children are.
    void append(std::uint32_t begin, std::uint32_t end, const Part &part)
    {
        std::size_t made = 0;
        for (std::uint32_t row = begin; row < end; ++row) {
            const std::uint32_t count = part.childCount[row - begin];
            if (count == kNoId)
                continue;
            m_tree.m_rows[row].firstChild = m_tree.size();
            m_tree.m_rows[row].childCount = count;
            for (std::uint32_t k = 0; k < count; ++k, ++made) {
                m_tree.m_rows.push_back(part.rows[made]);
                m_sourceBegin.push_back(m_sourceBegin.back() + part.sourceCount[made]);
            }
        }
        m_sources.insert(m_sources.end(), part.sources.begin(), part.sources.end());
    }

    struct Keys
    {
        StringId violations, peak, grouping, countedElsewhere;
    };

    const Profile &m_profile;
    TimingsTree &m_tree;
    const std::uint32_t m_partRecords;
    std::vector<TrackId> m_tracks;
    Keys m_keys{};
    // A track's nodes' children as one table: a list each would be a
    // million allocations. Node index nodes.size() stands for the roots.
    struct Children
    {
        Children() = default;
        explicit Children(const AggregateTree &nodes)
            : first(std::size_t(nodes.size()) + 2, 0), list(nodes.size())
        {
            const auto slot = [&nodes](std::uint32_t n) { return nodes.parent(n) == kNoId ? nodes.size() : nodes.parent(n); };
            for (std::uint32_t n = 0; n < nodes.size(); ++n)
                ++first[slot(n) + 1];
            for (std::size_t i = 1; i < first.size(); ++i)
                first[i] += first[i - 1];
            std::vector<std::uint32_t> next(first.begin(), first.end() - 1);
            for (std::uint32_t n = 0; n < nodes.size(); ++n)
                list[next[slot(n)]++] = n;
        }
        std::span<const std::uint32_t> of(std::uint32_t node) const
        {
            return std::span<const std::uint32_t>(list.data() + first[node], first[node + 1] - first[node]);
        }
        std::vector<std::uint32_t> first; // into list, by parent
        std::vector<std::uint32_t> list;  // node indices, in order
    };
    std::vector<Children> m_children;                      // [track]
    // A node's figures, 24 bytes, and its flags beside them (only legacy
    // reports have any): the walk reads these alone of a node's attributes.
    struct NodeFigures
    {
        TimePs time = 0;
        std::uint64_t violations = 0;
        std::int64_t peakNs = kNoPeak;
    };
    // No peak given: the lowest, which max() with a row's peak never picks.
    static constexpr std::int64_t kNoPeak = std::numeric_limits<std::int64_t>::min();
    static constexpr std::uint8_t kGrouping = 1, kCountedElsewhere = 2;
    std::vector<std::vector<NodeFigures>> m_figures;        // [track][node]
    std::vector<std::vector<std::uint8_t>> m_flags;         // [track][node]
    std::vector<Source> m_sources;                         // every row's records, row after row
    std::vector<std::uint32_t> m_sourceBegin;              // [row]: its first in m_sources; one more at the end
    std::size_t m_nameSlots = 0;                           // of a Scratch's groupOfName: every name and the name-less
    ScratchShelf<Scratch> m_scratches;
    ScratchShelf<Part> m_parts;                            // made and not yet appended: a few
};

TimingsTree TimingsTree::build(const Profile &profile, const std::vector<TrackId> &tracks, std::uint32_t partRecords)
{
    TimingsTree tree;
    Builder(profile, tracks, partRecords, tree).build();
    // The parts were made on helper threads, in their malloc arenas, which
    // keep what is freed (tens of MB at 200 MB): given back now. Not for a
    // small tree: the trim walks and locks every arena of the process.
    if (tree.size() >= 4 * std::size_t(kPartRecords))
        malloc_trim(0);
    return tree;
}

std::shared_ptr<const TimingsTree> TimingsTree::shared(const ProfilePtr &profile, const std::vector<TrackId> &tracks)
{
    static SharedBuilds<TimingsTree> trees;
    return trees.get(profile, tracks, 0, [&] { return std::make_shared<const TimingsTree>(build(*profile, tracks)); });
}

std::span<const TimingsTree::Row> TimingsTree::children(std::uint32_t i) const
{
    const Row &r = m_rows[i];
    return std::span<const Row>(m_rows.data() + r.firstChild, r.childCount);
}

QString TimingsTree::name(const Profile &profile, std::uint32_t i) const
{
    const Row &r = m_rows[i];
    if (r.self)
        return tr("[self]");
    return combinedName(profile.frameName(r.frame), r.combined);
}

QString TimingsTree::combinedName(const QString &name, std::uint32_t combined)
{
    return combined > 1 ? tr("%1 (%2 combined)").arg(name).arg(combined) : name;
}

std::uint64_t TimingsTree::ticks(const Profile &profile, std::uint32_t i) const
{
    const Row &r = m_rows[i].self ? m_rows[m_rows[i].parent] : m_rows[i];
    const StringId key = profile.strings().find(k::kTicks);
    if (r.combined != 1 || r.node == kNoId || key == kNoId)
        return 0;
    const std::optional<AttributeValue> v = profile.tracks()[r.track].nodeAttributes.find(r.node, key);
    return v && v->kind == AttributeValue::Kind::UInt ? v->u : v && v->kind == AttributeValue::Kind::Int ? std::uint64_t(std::max<std::int64_t>(0, v->i)) : 0;
}

std::uint32_t TimingsTree::depth(std::uint32_t i) const
{
    std::uint32_t d = 0;
    for (; i != 0 && m_rows[i].parent != kNoId; i = m_rows[i].parent)
        ++d;
    return d;
}

std::uint32_t TimingsTree::maxDepth() const
{
    std::uint32_t deepest = 0;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> pending{{0u, 0u}}; // row, its depth
    while (!pending.empty()) {
        const auto [row, depth] = pending.back();
        pending.pop_back();
        deepest = std::max(deepest, depth);
        for (std::uint32_t k = 0; k < m_rows[row].childCount; ++k)
            pending.emplace_back(m_rows[row].firstChild + k, depth + 1);
    }
    return deepest;
}

std::vector<std::uint32_t> TimingsTree::hotPath() const
{
    std::vector<std::uint32_t> path;
    for (std::uint32_t i = 0; m_rows[i].childCount > 0;) {
        i = m_rows[i].firstChild; // children are sorted, heaviest first
        path.push_back(i);
    }
    return path;
}

} // namespace hg
