#include "MiniProfilerKeys.h"

namespace hg::miniprofiler {

std::string normalizedKey(std::string_view key)
{
    std::string out;
    out.reserve(key.size());
    for (const char c : key) {
        if (c == '_' || c == '-')
            continue;
        out.push_back(c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c);
    }
    return out;
}

} // namespace hg::miniprofiler
