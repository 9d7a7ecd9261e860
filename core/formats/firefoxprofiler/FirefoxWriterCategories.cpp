#include "FirefoxWriterCategories.h"

#include "FirefoxProfilerKeys.h"
#include "formats/JsonScanner.h"
#include "formats/JsonWriter.h"
#include "model/Profile.h"

namespace hg::firefox {

namespace {

// The colours the profiler accepts, for categories of other formats.
constexpr const char *kColors[] = {"blue", "green", "orange", "purple", "yellow", "lightblue", "red", "brown", "magenta", "lightred"};

} // namespace

FirefoxWriterCategories::FirefoxWriterCategories(const Profile &profile) : m_profile(profile)
{
    const auto kept = profile.metadata().findNamed(0, profile.strings(), key::kCategories);
    if (kept && kept->kind == AttributeValue::Kind::Json) {
        const std::string_view json = profile.strings().view(kept->s);
        try {
            JsonScanner s(QByteArrayView(json.data(), qsizetype(json.size())));
            JsonScanner::Container array = s.beginArray();
            std::vector<std::pair<std::string, std::string>> names;
            while (s.nextItem(array)) {
                JsonScanner::Container object = s.beginObject();
                std::string_view k;
                std::string name, color;
                while (s.nextKey(object, k)) {
                    if ((k == "name" || k == "color") && s.peek() == '"')
                        (k == "name" ? name : color) = std::string(s.string());
                    else
                        s.skipValue();
                }
                names.emplace_back(name, color);
            }
            for (std::size_t i = 0; i < names.size(); ++i) {
                m_names.push_back(names[i].first);
                m_index.emplace(names[i].first, std::int32_t(i));
                if (m_default < 0 && names[i].second == "grey")
                    m_default = std::int32_t(i);
            }
            m_keptJson = json;
            m_keptCount = names.size();
        } catch (const ReadError &) {
            m_names.clear();
            m_index.clear();
            m_default = -1;
            m_keptJson = {};
            m_keptCount = 0;
        }
    }
    if (!m_names.empty())
        return;
    m_names = {"Other"};
    m_index = {{"Other", 0}};
    m_default = 0;
}

std::int32_t FirefoxWriterCategories::of(StringId category)
{
    if (!category)
        return m_default;
    const std::string name(m_profile.strings().view(category));
    const auto [it, added] = m_index.try_emplace(name, std::int32_t(m_names.size()));
    if (added)
        m_names.push_back(name);
    return it->second;
}

void FirefoxWriterCategories::write(JsonWriter &json) const
{
    // Made here: all of them, or those the kept list lacks, after it.
    const std::size_t first = m_keptJson.empty() ? 0 : m_keptCount;
    if (first == m_names.size()) {
        json.raw(m_keptJson);
        return;
    }
    JsonWriter made;
    made.beginArray();
    for (std::size_t i = first; i < m_names.size(); ++i) {
        made.beginObject();
        made.key("name").value(m_names[i]);
        made.key("color").value(i == std::size_t(m_default) ? "grey" : kColors[i % std::size(kColors)]);
        made.key("subcategories").beginArray();
        made.value("Other");
        made.endArray();
        made.endObject();
    }
    made.endArray();
    if (first == 0) {
        json.raw(std::string_view(made.text().constData(), std::size_t(made.text().size())));
        return;
    }
    // The kept array's items, then the made ones: "[kept..." + "," + "made...]".
    std::string_view kept = m_keptJson;
    while (!kept.empty() && kept.back() != ']')
        kept.remove_suffix(1);
    kept.remove_suffix(1);
    std::string joined(kept);
    joined += ',';
    joined.append(made.text().constData() + 1, std::size_t(made.text().size() - 1));
    json.raw(joined);
}

} // namespace hg::firefox
