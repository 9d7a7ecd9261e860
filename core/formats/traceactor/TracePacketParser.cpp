#include "TracePacketParser.h"

#include "TraceGrip.h"
#include "TracePacketFields.h"
#include "formats/JsonDepthGuard.h"
#include "formats/JsonDocument.h"
#include "io/ReadError.h"

#include <charconv>
#include <tuple>

namespace hg {

namespace {

std::optional<std::int64_t> integer(simdjson::dom::element object, std::string_view key)
{
    const auto v = json::field(object, key);
    return v ? json::toInt(*v) : std::nullopt;
}

// The url, line and column members of a position object, as json::field
// would find them (the first of a name counts, and a null one is missing),
// in one walk over its members.
struct PositionFields
{
    std::optional<simdjson::dom::element> url, line, column;

    explicit PositionFields(simdjson::dom::object object)
    {
        for (const simdjson::dom::key_value_pair member : object) {
            std::optional<simdjson::dom::element> *slot = member.key == "url"      ? &url
                                                         : member.key == "line"   ? &line
                                                         : member.key == "column" ? &column
                                                                                  : nullptr;
            if (slot && !*slot)
                *slot = member.value;
        }
        for (std::optional<simdjson::dom::element> *field : {&url, &line, &column})
            if (*field && (*field)->is_null())
                field->reset();
    }

    static std::uint32_t number(const std::optional<simdjson::dom::element> &e)
    {
        const std::optional<std::int64_t> n = e ? json::toInt(*e) : std::nullopt;
        return std::uint32_t(std::max<std::int64_t>(0, n.value_or(0)));
    }
};

TracePosition position(std::optional<simdjson::dom::element> v, TraceTextCache &texts)
{
    TracePosition p;
    if (!v || !v->is_object())
        return p;
    p.present = true;
    const PositionFields f(v->get_object().value_unsafe());
    p.url = TracePacketParser::text(f.url, texts, &p.urlNumber);
    p.line = PositionFields::number(f.line);
    p.column = PositionFields::number(f.column);
    return p;
}

// A callsite as the text spans keep: "url:line:column", straight from the
// UTF-8 of the packet, into `text` (empty for none).
void callsiteText(std::optional<simdjson::dom::element> v, std::string &text)
{
    text.clear();
    if (!v || !v->is_object())
        return;
    const PositionFields f(v->get_object().value_unsafe());
    const std::string other = f.url && !f.url->is_string() ? json::toText(*f.url).value_or(std::string()) : std::string();
    const std::string_view url = f.url && f.url->is_string() ? f.url->get_string().value_unsafe() : std::string_view(other);
    text.append(url.empty() ? std::string_view("?") : url);
    for (const std::uint32_t n : {PositionFields::number(f.line), PositionFields::number(f.column)})
        if (n) {
            char digits[12];
            digits[0] = ':';
            text.append(digits, std::to_chars(digits + 1, digits + sizeof digits, n).ptr);
        }
}

// The packet types the assembler acts on, and "traces" batches (any other
// type is a packet of kind Other).
struct KnownType
{
    std::string_view name;
    TracePacket::Kind kind;
};

const KnownType *knownType(std::optional<simdjson::dom::element> type)
{
    using Kind = TracePacket::Kind;
    static constexpr KnownType kTypes[] = {
        {"enteredFrame", Kind::Entered}, {"exitedFrame", Kind::Exited},   {"attached", Kind::Attached}, {"detached", Kind::Detached},
        {"startedTrace", Kind::Started}, {"stoppedTrace", Kind::Stopped}, {"traces", Kind::Other},
    };
    if (!type || !type->is_string())
        return nullptr;
    const std::string_view name = type->get_string().value_unsafe();
    for (const KnownType &known : kTypes)
        if (known.name == name)
            return &known;
    return nullptr;
}

} // namespace

QString TracePacketParser::text(std::optional<simdjson::dom::element> value, TraceTextCache &texts, std::uint32_t *number)
{
    if (number)
        *number = kNoTextNumber;
    if (!value)
        return {};
    if (value->is_string())
        return texts.text(value->get_string().value_unsafe(), number);
    const std::optional<std::string> t = json::toText(*value);
    return t ? QString::fromStdString(*t) : QString();
}

QStringList TracePacketParser::parameterNames(simdjson::dom::array names)
{
    // The key: each name's length, then its bytes.
    std::string &key = m_nameListKey;
    key.clear();
    for (const simdjson::dom::element n : names) {
        if (!n.is_string())
            return eachName(names);
        const std::string_view name = n.get_string().value_unsafe();
        const auto size = std::uint32_t(name.size());
        key.append(reinterpret_cast<const char *>(&size), sizeof size).append(name);
    }
    const std::uint32_t number = m_nameLists.number(key);
    if (number == kNoTextNumber)
        return eachName(names);
    if (number >= m_nameListsByNumber.size())
        m_nameListsByNumber.resize(std::size_t(number) + 1);
    QStringList &list = m_nameListsByNumber[number];
    if (list.isEmpty()) // a numbered list has names
        list = eachName(names);
    return list;
}

QStringList TracePacketParser::eachName(simdjson::dom::array names)
{
    QStringList list;
    list.reserve(qsizetype(names.size()));
    for (const simdjson::dom::element n : names)
        list << text(n, m_texts);
    return list;
}

void TracePacketParser::parse(QByteArrayView whole, qint64 offset, qint64 size, std::vector<TracePacket> &out, TraceTextArena &texts)
{
    const simdjson::dom::element root = [&] {
        // simdjson reads up to SIMDJSON_PADDING bytes past a packet: inside
        // the file they are the packets after it, so only the last ones
        // (and a live connection's single packets) need a padded copy.
        const bool padded = offset + size + qint64(simdjson::SIMDJSON_PADDING) <= whole.size();
        auto result = m_parser.parse(whole.data() + offset, std::size_t(size), !padded);
        if (result.error()) {
            const ReadError e(result.error() == simdjson::DEPTH_ERROR
                                  ? JsonDepthGuard::message(tr("objects and arrays"))
                                  : tr("invalid JSON: %1").arg(QString::fromLatin1(simdjson::error_message(result.error()))), 0);
            throw JsonDocument::inWhole(ReadError(e.message(), 0), whole, offset);
        }
        return result.value();
    }();
    packet(root, offset, out, texts, 0);
}

void TracePacketParser::packet(simdjson::dom::element value, qint64 offset, std::vector<TracePacket> &out, TraceTextArena &arena,
                               int nesting)
{
    const auto notAPacket = [&](const QString &why) {
        return ReadError(tr("not a TraceActor packet: %1").arg(why), offset, -1);
    };
    if (value.is_array() && nesting == 0) {
        for (const simdjson::dom::element item : json::asArray(value))
            packet(item, offset, out, arena, nesting + 1);
        return;
    }
    if (!value.is_object())
        throw notAPacket(tr("expected a JSON object, found %1").arg(QString::fromLatin1(json::typeName(value).data())));
    const TracePacketFields f(value.get_object().value_unsafe());
    const auto textOf = [&](TracePacketFields::Key key) { return text(f[key], m_texts); };
    const KnownType *known = knownType(f[TracePacketFields::Type]);
    if (known && known->name == "traces") { // a batch, sent every 50 ms by later actors
        const auto traces = f[TracePacketFields::Traces];
        if (!traces || !traces->is_array())
            throw notAPacket(tr("a \"traces\" batch without a traces array"));
        for (const simdjson::dom::element item : json::asArray(*traces))
            packet(item, offset, out, arena, nesting + 1);
        return;
    }
    const auto integerOf = [&](TracePacketFields::Key key) {
        const auto v = f[key];
        return v ? json::toInt(*v) : std::nullopt;
    };
    // Built in place: a packet is large, and moving it in would touch it all again.
    TracePacket &p = out.emplace_back();
    p.offset = offset;
    if (const QString error = textOf(TracePacketFields::Error); !error.isEmpty())
        p.reply = std::make_shared<const TraceReply>(TraceReply{error, textOf(TracePacketFields::Message), {}});
    p.kind = p.reply ? TracePacket::Kind::Error : known ? known->kind : TracePacket::Kind::Other;
    p.setSequence(integerOf(TracePacketFields::Sequence));
    if (const auto t = f[TracePacketFields::Time])
        p.setTimeMs(json::toDouble(*t));
    if (const auto thread = f[TracePacketFields::Thread]) {
        // {id, name} (either may be missing), or the id alone.
        p.setThreadId(thread->is_object() ? integer(*thread, "id") : json::toInt(*thread));
        if (thread->is_object())
            p.threadName = text(json::field(*thread, "name"), m_texts);
    }
    switch (p.kind) {
    case TracePacket::Kind::Entered: {
        p.name = text(f[TracePacketFields::Name], m_texts, &p.nameNumber);
        p.location = position(f[TracePacketFields::Location], m_texts);
        callsiteText(f[TracePacketFields::Callsite], m_scratch);
        p.callsite = arena.text(m_scratch);
        if (const auto names = f[TracePacketFields::ParameterNames]; names && names->is_array())
            p.parameterNames = parameterNames(names->get_array().value_unsafe());
        // Grips as an array, or {values, objectPool} (objects by objectId).
        if (const auto args = f[TracePacketFields::Arguments]) {
            std::optional<simdjson::dom::element> pool;
            simdjson::dom::element values = *args;
            if (args->is_object()) {
                pool = json::field(*args, "objectPool");
                if (const auto v = json::field(*args, "values"))
                    values = *v;
            }
            if (values.is_array()) {
                const simdjson::dom::array list = values.get_array().value_unsafe();
                const std::span<TraceValueText> arguments = arena.texts(list.size());
                auto argument = arguments.begin();
                for (const simdjson::dom::element a : list) {
                    TraceGrip::text(a, pool, m_scratch);
                    *argument++ = arena.text(m_scratch);
                }
                p.arguments = arguments;
            }
        }
        p.setDepth(integerOf(TracePacketFields::Depth));
        p.setHitCount(integerOf(TracePacketFields::HitCount));
        if (const auto b = f[TracePacketFields::BlackBoxed])
            p.setBlackBoxed(json::toBool(*b));
        break;
    }
    case TracePacket::Kind::Exited:
        p.why = text(f[TracePacketFields::Why], m_texts, &p.whyNumber);
        p.setDepth(integerOf(TracePacketFields::Depth));
        using ValueKind = TracePacket::ValueKind;
        for (const auto &[key, kind, name] : {std::tuple{TracePacketFields::Return, ValueKind::Return, QLatin1String("return")},
                                              std::tuple{TracePacketFields::Throw, ValueKind::Throw, QLatin1String("throw")},
                                              std::tuple{TracePacketFields::Yield, ValueKind::Yield, QLatin1String("yield")}}) {
            const auto v = f[key];
            if (!v)
                continue;
            // A grip, or {value, objectPool}.
            std::optional<simdjson::dom::element> pool;
            simdjson::dom::element grip = *v;
            if (v->is_object())
                if (const auto inner = json::field(*v, "objectPool")) {
                    pool = inner;
                    if (const auto g = json::field(*v, "value"))
                        grip = *g;
                }
            p.valueKind = kind;
            TraceGrip::text(grip, pool, m_scratch);
            p.value = arena.text(m_scratch);
            if (p.why.isEmpty() || p.why == name)
                break;
        }
        break;
    case TracePacket::Kind::Started:
    case TracePacket::Kind::Stopped:
        p.name = textOf(TracePacketFields::Name);
        break;
    case TracePacket::Kind::Attached:
        if (const auto types = f[TracePacketFields::TraceTypes]) {
            TraceReply reply;
            for (const simdjson::dom::element t : json::asArray(*types))
                reply.traceTypes << text(t, m_texts);
            p.reply = std::make_shared<const TraceReply>(std::move(reply));
        }
        break;
    default:
        break;
    }
}

} // namespace hg
