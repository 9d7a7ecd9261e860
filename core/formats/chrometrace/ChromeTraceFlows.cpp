#include "ChromeTraceFlows.h"

#include "util/CountArg.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <unordered_map>

namespace hg {

namespace {

// One event of a flow, in time order: where the flow goes next.
struct FlowStep
{
    enum Kind : std::uint8_t { Start, Continue, End };
    TimePs time = 0;
    std::uint32_t event = 0; // ties go by file order
    Kind kind = Start;
    bool version2 = false;   // bind_id on a slice, not an s/t/f event
    std::uint32_t id = 0;
    AddedSpan span;          // what it binds to; no track when nothing
};

// What the events of one flow share.
struct FlowKey
{
    std::uint32_t id;
    std::uint32_t category;
    std::uint32_t name;
    std::uint32_t process; // kNoId unless the id is local to a process
    bool version2;
    bool operator==(const FlowKey &) const = default;
};

struct FlowKeyHash
{
    std::size_t operator()(const FlowKey &k) const noexcept
    {
        std::uint64_t h = k.id * 2 + (k.version2 ? 1 : 0);
        for (const std::uint32_t v : {k.category, k.name, k.process})
            h = (h ^ v) * 0x9E3779B97F4A7C15ull;
        return std::size_t(h ^ (h >> 29));
    }
};

// The slices of each thread in start order, the outer first where starts
// are equal; the threads one after another.
class ThreadSlices
{
public:
    explicit ThreadSlices(std::vector<ChromeTraceThreadSlice> slices) : m_slices(std::move(slices))
    {
        std::sort(m_slices.begin(), m_slices.end(), [](const ChromeTraceThreadSlice &a, const ChromeTraceThreadSlice &b) {
            if (a.thread != b.thread)
                return a.thread < b.thread;
            if (a.start != b.start)
                return a.start < b.start;
            return a.end > b.end;
        });
    }
    std::pair<std::size_t, std::size_t> of(std::uint32_t thread) const
    {
        const auto first = std::lower_bound(m_slices.begin(), m_slices.end(), thread,
                                            [](const ChromeTraceThreadSlice &s, std::uint32_t t) { return s.thread < t; });
        auto last = first;
        while (last != m_slices.end() && last->thread == thread)
            ++last;
        return {std::size_t(first - m_slices.begin()), std::size_t(last - m_slices.begin())};
    }
    const ChromeTraceThreadSlice &operator[](std::size_t i) const { return m_slices[i]; }
    // The first slice of [first, last) starting at or after t.
    std::size_t firstFrom(std::size_t first, std::size_t last, TimePs t) const
    {
        return std::size_t(std::lower_bound(m_slices.begin() + std::ptrdiff_t(first), m_slices.begin() + std::ptrdiff_t(last), t,
                                            [](const ChromeTraceThreadSlice &s, TimePs time) { return s.start < time; })
                           - m_slices.begin());
    }

private:
    std::vector<ChromeTraceThreadSlice> m_slices;
};

class FlowLinker
{
    Q_DECLARE_TR_FUNCTIONS(ChromeTraceFlows)
public:
    FlowLinker(const ChromeTraceEvents &in, ProfileBuilder &builder) : m_in(in), m_builder(builder)
    {
        std::map<QString, std::uint32_t> processIndex;
        for (const auto &[pid, process] : in.processes)
            processIndex.emplace(pid, std::uint32_t(processIndex.size()));
        for (const ChromeTraceThread &t : in.threads)
            m_processOfThread.push_back(processIndex[t.pid]);
    }

    void run(std::vector<ChromeTraceThreadSlice> slices, const std::vector<AddedSpan> &spanOfEvent, std::int64_t originUs)
    {
        std::vector<FlowStep> steps = eventSteps(originUs);
        bind(steps, ThreadSlices(std::move(slices)));
        for (const ChromeTraceBinding &b : m_in.bindings) {
            const ChromeTraceEvent &e = m_in.events[b.event];
            const std::optional<TimePs> t = e.ts.since(originUs);
            if (!t || b.event >= spanOfEvent.size() || spanOfEvent[b.event].track == kNoId)
                continue; // an event left out (its own warning says why)
            const FlowStep::Kind kind = b.in && b.out ? FlowStep::Continue : b.out ? FlowStep::Start : FlowStep::End;
            steps.push_back({*t, b.event, kind, true, b.id, spanOfEvent[b.event]});
        }
        std::sort(steps.begin(), steps.end(), [](const FlowStep &a, const FlowStep &b) {
            return a.time != b.time ? a.time < b.time : a.event < b.event;
        });
        for (const FlowStep &step : steps)
            follow(step);
        m_unfinished += m_open.size();
        warn();
    }

private:
    struct OpenFlow
    {
        AddedSpan last; // no track while its last event bound to nothing
        StringId name, category;
    };

    std::vector<FlowStep> eventSteps(std::int64_t originUs)
    {
        std::vector<FlowStep> steps;
        for (std::uint32_t i = 0; i < m_in.events.size(); ++i) {
            const ChromeTraceEvent &e = m_in.events[i];
            if (e.phase != 's' && e.phase != 't' && e.phase != 'f')
                continue;
            const std::optional<TimePs> t = e.ts.since(originUs);
            if (!t)
                continue;
            const std::uint32_t id = m_in.idOf(i);
            if (id == kNoId) {
                ++m_withoutId;
                continue;
            }
            const FlowStep::Kind kind = e.phase == 's' ? FlowStep::Start : e.phase == 't' ? FlowStep::Continue : FlowStep::End;
            steps.push_back({*t, i, kind, false, id, {}});
        }
        return steps;
    }

    // Binds each s/t/f to a slice of its thread: a sweep over each thread's
    // slices in start order with the stack of those open.
    void bind(std::vector<FlowStep> &steps, const ThreadSlices &slices)
    {
        std::vector<std::uint32_t> order(steps.size());
        std::iota(order.begin(), order.end(), 0u);
        std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
            const std::uint32_t ta = m_in.events[steps[a].event].thread, tb = m_in.events[steps[b].event].thread;
            return ta != tb ? ta < tb : steps[a].time < steps[b].time;
        });
        std::vector<std::size_t> open;
        std::uint32_t thread = kNoId;
        std::size_t first = 0, last = 0, next = 0;
        for (const std::uint32_t s : order) {
            FlowStep &step = steps[s];
            const ChromeTraceEvent &e = m_in.events[step.event];
            if (e.thread != thread) {
                thread = e.thread;
                std::tie(first, last) = slices.of(thread);
                next = first;
                open.clear();
            }
            if (step.kind == FlowStep::End && !(e.flags & ChromeTraceEvent::BindEnclosing)) {
                const std::size_t k = slices.firstFrom(first, last, step.time);
                if (k < last)
                    step.span = slices[k].span;
                continue;
            }
            for (; next < last && slices[next].start <= step.time; ++next) {
                while (!open.empty() && slices[open.back()].end <= slices[next].start)
                    open.pop_back();
                open.push_back(next);
            }
            while (!open.empty() && slices[open.back()].end <= step.time)
                open.pop_back();
            if (!open.empty())
                step.span = slices[open.back()].span;
        }
    }

    void follow(const FlowStep &step)
    {
        const ChromeTraceEvent &e = m_in.events[step.event];
        if (!step.version2 && step.span.track == kNoId)
            ++m_unbound;
        const bool local = !step.version2 && (e.flags & ChromeTraceEvent::LocalId);
        const FlowKey key = step.version2 ? FlowKey{step.id, 0, 0, kNoId, true}
                                          : FlowKey{step.id, e.category, e.name, local ? m_processOfThread[e.thread] : kNoId, false};
        const auto it = m_open.find(key);
        if (step.kind == FlowStep::Start || (step.version2 && step.kind == FlowStep::Continue && it == m_open.end())) {
            if (it != m_open.end()) {
                ++m_unfinished; // started again before it ended
                it->second = {step.span, e.name, e.category};
            } else {
                m_open.emplace(key, OpenFlow{step.span, step.version2 ? StringId() : e.name, step.version2 ? StringId() : e.category});
            }
            return;
        }
        if (it == m_open.end()) {
            ++m_withoutStart;
            return;
        }
        OpenFlow &flow = it->second;
        if (flow.last.track != kNoId && step.span.track != kNoId) {
            if (flow.last.track == step.span.track && flow.last.index == step.span.index)
                ++m_withinOneSlice;
            else
                m_builder.addFlow(flow.last, step.span, flow.name, flow.category);
        }
        if (step.kind == FlowStep::End)
            m_open.erase(it);
        else if (step.span.track != kNoId)
            flow.last = step.span;
    }

    void warn()
    {
        if (m_unbound)
            m_builder.warn(tr("%n flow event(s) (s/t/f) found no slice on their thread to bind to; their flows miss that link", nullptr, countArg(m_unbound)));
        if (m_withoutStart)
            m_builder.warn(tr("%n flow step(s) or end(s) have no flow started before them (no s or flow_out); they are ignored", nullptr, countArg(m_withoutStart)));
        if (m_unfinished)
            m_builder.warn(tr("%n flow(s) were started and never ended (no f or flow_in)", nullptr, countArg(m_unfinished)));
        if (m_withinOneSlice)
            m_builder.warn(tr("%n flow link(s) lead from a slice to itself (both events bind to it); they are not shown", nullptr, countArg(m_withinOneSlice)));
        if (m_withoutId)
            m_builder.warn(tr("%n flow event(s) have no id; they are ignored", nullptr, countArg(m_withoutId)));
    }

    const ChromeTraceEvents &m_in;
    ProfileBuilder &m_builder;
    std::vector<std::uint32_t> m_processOfThread;
    std::unordered_map<FlowKey, OpenFlow, FlowKeyHash> m_open;
    std::size_t m_unbound = 0, m_withoutStart = 0, m_unfinished = 0, m_withoutId = 0, m_withinOneSlice = 0;
};

} // namespace

void ChromeTraceFlows::link(const ChromeTraceEvents &events, std::vector<ChromeTraceThreadSlice> slices,
                            const std::vector<AddedSpan> &spanOfEvent, std::int64_t originUs, ProfileBuilder &builder)
{
    FlowLinker(events, builder).run(std::move(slices), spanOfEvent, originUs);
}

} // namespace hg
