#include "PprofSamplesAhead.h"

#include "PprofKeys.h"
#include "util/TextHash.h"

#include <QThread>
#include <algorithm>
#include <climits>
#include <stdexcept>
#include <utility>

namespace hg {

PprofSamplesAhead::PprofSamplesAhead(const PprofProfile &profile, PprofPathTotals *paths)
    : p(profile), m_paths(paths), m_samples(profile), m_ahead(QThread::idealThreadCount() > 1 && profile.sampleBytes > kAheadBytes), m_worker(m_ahead)
{
    for (Slot &slot : m_slots)
        start(slot);
}

PprofSamplesAhead::~PprofSamplesAhead() = default;

void PprofSamplesAhead::Batch::clear()
{
    samples.clear();
    locations.clear();
    values.clear();
    labels.clear();
    error = nullptr;
}

void PprofSamplesAhead::start(Slot &slot)
{
    slot.ticket = m_worker.post([this, &slot] { slot.decoded = decode(slot); });
}

void PprofSamplesAhead::find(Slot &slot)
{
    slot.where.clear();
    if (!m_found) // the fields were checked by PprofDecoder::decode: finding them throws nothing
        for (PprofProfile::Sample s; slot.where.size() < kBatchSamples && m_samples.next(s);)
            slot.where.push_back(s);
    m_found = m_found || slot.where.size() < kBatchSamples;
    slot.last = m_found;
}

PprofSamplesAhead::Batch PprofSamplesAhead::decode(Slot &slot)
{
    Batch batch = std::move(slot.spent); // its vectors reused: no large allocation a batch
    batch.clear();
    try {
        find(slot);
        batch.samples.reserve(slot.where.size()); // in the try too: nothing may escape the decoding thread
        for (const PprofProfile::Sample &where : slot.where) {
            const std::size_t begin = batch.locations.size(), firstLabel = batch.labels.size();
            PprofDecoder::appendSample(p, where, batch.locations, batch.values, batch.labels);
            const std::size_t locationsEnd = batch.locations.size();
            if (m_paths) // a path is per thread: its key ends with the thread's string
                PprofDecoder::appendVarint(batch.locations, std::uint64_t(threadString({batch.labels.data() + firstLabel, batch.labels.size() - firstLabel})));
            const auto threadBytes = std::uint8_t(batch.locations.size() - locationsEnd);
            if (batch.locations.size() > UINT32_MAX || batch.values.size() > UINT32_MAX || batch.labels.size() > UINT32_MAX)
                throw std::length_error("a batch of samples too large to index");
            const std::string_view key(batch.locations.data() + begin, batch.locations.size() - begin);
            batch.samples.push_back({where.offset, m_paths ? textHash(key) : 0, std::uint32_t(batch.locations.size()),
                                     std::uint32_t(batch.values.size()), std::uint32_t(batch.labels.size()), kNoId, threadBytes, false});
        }
    } catch (...) {
        batch.error = std::current_exception();
    }
    if (m_paths)
        addPaths(batch);
    return batch;
}

void PprofSamplesAhead::addPaths(Batch &batch) const
{
    // The paths' slots, entries and sums are read at random: asked for a
    // few samples ahead, in stages, their cache misses overlap.
    const std::size_t count = batch.samples.size();
    constexpr std::size_t kSlotAhead = 16, kEntryAhead = 8, kSumsAhead = 4;
    for (std::size_t i = 0; i < std::min(count, kSlotAhead); ++i)
        m_paths->prefetchSlot(batch.samples[i].hash);
    std::size_t i = 0;
    try {
        for (; i < count; ++i) {
            if (i + kSlotAhead < count)
                m_paths->prefetchSlot(batch.samples[i + kSlotAhead].hash);
            if (i + kEntryAhead < count)
                m_paths->prefetchEntry(batch.samples[i + kEntryAhead].hash);
            if (i + kSumsAhead < count)
                m_paths->prefetchSums(batch.samples[i + kSumsAhead].hash);
            Batch::Entry &e = batch.samples[i];
            const Batch::Entry *const before = i ? &batch.samples[i - 1] : nullptr;
            const std::uint32_t keyBegin = before ? before->locationsEnd : 0, valuesBegin = before ? before->valuesEnd : 0;
            const std::span<const std::int64_t> values(batch.values.data() + valuesBegin, e.valuesEnd - valuesBegin);
            if (values.size() != p.sampleTypes.size())
                continue; // left out by the caller
            const bool onNode = e.locationsEnd - e.threadBytes > keyBegin; // it has locations
            e.path = m_paths->add(std::string_view(batch.locations.data() + keyBegin, e.locationsEnd - keyBegin), e.hash, values, onNode, e.newPath);
        }
    } catch (...) {
        // Before the batch's own error, if it has one: the caller sees the
        // samples before this one, then this error.
        batch.samples.resize(i);
        batch.error = std::current_exception();
    }
}

std::int64_t PprofSamplesAhead::threadString(std::span<const PprofProfile::Label> labels) const
{
    for (const PprofProfile::Label &l : labels)
        if (l.str && p.strings[std::size_t(l.key)] == pprof::key::kThreadLabel)
            return l.str;
    return 0;
}

void PprofSamplesAhead::sampleAt(std::size_t i, Sample &into) const
{
    const Batch::Entry &e = m_batch.samples[i];
    const Batch::Entry *const before = i ? &m_batch.samples[i - 1] : nullptr;
    const std::uint32_t locations = before ? before->locationsEnd : 0, values = before ? before->valuesEnd : 0,
                        labels = before ? before->labelsEnd : 0;
    into.offset = e.offset;
    into.locations = std::string_view(m_batch.locations.data() + locations, e.locationsEnd - e.threadBytes - locations);
    into.values = std::span<const std::int64_t>(m_batch.values.data() + values, e.valuesEnd - values);
    into.labels = std::span<const PprofProfile::Label>(m_batch.labels.data() + labels, e.labelsEnd - labels);
    into.path = e.path;
    into.newPath = e.newPath;
}

bool PprofSamplesAhead::next(Sample &sample)
{
    while (m_index == m_batch.samples.size()) {
        if (m_batch.error) // after the samples before it, in file order
            std::rethrow_exception(std::exchange(m_batch.error, nullptr));
        if (m_done)
            return false;
        Slot &slot = m_slots[m_next];
        m_worker.wait(slot.ticket);
        slot.spent = std::exchange(m_batch, std::move(slot.decoded));
        m_index = 0;
        m_done = slot.last;
        if (!m_done)
            start(slot); // as many batches on as there are slots: the others hold the ones between
        m_next = (m_next + 1) % m_slots.size();
    }
    sampleAt(m_index++, sample);
    return true;
}

void PprofSamplesAhead::decodeLocations(std::string_view locations, std::vector<std::uint64_t> &ids)
{
    ids.clear();
    std::uint64_t id = 0;
    int shift = 0;
    for (const char c : locations) {
        id |= std::uint64_t(std::uint8_t(c) & 0x7F) << shift;
        shift += 7;
        if (!(std::uint8_t(c) & 0x80)) {
            ids.push_back(id);
            id = 0;
            shift = 0;
        }
    }
}

} // namespace hg
