#include "TraceGrip.h"

#include "formats/JsonDocument.h"
#include "util/Utf8Text.h"

#include <QStringList>

#include <algorithm>
#include <charconv>
#include <vector>

namespace hg {

namespace {

// Appends a string as a quoted literal, its quotes, backslashes and newlines escaped.
void appendQuoted(std::string_view utf8, std::string &text)
{
    text.reserve(text.size() + utf8.size() + 2);
    text += '"';
    for (const char c : utf8) {
        if (c == '\\')
            text += "\\\\";
        else if (c == '"')
            text += "\\\"";
        else if (c == '\n')
            text += "\\n";
        else
            text += c;
    }
    text += '"';
}

QString quoted(const QString &s)
{
    std::string text;
    appendQuoted(s.toStdString(), text);
    return fromUtf8(text);
}

// The grips that are a type alone, the most common in traces, by their
// name; nullptr for every other grip.
const char *specialGrip(simdjson::dom::element grip)
{
    const auto field = json::field(grip, "type");
    if (!field || !field->is_string())
        return nullptr;
    const std::string_view type = field->get_string().value_unsafe();
    for (const char *special : {"undefined", "null", "NaN", "Infinity", "-Infinity", "-0"})
        if (type == special)
            return special;
    return nullptr;
}

template <typename Number>
void appendNumber(Number n, std::string &text)
{
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
    text.append(digits, end);
}

// Appends the grips that are one value (strings quoted, numbers, booleans,
// null and the special grips) as text; false (and nothing appended) for
// arrays and objects.
bool appendScalar(simdjson::dom::element grip, std::string &text)
{
    using simdjson::dom::element_type;
    switch (grip.type()) {
    case element_type::STRING: appendQuoted(grip.get_string().value_unsafe(), text); return true;
    case element_type::INT64: appendNumber(grip.get_int64().value_unsafe(), text); return true;
    case element_type::UINT64: appendNumber(grip.get_uint64().value_unsafe(), text); return true;
    case element_type::DOUBLE:
    case element_type::BOOL: text += simdjson::minify(grip); return true;
    case element_type::NULL_VALUE: text += "null"; return true;
    case element_type::OBJECT:
        if (const char *special = specialGrip(grip)) {
            text += special;
            return true;
        }
        return false;
    case element_type::ARRAY: return false;
    }
    return false;
}

class Renderer
{
public:
    explicit Renderer(std::optional<simdjson::dom::element> pool) : m_pool(pool) {}

    QString render(simdjson::dom::element grip, int depth)
    {
        if (std::string scalar; appendScalar(grip, scalar))
            return fromUtf8(scalar);
        if (!grip.is_array())
            return renderObject(grip, depth);
        QStringList items;
        for (const simdjson::dom::element item : json::asArray(grip)) {
            if (items.size() == TraceGrip::kMaxProperties) {
                items << QStringLiteral("…");
                break;
            }
            items << (depth < TraceGrip::kMaxDepth ? render(item, depth + 1) : QStringLiteral("…"));
        }
        return QLatin1Char('[') + items.join(QStringLiteral(", ")) + QLatin1Char(']');
    }

private:
    QString renderObject(simdjson::dom::element grip, int depth)
    {
        const QString type = json::fieldText(grip, "type");
        if (type == QLatin1String("undefined") || type == QLatin1String("null") || type == QLatin1String("NaN")
            || type == QLatin1String("Infinity") || type == QLatin1String("-Infinity") || type == QLatin1String("-0"))
            return type;
        if (type == QLatin1String("longString")) {
            const QString initial = json::fieldText(grip, "initial");
            const auto lengthField = json::field(grip, "length");
            const std::int64_t length = (lengthField ? json::toInt(*lengthField) : std::nullopt).value_or(initial.size());
            return quoted(initial) + QStringLiteral("… (%1 characters)").arg(length);
        }
        if (type == QLatin1String("symbol"))
            return QStringLiteral("Symbol(%1)").arg(json::fieldText(grip, "name"));
        if (type == QLatin1String("object") || !json::field(grip, "type")) {
            // An object: its description is the grip itself, or the pool's entry.
            std::string id;
            for (const char *key : {"objectId", "actor", "id"})
                if (const auto v = json::field(grip, key))
                    if (const auto t = json::toText(*v)) {
                        id = *t;
                        break;
                    }
            simdjson::dom::element described = grip;
            if (!id.empty()) {
                if (std::find(m_visiting.begin(), m_visiting.end(), id) != m_visiting.end())
                    return QStringLiteral("[circular]");
                if (const auto entry = poolEntry(id))
                    described = *entry;
                m_visiting.push_back(id);
            }
            const QString result = describe(described, grip, depth);
            if (!id.empty())
                m_visiting.pop_back();
            return result;
        }
        return type; // a grip type this reader does not know: its name
    }

    // The pool is an object keyed by id, or an array indexed by objectId.
    std::optional<simdjson::dom::element> poolEntry(const std::string &id) const
    {
        if (!m_pool)
            return std::nullopt;
        if (m_pool->is_object())
            return json::field(*m_pool, id);
        if (m_pool->is_array()) {
            bool ok = false;
            const qulonglong index = QByteArray::fromStdString(id).toULongLong(&ok);
            auto item = m_pool->at(std::size_t(index));
            if (ok && !item.error())
                return item.value();
        }
        return std::nullopt;
    }

    QString describe(simdjson::dom::element object, simdjson::dom::element grip, int depth)
    {
        QString className = json::fieldText(object, "class");
        if (className.isEmpty())
            className = json::fieldText(grip, "class");
        // Own properties: in the description, or its preview.
        std::optional<simdjson::dom::element> properties;
        for (const simdjson::dom::element e : {object, grip}) {
            if ((properties = json::field(e, "ownProperties")))
                break;
            if (const auto preview = json::field(e, "preview"))
                if ((properties = json::field(*preview, "ownProperties")))
                    break;
        }
        QStringList items;
        if (properties && depth >= TraceGrip::kMaxDepth) {
            items << QStringLiteral("…");
        } else if (properties) {
            for (const auto field : json::asObject(*properties)) {
                if (items.size() == TraceGrip::kMaxProperties) {
                    items << QStringLiteral("…");
                    break;
                }
                // A property descriptor {value, writable, ...} holds its value.
                simdjson::dom::element value = field.value;
                if (value.is_object())
                    if (const auto v = json::field(value, "value"))
                        value = *v;
                items << fromUtf8(field.key) + QStringLiteral(": ") + render(value, depth + 1);
            }
        }
        QString text = className.isEmpty() ? QStringLiteral("Object") : className;
        text += items.isEmpty() ? QStringLiteral(" {}") : QStringLiteral(" {") + items.join(QStringLiteral(", ")) + QLatin1Char('}');
        return text;
    }

    std::optional<simdjson::dom::element> m_pool;
    // The objects being described, outermost first (a few: nesting is
    // bounded). Not a QSet: its first insert is a large allocation, and
    // each of those makes glibc consolidate the small chunks freed before.
    std::vector<std::string> m_visiting;
};

} // namespace

void TraceGrip::text(simdjson::dom::element grip, std::optional<simdjson::dom::element> pool, std::string &text)
{
    // The grips nearly every argument and return value is, straight to
    // UTF-8. A text of at most kMaxChars bytes has at most as many
    // characters, so it needs no cutting.
    text.clear();
    if (appendScalar(grip, text) && text.size() <= std::size_t(kMaxChars))
        return;
    QString t = Renderer(pool).render(grip, 0);
    if (t.size() > kMaxChars)
        t = t.left(kMaxChars - 1) + QChar(0x2026);
    text = t.toStdString();
}

} // namespace hg
