#include "PprofNodeLabels.h"

#include <utility>

namespace hg {

PprofNodeLabels::PprofNodeLabels(std::size_t strings, bool useThread) : m_valueUse(strings, kValueUnused), m_worker(useThread)
{
    m_filling.reserve(kBatch);
}

PprofNodeLabels::~PprofNodeLabels() = default;

void PprofNodeLabels::post()
{
    m_worker.wait(m_posted);
    if (m_error)
        std::rethrow_exception(std::exchange(m_error, nullptr));
    std::swap(m_filling, m_adding);
    m_filling.clear();
    m_posted = m_worker.post([this] { addBatch(); });
}

void PprofNodeLabels::addBatch()
{
    // The slots of the labels a few ahead are asked for first: their
    // cache misses overlap instead of waiting for one another.
    constexpr std::size_t kAhead = 8;
    try {
        for (std::size_t i = 0; i < m_adding.size(); ++i) {
            if (i + 2 * kAhead < m_adding.size() && m_adding[i + 2 * kAhead].isString)
                __builtin_prefetch(&m_valueUse[m_adding[i + 2 * kAhead].valueString]);
            if (i + kAhead < m_adding.size()) {
                const Pending &ahead = m_adding[i + kAhead];
                if (ahead.tree < m_trees.size() && (!ahead.isString || m_valueUse[ahead.valueString] == kValueIndexed))
                    m_trees[ahead.tree].index.prefetch({ahead.node, ahead.key, ahead.value, ahead.isString});
            }
            addOne(m_adding[i]);
        }
    } catch (...) {
        m_error = std::current_exception();
    }
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
    if (!m_filling.empty())
        post();
    m_worker.wait(m_posted);
    if (m_error)
        std::rethrow_exception(std::exchange(m_error, nullptr));
    std::vector<std::uint64_t>().swap(m_valueUse);
    std::vector<Pending>().swap(m_filling);
    std::vector<Pending>().swap(m_adding);
    for (Tree &t : m_trees) {
        t.index.release(); // before the model's nodes are made
        t.labels.shrinkToFit(); // grown a label at a time: the model keeps it
    }
}

AttributeTable PprofNodeLabels::take(std::uint32_t tree)
{
    return tree < m_trees.size() ? std::move(m_trees[tree].labels) : AttributeTable();
}

} // namespace hg
