#include "XPlaneConsumedInput.h"

#include "io/ReadContext.h"

#include <algorithm>

namespace hg {

XPlaneConsumedInput::XPlaneConsumedInput(const char *file, const ReadContext &context, std::vector<qint64> lineOffsets)
    : m_file(file), m_context(context), m_starts(std::move(lineOffsets))
{
    std::sort(m_starts.begin(), m_starts.end());
    m_done.assign(m_starts.size(), 0);
}

void XPlaneConsumedInput::lineDone(qint64 fileOffset)
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    const auto at = std::lower_bound(m_starts.begin(), m_starts.end(), fileOffset);
    if (at == m_starts.end() || *at != fileOffset)
        return;
    m_done[std::size_t(at - m_starts.begin())] = 1;
    const std::size_t before = m_firstUndone;
    while (m_firstUndone < m_starts.size() && m_done[m_firstUndone])
        ++m_firstUndone;
    // Up to the next line still to be decoded; after the last one, the lines'
    // bytes end where the reader's caller releases the rest.
    if (m_firstUndone != before && m_firstUndone < m_starts.size())
        m_context.inputConsumed(m_file + m_starts[m_firstUndone]);
}

} // namespace hg
