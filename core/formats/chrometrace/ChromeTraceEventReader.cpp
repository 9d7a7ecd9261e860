#include "ChromeTraceEventReader.h"

#include "ChromeTraceValues.h"

#include <tuple>

namespace hg {

using simdjson::ondemand::json_type;

namespace {

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

// {"local": "0x1"} is scoped to the process, {"global": ...} is not.
void readId2(json::StreamValue &value, ChromeTraceLinkIds &ids)
{
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

// The names of a V8 CPU profile's events (ChromeTraceParser::takeSample).
bool isV8ProfileName(std::string_view name)
{
    return name == "Profile" || name == "ProfileChunk" || name == "CpuProfile";
}

} // namespace

std::uint32_t ChromeTraceEventReader::repeatedText(std::string_view text, LastText &last)
{
    if (!last.known || last.text != text)
        last = {text, m_into.text(text), true};
    return last.index;
}

void ChromeTraceEventReader::readArray(simdjson::ondemand::array array)
{
    for (simdjson::ondemand::value value : array)
        readEvent(value);
}

void ChromeTraceEventReader::readEvent(simdjson::ondemand::value &value)
{
    if (json::typeOf(value) != json_type::object) {
        ++m_into.notEvents; // the array's iteration skips it
        return;
    }
    ChromeTraceReadEvent &read = m_into.events.emplace_back();
    read.offset = m_stream.offsetOf(value.raw_json_token().data());
    m_into.end = read.offset;
    read.argsBegin = std::uint32_t(m_into.args.size());
    ChromeTraceLinkIds ids;
    std::string_view pid, tid, name;
    bool hasStack = false;
    for (json::FieldResult member : value.get_object()) {
        simdjson::ondemand::field &field = json::fieldOf(member);
        const std::string_view key = json::keyOf(field);
        json::StreamValue &v = field.value();
        // By length first: most events have only the short keys.
        switch (key.size()) {
        case 1:
            if (key == "s") {
                const std::optional<std::string_view> s = json::toTextView(v);
                read.scope = s && s->size() == 1 ? (*s)[0] : 0;
            }
            break;
        case 2:
            if (key == "ph") {
                const std::optional<std::string_view> ph = json::toTextView(v);
                read.phase = ph && ph->size() == 1 ? (*ph)[0] : '?';
            } else if (key == "ts") {
                if (const std::optional<ChromeTraceTime> t = chromeTimeOf(v)) {
                    read.ts = *t;
                    read.hasTs = true;
                }
            } else if (key == "id") {
                std::tie(ids.id, ids.idIsNumber) = linkIdText(v, read.anyId);
            } else if (key == "bp") {
                if (json::toTextView(v).value_or(std::string_view()) == "e")
                    read.flags |= ChromeTraceEvent::BindEnclosing;
            } else if (key == "sf") {
                const std::string_view frame = json::toTextView(v).value_or(std::string_view());
                if (!frame.empty() || read.details >= 0)
                    m_into.detailsOf(read).stackFrame = frame;
            }
            break;
        case 3:
            if (key == "cat") {
                read.categoryText = std::int32_t(repeatedText(json::toTextView(v).value_or(std::string_view()), m_lastCategory));
            } else if (key == "dur") {
                if (const std::optional<ChromeTraceTime> t = chromeTimeOf(v))
                    read.duration = t->since(0).value_or(0);
            } else if (key == "pid") {
                pid = chromeIdText(v);
            } else if (key == "tid") {
                tid = chromeIdText(v);
            } else if (key == "id2") {
                readId2(v, ids);
                read.anyId = read.anyId || !ids.id2.empty();
            }
            break;
        case 4:
            if (key == "name") {
                name = json::toTextView(v).value_or(std::string_view());
                read.nameText = std::int32_t(m_into.text(name));
            } else if (key == "args") {
                readArgs(v, read);
            }
            break;
        case 5:
            if (key == "scope") {
                ids.scope = json::toTextView(v).value_or(std::string_view());
            } else if (key == "stack" && json::typeOf(v) == json_type::array) {
                m_stack.clear();
                hasStack = true;
                for (simdjson::ondemand::value frame : v.get_array())
                    m_stack.push_back(json::toTextView(frame).value_or(std::string_view()));
            }
            break;
        case 7:
            if (key == "bind_id")
                std::tie(ids.bindId, ids.bindIdIsNumber) = linkIdText(v, read.anyId);
            else if (key == "flow_in")
                read.anyId = (ids.flowIn = json::toBool(v).value_or(false)) || read.anyId;
            break;
        case 8:
            if (key == "flow_out")
                read.anyId = (ids.flowOut = json::toBool(v).value_or(false)) || read.anyId;
            break;
        default:
            break;
        }
    }
    read.argsEnd = std::uint32_t(m_into.args.size());
    read.thread = m_into.thread(pid, tid);
    if (read.anyId)
        m_into.ids.push_back(ids);
    if (hasStack)
        m_into.detailsOf(read).hasStack = true;
    if (read.details < 0)
        return;
    // The texts that adding the event interns after its fields' (see
    // ChromeTraceParser::addEvent): a sample event's own stack, and its
    // args.data unless it is a sample or a V8 profile's.
    ChromeTraceReadDetails &details = m_into.detailsOf(read);
    const bool sample = read.phase == 'P';
    if (sample && details.hasStack && details.stackFrame.empty() && read.hasTs && !isV8ProfileName(name)) {
        details.stackBegin = std::uint32_t(m_into.stack.size());
        for (const std::string_view frame : m_stack)
            m_into.stack.push_back(m_into.text(frame));
        details.stackEnd = std::uint32_t(m_into.stack.size());
    }
    if (!details.data.empty() && !sample && name != "CpuProfile")
        details.dataText = std::int32_t(m_into.text(details.data));
}

void ChromeTraceEventReader::readArgs(simdjson::ondemand::value &value, ChromeTraceReadEvent &event)
{
    if (json::typeOf(value) != json_type::object)
        return;
    for (json::FieldResult member : value.get_object()) {
        simdjson::ondemand::field &field = json::fieldOf(member);
        const std::string_view keyText = json::keyOf(field);
        ChromeTraceReadArg arg;
        arg.key = repeatedText(keyText, m_lastArgKey);
        json::StreamValue &v = field.value();
        if (keyText == "data" && json::typeOf(v) == json_type::object) {
            // A V8 profile's data is read apart; any other event's becomes
            // its arg once the event is known, from the file (long arrays
            // in it are blanked in the batch).
            const std::string_view raw = json::rawJson(v);
            const std::string_view data = m_stream.inFile(raw);
            if (!data.empty() || event.details >= 0)
                m_into.detailsOf(event).data = data;
            if (!data.empty()) {
                ChromeTraceReadDetails &details = m_into.detailsOf(event);
                details.dataOffset = m_stream.offsetOf(raw.data());
                details.dataArg = std::int32_t(m_into.args.size() - event.argsBegin);
                m_into.args.push_back(arg);
            }
            continue;
        }
        std::optional<json::UninternedAttribute> a = json::toUninternedAttribute(v, &m_stream);
        if (!a)
            continue;
        arg.value = *a;
        if (a->needsText())
            arg.valueText = std::int32_t(m_into.text(a->text));
        m_into.args.push_back(arg);
    }
}

} // namespace hg
