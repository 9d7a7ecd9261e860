#include "ChromeTraceParser.h"

#include "formats/AttributeJson.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"
#include "util/Utf8Text.h"

#include <cstdio>
#include <tuple>

namespace hg {

using simdjson::ondemand::json_type;

namespace {

// pid and tid as text: numbers as written, strings as they are.
std::string_view idText(json::StreamValue &value)
{
    return json::toTextView(value).value_or(std::string_view());
}

std::optional<ChromeTraceTime> timeOf(json::StreamValue &value)
{
    if (json::typeOf(value) == json_type::string) {
        const std::optional<std::string_view> text = json::toTextView(value);
        return text ? ChromeTraceTime::parse(*text) : std::nullopt;
    }
    if (json::typeOf(value) != json_type::number)
        return std::nullopt;
    return ChromeTraceTime::parse(value.raw_json_token());
}

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

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && (text.back() == ' ' || text.back() == '\n' || text.back() == '\r' || text.back() == '\t'))
        text.remove_suffix(1);
    return text;
}

// An id as text and whether it was a JSON number; empty for null, objects
// and arrays.
std::pair<std::string_view, bool> linkIdText(json::StreamValue &value, bool &present)
{
    const json_type type = json::typeOf(value);
    if (type == json_type::number) {
        present = true;
        return {trimmed(value.raw_json_token()), true};
    }
    if (type == json_type::string) {
        present = true;
        return {json::toTextView(value).value_or(std::string_view()), false};
    }
    return {{}, false};
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

void ChromeTraceParser::readArray(simdjson::ondemand::array array)
{
    std::size_t n = 0;
    for (simdjson::ondemand::value value : array) {
        readEvent(value);
        if ((++n & 0xFFFF) == 0) {
            m_context.checkCancelled();
            const char *where = nullptr;
            if (!m_stream->document().current_location().get(where))
                m_context.progress(m_stream->offsetOf(where));
        }
    }
}

void ChromeTraceParser::readEvent(simdjson::ondemand::value &value)
{
    if (json::typeOf(value) != json_type::object) {
        ++m_into.notEvents; // the array's iteration skips it
        return;
    }
    ChromeTraceEvent event;
    event.offset = m_stream->offsetOf(value.raw_json_token().data());
    event.argsBegin = std::uint32_t(m_into.args.size());
    m_data = {};
    m_stackFrame = {};
    m_hasStack = false;
    std::string_view pid, tid;
    std::string_view name;
    bool hasTs = false;
    Ids ids;
    bool anyId = false;
    for (json::FieldResult member : value.get_object()) {
        simdjson::ondemand::field &field = json::fieldOf(member);
        const std::string_view key = json::keyOf(field);
        json::StreamValue &v = field.value();
        // By length first: most events have only the short keys.
        switch (key.size()) {
        case 1:
            if (key == "s") {
                const std::optional<std::string_view> s = json::toTextView(v);
                event.scope = s && s->size() == 1 ? (*s)[0] : 0;
            }
            break;
        case 2:
            if (key == "ph") {
                const std::optional<std::string_view> ph = json::toTextView(v);
                event.phase = ph && ph->size() == 1 ? (*ph)[0] : '?';
            } else if (key == "ts") {
                if (const std::optional<ChromeTraceTime> t = timeOf(v)) {
                    event.ts = *t;
                    hasTs = true;
                }
            } else if (key == "id") {
                std::tie(ids.id, ids.idIsNumber) = linkIdText(v, anyId);
            } else if (key == "bp") {
                if (json::toTextView(v).value_or(std::string_view()) == "e")
                    event.flags |= ChromeTraceEvent::BindEnclosing;
            } else if (key == "sf") {
                m_stackFrame = json::toTextView(v).value_or(std::string_view());
            }
            break;
        case 3:
            if (key == "cat") {
                event.category = m_builder.intern(json::toTextView(v).value_or(std::string_view()));
            } else if (key == "dur") {
                if (const std::optional<ChromeTraceTime> t = timeOf(v))
                    event.duration = t->since(0).value_or(0);
            } else if (key == "pid") {
                pid = idText(v);
            } else if (key == "tid") {
                tid = idText(v);
            } else if (key == "id2") {
                readId2(v, ids);
                anyId = anyId || !ids.id2.empty();
            }
            break;
        case 4:
            if (key == "name") {
                name = json::toTextView(v).value_or(std::string_view());
                event.name = m_builder.intern(name);
            } else if (key == "args") {
                readArgs(v, event);
            }
            break;
        case 5:
            if (key == "scope") {
                ids.scope = json::toTextView(v).value_or(std::string_view());
            } else if (key == "stack" && json::typeOf(v) == json_type::array) {
                m_stack.clear();
                m_hasStack = true;
                for (simdjson::ondemand::value frame : v.get_array())
                    m_stack.push_back(json::toTextView(frame).value_or(std::string_view()));
            }
            break;
        case 7:
            if (key == "bind_id")
                std::tie(ids.bindId, ids.bindIdIsNumber) = linkIdText(v, anyId);
            else if (key == "flow_in")
                anyId = (ids.flowIn = json::toBool(v).value_or(false)) || anyId;
            break;
        case 8:
            if (key == "flow_out")
                anyId = (ids.flowOut = json::toBool(v).value_or(false)) || anyId;
            break;
        default:
            break;
        }
    }
    event.argsCount = std::uint32_t(m_into.args.size()) - event.argsBegin;
    if ((event.phase == 'P' || (!m_data.empty() && name == "CpuProfile")) && takeSample(event, name, pid, tid, ids.id, hasTs)) {
        m_into.args.resize(event.argsBegin);
        return;
    }
    if (!m_data.empty()) // from the file: long arrays in it are blanked in the batch
        m_into.args[m_dataArg].value = AttributeValue::fromJson(m_builder.intern(m_stream->inFile(m_data)));
    if (!isModelled(event.phase)) {
        ++m_into.ignoredPhases[event.phase];
        m_into.args.resize(event.argsBegin);
        return;
    }
    if (isFlow(event.phase))
        m_into.args.resize(event.argsBegin); // a flow's args have no place: it is no span
    if (event.phase == 'M') {
        readMetadata(event, name, fromUtf8(pid), fromUtf8(tid));
        m_into.args.resize(event.argsBegin);
        return;
    }
    if (!hasTs) {
        if (m_into.badTimes++ < 10)
            m_builder.warn(tr("the \"%1\" event (ph \"%2\") has no usable ts; it is left out")
                               .arg(fromUtf8(name)).arg(QLatin1Char(event.phase)),
                           event.offset);
        m_into.args.resize(event.argsBegin);
        return;
    }
    event.thread = threadOf(pid, tid);
    const std::uint32_t id = anyId ? resolveIds(event, ids) : std::uint32_t(kNoId);
    if (id != kNoId || !m_into.eventIds.empty()) {
        m_into.eventIds.resize(m_into.events.size(), kNoId);
        m_into.eventIds.push_back(id);
    }
    m_into.hasAsync = m_into.hasAsync || isAsync(event.phase);
    m_into.hasFlows = m_into.hasFlows || isFlow(event.phase);
    m_into.events.push_back(event);
}

void ChromeTraceParser::takeLongArrays(ChromeTraceV8Event &event)
{
    if (!m_longArrays)
        return;
    const qint64 begin = m_stream->offsetOf(m_data.data());
    const qint64 end = begin + qint64(m_data.size());
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

std::uint32_t ChromeTraceParser::threadOf(std::string_view pid, std::string_view tid)
{
    // A recent event's thread is taken without making its pid and tid
    // text again.
    const auto is = [&](const RecentThread &r) { return r.thread && pid == r.pid && tid == r.tid; };
    if (is(m_recentThreads[0]))
        return *m_recentThreads[0].thread;
    std::swap(m_recentThreads[0], m_recentThreads[1]);
    if (!is(m_recentThreads[0])) {
        m_recentThreads[0].thread = thread(fromUtf8(pid), fromUtf8(tid));
        m_recentThreads[0].pid.assign(pid);
        m_recentThreads[0].tid.assign(tid);
    }
    return *m_recentThreads[0].thread;
}

bool ChromeTraceParser::takeSample(const ChromeTraceEvent &event, std::string_view name, std::string_view pid,
                                   std::string_view tid, std::string_view id, bool hasTs)
{
    const bool v8 = name == "Profile" || name == "ProfileChunk" || name == "CpuProfile";
    if (v8 && !m_data.empty()) {
        ChromeTraceV8Event e;
        e.kind = name == "Profile" ? ChromeTraceV8Event::Kind::Profile
            : name == "ProfileChunk" ? ChromeTraceV8Event::Kind::Chunk : ChromeTraceV8Event::Kind::Whole;
        e.thread = threadOf(pid, tid);
        // A profile is its process's and its id's (chunks come from V8's
        // sampling thread, not the profiled one); without an id, its thread's.
        std::pair<QString, std::string> key{fromUtf8(pid), id.empty() ? "tid " + std::string(tid) : std::string(id)};
        const auto [it, added] = m_v8ProfileIndex.try_emplace(key, std::uint32_t(m_into.v8Profiles.size()));
        if (added)
            m_into.v8Profiles.push_back(std::move(key));
        e.profile = it->second;
        e.ts = event.ts;
        e.offset = event.offset;
        e.data = m_stream->inFile(m_data); // the batch it was read from goes
        takeLongArrays(e);
        m_into.v8Events.push_back(std::move(e));
        return true;
    }
    if (event.phase != 'P')
        return false;
    if (v8)
        return true; // a profile event without data: nothing to show
    if (!hasTs) {
        if (m_into.badTimes++ < 10)
            m_builder.warn(tr("the \"%1\" event (ph \"%2\") has no usable ts; it is left out")
                               .arg(fromUtf8(name)).arg(QLatin1Char(event.phase)),
                           event.offset);
        return true;
    }
    ChromeTraceStackSample sample;
    sample.thread = threadOf(pid, tid);
    sample.ts = event.ts;
    sample.offset = event.offset;
    if (!m_stackFrame.empty()) {
        sample.stackFrame = m_into.stackFrames.idOf(m_stackFrame);
    } else if (m_hasStack) {
        // Frames root first, as text ("0x1234" program counters or names).
        for (const std::string_view frame : m_stack)
            sample.stack = m_builder.addStack(sample.stack, m_builder.addFrame(Frame{m_builder.intern(frame), {}, {}, event.category, 0, 0, 0, 0}));
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
                tid = idText(v);
            } else if (key == "ts") {
                if (const std::optional<ChromeTraceTime> t = timeOf(v)) {
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

void ChromeTraceParser::readId2(simdjson::ondemand::value &value, Ids &ids)
{
    // {"local": "0x1"} is scoped to the process, {"global": ...} is not.
    if (json::typeOf(value) != json_type::object)
        return;
    for (json::FieldResult member : value.get_object()) {
        simdjson::ondemand::field &field = json::fieldOf(member);
        const std::string_view key = json::keyOf(field);
        json::StreamValue &v = field.value();
        if (key != "local" && key != "global")
            continue;
        bool present = false;
        std::tie(ids.id2, ids.id2IsNumber) = linkIdText(v, present);
        ids.id2Local = key == "local";
    }
}

std::uint32_t ChromeTraceParser::resolveIds(ChromeTraceEvent &event, const Ids &ids)
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

void ChromeTraceParser::readArgs(simdjson::ondemand::value &value, ChromeTraceEvent &)
{
    if (json::typeOf(value) != json_type::object)
        return;
    for (json::FieldResult member : value.get_object()) {
        simdjson::ondemand::field &field = json::fieldOf(member);
        const std::string_view keyText = json::keyOf(field);
        const StringId key = m_builder.intern(keyText);
        json::StreamValue &v = field.value();
        if (keyText == "data" && json::typeOf(v) == json_type::object) {
            // A V8 profile's data is read apart; any other event's becomes
            // its arg once the event is known.
            m_data = json::rawJson(v);
            if (!m_data.empty()) {
                m_dataArg = std::uint32_t(m_into.args.size());
                m_into.args.push_back({key, AttributeValue()});
            }
            continue;
        }
        if (const std::optional<AttributeValue> a = json::toAttribute(m_builder, v, m_stream))
            m_into.args.push_back({key, *a});
    }
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
