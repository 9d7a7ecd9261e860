#include "MiniProfilerKeys.h"

#include <algorithm>
#include <iterator>

namespace hg::miniprofiler {

std::string_view normalizedKey(std::string_view key, KeyBuffer &buffer)
{
    std::size_t n = 0;
    for (const char c : key) {
        if (c == '_' || c == '-')
            continue;
        if (n == buffer.size())
            break;
        buffer[n++] = c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
    }
    return std::string_view(buffer.data(), n);
}

bool isFieldName(std::string_view normalized)
{
    // Sorted, for the binary search.
    static constexpr std::string_view kFields[] = {
        "children", "clienttimings", "commandstring", "customlinks", "customtimings", "duration",
        "durationmilliseconds", "executetype", "firstfetchdurationmilliseconds", "formattedcommandstring", "id",
        "isduplicate", "machinename", "name", "parenttimingid", "redirectcount", "root", "sqltimings",
        "stacktracesnippet", "start", "started", "startedat", "startmilliseconds", "timings",
        "trivialdurationthresholdmilliseconds", "type"};
    return std::binary_search(std::begin(kFields), std::end(kFields), normalized);
}

} // namespace hg::miniprofiler
