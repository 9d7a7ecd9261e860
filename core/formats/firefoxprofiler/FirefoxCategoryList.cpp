#include "FirefoxCategoryList.h"

#include "FirefoxProfilerKeys.h"
#include "formats/JsonScanner.h"
#include "model/Profile.h"

namespace hg::firefox {

std::optional<std::vector<std::pair<std::string, std::string>>> categoryList(std::string_view json)
{
    std::vector<std::pair<std::string, std::string>> list;
    try {
        JsonScanner s(QByteArrayView(json.data(), qsizetype(json.size())));
        JsonScanner::Container array = s.beginArray();
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
            list.emplace_back(std::move(name), std::move(color));
        }
    } catch (const ReadError &) {
        return std::nullopt;
    }
    return list;
}

std::optional<std::vector<std::pair<std::string, std::string>>> categoryList(const Profile &profile)
{
    const auto kept = profile.metadata().findNamed(0, profile.strings(), key::kCategories);
    if (!kept || kept->kind != AttributeValue::Kind::Json)
        return std::nullopt;
    return categoryList(profile.strings().view(kept->s));
}

} // namespace hg::firefox
