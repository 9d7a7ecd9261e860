#include "FirefoxGenerator.h"

#include <algorithm>
#include <functional>
#include <random>
#include <vector>

namespace hg::bench {

namespace {

struct ThreadData
{
    std::vector<int> prefix, frame;       // stack table
    std::vector<QByteArray> locations;    // one per frame: its string
    std::vector<int> category;            // one per frame, -1 for none
    std::vector<int> sampleStack; // -1: a sample without a stack
    std::vector<double> sampleTime;
    std::vector<int> sampleCpu;
    struct Marker { int name; double start, end; int phase, category; QByteArray data; };
    std::vector<Marker> markers;
};

const char *const kMarkerNames[] = {"IPC", "Styles", "Reflow (sync)", "DOMEvent", "GCMinor", "UserTiming", "Awake", "Paint"};

QByteArray number(double v) { return QByteArray::number(v, 'f', 6); }

ThreadData makeThread(const FirefoxShape &shape, std::size_t samples, double start, std::mt19937 &rng)
{
    ThreadData t;
    // Frames: a third labels, a third JS, a third native addresses.
    for (int f = 0; f < shape.framesPerThread; ++f) {
        switch (f % 3) {
        case 0: t.locations.push_back("mozilla::dom::Element::Method" + QByteArray::number(f)); t.category.push_back(f % 7 == 0 ? -1 : 1); break;
        case 1:
            t.locations.push_back("handler" + QByteArray::number(f) + " (https://example.com/static/js/bundle.min.js:"
                                  + QByteArray::number(f % 5000 + 1) + ":" + QByteArray::number(f % 80 + 1) + ")");
            t.category.push_back(-1);
            break;
        default: t.locations.push_back("0x7f26" + QByteArray::number(0x97ae516bULL + qulonglong(f) * 97, 16)); t.category.push_back(-1);
        }
    }
    std::uniform_int_distribution<int> frameOf(0, shape.framesPerThread - 1), extraOf(1, 6);
    t.prefix.push_back(-1);
    t.frame.push_back(0);
    std::vector<int> depth{1};
    for (int s = 1; s < shape.stacksPerThread; ++s) {
        // Under an earlier stack, as a sampler meets new calls below known ones.
        int parent = std::uniform_int_distribution<int>(0, s - 1)(rng);
        if (depth[std::size_t(parent)] > 60)
            parent = 0;
        t.prefix.push_back(parent);
        t.frame.push_back(frameOf(rng));
        depth.push_back(depth[std::size_t(parent)] + 1);
    }
    std::uniform_int_distribution<int> stackOf(0, shape.stacksPerThread - 1), cpuOf(900'000, 1'100'000);
    double time = start;
    for (std::size_t i = 0; i < samples; ++i) {
        t.sampleStack.push_back(stackOf(rng));
        time += 1.0 + std::uniform_real_distribution<double>(-0.05, 0.05)(rng);
        t.sampleTime.push_back(time);
        t.sampleCpu.push_back(cpuOf(rng));
    }
    const std::size_t markers = samples * std::size_t(shape.markersPerThousandSamples) / 1000;
    std::uniform_real_distribution<double> at(start, time);
    for (std::size_t i = 0; i < markers; ++i) {
        const int name = int(i % std::size(kMarkerNames));
        const double s = at(rng), e = s + std::uniform_real_distribution<double>(0.01, 3.0)(rng);
        switch (i % 4) {
        case 0: t.markers.push_back({name, s, 0, 0, 16, R"({"type":"IPC","startTime":)" + number(s) + R"(,"otherPid":"30454","messageType":"PContent::Msg_AsyncMessage","messageSeqno":)" + QByteArray::number(qulonglong(i)) + R"(,"side":"parent","direction":"sending","phase":"endpoint","sync":false})"}); break;
        case 1: t.markers.push_back({name, s, e, 1, 3, R"({"type":"Styles","elementsTraversed":)" + QByteArray::number(qulonglong(i % 900)) + R"(,"elementsStyled":12,"elementsMatched":11,"stylesShared":0,"stylesReused":0})"}); break;
        case 2: t.markers.push_back({name, s, 0, 2, 1, R"({"type":"Text","name":"task )" + QByteArray::number(qulonglong(i)) + "\"}"});
                t.markers.push_back({name, 0, e, 3, 1, {}}); break;
        default: t.markers.push_back({name, s, e, 1, 4, {}});
        }
    }
    return t;
}

void appendStringArray(QByteArray &out, const std::vector<QByteArray> &strings)
{
    out += '[';
    for (std::size_t i = 0; i < strings.size(); ++i) {
        if (i)
            out += ',';
        out += '"' + strings[i] + '"';
    }
    out += ']';
}

const QByteArray kCategories = R"([{"name":"Idle","color":"transparent","subcategories":["Other"]},{"name":"Other","color":"grey","subcategories":["Other"]},)"
                               R"({"name":"Test","color":"darkgray","subcategories":["Other"]},{"name":"Layout","color":"purple","subcategories":["Other","CSS parsing"]},)"
                               R"({"name":"JavaScript","color":"yellow","subcategories":["Other","Baseline","Ion"]},{"name":"GC / CC","color":"orange","subcategories":["Other"]},)"
                               R"({"name":"Network","color":"lightblue","subcategories":["Other"]},{"name":"Graphics","color":"green","subcategories":["Other"]},)"
                               R"({"name":"DOM","color":"blue","subcategories":["Other"]},{"name":"IPC","color":"lightgreen","subcategories":["Other"]}])";

// Strings of a thread: frame locations, then marker names.
std::vector<QByteArray> stringsOf(const ThreadData &t)
{
    std::vector<QByteArray> strings = t.locations;
    for (const char *name : kMarkerNames)
        strings.emplace_back(name);
    return strings;
}

void appendGeckoThread(QByteArray &out, const ThreadData &t, const QByteArray &name, const QByteArray &processName, int pid, int tid)
{
    out += R"({"name":")" + name + R"(","processType":"default","processName":")" + processName + R"(","pid":)" + QByteArray::number(pid)
        + R"(,"tid":)" + QByteArray::number(tid) + R"(,"registerTime":0,"unregisterTime":null,)";
    out += R"("samples":{"schema":{"stack":0,"time":1,"eventDelay":2,"argumentValues":3,"threadCPUDelta":4},"data":[)";
    for (std::size_t i = 0; i < t.sampleStack.size(); ++i)
        out += (i ? ",[" : "[") + (t.sampleStack[i] < 0 ? QByteArray("null") : QByteArray::number(t.sampleStack[i])) + ',' + number(t.sampleTime[i])
            + ",0,null," + QByteArray::number(t.sampleCpu[i]) + ']';
    out += R"(]},"markers":{"schema":{"name":0,"startTime":1,"endTime":2,"phase":3,"category":4,"data":5},"data":[)";
    const int names = int(t.locations.size());
    for (std::size_t i = 0; i < t.markers.size(); ++i) {
        const auto &m = t.markers[i];
        out += (i ? ",[" : "[") + QByteArray::number(names + m.name) + ',' + number(m.start) + ',' + number(m.end) + ',' + QByteArray::number(m.phase) + ','
            + QByteArray::number(m.category) + (m.data.isEmpty() ? QByteArray() : ',' + m.data) + ']';
    }
    out += R"(]},"stackTable":{"schema":{"prefix":0,"frame":1},"data":[)";
    for (std::size_t i = 0; i < t.prefix.size(); ++i)
        out += (i ? ",[" : "[") + (t.prefix[i] < 0 ? QByteArray("null") : QByteArray::number(t.prefix[i])) + ',' + QByteArray::number(t.frame[i]) + ']';
    out += R"(]},"frameTable":{"schema":{"location":0,"relevantForJS":1,"innerWindowID":2,"implementation":3,"line":4,"column":5,"category":6,"subcategory":7},"data":[)";
    for (std::size_t f = 0; f < t.locations.size(); ++f) {
        out += (f ? ",[" : "[") + QByteArray::number(qulonglong(f)) + ",false,0";
        if (t.category[f] >= 0)
            out += ",null,null,null," + QByteArray::number(t.category[f]) + ",0";
        out += ']';
    }
    out += R"(]},"stringTable":)";
    appendStringArray(out, stringsOf(t));
    out += '}';
}

QByteArray geckoProcess(const FirefoxShape &shape, std::vector<ThreadData> &threads, std::size_t first, int pid, double startTime,
                        const QByteArray &processName, const QByteArray &children)
{
    QByteArray out = R"({"libs":[{"start":139803000000000,"end":139804000000000,"offset":0,"name":"libxul.so","path":"/usr/lib/firefox-esr/libxul.so",)"
                     R"("debugName":"libxul.so","debugPath":"/usr/lib/firefox-esr/libxul.so","breakpadId":"3C5B6E4F2A1D0B9C8E7F6A5B4C3D2E1F0","arch":""}],)";
    out += R"("meta":{"version":34,"startTime":)" + number(startTime) + R"(,"interval":1,"stackwalk":1,"processType":0,"product":"Firefox","platform":"X11",)"
           R"("sampleUnits":{"time":"ms","eventDelay":"ms","threadCPUDelta":"ns"},"categories":)" + kCategories + R"(,"markerSchema":[]},"threads":[)";
    for (int i = 0; i < shape.threadsPerProcess; ++i) {
        if (i)
            out += ',';
        appendGeckoThread(out, threads[first + std::size_t(i)], i == 0 ? "GeckoMain" : "Worker " + QByteArray::number(i), processName, pid, pid + i);
    }
    out += R"(],"processes":[)" + children + "]}";
    return out;
}

void appendColumn(QByteArray &out, const char *name, std::size_t n, const std::function<void(QByteArray &, std::size_t)> &write)
{
    out += '"';
    out += name;
    out += "\":[";
    for (std::size_t i = 0; i < n; ++i) {
        if (i)
            out += ',';
        write(out, i);
    }
    out += ']';
}

QByteArray processed(const FirefoxShape &shape, std::vector<ThreadData> &threads)
{
    // Shared tables: every thread's frames and stacks one after the other,
    // one string array.
    std::vector<QByteArray> strings;
    std::vector<int> frameBase, stackBase, nameBase;
    std::vector<int> prefixOffset, stackFrame, frameCategory;
    for (const ThreadData &t : threads) {
        frameBase.push_back(int(frameCategory.size()));
        stackBase.push_back(int(stackFrame.size()));
        nameBase.push_back(int(strings.size()));
        for (const QByteArray &s : stringsOf(t))
            strings.push_back(s);
        for (std::size_t f = 0; f < t.locations.size(); ++f)
            frameCategory.push_back(t.category[f]);
        for (std::size_t s = 0; s < t.prefix.size(); ++s) {
            prefixOffset.push_back(t.prefix[s] < 0 ? 0 : int(s) - t.prefix[s]);
            stackFrame.push_back(frameBase.back() + t.frame[s]);
        }
    }
    QByteArray out = R"({"meta":{"preprocessedProfileVersion":70,"version":34,"startTime":1795681732404.836,"interval":1,"processType":0,"product":"Firefox",)"
                     R"("stackwalk":1,"symbolicated":true,"sampleUnits":{"time":"ms","eventDelay":"ms","threadCPUDelta":"ns"},"categories":)" + kCategories
                     + R"(,"markerSchema":[]},"libs":[],"pages":[],"counters":[],"threads":[)";
    for (std::size_t ti = 0; ti < threads.size(); ++ti) {
        const ThreadData &t = threads[ti];
        const int pid = 30000 + int(ti) / shape.threadsPerProcess * 100;
        out += (ti ? ",{" : "{") + QByteArray(R"("processType":"default","processStartupTime":0,"processShutdownTime":null,"registerTime":0,"unregisterTime":null,"pausedRanges":[],"name":")")
            + (ti % std::size_t(shape.threadsPerProcess) == 0 ? QByteArray("GeckoMain") : "Worker " + QByteArray::number(qulonglong(ti)))
            + R"(","isMainThread":false,"processName":"Web Content","pid":")" + QByteArray::number(pid) + R"(","tid":)" + QByteArray::number(pid + int(ti)) + R"(,"samples":{)";
        const std::size_t n = t.sampleStack.size();
        appendColumn(out, "stack", n, [&](QByteArray &o, std::size_t i) { o += QByteArray::number(stackBase[ti] + t.sampleStack[i]); });
        out += ',';
        appendColumn(out, "time", n, [&](QByteArray &o, std::size_t i) { o += number(t.sampleTime[i]); });
        out += ',';
        appendColumn(out, "threadCPUDelta", n, [&](QByteArray &o, std::size_t i) { o += QByteArray::number(t.sampleCpu[i]); });
        out += R"(,"weight":null,"weightType":"samples","length":)" + QByteArray::number(qulonglong(n)) + R"(},"markers":{)";
        const std::size_t m = t.markers.size();
        appendColumn(out, "data", m, [&](QByteArray &o, std::size_t i) { o += t.markers[i].data.isEmpty() ? QByteArray("null") : t.markers[i].data; });
        out += ',';
        appendColumn(out, "name", m, [&](QByteArray &o, std::size_t i) { o += QByteArray::number(nameBase[ti] + int(t.locations.size()) + t.markers[i].name); });
        out += ',';
        appendColumn(out, "startTime", m, [&](QByteArray &o, std::size_t i) { o += number(t.markers[i].start); });
        out += ',';
        appendColumn(out, "endTime", m, [&](QByteArray &o, std::size_t i) { o += number(t.markers[i].end); });
        out += ',';
        appendColumn(out, "phase", m, [&](QByteArray &o, std::size_t i) { o += QByteArray::number(t.markers[i].phase); });
        out += ',';
        appendColumn(out, "category", m, [&](QByteArray &o, std::size_t i) { o += QByteArray::number(t.markers[i].category); });
        out += R"(,"length":)" + QByteArray::number(qulonglong(m)) + "}}";
    }
    out += R"(],"shared":{"stackTable":{)";
    appendColumn(out, "frame", stackFrame.size(), [&](QByteArray &o, std::size_t i) { o += QByteArray::number(stackFrame[i]); });
    out += ',';
    appendColumn(out, "prefixOffset", prefixOffset.size(), [&](QByteArray &o, std::size_t i) { o += QByteArray::number(prefixOffset[i]); });
    out += R"(,"length":)" + QByteArray::number(qulonglong(stackFrame.size())) + R"(},"frameTable":{)";
    const std::size_t frames = frameCategory.size();
    appendColumn(out, "func", frames, [&](QByteArray &o, std::size_t i) { o += QByteArray::number(qulonglong(i)); });
    out += ',';
    appendColumn(out, "category", frames, [&](QByteArray &o, std::size_t i) { o += frameCategory[i] < 0 ? QByteArray("null") : QByteArray::number(frameCategory[i]); });
    out += ',';
    appendColumn(out, "line", frames, [&](QByteArray &o, std::size_t i) { o += i % 3 == 1 ? QByteArray::number(qulonglong(i % 5000 + 1)) : QByteArray("null"); });
    out += R"(,"length":)" + QByteArray::number(qulonglong(frames)) + R"(},"funcTable":{)";
    // One function per frame, named by the frame's location string.
    std::size_t thread = 0;
    appendColumn(out, "name", frames, [&](QByteArray &o, std::size_t i) {
        while (thread + 1 < frameBase.size() && int(i) >= frameBase[thread + 1])
            ++thread;
        o += QByteArray::number(nameBase[thread] + int(i) - frameBase[thread]);
    });
    out += ',';
    appendColumn(out, "resource", frames, [&](QByteArray &o, std::size_t) { o += "-1"; });
    out += R"(,"length":)" + QByteArray::number(qulonglong(frames)) + R"(},"stringArray":)";
    appendStringArray(out, strings);
    out += "}}";
    return out;
}

} // namespace

QByteArray generateFirefox(const FirefoxShape &shape)
{
    std::mt19937 rng(shape.seed);
    const int threadCount = shape.processes * shape.threadsPerProcess;
    std::vector<ThreadData> threads;
    for (int t = 0; t < threadCount; ++t)
        threads.push_back(makeThread(shape, shape.samples / std::size_t(threadCount), 5.0 + t, rng));
    if (shape.processed)
        return processed(shape, threads);
    if (shape.devtools) {
        // speedscope's Firefox importer ends each frame at a later sample
        // without it and refuses a profile whose last sample still has a
        // stack ("Tried to complete profile construction with a non-empty
        // stack"): end every thread with a sample without one, a millisecond
        // on, as Firefox records one where it caught no stack.
        for (ThreadData &t : threads) {
            t.sampleStack.push_back(-1);
            t.sampleTime.push_back(t.sampleTime.empty() ? 0 : t.sampleTime.back() + 1);
            t.sampleCpu.push_back(0);
        }
    }
    QByteArray children;
    for (int p = 1; p < shape.processes; ++p) {
        if (p > 1)
            children += ',';
        children += geckoProcess(shape, threads, std::size_t(p * shape.threadsPerProcess), 30000 + p * 100, 1795681733496.4155, "Web Content", {});
    }
    const QByteArray gecko = geckoProcess(shape, threads, 0, 30000, 1795681732404.836, "Parent Process", children);
    if (!shape.devtools)
        return gecko;
    double end = 0;
    for (const ThreadData &t : threads)
        end = t.sampleTime.empty() ? end : std::max(end, t.sampleTime.back());
    return R"({"systemHost":{"name":"Firefox","version":"115.0","platform":"X11"},"duration":)" + number(end) + R"(,"profile":)" + gecko + '}';
}

} // namespace hg::bench
