#include "FirefoxWriterCategories.h"

#include "FirefoxCategoryList.h"
#include "FirefoxProfilerKeys.h"
#include "formats/JsonWriter.h"
#include "model/Profile.h"

namespace hg::firefox {

namespace {

// The colours the profiler accepts, for categories of other formats.
constexpr const char *kColors[] = {"blue", "green", "orange", "purple", "yellow", "lightblue", "red", "brown", "magenta", "lightred"};

} // namespace

FirefoxWriterCategories::FirefoxWriterCategories(const Profile &profile) : m_profile(profile)
{
    const auto json = profile.metadata().findNamed(0, profile.strings(), key::kCategories);
    const std::string_view text = json && json->kind == AttributeValue::Kind::Json ? profile.strings().view(json->s) : std::string_view();
    if (const auto kept = categoryList(text); !text.empty() && kept && !kept->empty()) {
        for (std::size_t i = 0; i < kept->size(); ++i) {
            const auto &[name, color] = (*kept)[i];
            m_names.push_back(name);
            m_index.emplace(name, std::int32_t(i));
            if (m_default < 0 && color == "grey")
                m_default = std::int32_t(i);
        }
        m_keptJson = text;
        m_keptCount = kept->size();
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
