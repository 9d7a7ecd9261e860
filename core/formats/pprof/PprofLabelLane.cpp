#include "PprofLabelLane.h"

#include <utility>

namespace hg {

PprofLabelLane::PprofLabelLane(std::size_t strings, std::size_t lane, std::size_t lanes)
    : m_lane(lane), m_lanes(lanes), m_valueUse(strings)
{
}

void PprofLabelLane::add(std::span<const Label> batch, bool last)
{
    for (const Label &label : batch) {
        const std::size_t part = PprofLabelIndex::partOfNode(label.node);
        if (!isMine(part))
            continue;
        std::vector<Label> &queue = m_queues[part];
        queue.push_back(label);
        if (queue.size() == kQueued)
            addQueued(part);
    }
    if (last)
        for (std::size_t part = 0; part < m_queues.size(); ++part)
            if (isMine(part))
                addQueued(part);
}

void PprofLabelLane::addQueued(std::size_t part)
{
    // The slots of the labels a few ahead are asked for first: their
    // cache misses overlap instead of waiting for one another.
    constexpr std::size_t kAhead = 8;
    std::vector<Label> &adding = m_queues[part];
    for (std::size_t i = 0; i < adding.size(); ++i) {
        if (i + 2 * kAhead < adding.size() && adding[i + 2 * kAhead].isString)
            __builtin_prefetch(&m_valueUse[adding[i + 2 * kAhead].valueString]);
        if (i + kAhead < adding.size()) {
            const Label &ahead = adding[i + kAhead];
            if (ahead.tree < m_trees.size() && (!ahead.isString || m_valueUse[ahead.valueString] == kValueIndexed))
                m_trees[ahead.tree].index.prefetch({ahead.node, ahead.key, ahead.value, ahead.isString});
        }
        addOne(adding[i]);
    }
    adding.clear();
}

void PprofLabelLane::addOne(const Label &l)
{
    if (l.tree >= m_trees.size())
        m_trees.resize(l.tree + 1);
    Tree &t = m_trees[l.tree];
    const AttributeValue value = l.isString ? AttributeValue::fromString(StringId(std::uint32_t(l.value))) : AttributeValue::fromInt(l.value);
    if (l.isString) {
        std::uint64_t &use = m_valueUse[l.valueString];
        if (use == kValueUnused) {
            // No node of this lane has a label with this value yet: no lookup needed.
            use = ((std::uint64_t(l.tree) << 32) | t.labels.size()) + 1;
            t.labels.add(l.node, l.key, value);
            return;
        }
        if (use != kValueIndexed) {
            indexEntry(m_trees[std::size_t((use - 1) >> 32)], std::uint32_t(use - 1));
            use = kValueIndexed;
        }
    }
    if (t.index.add({l.node, l.key, l.value, l.isString}, std::uint32_t(t.labels.size()), t.labels))
        t.labels.add(l.node, l.key, value);
}

void PprofLabelLane::indexEntry(Tree &t, std::uint32_t entry)
{
    const AttributeValue value = t.labels.valueAt(entry);
    const bool isString = value.kind == AttributeValue::Kind::String;
    t.index.addNew({t.labels.ownerAt(entry), t.labels.keyAt(entry), isString ? std::int64_t(value.s) : value.i, isString}, entry);
}

void PprofLabelLane::finish()
{
    m_valueUse = ZeroedArray<std::uint64_t>();
    for (std::vector<Label> &queue : m_queues)
        std::vector<Label>().swap(queue);
    for (Tree &t : m_trees)
        t.index.release(); // before the model's nodes are made
}

AttributeTable PprofLabelLane::take(std::uint32_t tree)
{
    return tree < m_trees.size() ? std::move(m_trees[tree].labels) : AttributeTable();
}

} // namespace hg
