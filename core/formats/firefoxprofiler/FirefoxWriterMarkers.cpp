#include "FirefoxWriterMarkers.h"

#include "FirefoxProfilerKeys.h"
#include "formats/AttributeJson.h"
#include "formats/JsonWriter.h"
#include "model/Profile.h"

namespace hg::firefox {

FirefoxWriterMarkers::FirefoxWriterMarkers(const Profile &profile)
    : m_profile(profile), m_phaseKey(profile.strings().find(key::kPhase)), m_instant(profile.strings().find(key::kInstant)),
      m_stackKey(profile.strings().find("stack")), m_causeKey(profile.strings().find("cause"))
{
}

bool FirefoxWriterMarkers::isInstant(const Track &track, std::uint32_t span) const
{
    if (!m_phaseKey || track.spans.duration(span) != 0)
        return false;
    const auto phase = track.spanAttributes.find(span, m_phaseKey);
    return phase && phase->kind == AttributeValue::Kind::String && phase->s == m_instant;
}

void FirefoxWriterMarkers::writeData(JsonWriter &json, const Track &track, std::uint32_t span) const
{
    bool any = false;
    for (const AttributeTable::Entry e : track.spanAttributes.of(span)) {
        if (e.key == m_phaseKey || e.key == m_stackKey || e.key == m_causeKey || e.value.kind == AttributeValue::Kind::Span)
            continue;
        if (!any)
            json.beginObject();
        any = true;
        json.key(m_profile.strings().view(e.key));
        writeAttributeValue(json, m_profile.strings(), e.value);
    }
    if (any)
        json.endObject();
    else
        json.null();
}

} // namespace hg::firefox
