#include "MiniProfilerKeys.h"

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

} // namespace hg::miniprofiler
