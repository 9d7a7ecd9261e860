#pragma once
#include "model/Profile.h"
#include "util/WorkerPool.h"

#include <QThreadPool>
#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

namespace hg {

// Results built from some tracks of a loaded profile, each (profile, tracks,
// variant) built once and shared by whoever asks while one of them still
// holds it: pages of a document asking for the same tree of millions of
// nodes each built their own, and several copies were both the time and most
// of the memory of a big profile's pages (the call trees; PocketMine's
// timings tree for its tree page and its tick shares). One asking while
// another builds it waits for it, giving its worker slot to the pool
// meanwhile; if the builder is cancelled, a waiter builds it.
template <typename T, typename Variant = int>
class SharedBuilds
{
public:
    using Cancelled = std::function<bool()>;
    // Builds the result; null or anything when cancelled (dropped then).
    using Build = std::function<std::shared_ptr<const T>()>;

    // tracks: as the caller names them (the same list is the same result).
    // Null when cancelled. Kept only as long as a caller holds the result.
    std::shared_ptr<const T> get(const ProfilePtr &profile, const std::vector<TrackId> &tracks, Variant variant,
                                 const Build &build, const Cancelled &cancelled = {})
    {
        std::unique_lock<std::mutex> lock(m_mutex);
        const std::shared_ptr<Entry> entry = entryOf(profile, tracks, variant);
        bool slotGiven = false;
        while (entry->building) {
            if (!slotGiven) {
                workerPool()->releaseThread(); // another job may run on the core this one does not use
                slotGiven = true;
            }
            m_built.wait_for(lock, std::chrono::milliseconds(20));
            if (cancelled && cancelled())
                break;
        }
        if (slotGiven) {
            lock.unlock();
            workerPool()->reserveThread();
            lock.lock();
        }
        if (cancelled && cancelled())
            return {};
        if (std::shared_ptr<const T> result = entry->result.lock())
            return result;
        // A waiter whose builder was cancelled, and one that came back to the
        // lock after another waiter took the build over, end up here alike.
        if (entry->building) {
            lock.unlock();
            return get(profile, tracks, variant, build, cancelled);
        }
        entry->building = true;
        lock.unlock();

        std::shared_ptr<const T> result;
        try {
            result = build();
        } catch (...) {
            const std::lock_guard<std::mutex> relock(m_mutex);
            entry->building = false;
            m_built.notify_all();
            throw;
        }
        if (cancelled && cancelled())
            result.reset();
        lock.lock();
        entry->building = false;
        entry->result = result;
        m_built.notify_all();
        return result;
    }

private:
    struct Entry
    {
        std::weak_ptr<const Profile> profile;
        std::vector<TrackId> tracks;
        Variant variant;
        std::weak_ptr<const T> result;
        bool building = false;
    };

    // Under the lock: the entry of this result, made if new; entries whose
    // profile or result is gone are dropped on the way.
    std::shared_ptr<Entry> entryOf(const ProfilePtr &profile, const std::vector<TrackId> &tracks, Variant variant)
    {
        std::erase_if(m_entries, [](const std::shared_ptr<Entry> &e) {
            return e->profile.expired() || (!e->building && e->result.expired());
        });
        for (const std::shared_ptr<Entry> &e : m_entries)
            if (e->variant == variant && e->tracks == tracks && e->profile.lock() == profile)
                return e;
        auto entry = std::make_shared<Entry>(Entry{profile, tracks, variant, {}, false});
        m_entries.push_back(entry);
        return entry;
    }

    std::mutex m_mutex;
    std::condition_variable m_built;
    std::vector<std::shared_ptr<Entry>> m_entries; // a few: one per document and variant
};

} // namespace hg
