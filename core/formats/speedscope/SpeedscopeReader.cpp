#include "SpeedscopeReader.h"

#include "SpeedscopeProfileReader.h"
#include "formats/JsonDocument.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"

namespace hg {

namespace {

std::vector<FrameId> readFrames(simdjson::dom::element root, ProfileBuilder &builder)
{
    const std::optional<simdjson::dom::element> shared = json::field(root, "shared");
    const std::optional<simdjson::dom::element> frames = shared ? json::field(*shared, "frames") : std::nullopt;
    if (!frames || frames->type() != simdjson::dom::element_type::ARRAY)
        throw ReadError(SpeedscopeReader::tr("expected \"shared\": {\"frames\": [...]} with the frames the profiles refer to"));
    std::vector<FrameId> ids;
    for (const simdjson::dom::element f : json::asArray(*frames)) {
        const std::optional<simdjson::dom::element> name = json::field(f, "name");
        const std::optional<std::string> text = name ? json::toText(*name) : std::nullopt;
        if (!text)
            throw ReadError(SpeedscopeReader::tr("frame %1 in \"shared.frames\" has no \"name\"").arg(ids.size()));
        Frame frame;
        frame.name = builder.intern(*text);
        if (const std::optional<simdjson::dom::element> file = json::field(f, "file"))
            if (const std::optional<std::string> fileText = json::toText(*file); fileText && !fileText->empty())
                frame.file = builder.intern(*fileText);
        // Producers write null for an unknown line or column.
        const auto number = [&f](std::string_view key) -> std::uint32_t {
            const std::optional<simdjson::dom::element> v = json::field(f, key);
            const std::optional<std::int64_t> n = v ? json::toInt(*v) : std::nullopt;
            return n && *n > 0 && *n <= INT32_MAX ? std::uint32_t(*n) : 0;
        };
        frame.line = number("line");
        frame.column = number("col");
        ids.push_back(builder.addFrame(frame));
    }
    return ids;
}

} // namespace

int SpeedscopeReader::probe(QByteArrayView head)
{
    if (!head.trimmed().startsWith('{'))
        return 0;
    if (head.contains("speedscope.app/file-format-schema"))
        return 100;
    // Files without $schema (hand-made, older exporters): the two top-level keys.
    return head.contains("\"shared\"") && head.contains("\"profiles\"") ? 60 : 0;
}

void SpeedscopeReader::read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context)
{
    context.progress(0);
    const JsonDocument document(data);
    const simdjson::dom::element root = document.root();
    if (root.type() != simdjson::dom::element_type::OBJECT)
        throw ReadError(tr("expected a JSON object with \"shared\" and \"profiles\", found %1")
                            .arg(QString::fromUtf8(json::typeName(root).data(), qsizetype(json::typeName(root).size()))), 0, 1);
    const std::optional<simdjson::dom::element> profiles = json::field(root, "profiles");
    if (!profiles || profiles->type() != simdjson::dom::element_type::ARRAY)
        throw ReadError(tr("expected \"profiles\": [...], the list of evented and sampled profiles"));
    const std::vector<FrameId> frames = readFrames(root, builder);

    const QString name = json::fieldText(root, "name");
    if (!name.isEmpty())
        builder.setMetadata("name", name.toStdString());
    if (const QString exporter = json::fieldText(root, "exporter"); !exporter.isEmpty())
        builder.setMetadata("exporter", exporter.toStdString());
    if (const std::optional<simdjson::dom::element> active = json::field(root, "activeProfileIndex"))
        if (const std::optional<std::int64_t> index = json::toInt(*active))
            builder.setMetadata("active_profile_index", AttributeValue::fromInt(*index));

    SpeedscopeProfileReader reader(builder, frames, context);
    std::uint32_t index = 0;
    for (const simdjson::dom::element profile : json::asArray(*profiles)) {
        reader.read(profile, index++, name);
        context.checkCancelled();
    }
    if (index == 0)
        throw ReadError(tr("the file has no profiles"));
    context.progress(data.size());
}

} // namespace hg
