// FirefoxProfileAssembler's markers and their payloads (the tables and
// samples are in FirefoxProfileAssembler.cpp).
#include "FirefoxProfileAssembler.h"
#include "FirefoxColumnValue.h"

#include "FirefoxProfilerKeys.h"
#include "GeckoLocation.h"
#include "formats/JsonScanner.h"
#include "formats/UntimedWeights.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"
#include "util/ParallelFor.h"
#include "util/TextHash.h"
#include "util/Utf8Text.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <map>

namespace hg::firefox {

void FirefoxProfileAssembler::addMarkers(const Thread &thread, TrackInfo info, const StringArray &strings, double offsetMs, TimePs end,
                                         const Payloads &payloads)
{
    const Markers &m = thread.markers;
    const std::size_t n = m.name.size();
    info.name = tr("%1 markers").arg(info.name); // the thread's process and ids
    const TrackId track = m_builder.addTrack(info);
    m_builder.setTrackAttribute(track, m_builder.intern(key::kMarkers), AttributeValue::fromBool(true));
    const StringId phaseKey = m_builder.intern(key::kPhase);
    const StringId instant = m_builder.intern(key::kInstant);

    // Room for the spans and their payloads' fields, so that the columns
    // do not grow by copying.
    ProfileBuilder::SpanAppender spans = m_builder.spanAppender(track);
    const std::size_t instants = m.phase.empty() ? n : std::size_t(std::count(m.phase.begin(), m.phase.end(), 0));
    spans.reserve(n, payloads.fields.size() + instants);

    std::unordered_map<std::uint64_t, FrameId> frames; // (name, category) -> frame
    auto frameOf = [&](std::size_t i) {
        const std::int32_t nameIndex = m.name[i];
        const std::int32_t category = columnValue(m.category, i, -1);
        const std::uint64_t k = (std::uint64_t(std::uint32_t(nameIndex)) << 32) | std::uint32_t(category);
        const auto found = frames.find(k);
        if (found != frames.end())
            return found->second;
        Frame frame;
        if (!strings.has(nameIndex)) {
            ++m_badStrings;
            frame.name = m_builder.intern("?");
        } else {
            frame.name = m_builder.intern(strings.at(nameIndex));
        }
        frame.category = categoryName(category);
        const FrameId id = m_builder.addFrame(frame);
        frames.emplace(k, id);
        return id;
    };
    auto timeOf = [&](const std::vector<double> &column, std::size_t i) -> std::optional<TimePs> {
        const double t = columnValue(column, i, std::numeric_limits<double>::quiet_NaN());
        if (!std::isfinite(t) || std::fabs(t) > 9e9)
            return std::nullopt;
        return toPs(t + offsetMs);
    };
    // A span of marker i, with the payload of marker `payload`.
    auto add = [&](std::size_t i, TimePs start, TimePs stop, bool isInstant, std::size_t payload) {
        const std::uint32_t span = spans.add(start, std::max<TimePs>(0, stop - start), frameOf(i));
        if (isInstant)
            spans.attribute(span, phaseKey, AttributeValue::fromString(instant));
        addPayload(payloads, m, payload, spans, span);
    };
    const auto hasPayload = [&payloads](std::size_t i) { return payloads.first[i + 1] > payloads.first[i]; };

    // Open interval starts per name, matched by the next end of that name.
    std::map<std::int32_t, std::vector<std::size_t>> open;
    for (std::size_t i = 0; i < n; ++i) {
        if ((i & 0xFFFF) == 0xFFFF)
            m_context.checkCancelled();
        const std::int32_t phase = m.phase.empty() ? 0 : columnValue(m.phase, i, -1);
        switch (phase) {
        case 0: {
            const auto t = m.phase.empty() ? timeOf(m.time, i) : timeOf(m.start, i);
            if (!t) {
                ++m_badTimes;
                break;
            }
            add(i, *t, *t, true, i);
            break;
        }
        case 1: {
            const auto start = timeOf(m.start, i), stop = timeOf(m.end, i);
            if (!start || !stop) {
                ++m_badTimes;
                break;
            }
            add(i, *start, *stop, false, i);
            break;
        }
        case 2:
            if (!timeOf(m.start, i))
                ++m_badTimes;
            else
                open[m.name[i]].push_back(i);
            break;
        case 3: {
            const auto stop = timeOf(m.end, i);
            if (!stop) {
                ++m_badTimes;
                break;
            }
            auto found = open.find(m.name[i]);
            if (found == open.end() || found->second.empty()) {
                ++m_unmatchedEnds;
                add(i, std::min<TimePs>(0, *stop), *stop, false, i);
                break;
            }
            const std::size_t startIndex = found->second.back();
            found->second.pop_back();
            add(startIndex, *timeOf(m.start, startIndex), *stop, false, hasPayload(startIndex) ? startIndex : i);
            break;
        }
        default:
            ++m_badTimes;
        }
    }
    for (const auto &[nameIndex, starts] : open) {
        for (const std::size_t i : starts) {
            ++m_unclosedStarts;
            const TimePs start = *timeOf(m.start, i);
            add(i, start, std::max(start, end), false, i);
        }
    }
}

FirefoxProfileAssembler::PayloadShape &FirefoxProfileAssembler::payloadShape(std::string_view type)
{
    if (m_payloadShapes[m_lastShape].type == type)
        return m_payloadShapes[m_lastShape];
    for (std::size_t i = 1; i < m_payloadShapes.size(); ++i)
        if (m_payloadShapes[i].type == type) {
            m_lastShape = i;
            return m_payloadShapes[i];
        }
    if (m_payloadShapes.size() >= 256) // types without end: the shared shape
        return m_payloadShapes.front();
    m_lastShape = m_payloadShapes.size();
    m_payloadShapes.emplace_back().type.assign(type);
    return m_payloadShapes.back();
}

FirefoxProfileAssembler::Payloads FirefoxProfileAssembler::readPayloads(const Markers &markers)
{
    Payloads p;
    std::unordered_map<std::string, std::uint32_t> keyIndex;
    const std::size_t n = markers.name.size();
    p.first.reserve(n + 1);
    for (std::size_t i = 0; i < n; ++i) {
        p.first.push_back(std::uint32_t(p.fields.size()));
        const std::string_view json = columnValue(markers.data, i, std::string_view());
        if (json.size() < 2 || json.front() != '{' || json.size() > UINT32_MAX)
            continue;
        // A text by its place in the payload, or a copy of what had escapes.
        const auto place = [&](Payloads::Field &f, std::string_view text, Payloads::Kind kind) {
            if (text.data() >= json.data() && text.data() + text.size() <= json.data() + json.size()) {
                f.kind = kind;
                f.text = {std::uint32_t(text.data() - json.data()), std::uint32_t(text.size())};
            } else {
                f.kind = Payloads::Kind::Unescaped;
                f.text = {std::uint32_t(p.unescaped.size()), std::uint32_t(text.size())};
                p.unescaped.append(text);
            }
        };
        JsonScanner s(QByteArrayView(json.data(), qsizetype(json.size())));
        try {
            JsonScanner::Container object = s.beginObject();
            std::string_view name;
            for (std::uint32_t at = 0; s.nextKey(object, name); ++at) {
                Payloads::Field f;
                const auto [key, added] = keyIndex.try_emplace(std::string(name), std::uint32_t(p.keys.size()));
                if (added)
                    p.keys.emplace_back(name);
                f.key = key->second;
                f.at = std::uint16_t(std::min<std::uint32_t>(at, UINT16_MAX));
                const char next = s.peek();
                if (next == '"') {
                    place(f, s.string(), Payloads::Kind::Text);
                } else if (next == 't' || next == 'f') {
                    f.kind = Payloads::Kind::Bool;
                    f.number = s.boolean() ? 1 : 0;
                } else if (next == 'n') {
                    s.skipValue();
                    continue;
                } else if (next == '{' || next == '[') {
                    const std::string_view raw = s.skipValue();
                    if (raw.size() > 4096)
                        continue; // a marker's own stack or a large blob: not an attribute
                    place(f, raw, Payloads::Kind::Json);
                } else {
                    f.kind = Payloads::Kind::Number;
                    f.number = s.number();
                }
                p.fields.push_back(f);
            }
        } catch (const ReadError &) {
            // The payload was skipped over as a whole before: it is valid JSON.
        }
    }
    p.first.push_back(std::uint32_t(p.fields.size()));
    return p;
}

void FirefoxProfileAssembler::addPayload(const Payloads &payloads, const Markers &markers, std::size_t marker,
                                         ProfileBuilder::SpanAppender &spans, std::uint32_t span)
{
    auto cached = [this](std::vector<std::pair<std::string, StringId>> &cache, std::size_t at, std::string_view text) {
        if (cache.size() <= at)
            cache.resize(at + 1);
        auto &[seen, id] = cache[at];
        if (!id || seen != text) {
            seen.assign(text);
            id = m_builder.intern(text);
        }
        return id;
    };
    const std::string_view json = columnValue(markers.data, marker, std::string_view());
    const auto textOf = [&](const Payloads::Field &f) {
        return std::string_view((f.kind == Payloads::Kind::Unescaped ? payloads.unescaped.data() : json.data()) + f.text.offset, f.text.size);
    };
    PayloadShape *shape = &m_payloadShapes.front();
    for (std::uint32_t i = payloads.first[marker]; i < payloads.first[marker + 1]; ++i) {
        const Payloads::Field &f = payloads.fields[i];
        const std::string_view key = payloads.keys[f.key];
        const bool text = f.kind == Payloads::Kind::Text || f.kind == Payloads::Kind::Unescaped;
        if (f.at == 0 && text && key == "type") {
            // The type picks the caches of its payloads.
            shape = &payloadShape(textOf(f));
            spans.attribute(span, cached(shape->keys, 0, key), AttributeValue::fromString(cached(shape->texts, 0, textOf(f))));
            continue;
        }
        const StringId k = cached(shape->keys, f.at, key);
        AttributeValue value;
        if (text)
            value = AttributeValue::fromString(cached(shape->texts, f.at, textOf(f)));
        else if (f.kind == Payloads::Kind::Bool)
            value = AttributeValue::fromBool(f.number != 0);
        else if (f.kind == Payloads::Kind::Json)
            value = AttributeValue::fromJson(m_builder.intern(textOf(f)));
        else
            value = f.number == std::floor(f.number) && std::fabs(f.number) < 9e15 ? AttributeValue::fromInt(std::int64_t(f.number))
                                                                                   : AttributeValue::fromDouble(f.number);
        spans.attribute(span, k, value);
    }
}

} // namespace hg::firefox
