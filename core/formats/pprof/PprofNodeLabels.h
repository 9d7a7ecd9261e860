#pragma once
#include "PprofLabelLane.h"
#include "model/AttributeTable.h"
#include "model/Ids.h"
#include "util/SerialWorker.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <exception>
#include <memory>
#include <vector>

namespace hg {

// The labels a timed pprof profile's samples set on their nodes, each
// (node, key, value) kept once per tree, in the order the samples first set
// them. The assembly hands every sample's labels over as it reaches them,
// their strings interned already; they are looked up and added a batch at a
// time by two lanes (PprofLabelLane), each on a thread of its own and each
// for half the label index's parts, so the lookups, a cache miss each in
// tables of millions, leave the assembly's thread and take whatever the
// decoding and the assembly leave of both cores. Each lane adds in file
// order, as one thread would. Several batches are in flight: the assembly
// waits only when a lane is that far behind (on a shared machine a thread
// is often not scheduled for a while).
class PprofNodeLabels
{
public:
    // `strings`: the size of the profile's string table; `useThreads`:
    // whether to add on threads (else when a batch is full, on the caller's).
    PprofNodeLabels(std::size_t strings, bool useThreads);
    ~PprofNodeLabels();

    // A label of `tree`'s `node`: a string (its id, and its index in the
    // profile's string table) or a number.
    void addString(std::uint32_t tree, StackId node, StringId key, StringId value, std::int64_t valueString)
    {
        add({node, key, std::int64_t(value), std::uint64_t(valueString), tree, true});
    }
    void addInt(std::uint32_t tree, StackId node, StringId key, std::int64_t value) { add({node, key, value, 0, tree, false}); }
    // Every label added: the tables are complete (throws what adding met).
    // Each is then sorted by node on a lane's thread (as the model keeps
    // them; the trees take turns on the lanes), while the caller goes on
    // with the nodes.
    void finish();
    // A tree's labels, after finish(), sorted by node, each node's in the
    // order they came; moved out (waits for the sort, throws what it met).
    AttributeTable take(std::uint32_t tree);

private:
    using Pending = PprofLabelLane::Label;
    static constexpr std::size_t kLanes = 2;
    static constexpr std::size_t kBatch = 16384;
    // A batch handed over: the lanes' from post() until their tickets have
    // run, then the caller's again (their errors, its vector to refill).
    struct Posted
    {
        std::vector<Pending> labels;
        std::array<std::exception_ptr, kLanes> errors;
        std::array<SerialWorker::Ticket, kLanes> tickets{};
        bool last = false; // the queues are emptied after it
    };
    // A tree's table, both lanes' in one, sorted on a lane's thread.
    struct Sorted
    {
        AttributeTable labels;
        std::size_t worker = 0;
        SerialWorker::Ticket ticket = 0;
        std::exception_ptr error;
    };
    static constexpr std::size_t kInFlight = 4;
    void add(const Pending &label)
    {
        m_filling.push_back(label);
        if (m_filling.size() == kBatch)
            post();
    }
    // Hands the labels gathered over (once the batch that used its slot
    // kInFlight batches before is added); `last`: no label follows.
    void post(bool last = false);
    // Waits for `batch` and rethrows what adding it met.
    void collect(Posted &batch);
    // Waits for every batch posted; rethrows the first error met.
    void collectAll();
    // On lane `lane`'s thread.
    void addBatch(Posted &batch, std::size_t lane);
    // A tree's lane tables in one, sorted by node (on a lane's thread).
    void sortTree(Sorted &tree, std::uint32_t index);
    bool anyFailed() const;

    std::vector<PprofLabelLane> m_lanes; // each the data of its worker's jobs
    std::vector<Pending> m_filling; // the caller's
    std::array<Posted, kInFlight> m_posted;
    std::size_t m_nextSlot = 0; // of m_posted, the caller's
    std::vector<Sorted> m_sorted;
    // Set by a lane when adding failed: its batches after add nothing, and
    // the caller stops at its next post rather than kInFlight later. By
    // lane: the other still adds the batches before, whose errors come first.
    std::array<std::atomic<bool>, kLanes> m_failed{};
    // Last, so they are destroyed first: each waits for the job it runs.
    std::array<std::unique_ptr<SerialWorker>, kLanes> m_workers;
};

} // namespace hg
