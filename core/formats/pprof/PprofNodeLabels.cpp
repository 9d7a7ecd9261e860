#include "PprofNodeLabels.h"

#include "model/Permutation.h"

#include <utility>

namespace hg {

PprofNodeLabels::PprofNodeLabels(std::size_t strings, bool useThread) : m_valueUse(strings, kValueUnused), m_worker(useThread)
{
    m_filling.reserve(kBatch);
}

PprofNodeLabels::~PprofNodeLabels() = default;

void PprofNodeLabels::post(bool last)
{
    if (m_failed.load(std::memory_order_acquire))
        collectAll();
    Posted &batch = m_posted[m_nextSlot];
    m_nextSlot = (m_nextSlot + 1) % kInFlight;
    collect(batch);
    std::swap(m_filling, batch.labels);
    m_filling.clear();
    batch.last = last;
    batch.ticket = m_worker.post([this, &batch] { addBatch(batch); });
}

void PprofNodeLabels::collect(Posted &batch)
{
    m_worker.wait(batch.ticket);
    if (batch.error)
        std::rethrow_exception(std::exchange(batch.error, nullptr));
}

void PprofNodeLabels::collectAll()
{
    // In posting order: the first batch that failed is the one reported.
    for (std::size_t i = 0; i < kInFlight; ++i)
        collect(m_posted[(m_nextSlot + i) % kInFlight]);
}

void PprofNodeLabels::addBatch(Posted &batch)
{
    if (m_failed.load(std::memory_order_relaxed))
        return; // a batch before failed: the read stops there
    try {
        for (const Pending &label : batch.labels) {
            const std::size_t part = PprofLabelIndex::partOfNode(label.node);
            std::vector<Pending> &queue = m_queues[part];
            queue.push_back(label);
            if (queue.size() == kQueued)
                addQueued(part);
        }
        if (batch.last)
            for (std::size_t part = 0; part < m_queues.size(); ++part)
                addQueued(part);
    } catch (...) {
        batch.error = std::current_exception();
        m_failed.store(true, std::memory_order_release);
    }
}

void PprofNodeLabels::addQueued(std::size_t part)
{
    // The slots of the labels a few ahead are asked for first: their
    // cache misses overlap instead of waiting for one another.
    constexpr std::size_t kAhead = 8;
    std::vector<Pending> &adding = m_queues[part];
    for (std::size_t i = 0; i < adding.size(); ++i) {
        if (i + 2 * kAhead < adding.size() && adding[i + 2 * kAhead].isString)
            __builtin_prefetch(&m_valueUse[adding[i + 2 * kAhead].valueString]);
        if (i + kAhead < adding.size()) {
            const Pending &ahead = adding[i + kAhead];
            if (ahead.tree < m_trees.size() && (!ahead.isString || m_valueUse[ahead.valueString] == kValueIndexed))
                m_trees[ahead.tree].index.prefetch({ahead.node, ahead.key, ahead.value, ahead.isString});
        }
        addOne(adding[i]);
    }
    adding.clear();
}

void PprofNodeLabels::addOne(const Pending &l)
{
    if (l.tree >= m_trees.size())
        m_trees.resize(l.tree + 1);
    Tree &t = m_trees[l.tree];
    const AttributeValue value = l.isString ? AttributeValue::fromString(StringId(std::uint32_t(l.value))) : AttributeValue::fromInt(l.value);
    if (l.isString) {
        std::uint64_t &use = m_valueUse[l.valueString];
        if (use == kValueUnused) {
            // No node has a label with this value yet: no lookup needed.
            use = (std::uint64_t(l.tree) << 32) | t.labels.size();
            t.labels.add(l.node, l.key, value);
            return;
        }
        if (use != kValueIndexed) {
            indexEntry(m_trees[std::size_t(use >> 32)], std::uint32_t(use));
            use = kValueIndexed;
        }
    }
    if (t.index.add({l.node, l.key, l.value, l.isString}, std::uint32_t(t.labels.size()), t.labels))
        t.labels.add(l.node, l.key, value);
}

void PprofNodeLabels::indexEntry(Tree &t, std::uint32_t entry)
{
    const AttributeValue value = t.labels.valueAt(entry);
    const bool isString = value.kind == AttributeValue::Kind::String;
    t.index.addNew({t.labels.ownerAt(entry), t.labels.keyAt(entry), isString ? std::int64_t(value.s) : value.i, isString}, entry);
}

void PprofNodeLabels::finish()
{
    post(true);
    collectAll();
    std::vector<std::uint64_t>().swap(m_valueUse);
    for (std::vector<Pending> &queue : m_queues)
        std::vector<Pending>().swap(queue);
    std::vector<Pending>().swap(m_filling);
    for (Posted &batch : m_posted)
        std::vector<Pending>().swap(batch.labels);
    for (Tree &t : m_trees) {
        t.index.release(); // before the model's nodes are made
        t.labels.shrinkToFit(); // grown a label at a time: the model keeps it
        // The model's builder would sort them on its one thread, after the
        // nodes; here the sort takes the other core while the nodes are made.
        t.sorted = m_worker.post([&t] {
            try {
                PermuteScratch scratch; // freed as soon as the tree is sorted
                t.labels.sortByOwner(&scratch);
            } catch (...) {
                t.sortError = std::current_exception();
            }
        });
    }
}

AttributeTable PprofNodeLabels::take(std::uint32_t tree)
{
    if (tree >= m_trees.size())
        return AttributeTable();
    Tree &t = m_trees[tree];
    m_worker.wait(t.sorted);
    if (t.sortError)
        std::rethrow_exception(std::exchange(t.sortError, nullptr));
    return std::move(t.labels);
}

} // namespace hg
