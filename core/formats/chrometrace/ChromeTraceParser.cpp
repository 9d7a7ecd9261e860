#include "ChromeTraceParser.h"

#include "formats/AttributeJson.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"

namespace hg {

using simdjson::ondemand::json_type;

namespace {

// pid and tid as text: numbers as written, strings as they are.
QString idText(json::StreamValue &value)
{
    const std::optional<std::string_view> text = json::toTextView(value);
    return text ? QString::fromUtf8(text->data(), qsizetype(text->size())) : QString();
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
    default: return false;
    }
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
            if (!m_stream.document().current_location().get(where))
                m_context.progress(m_stream.offsetOf(where));
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
    event.offset = m_stream.offsetOf(value.raw_json_token().data());
    event.argsBegin = std::uint32_t(m_into.args.size());
    QString pid, tid;
    std::string_view name;
    bool hasTs = false;
    for (simdjson::ondemand::field field : value.get_object()) {
        const std::string_view key = json::keyOf(field);
        json::StreamValue v = field.value();
        if (key == "ph") {
            const std::optional<std::string_view> ph = json::toTextView(v);
            event.phase = ph && ph->size() == 1 ? (*ph)[0] : '?';
        } else if (key == "name") {
            name = json::toTextView(v).value_or(std::string_view());
            event.name = m_builder.intern(name);
        } else if (key == "cat") {
            event.category = m_builder.intern(json::toTextView(v).value_or(std::string_view()));
        } else if (key == "ts") {
            if (const std::optional<ChromeTraceTime> t = timeOf(v)) {
                event.ts = *t;
                hasTs = true;
            }
        } else if (key == "dur") {
            if (const std::optional<ChromeTraceTime> t = timeOf(v))
                event.duration = t->since(0).value_or(0);
        } else if (key == "pid") {
            pid = idText(v);
        } else if (key == "tid") {
            tid = idText(v);
        } else if (key == "s") {
            const std::optional<std::string_view> s = json::toTextView(v);
            event.scope = s && s->size() == 1 ? (*s)[0] : 0;
        } else if (key == "args") {
            readArgs(v, event);
        }
    }
    event.argsCount = std::uint32_t(m_into.args.size()) - event.argsBegin;
    if (!isModelled(event.phase)) {
        ++m_into.ignoredPhases[event.phase];
        m_into.args.resize(event.argsBegin);
        return;
    }
    if (event.phase == 'M') {
        readMetadata(event, name, pid, tid);
        m_into.args.resize(event.argsBegin);
        return;
    }
    if (!hasTs) {
        if (m_into.badTimes++ < 10)
            m_builder.warn(tr("the \"%1\" event (ph \"%2\") has no usable ts; it is left out")
                               .arg(QString::fromUtf8(name.data(), qsizetype(name.size()))).arg(QLatin1Char(event.phase)),
                           event.offset);
        m_into.args.resize(event.argsBegin);
        return;
    }
    process(pid);
    event.thread = thread(pid, tid);
    m_into.events.push_back(event);
}

void ChromeTraceParser::readArgs(simdjson::ondemand::value &value, ChromeTraceEvent &)
{
    if (json::typeOf(value) != json_type::object)
        return;
    for (simdjson::ondemand::field field : value.get_object()) {
        const StringId key = m_builder.intern(json::keyOf(field));
        json::StreamValue v = field.value();
        if (const std::optional<AttributeValue> a = json::toAttribute(m_builder, v))
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
