#include "TimingsTree.h"

#include "analysis/SharedBuilds.h"
#include "formats/pocketmine/PocketMineKeys.h"
#include "model/AttributeLookup.h"
#include "model/Profile.h"

#include <algorithm>
#include <limits>
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
    Builder(const Profile &profile, const std::vector<TrackId> &tracks, TimingsTree &tree)
        : m_profile(profile), m_tree(tree)
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
        m_groupOfName.assign(strings.size() + 1, kNoId);
        // At most a row and a "[self]" row a node: room that is never
        // written costs no memory, and the rows are never copied to grow.
        m_tree.m_rows.reserve(2 * nodeCount + 1);
        m_sourceBegin.reserve(2 * nodeCount + 2);
        m_sources.reserve(nodeCount + m_tracks.size());
    }

    void build()
    {
        m_sourceBegin = {0};
        for (const TrackId t : m_tracks)
            m_sources.push_back({t, m_profile.tracks()[t].nodes.size()});
        m_sourceBegin.push_back(std::uint32_t(m_sources.size()));
        // A row's children are appended after every row made before them,
        // so rows are expanded in the order they are made.
        for (std::uint32_t row = 0; row < m_tree.size(); ++row)
            if (m_sourceBegin[row] != m_sourceBegin[row + 1])
                addChildren(row);
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
        Source source;
    };

    std::span<const Row> children(std::uint32_t row) const { return m_tree.children(row); }
    // A frame's name as an index of m_groupOfName (a name-less frame: the last).
    std::size_t nameSlot(FrameId frame) const
    {
        const StringId name = m_profile.frames()[frame].name;
        return name < m_groupOfName.size() - 1 ? std::size_t(name) : m_groupOfName.size() - 1;
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
        {
            const AttributeLookup lookup(table, nodes.size());
            for (std::uint32_t n = 0; n < nodes.size(); ++n) {
                const Fields f = fields(lookup, table, n);
                figures[n].violations = f.violations;
                figures[n].peakNs = f.peakNs.value_or(kNoPeak);
                flags[n] = (f.grouping ? kGrouping : 0) | (f.countedElsewhere ? kCountedElsewhere : 0);
            }
        }
        for (std::uint32_t n = nodes.size(); n-- > 0;) {
            if (!(flags[n] & kGrouping))
                figures[n].time = nodes.total(n);
            if (nodes.parent(n) != kNoId && (flags[nodes.parent(n)] & kGrouping))
                figures[nodes.parent(n)].time += figures[n].time;
        }
    }

    void addChildren(std::uint32_t parentRow)
    {
        // Group the sources' children by name, keeping first-seen order for ties.
        m_rows.clear();
        m_kids.clear();
        TimePs childTime = 0;
        std::uint64_t childViolations = 0;
        for (std::uint32_t k = m_sourceBegin[parentRow]; k < m_sourceBegin[parentRow + 1]; ++k) {
            const Source s = m_sources[k];
            const AggregateTree &nodes = m_profile.tracks()[s.track].nodes;
            for (std::uint32_t n : m_children[s.track].of(s.node)) {
                const NodeFigures &f = m_figures[s.track][n];
                const std::uint8_t flags = m_flags[s.track][n];
                std::uint32_t &group = m_groupOfName[nameSlot(nodes.frame(n))];
                if (group == kNoId) {
                    group = std::uint32_t(m_rows.size());
                    Row r;
                    r.frame = nodes.frame(n);
                    r.parent = parentRow;
                    r.track = s.track;
                    r.node = n;
                    r.combined = 0;
                    r.grouping = flags & kGrouping;
                    r.countedElsewhere = flags & kCountedElsewhere;
                    m_rows.push_back(r);
                }
                Row &r = m_rows[group];
                const TimePs time = f.time;
                ++r.combined;
                r.time += time;
                r.count += nodes.count(n);
                r.violations += f.violations;
                r.peakNs = std::max(r.peakNs, f.peakNs); // kNoPeak changes nothing
                childTime += time;
                childViolations += f.violations;
                m_kids.push_back({group, {s.track, n}});
            }
        }
        for (const Row &r : m_rows)
            m_groupOfName[nameSlot(r.frame)] = kNoId; // ready for the next row
        const std::uint32_t groups = std::uint32_t(m_rows.size());
        const Row &parent = m_tree.m_rows[parentRow];
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
                m_rows.push_back(self); // no sources: nothing under it
        }
        m_order.resize(m_rows.size());
        for (std::uint32_t i = 0; i < m_order.size(); ++i)
            m_order[i] = i;
        // Time other timers count too (the legacy breakdown) goes after them.
        std::stable_sort(m_order.begin(), m_order.end(), [this](std::uint32_t a, std::uint32_t b) {
            const Row &x = m_rows[a], &y = m_rows[b];
            return x.countedElsewhere != y.countedElsewhere ? y.countedElsewhere : x.time > y.time;
        });
        // Each group's sources together, in the order seen (a counting sort).
        m_groupStart.assign(std::size_t(groups) + 1, 0);
        for (const Child &c : m_kids)
            ++m_groupStart[c.group + 1];
        for (std::uint32_t g = 0; g < groups; ++g)
            m_groupStart[g + 1] += m_groupStart[g];
        m_grouped.resize(m_kids.size());
        {
            m_next.assign(m_groupStart.begin(), m_groupStart.end() - 1);
            for (const Child &c : m_kids)
                m_grouped[m_next[c.group]++] = c.source;
        }
        m_tree.m_rows[parentRow].firstChild = m_tree.size();
        m_tree.m_rows[parentRow].childCount = std::uint32_t(m_rows.size());
        for (std::uint32_t i : m_order) {
            m_tree.m_rows.push_back(m_rows[i]);
            if (i < groups)
                m_sources.insert(m_sources.end(), m_grouped.begin() + m_groupStart[i], m_grouped.begin() + m_groupStart[i + 1]);
            m_sourceBegin.push_back(std::uint32_t(m_sources.size()));
        }
    }

    struct Keys
    {
        StringId violations, peak, grouping, countedElsewhere;
    };

    const Profile &m_profile;
    TimingsTree &m_tree;
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
    std::vector<std::uint32_t> m_groupOfName;              // [name]: its row among those being made, or kNoId
    // Scratch of addChildren, kept from row to row.
    std::vector<Row> m_rows;
    std::vector<Child> m_kids;
    std::vector<std::uint32_t> m_order, m_groupStart, m_next;
    std::vector<Source> m_grouped;
};

TimingsTree TimingsTree::build(const Profile &profile, const std::vector<TrackId> &tracks)
{
    TimingsTree tree;
    Builder(profile, tracks, tree).build();
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
