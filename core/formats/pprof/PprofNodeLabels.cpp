#include "PprofNodeLabels.h"

#include "model/Permutation.h"

#include <algorithm>
#include <span>
#include <utility>

namespace hg {

PprofNodeLabels::PprofNodeLabels(std::size_t strings, bool useThreads)
{
    m_lanes.reserve(kLanes);
    for (std::size_t lane = 0; lane < kLanes; ++lane) {
        m_lanes.emplace_back(strings, lane, kLanes);
        m_workers[lane] = std::make_unique<SerialWorker>(useThreads);
    }
    m_filling.reserve(kBatch);
}

PprofNodeLabels::~PprofNodeLabels() = default;

bool PprofNodeLabels::anyFailed() const
{
    return std::any_of(m_failed.begin(), m_failed.end(), [](const std::atomic<bool> &failed) { return failed.load(std::memory_order_acquire); });
}

void PprofNodeLabels::post(bool last)
{
    if (anyFailed())
        collectAll();
    Posted &batch = m_posted[m_nextSlot];
    m_nextSlot = (m_nextSlot + 1) % kInFlight;
    collect(batch);
    std::swap(m_filling, batch.labels);
    m_filling.clear();
    batch.last = last;
    for (std::size_t lane = 0; lane < kLanes; ++lane)
        batch.tickets[lane] = m_workers[lane]->post([this, &batch, lane] { addBatch(batch, lane); });
}

void PprofNodeLabels::collect(Posted &batch)
{
    for (std::size_t lane = 0; lane < kLanes; ++lane)
        m_workers[lane]->wait(batch.tickets[lane]);
    for (std::exception_ptr &error : batch.errors)
        if (error)
            std::rethrow_exception(std::exchange(error, nullptr));
}

void PprofNodeLabels::collectAll()
{
    // In posting order: the first batch that failed is the one reported.
    for (std::size_t i = 0; i < kInFlight; ++i)
        collect(m_posted[(m_nextSlot + i) % kInFlight]);
}

void PprofNodeLabels::addBatch(Posted &batch, std::size_t lane)
{
    if (m_failed[lane].load(std::memory_order_relaxed))
        return; // a batch before failed: the read stops there
    try {
        m_lanes[lane].add(batch.labels, batch.last);
    } catch (...) {
        batch.errors[lane] = std::current_exception();
        m_failed[lane].store(true, std::memory_order_release);
    }
}

void PprofNodeLabels::finish()
{
    post(true);
    collectAll();
    std::vector<Pending>().swap(m_filling);
    for (Posted &batch : m_posted)
        std::vector<Pending>().swap(batch.labels);
    for (PprofLabelLane &lane : m_lanes)
        lane.finish(); // the lanes are idle: their indexes go before the model's nodes are made
    std::size_t trees = 0;
    for (const PprofLabelLane &lane : m_lanes)
        trees = std::max(trees, lane.trees());
    // The model's builder would sort them on its one thread, after the
    // nodes; here the sort takes another core while the nodes are made.
    m_sorted = std::vector<Sorted>(trees);
    for (std::uint32_t tree = 0; tree < trees; ++tree) {
        Sorted &sorted = m_sorted[tree];
        sorted.worker = tree % kLanes;
        sorted.ticket = m_workers[sorted.worker]->post([this, &sorted, tree] { sortTree(sorted, tree); });
    }
}

void PprofNodeLabels::sortTree(Sorted &tree, std::uint32_t index)
{
    try {
        tree.labels = m_lanes[0].take(index);
        for (std::size_t lane = 1; lane < kLanes; ++lane) {
            const AttributeTable other = m_lanes[lane].take(index);
            tree.labels.reserve(tree.labels.size() + other.size());
            for (const AttributeTable::Entry e : other.all())
                tree.labels.add(e.owner, e.key, e.value);
        }
        tree.labels.shrinkToFit(); // grown a label at a time: the model keeps it
        PermuteScratch scratch; // freed as soon as the tree is sorted
        tree.labels.sortByOwner(&scratch);
    } catch (...) {
        tree.error = std::current_exception();
    }
}

AttributeTable PprofNodeLabels::take(std::uint32_t tree)
{
    if (tree >= m_sorted.size())
        return AttributeTable();
    Sorted &t = m_sorted[tree];
    m_workers[t.worker]->wait(t.ticket);
    if (t.error)
        std::rethrow_exception(std::exchange(t.error, nullptr));
    return std::move(t.labels);
}

} // namespace hg
