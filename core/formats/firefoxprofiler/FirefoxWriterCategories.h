#pragma once
#include "model/Ids.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace hg {

class JsonWriter;
class Profile;

namespace firefox {

// meta.categories of a written Firefox file, and each frame category's index
// in it: the list a Firefox file was read with (names, colours and
// subcategories as they were), else "Other" (grey, the default) first; the
// frame categories of other formats are added as they are asked for, each
// with a colour of its own.
class FirefoxWriterCategories
{
public:
    explicit FirefoxWriterCategories(const Profile &profile);

    // The index of a frame's category (adds it when new); a frame without
    // one has the default: the first grey category, -1 (null: it inherits
    // its caller's, as in the file read) when the kept list has none.
    std::int32_t of(StringId category);
    // A marker's, which cannot be null: the first category then.
    std::int32_t ofMarker(StringId category) { return std::max(0, of(category)); }
    void write(JsonWriter &json) const;

private:
    const Profile &m_profile;
    std::vector<std::string> m_names;
    std::map<std::string, std::int32_t> m_index;
    std::string_view m_keptJson; // the list as read
    std::size_t m_keptCount = 0;  // its entries, the first of m_names
    std::int32_t m_default = -1;
};

} // namespace firefox
} // namespace hg
