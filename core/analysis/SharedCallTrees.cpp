#include "SharedCallTrees.h"

#include "util/WorkerPool.h"

#include <QThreadPool>
#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>

namespace hg {

namespace {

struct Entry
{
    std::weak_ptr<const Profile> profile;
    std::vector<TrackId> tracks;
    CallTree::Direction direction;
    std::weak_ptr<const CallTree> tree;
    bool building = false;
};

std::mutex mutex;
std::condition_variable treeBuilt;
std::vector<std::shared_ptr<Entry>> entries; // a few: one per document and direction

// Every track, in order, when none are named: the same tree either way.
std::vector<TrackId> trackListOf(const Profile &profile, const std::vector<TrackId> &tracks)
{
    if (!tracks.empty())
        return tracks;
    std::vector<TrackId> all(profile.tracks().size());
    for (std::uint32_t i = 0; i < all.size(); ++i)
        all[i] = TrackId(i);
    return all;
}

// Under the lock: the entry of this tree, made if new; entries whose
// profile or tree is gone are dropped on the way.
std::shared_ptr<Entry> entryOf(const ProfilePtr &profile, const std::vector<TrackId> &tracks, CallTree::Direction direction)
{
    std::erase_if(entries, [](const std::shared_ptr<Entry> &e) {
        return e->profile.expired() || (!e->building && e->tree.expired());
    });
    for (const std::shared_ptr<Entry> &e : entries)
        if (e->direction == direction && e->tracks == tracks && e->profile.lock() == profile)
            return e;
    auto entry = std::make_shared<Entry>();
    entry->profile = profile;
    entry->tracks = tracks;
    entry->direction = direction;
    entries.push_back(entry);
    return entry;
}

} // namespace

std::shared_ptr<const CallTree> SharedCallTrees::get(const ProfilePtr &profile, const std::vector<TrackId> &trackList,
                                                     CallTree::Direction direction, const CallTree::CancelCheck &cancelled)
{
    const std::vector<TrackId> tracks = trackListOf(*profile, trackList);
    std::unique_lock<std::mutex> lock(mutex);
    const std::shared_ptr<Entry> entry = entryOf(profile, tracks, direction);
    bool slotGiven = false;
    while (entry->building) {
        if (!slotGiven) {
            workerPool()->releaseThread(); // another job may run on the core this one does not use
            slotGiven = true;
        }
        treeBuilt.wait_for(lock, std::chrono::milliseconds(20));
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
    if (std::shared_ptr<const CallTree> tree = entry->tree.lock())
        return tree;
    // A waiter whose builder was cancelled, and one that came back to the
    // lock after another waiter took the build over, end up here alike.
    if (entry->building) {
        lock.unlock();
        return get(profile, trackList, direction, cancelled);
    }
    entry->building = true;
    lock.unlock();

    std::shared_ptr<const CallTree> tree;
    try {
        tree = std::make_shared<const CallTree>(CallTree::build(*profile, tracks, direction, cancelled));
    } catch (...) {
        const std::lock_guard<std::mutex> relock(mutex);
        entry->building = false;
        treeBuilt.notify_all();
        throw;
    }
    if (cancelled && cancelled())
        tree.reset(); // build() gave an empty tree
    lock.lock();
    entry->building = false;
    entry->tree = tree;
    treeBuilt.notify_all();
    return tree;
}

} // namespace hg
