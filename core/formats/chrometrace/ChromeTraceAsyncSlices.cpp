#include "ChromeTraceAsyncSlices.h"

#include <algorithm>
#include <map>
#include <unordered_map>

namespace hg {

namespace {

// What async events belong together by. `process` is kNoId for ids global
// across processes; `name` is kNoId for nestable events (b/e/n).
struct Key
{
    std::uint32_t id;
    std::uint32_t category;
    std::uint32_t name;
    std::uint32_t process;
    bool operator==(const Key &) const = default;
};

struct KeyHash
{
    std::size_t operator()(const Key &k) const noexcept
    {
        std::uint64_t h = k.id;
        for (const std::uint32_t v : {k.category, k.name, k.process})
            h = (h ^ v) * 0x9E3779B97F4A7C15ull;
        return std::size_t(h ^ (h >> 29));
    }
};

bool isLegacy(char phase) { return phase == 'S' || phase == 'T' || phase == 'p' || phase == 'F'; }

// An e whose name is not the innermost open slice's is looked for this far
// down (a stack of thousands of open slices of one id must not make every
// end a search through all of them).
constexpr int kNameSearchDepth = 64;

class Matcher
{
public:
    Matcher(const ChromeTraceEvents &in) : m_in(in)
    {
        // Processes as small numbers, per thread.
        std::map<QString, std::uint32_t> processIndex;
        for (const auto &[pid, process] : in.processes)
            processIndex.emplace(pid, std::uint32_t(processIndex.size()));
        m_processOfThread.reserve(in.threads.size());
        for (const ChromeTraceThread &t : in.threads)
            m_processOfThread.push_back(processIndex[t.pid]);
    }

    ChromeTraceAsyncSlices::Result run(const std::vector<std::uint32_t> &timeOrder)
    {
        for (const std::uint32_t i : timeOrder)
            add(i);
        for (const auto &[key, top] : m_top)
            for (std::uint32_t s = top; s != kNoId; s = m_below[s])
                m_out.neverEnded.push_back(s);
        std::sort(m_out.neverEnded.begin(), m_out.neverEnded.end());
        return std::move(m_out);
    }

private:
    Key keyOf(std::uint32_t event) const
    {
        const ChromeTraceEvent &e = m_in.events[event];
        const bool local = e.flags & ChromeTraceEvent::LocalId;
        return {m_in.idOf(event), e.category, isLegacy(e.phase) ? e.name.value() : kNoId, local ? m_processOfThread[e.thread] : kNoId};
    }

    std::uint32_t newSlice(std::uint32_t event, std::uint32_t parent)
    {
        const auto index = std::uint32_t(m_out.slices.size());
        m_out.slices.push_back({event, kNoId, parent, parent == kNoId ? index : m_out.slices[parent].root});
        m_below.push_back(kNoId);
        return index;
    }

    void open(const Key &key, std::uint32_t slice)
    {
        auto [it, inserted] = m_top.try_emplace(key, slice);
        if (!inserted) {
            m_below[slice] = it->second;
            it->second = slice;
        }
    }

    // The innermost open slice of the key, or kNoId.
    std::uint32_t topOf(const Key &key) const
    {
        const auto it = m_top.find(key);
        return it == m_top.end() ? kNoId : it->second;
    }

    void add(std::uint32_t i)
    {
        const ChromeTraceEvent &e = m_in.events[i];
        if (m_in.idOf(i) == kNoId) {
            m_out.withoutId.push_back(i);
            return;
        }
        const Key key = keyOf(i);
        switch (e.phase) {
        case 'b':
        case 'S':
            open(key, newSlice(i, topOf(key)));
            break;
        case 'n':
            newSlice(i, topOf(key));
            break;
        case 'T':
        case 'p':
            if (const std::uint32_t top = topOf(key); top != kNoId)
                newSlice(i, top);
            else
                m_out.orphanSteps.push_back(i);
            break;
        case 'e':
        case 'F':
            close(key, i);
            break;
        default:
            break;
        }
    }

    // Ends the innermost open slice of the key whose name is the end's (an
    // end without a name ends the innermost one).
    void close(const Key &key, std::uint32_t endEvent)
    {
        const auto it = m_top.find(key);
        if (it == m_top.end()) {
            m_out.unmatchedEnds.push_back(endEvent);
            return;
        }
        const StringId name = m_in.events[endEvent].name;
        const bool anyName = !name || m_in.events[endEvent].phase == 'F'; // F's key has its name already
        std::uint32_t above = kNoId, s = it->second;
        for (int depth = 0; s != kNoId && depth < kNameSearchDepth; ++depth) {
            if (anyName || m_in.events[m_out.slices[s].begin].name == name)
                break;
            above = s;
            s = m_below[s];
        }
        if (s == kNoId || (!anyName && m_in.events[m_out.slices[s].begin].name != name)) {
            m_out.unmatchedEnds.push_back(endEvent);
            return;
        }
        m_out.slices[s].end = endEvent;
        // Take it out of the key's open slices; those opened inside it and
        // still open stay its children.
        if (above == kNoId) {
            if (m_below[s] == kNoId)
                m_top.erase(it);
            else
                it->second = m_below[s];
        } else {
            m_below[above] = m_below[s];
        }
    }

    const ChromeTraceEvents &m_in;
    std::vector<std::uint32_t> m_processOfThread;
    std::unordered_map<Key, std::uint32_t, KeyHash> m_top; // innermost open slice per key
    std::vector<std::uint32_t> m_below;                    // per slice: the next open slice of its key
    ChromeTraceAsyncSlices::Result m_out;
};

} // namespace

ChromeTraceAsyncSlices::Result ChromeTraceAsyncSlices::match(const ChromeTraceEvents &events, const std::vector<std::uint32_t> &timeOrder)
{
    return Matcher(events).run(timeOrder);
}

} // namespace hg
