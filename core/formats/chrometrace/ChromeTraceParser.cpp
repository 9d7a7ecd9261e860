#include "ChromeTraceParser.h"

#include "ChromeTraceValues.h"

#include "formats/AttributeJson.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"
#include "util/HugePages.h"
#include "util/Utf8Text.h"

#include <cstdio>
#include <tuple>

namespace hg {

using simdjson::ondemand::json_type;

namespace {

bool isModelled(char phase)
{
    switch (phase) {
    case 'X': case 'B': case 'E': case 'i': case 'I': case 'R': case 'C': case 'M': return true;
    case 'b': case 'e': case 'n': case 'S': case 'T': case 'p': case 'F': return true; // async
    case 's': case 't': case 'f': return true;                                        // flows
    default: return false;
    }
}

bool isAsync(char phase)
{
    switch (phase) {
    case 'b': case 'e': case 'n': case 'S': case 'T': case 'p': case 'F': return true;
    default: return false;
    }
}

bool isFlow(char phase) { return phase == 's' || phase == 't' || phase == 'f'; }

// Phases whose event is a slice that can start or end flows itself.
bool isSlice(char phase)
{
    switch (phase) {
    case 'X': case 'B': case 'i': case 'I': case 'R': case 'b': case 'n': case 'S': return true;
    default: return false;
    }
}

std::optional<std::uint64_t> parseUnsigned(std::string_view digits, int base)
{
    if (digits.empty() || digits.size() > (base == 16 ? 16u : 20u))
        return std::nullopt;
    std::uint64_t v = 0;
    for (const char c : digits) {
        int d;
        if (c >= '0' && c <= '9')
            d = c - '0';
        else if (base == 16 && c >= 'a' && c <= 'f')
            d = c - 'a' + 10;
        else if (base == 16 && c >= 'A' && c <= 'F')
            d = c - 'A' + 10;
        else
            return std::nullopt;
        if (v > (UINT64_MAX - std::uint64_t(d)) / std::uint64_t(base))
            return std::nullopt;
        v = v * std::uint64_t(base) + std::uint64_t(d);
    }
    return v;
}

} // namespace

void ChromeTraceParser::expectEvents(std::size_t events, std::size_t args)
{
    std::vector<ChromeTraceEvent> &list = m_into.events;
    if (events > list.capacity())
        reserveOnHugePages(list, std::max(events, 2 * list.capacity()));
    if (args > m_into.args.capacity())
        reserveOnHugePages(m_into.args, std::max(args, 2 * m_into.args.capacity()));
}

void ChromeTraceParser::addBatch(const ChromeTraceEventBatch &batch)
{
    // The batch's texts interned first, in the order of their first use.
    constexpr std::size_t kAhead = 8; // texts prefetched ahead of the one interned
    m_texts.resize(batch.texts.size());
    m_threads.assign(batch.threads.size(), kNoId);
    for (std::size_t i = 0; i < batch.texts.size(); ++i) {
        if (i + kAhead < batch.texts.size())
            m_builder.prefetchString(batch.texts[i + kAhead].hash);
        m_texts[i] = m_builder.intern(batch.texts[i].text, batch.texts[i].hash);
    }
    m_into.notEvents += batch.notEvents;
    std::size_t ids = 0;
    static const ChromeTraceLinkIds noIds;
    for (const ChromeTraceReadEvent &read : batch.events) {
        addEvent(batch, read, read.anyId ? batch.ids[ids++] : noIds);
        if ((++m_added & 0xFFFF) == 0) {
            m_context.checkCancelled();
            m_context.progress(read.offset);
        }
    }
}

void ChromeTraceParser::addEvent(const ChromeTraceEventBatch &batch, const ChromeTraceReadEvent &read, const ChromeTraceLinkIds &ids)
{
    ChromeTraceEvent event{.phase = read.phase, .scope = read.scope, .flags = read.flags,
                           .ts = read.ts, .duration = read.duration, .offset = read.offset};
    if (read.nameText >= 0)
        event.name = m_texts[std::size_t(read.nameText)];
    if (read.categoryText >= 0)
        event.category = m_texts[std::size_t(read.categoryText)];
    event.argsBegin = std::uint32_t(m_into.args.size());
    for (std::uint32_t i = read.argsBegin; i < read.argsEnd; ++i) {
        const ChromeTraceReadArg &arg = batch.args[i];
        ChromeTraceArg &added = m_into.args.emplace_back(ChromeTraceArg{m_texts[arg.key], arg.value.value});
        if (arg.valueText >= 0)
            added.value.s = m_texts[std::size_t(arg.valueText)];
    }
    event.argsCount = std::uint32_t(m_into.args.size()) - event.argsBegin;
    const std::string_view name = batch.name(read);
    const ChromeTraceReadDetails &details = batch.detailsOf(read);
    if ((event.phase == 'P' || (!details.data.empty() && name == "CpuProfile")) && takeSample(batch, read, event, ids.id)) {
        m_into.args.resize(event.argsBegin);
        return;
    }
    if (details.dataText >= 0) // from the file: long arrays in it are blanked in the batch
        m_into.args[event.argsBegin + std::uint32_t(details.dataArg)].value = AttributeValue::fromJson(m_texts[std::size_t(details.dataText)]);
    if (!isModelled(event.phase)) {
        ++m_into.ignoredPhases[event.phase];
        m_into.args.resize(event.argsBegin);
        return;
    }
    if (isFlow(event.phase))
        m_into.args.resize(event.argsBegin); // a flow's args have no place: it is no span
    if (event.phase == 'M') {
        const ChromeTraceEventBatch::Thread &ids = batch.threads[read.thread];
        readMetadata(event, name, fromUtf8(ids.pid), fromUtf8(ids.tid));
        m_into.args.resize(event.argsBegin);
        return;
    }
    if (!read.hasTs) {
        if (m_into.badTimes++ < 10)
            m_builder.warn(tr("the \"%1\" event (ph \"%2\") has no usable ts; it is left out")
                               .arg(fromUtf8(name)).arg(QLatin1Char(event.phase)),
                           event.offset);
        m_into.args.resize(event.argsBegin);
        return;
    }
    event.thread = threadOf(batch, read);
    const std::uint32_t id = read.anyId ? resolveIds(event, ids) : std::uint32_t(kNoId);
    if (id != kNoId || !m_into.eventIds.empty()) {
        m_into.eventIds.resize(m_into.events.size(), kNoId);
        m_into.eventIds.push_back(id);
    }
    m_into.hasAsync = m_into.hasAsync || isAsync(event.phase);
    m_into.hasFlows = m_into.hasFlows || isFlow(event.phase);
    m_into.events.push_back(event);
}

void ChromeTraceParser::takeLongArrays(const ChromeTraceReadDetails &read, ChromeTraceV8Event &event)
{
    if (!m_longArrays)
        return;
    const qint64 begin = read.dataOffset;
    const qint64 end = begin + qint64(read.data.size());
    const std::vector<V8LongArrays::Found> &arrays = *m_longArrays;
    while (m_nextLongArray < arrays.size() && arrays[m_nextLongArray].offset < begin)
        ++m_nextLongArray;
    for (; m_nextLongArray < arrays.size() && arrays[m_nextLongArray].offset < end; ++m_nextLongArray) {
        V8LongArrays::Found f = arrays[m_nextLongArray];
        f.offset -= begin;
        event.arrays.push_back(f);
    }
    event.arraysFound = true;
}

std::uint32_t ChromeTraceParser::threadOf(const ChromeTraceEventBatch &batch, const ChromeTraceReadEvent &read)
{
    // Each of the batch's threads looked up by its text once.
    std::uint32_t &thread = m_threads[read.thread];
    if (thread == kNoId) {
        const ChromeTraceEventBatch::Thread &ids = batch.threads[read.thread];
        thread = this->thread(fromUtf8(ids.pid), fromUtf8(ids.tid));
    }
    return thread;
}

bool ChromeTraceParser::takeSample(const ChromeTraceEventBatch &batch, const ChromeTraceReadEvent &read, const ChromeTraceEvent &event,
                                   std::string_view id)
{
    const std::string_view name = batch.name(read), pid = batch.threads[read.thread].pid, tid = batch.threads[read.thread].tid;
    const ChromeTraceReadDetails &details = batch.detailsOf(read);
    const bool v8 = name == "Profile" || name == "ProfileChunk" || name == "CpuProfile";
    if (v8 && !details.data.empty()) {
        ChromeTraceV8Event e;
        e.kind = name == "Profile" ? ChromeTraceV8Event::Kind::Profile
            : name == "ProfileChunk" ? ChromeTraceV8Event::Kind::Chunk : ChromeTraceV8Event::Kind::Whole;
        e.thread = threadOf(batch, read);
        // A profile is its process's and its id's (chunks come from V8's
        // sampling thread, not the profiled one); without an id, its thread's.
        std::pair<QString, std::string> key{fromUtf8(pid), id.empty() ? "tid " + std::string(tid) : std::string(id)};
        const auto [it, added] = m_v8ProfileIndex.try_emplace(key, std::uint32_t(m_into.v8Profiles.size()));
        if (added)
            m_into.v8Profiles.push_back(std::move(key));
        e.profile = it->second;
        e.ts = event.ts;
        e.offset = event.offset;
        e.data = details.data; // in the file: the batch it was read from goes
        takeLongArrays(details, e);
        m_into.v8Events.push_back(std::move(e));
        return true;
    }
    if (event.phase != 'P')
        return false;
    if (v8)
        return true; // a profile event without data: nothing to show
    if (!read.hasTs) {
        if (m_into.badTimes++ < 10)
            m_builder.warn(tr("the \"%1\" event (ph \"%2\") has no usable ts; it is left out")
                               .arg(fromUtf8(name)).arg(QLatin1Char(event.phase)),
                           event.offset);
        return true;
    }
    ChromeTraceStackSample sample;
    sample.thread = threadOf(batch, read);
    sample.ts = event.ts;
    sample.offset = event.offset;
    if (!details.stackFrame.empty()) {
        sample.stackFrame = m_into.stackFrames.idOf(details.stackFrame);
    } else if (details.hasStack) {
        // Frames root first, as text ("0x1234" program counters or names).
        for (std::uint32_t i = details.stackBegin; i < details.stackEnd; ++i)
            sample.stack = m_builder.addStack(sample.stack, m_builder.addFrame(Frame{m_texts[batch.stack[i]], {}, {}, event.category, 0, 0, 0, 0}));
    } else {
        sample.stack = m_builder.addStack(StackId(kNoId), m_builder.addFrame(Frame{event.name, {}, {}, event.category, 0, 0, 0, 0}));
    }
    m_into.stackSamples.push_back(sample);
    return true;
}

void ChromeTraceParser::readStackFrames(simdjson::ondemand::object frames)
{
    for (json::FieldResult member : frames) {
        simdjson::ondemand::field &field = json::fieldOf(member);
        const std::string_view id = json::keyOf(field);
        simdjson::ondemand::value &value = field.value();
        if (json::typeOf(value) != json_type::object)
            continue;
        Frame frame;
        std::string_view parent;
        for (json::FieldResult frameMember : value.get_object()) {
            simdjson::ondemand::field &f = json::fieldOf(frameMember);
            const std::string_view key = json::keyOf(f);
            simdjson::ondemand::value &v = f.value();
            if (key == "name")
                frame.name = m_builder.intern(json::toTextView(v).value_or(std::string_view()));
            else if (key == "category")
                frame.category = m_builder.intern(json::toTextView(v).value_or(std::string_view()));
            else if (key == "parent")
                parent = json::toTextView(v).value_or(std::string_view());
        }
        m_into.stackFrames.add(id, m_builder.addFrame(frame), parent);
    }
}

void ChromeTraceParser::readSamples(simdjson::ondemand::array samples)
{
    std::size_t n = 0;
    for (simdjson::ondemand::value value : samples) {
        if ((++n & 0xFFFF) == 0)
            m_context.checkCancelled();
        if (json::typeOf(value) != json_type::object)
            continue;
        ChromeTraceStackSample sample;
        sample.globalTid = true;
        sample.offset = m_stream->offsetOf(value.raw_json_token().data());
        std::string_view tid;
        bool hasTs = false;
        for (json::FieldResult sampleMember : value.get_object()) {
            simdjson::ondemand::field &f = json::fieldOf(sampleMember);
            const std::string_view key = json::keyOf(f);
            simdjson::ondemand::value &v = f.value();
            if (key == "tid") {
                tid = chromeIdText(v);
            } else if (key == "ts") {
                if (const std::optional<ChromeTraceTime> t = chromeTimeOf(v)) {
                    sample.ts = *t;
                    hasTs = true;
                }
            } else if (key == "sf") {
                if (const std::optional<std::string_view> sf = json::toTextView(v))
                    sample.stackFrame = m_into.stackFrames.idOf(*sf);
            }
        }
        if (!hasTs) {
            if (m_into.badTimes++ < 10)
                m_builder.warn(tr("a sample of the trace's \"samples\" has no usable ts; it is left out"), sample.offset);
            continue;
        }
        auto it = m_sampleTidIndex.find(tid);
        if (it == m_sampleTidIndex.end()) {
            it = m_sampleTidIndex.emplace(std::string(tid), std::uint32_t(m_into.sampleTids.size())).first;
            m_into.sampleTids.push_back(fromUtf8(tid));
        }
        sample.thread = it->second;
        m_into.stackSamples.push_back(sample);
    }
}

std::uint32_t ChromeTraceParser::resolveIds(ChromeTraceEvent &event, const ChromeTraceLinkIds &ids)
{
    std::uint32_t id = kNoId;
    if (isAsync(event.phase) || isFlow(event.phase)) {
        if (!ids.id2.empty()) {
            id = idOf(ids.id2, ids.id2IsNumber, ids.scope);
            if (ids.id2Local)
                event.flags |= ChromeTraceEvent::LocalId;
        } else if (!ids.id.empty()) {
            id = idOf(ids.id, ids.idIsNumber, ids.scope);
        }
    }
    // The newer flows: a slice names its flow with bind_id (or, failing
    // that, its id) and says which way it goes.
    if ((ids.flowIn || ids.flowOut) && isSlice(event.phase)) {
        const std::string_view bind = !ids.bindId.empty() ? ids.bindId : ids.id;
        if (!bind.empty()) {
            const bool number = !ids.bindId.empty() ? ids.bindIdIsNumber : ids.idIsNumber;
            m_into.bindings.push_back({std::uint32_t(m_into.events.size()), idOf(bind, number, {}), ids.flowIn, ids.flowOut});
            m_into.hasFlows = true;
        }
    }
    return id;
}

std::uint32_t ChromeTraceParser::idOf(std::string_view text, bool isNumber, std::string_view scope)
{
    std::string key;
    if (!scope.empty()) {
        key.assign(scope);
        key += '\x1f';
    }
    // 106 and "0x6a" are one id; leading zeros and the case of hex digits
    // do not matter.
    std::optional<std::uint64_t> number;
    if (isNumber)
        number = parseUnsigned(text, 10);
    else if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X'))
        number = parseUnsigned(text.substr(2), 16);
    if (number) {
        char hex[24];
        const int n = std::snprintf(hex, sizeof hex, "0x%llx", static_cast<unsigned long long>(*number));
        key.append(hex, std::size_t(n));
    } else {
        key.append(text);
    }
    const auto [it, inserted] = m_idIndex.try_emplace(key, std::uint32_t(m_into.ids.size()));
    if (inserted)
        m_into.ids.push_back(std::move(key));
    return it->second;
}

const AttributeValue *ChromeTraceParser::arg(const ChromeTraceEvent &event, std::string_view key) const
{
    for (std::uint32_t i = event.argsBegin; i < m_into.args.size(); ++i)
        if (m_builder.strings().view(m_into.args[i].key) == key)
            return &m_into.args[i].value;
    return nullptr;
}

void ChromeTraceParser::readMetadata(const ChromeTraceEvent &event, std::string_view name, const QString &pid, const QString &tid)
{
    auto text = [this](const AttributeValue *v) {
        return v && v->kind == AttributeValue::Kind::String ? m_builder.strings().string(v->s) : QString();
    };
    auto number = [](const AttributeValue *v) -> qint64 {
        if (!v)
            return 0;
        return v->kind == AttributeValue::Kind::Int ? v->i : v->kind == AttributeValue::Kind::Double ? qint64(v->d) : 0;
    };
    if (name == "process_name")
        process(pid).name = text(arg(event, "name"));
    else if (name == "process_sort_index")
        process(pid).sortIndex = number(arg(event, "sort_index"));
    else if (name == "thread_name")
        m_into.threads[thread(pid, tid)].name = text(arg(event, "name"));
    else if (name == "thread_sort_index")
        m_into.threads[thread(pid, tid)].sortIndex = number(arg(event, "sort_index"));
    // process_labels, process_uptime_seconds, trace_buffer_overflowed, ...:
    // nothing the model shows.
}

ChromeTraceProcess &ChromeTraceParser::process(const QString &pid)
{
    const auto [it, inserted] = m_into.processes.try_emplace(pid);
    if (inserted)
        it->second.firstSeen = std::uint32_t(m_into.processes.size() - 1);
    return it->second;
}

std::uint32_t ChromeTraceParser::thread(const QString &pid, const QString &tid)
{
    const QString key = pid + QLatin1Char('\n') + tid;
    const auto it = m_threadIndex.constFind(key);
    if (it != m_threadIndex.constEnd())
        return *it;
    // A thread named by metadata alone still belongs to a process.
    process(pid);
    const auto index = std::uint32_t(m_into.threads.size());
    ChromeTraceThread t;
    t.pid = pid;
    t.tid = tid;
    t.firstSeen = index;
    m_into.threads.push_back(t);
    m_threadIndex.insert(key, index);
    return index;
}

} // namespace hg
