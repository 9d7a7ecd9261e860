#include "SpeedscopeReader.h"

#include "SpeedscopeProfileReader.h"
#include "SpeedscopeValues.h"
#include "formats/JsonDocument.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"
#include "util/Utf8Text.h"

namespace hg {

namespace {

std::vector<FrameId> readFrames(std::optional<simdjson::dom::element> shared, ProfileBuilder &builder)
{
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

// The top level's members, found by the scanner without reading inside
// them: the profiles are read straight from the text, in one pass each
// (where they are when the frames came before them, as producers write
// them), and only the small members become a DOM (a DOM of the whole file
// would be several times its size: its arrays are mostly small numbers).
struct TopLevel
{
    std::optional<std::string_view> shared, profiles, name, exporter, activeProfileIndex;
    bool profilesRead = false;
};

QString textOf(const std::optional<std::string_view> &raw)
{
    if (!raw)
        return {};
    const std::optional<std::string> text = json::toText(speedscope::SmallValue(*raw).element());
    return text ? QString::fromStdString(*text) : QString();
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
    JsonScanner scanner(data);
    if (scanner.peek() != '{') {
        const JsonDocument document(data); // says what the file is (or why it is no JSON)
        throw ReadError(tr("expected a JSON object with \"shared\" and \"profiles\", found %1")
                            .arg(fromUtf8(json::typeName(document.root()))), 0, 1);
    }
    TopLevel top;
    std::vector<FrameId> frames;
    const TrackId firstTrack(builder.trackCount());
    std::uint32_t index = 0;
    const auto readProfiles = [&](JsonScanner &profiles) {
        if (profiles.peek() != '[')
            throw ReadError(tr("expected \"profiles\": [...], the list of evented and sampled profiles"));
        {
            const std::optional<speedscope::SmallValue> shared = top.shared ? std::optional<speedscope::SmallValue>(std::in_place, *top.shared) : std::nullopt;
            frames = readFrames(shared ? std::optional(shared->element()) : std::nullopt, builder);
        }
        SpeedscopeProfileReader reader(builder, frames, context);
        JsonScanner::Container array = profiles.beginArray();
        while (profiles.nextItem(array)) {
            reader.read(profiles, index++, textOf(top.name)); // the group again below if the name comes later
            context.checkCancelled();
        }
    };
    try {
        speedscope::scanMembers(scanner, {{"shared", &top.shared}, {"profiles", &top.profiles}, {"name", &top.name},
                                          {"exporter", &top.exporter}, {"activeProfileIndex", &top.activeProfileIndex}},
                                [&](std::string_view key) {
                                    if (key != "profiles" || top.profiles || top.profilesRead || !top.shared)
                                        return false;
                                    top.profilesRead = true;
                                    readProfiles(scanner);
                                    return true;
                                });
        scanner.expectEnd();
    } catch (const ReadError &) {
        if (!top.profilesRead) // before any profile (no DOM of a large file): simdjson's word for what is wrong, if it finds it
            const JsonDocument document(data);
        throw;
    }
    if (!top.profilesRead) {
        if (!top.profiles)
            throw ReadError(tr("expected \"profiles\": [...], the list of evented and sampled profiles"));
        JsonScanner profiles = scanner.slice(*top.profiles);
        readProfiles(profiles);
    }

    const QString name = textOf(top.name);
    if (!name.isEmpty())
        builder.setMetadata("name", name.toStdString());
    for (TrackId track = firstTrack; track < builder.trackCount(); ++track)
        builder.trackInfo(track).group = name;
    if (const QString exporter = textOf(top.exporter); !exporter.isEmpty())
        builder.setMetadata("exporter", exporter.toStdString());
    if (top.activeProfileIndex)
        if (const std::optional<std::int64_t> active = json::toInt(speedscope::SmallValue(*top.activeProfileIndex).element()))
            builder.setMetadata("active_profile_index", AttributeValue::fromInt(*active));
    if (index == 0)
        throw ReadError(tr("the file has no profiles"));
    context.progress(data.size());
}

} // namespace hg
