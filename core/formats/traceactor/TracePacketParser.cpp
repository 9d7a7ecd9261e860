#include "TracePacketParser.h"

#include "TraceGrip.h"
#include "formats/JsonDepthGuard.h"
#include "formats/JsonDocument.h"
#include "formats/ReadError.h"

namespace hg {

namespace {

std::optional<std::int64_t> integer(simdjson::dom::element object, std::string_view key)
{
    const auto v = json::field(object, key);
    return v ? json::toInt(*v) : std::nullopt;
}

TracePosition position(simdjson::dom::element object, std::string_view key)
{
    TracePosition p;
    const auto v = json::field(object, key);
    if (!v || !v->is_object())
        return p;
    p.present = true;
    p.url = json::fieldText(*v, "url");
    p.line = std::uint32_t(std::max<std::int64_t>(0, integer(*v, "line").value_or(0)));
    p.column = std::uint32_t(std::max<std::int64_t>(0, integer(*v, "column").value_or(0)));
    return p;
}

TracePacket::Kind kindOf(const QString &type, bool isError)
{
    if (isError)
        return TracePacket::Kind::Error;
    if (type == QLatin1String("enteredFrame"))
        return TracePacket::Kind::Entered;
    if (type == QLatin1String("exitedFrame"))
        return TracePacket::Kind::Exited;
    if (type == QLatin1String("attached"))
        return TracePacket::Kind::Attached;
    if (type == QLatin1String("detached"))
        return TracePacket::Kind::Detached;
    if (type == QLatin1String("startedTrace"))
        return TracePacket::Kind::Started;
    if (type == QLatin1String("stoppedTrace"))
        return TracePacket::Kind::Stopped;
    return TracePacket::Kind::Other;
}

} // namespace

void TracePacketParser::parse(QByteArrayView whole, qint64 offset, qint64 size, std::vector<TracePacket> &out)
{
    const simdjson::dom::element root = [&] {
        auto result = m_parser.parse(whole.data() + offset, std::size_t(size), true);
        if (result.error()) {
            const ReadError e(result.error() == simdjson::DEPTH_ERROR
                                  ? JsonDepthGuard::message(tr("objects and arrays"))
                                  : tr("invalid JSON: %1").arg(QString::fromLatin1(simdjson::error_message(result.error()))), 0);
            throw JsonDocument::inWhole(ReadError(e.message(), 0), whole, offset);
        }
        return result.value();
    }();
    packet(root, offset, out, 0);
}

void TracePacketParser::packet(simdjson::dom::element value, qint64 offset, std::vector<TracePacket> &out, int nesting)
{
    const auto notAPacket = [&](const QString &why) {
        return ReadError(tr("not a TraceActor packet: %1").arg(why), offset, -1);
    };
    if (value.is_array() && nesting == 0) {
        for (const simdjson::dom::element item : json::asArray(value))
            packet(item, offset, out, nesting + 1);
        return;
    }
    if (!value.is_object())
        throw notAPacket(tr("expected a JSON object, found %1").arg(QString::fromLatin1(json::typeName(value).data())));
    const QString type = json::fieldText(value, "type");
    if (type == QLatin1String("traces")) { // a batch, sent every 50 ms by later actors
        const auto traces = json::field(value, "traces");
        if (!traces || !traces->is_array())
            throw notAPacket(tr("a \"traces\" batch without a traces array"));
        for (const simdjson::dom::element item : json::asArray(*traces))
            packet(item, offset, out, nesting + 1);
        return;
    }
    TracePacket p;
    p.offset = offset;
    p.type = type;
    p.error = json::fieldText(value, "error");
    p.kind = kindOf(type, !p.error.isEmpty());
    p.message = json::fieldText(value, "message");
    p.sequence = integer(value, "sequence");
    if (const auto t = json::field(value, "time"))
        p.timeMs = json::toDouble(*t);
    if (const auto thread = json::field(value, "thread")) {
        // {id, name} (either may be missing), or the id alone.
        p.threadId = thread->is_object() ? integer(*thread, "id") : json::toInt(*thread);
        if (thread->is_object())
            p.threadName = json::fieldText(*thread, "name");
    }
    switch (p.kind) {
    case TracePacket::Kind::Entered: {
        p.name = json::fieldText(value, "name");
        p.location = position(value, "location");
        p.callsite = position(value, "callsite");
        if (const auto names = json::field(value, "parameterNames"))
            for (const simdjson::dom::element n : json::asArray(*names))
                p.parameterNames << QString::fromStdString(json::toText(n).value_or(std::string()));
        // Grips as an array, or {values, objectPool} (objects by objectId).
        if (const auto args = json::field(value, "arguments")) {
            std::optional<simdjson::dom::element> pool;
            simdjson::dom::element values = *args;
            if (args->is_object()) {
                pool = json::field(*args, "objectPool");
                if (const auto v = json::field(*args, "values"))
                    values = *v;
            }
            for (const simdjson::dom::element a : json::asArray(values))
                p.arguments << TraceGrip::text(a, pool);
        }
        p.depth = integer(value, "depth");
        p.hitCount = integer(value, "hitCount");
        if (const auto b = json::field(value, "blackBoxed"))
            p.blackBoxed = json::toBool(*b);
        break;
    }
    case TracePacket::Kind::Exited:
        p.why = json::fieldText(value, "why");
        p.depth = integer(value, "depth");
        for (const char *key : {"return", "throw", "yield"}) {
            const auto v = json::field(value, key);
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
            p.valueKind = QString::fromLatin1(key);
            p.value = TraceGrip::text(grip, pool);
            if (p.why.isEmpty() || p.why == p.valueKind)
                break;
        }
        break;
    case TracePacket::Kind::Started:
    case TracePacket::Kind::Stopped:
        p.traceName = json::fieldText(value, "name");
        break;
    case TracePacket::Kind::Attached:
        if (const auto types = json::field(value, "traceTypes"))
            for (const simdjson::dom::element t : json::asArray(*types))
                p.traceTypes << QString::fromStdString(json::toText(t).value_or(std::string()));
        break;
    default:
        break;
    }
    out.push_back(std::move(p));
}

} // namespace hg
