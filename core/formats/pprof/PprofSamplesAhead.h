#pragma once
#include "PprofDecoder.h"
#include "PprofPathTotals.h"
#include "PprofProfile.h"
#include "util/SerialWorker.h"

#include <array>
#include <exception>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace hg {

// The samples of a decoded profile in file order, found (a walk over the
// top-level fields) and decoded a batch at a time on another core (one
// thread for the whole read) while the caller assembles the batch before:
// the assembly, which must stay in file order on one thread, gets each
// sample's fields ready. A sample's location ids come as the
// varints that spell them. Given a PprofPathTotals (a timed profile), the
// worker also numbers each sample's path, by its thread's string index and
// those varints, and adds its values there: the caller walks only the
// paths met for the first time and adds no values. A batch's error (a bad
// field, a label naming no string) is thrown when the caller reaches the
// sample that has it, after the samples before it.
class PprofSamplesAhead
{
public:
    // `paths`, when given, is filled on the worker (read it once next()
    // returned false).
    explicit PprofSamplesAhead(const PprofProfile &profile, PprofPathTotals *paths = nullptr);
    ~PprofSamplesAhead();

    struct Sample
    {
        qint64 offset = 0;
        std::string_view locations; // varints, leaf first
        std::span<const std::int64_t> values;
        std::span<const PprofProfile::Label> labels;
        // With a PprofPathTotals: the sample's path and whether this is its
        // first sample (kNoId for a sample whose values do not match the
        // sample types: it adds nothing).
        std::uint32_t path = kNoId;
        bool newPath = false;
    };
    // The next sample (valid until the call after); false after the last.
    bool next(Sample &sample);
    // For lookups asked for ahead of their use: how many samples follow
    // the current one in its batch, and the `ahead`th of them (1 up to
    // peekable()).
    std::size_t peekable() const { return m_batch.samples.size() - m_index; }
    Sample peek(std::size_t ahead) const
    {
        Sample s;
        sampleAt(m_index + ahead - 1, s);
        return s;
    }
    // The location ids of `locations` (leaf first) into `ids`.
    static void decodeLocations(std::string_view locations, std::vector<std::uint64_t> &ids);

    static constexpr std::size_t kBatchSamples = 8192;
    // Smaller files are decoded on the caller's thread: a thread would cost more.
    static constexpr std::uint64_t kAheadBytes = 1 << 20;

private:
    struct Batch
    {
        struct Entry
        {
            qint64 offset;
            std::uint64_t hash;
            std::uint32_t locationsEnd, valuesEnd, labelsEnd;
            std::uint32_t path;
            std::uint8_t threadBytes; // of the path's key after the locations
            bool newPath;
        };
        std::vector<Entry> samples;
        std::string locations;
        std::vector<std::int64_t> values;
        std::vector<PprofProfile::Label> labels;
        std::exception_ptr error; // of the sample after the last one here
        void clear();
    };
    // Batches take turns in the slots.
    struct Slot
    {
        std::vector<PprofProfile::Sample> where; // the batch's samples, as find() found them
        Batch spent; // the caller's batch before, reused by the next
        Batch decoded; // by the worker, once `ticket` has run
        SerialWorker::Ticket ticket = 0;
        bool last = false;
    };
    // Posts the slot's next batch to the worker.
    void start(Slot &slot);
    // The batch's samples, in file order after the batch before's (on the worker).
    void find(Slot &slot);
    // The slot's batch found and decoded (on the worker; an error is the batch's).
    Batch decode(Slot &slot);
    // The batch's samples' paths numbered and their values added (on the worker).
    void addPaths(Batch &batch) const;
    // The string index of the sample's first "thread" label, or 0.
    std::int64_t threadString(std::span<const PprofProfile::Label> labels) const;
    // Written field by field into `into`: a Sample built and then copied
    // over it was read back in 16-byte pieces from stores of other sizes,
    // which cannot be forwarded, so each next() waited for the stores
    // before it (the assembly's, many to cold memory) to reach the cache.
    void sampleAt(std::size_t i, Sample &into) const;

    const PprofProfile &p;
    PprofPathTotals *const m_paths; // written by the worker only
    PprofDecoder::Samples m_samples; // walked on the worker only
    bool m_ahead = false;
    bool m_found = false; // every sample was found (the worker's)
    std::array<Slot, 3> m_slots;
    std::size_t m_next = 0;
    Batch m_batch; // the caller's
    std::size_t m_index = 0; // of its next sample
    bool m_done = false;
    // Last, so it is destroyed first: it waits for the batch it may be
    // decoding into a slot.
    SerialWorker m_worker;
};

} // namespace hg
