#pragma once
#include "PprofLabelIndex.h"
#include "model/AttributeTable.h"
#include "model/Ids.h"
#include "util/SerialWorker.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <exception>
#include <vector>

namespace hg {

// The labels a timed pprof profile's samples set on their nodes, each
// (node, key, value) kept once per tree, in the order the samples first set
// them. The assembly hands every sample's labels over as it reaches them,
// their strings interned already; they are looked up and added a batch at a
// time on a thread of their own (one SerialWorker: in file order, as one
// thread would), so the lookups, a cache miss each in tables of millions,
// leave the assembly's thread. Several batches are in flight: the
// assembly waits only when the worker is that far behind (on a shared
// machine a thread is often not scheduled for a while). A label whose
// value string is met for the first time is added without a lookup and
// indexed only if the value comes again (most such values never do: a span
// id per sample). On the worker, labels wait in a queue per part of the
// index (PprofLabelIndex::partOfNode) and a full queue is added at once:
// its lookups stay within that part's pages. A node's labels share a
// queue, so they are added in the order they came.
class PprofNodeLabels
{
public:
    // `strings`: the size of the profile's string table; `useThread`:
    // whether to add on a thread (else when a batch is full, on the caller's).
    PprofNodeLabels(std::size_t strings, bool useThread);
    ~PprofNodeLabels();

    // A label of `tree`'s `node`: a string (its id, and its index in the
    // profile's string table) or a number.
    void addString(std::uint32_t tree, StackId node, StringId key, StringId value, std::int64_t valueString)
    {
        add({node, key, std::int64_t(value), std::uint64_t(valueString), tree, true});
    }
    void addInt(std::uint32_t tree, StackId node, StringId key, std::int64_t value) { add({node, key, value, 0, tree, false}); }
    // Every label added: the tables are complete (throws what adding met).
    // Each is then sorted by node on the worker (as the model keeps them),
    // while the caller goes on with the nodes.
    void finish();
    // A tree's labels, after finish(), sorted by node, each node's in the
    // order they came; moved out (waits for the sort, throws what it met).
    AttributeTable take(std::uint32_t tree);

private:
    struct Pending
    {
        StackId node;
        StringId key;
        std::int64_t value; // an Int's value or a String's id
        std::uint64_t valueString; // a String's index in the string table
        std::uint32_t tree;
        bool isString;
    };
    struct Tree
    {
        AttributeTable labels;
        PprofLabelIndex index;
        SerialWorker::Ticket sorted = 0;
        std::exception_ptr sortError;
    };
    static constexpr std::size_t kBatch = 16384;
    // A batch handed over: the worker's from post() until its ticket has
    // run, then the caller's again (its error, its vector to refill).
    struct Posted
    {
        std::vector<Pending> labels;
        std::exception_ptr error;
        SerialWorker::Ticket ticket = 0;
        bool last = false; // the queues are emptied after it
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
    void addBatch(Posted &batch); // on the worker, into its part's queues
    // A part's queued labels added to the trees (on the worker).
    void addQueued(std::size_t part);
    void addOne(const Pending &label);
    // Indexes an entry added without a lookup.
    void indexEntry(Tree &t, std::uint32_t entry);

    // Where a string of the table was used as a label's value: unused, every
    // label with it indexed, or (tree << 32) | entry of the one label with it,
    // not indexed.
    static constexpr std::uint64_t kValueUnused = ~std::uint64_t(0);
    static constexpr std::uint64_t kValueIndexed = kValueUnused - 1;
    std::vector<std::uint64_t> m_valueUse; // the worker's, by string index
    std::vector<Tree> m_trees; // the worker's
    // The worker's: labels waiting, by part of the index.
    static constexpr std::size_t kQueued = 2048;
    std::array<std::vector<Pending>, PprofLabelIndex::kParts> m_queues;
    std::vector<Pending> m_filling; // the caller's
    std::array<Posted, kInFlight> m_posted;
    std::size_t m_nextSlot = 0; // of m_posted, the caller's
    // Set by the worker when adding failed: the batches after add nothing,
    // and the caller stops at its next post rather than kInFlight later.
    std::atomic<bool> m_failed = false;
    // Last, so it is destroyed first: it waits for the batch being added.
    SerialWorker m_worker;
};

} // namespace hg
