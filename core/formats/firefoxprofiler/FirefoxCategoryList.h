#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace hg {

class Profile;

namespace firefox {

// meta.categories as read from a Firefox file (kept as JSON in the profile's
// metadata, key::kCategories): each category's name and colour name
// ("yellow", "grey", "transparent", ...), in order. Nullopt when the profile
// has none or the JSON is not such a list.
std::optional<std::vector<std::pair<std::string, std::string>>> categoryList(std::string_view json);
std::optional<std::vector<std::pair<std::string, std::string>>> categoryList(const Profile &profile);

} // namespace firefox
} // namespace hg
