#include "ChromeTraceStackFrames.h"

#include "model/ProfileBuilder.h"

namespace hg {

std::int64_t ChromeTraceStackFrames::idOf(std::string_view text)
{
    const auto [it, added] = m_ids.try_emplace(std::string(text), std::int64_t(m_ids.size()));
    return it->second;
}

void ChromeTraceStackFrames::add(std::string_view id, FrameId frame, std::string_view parent)
{
    const std::uint32_t node = m_nodes.add(frame);
    m_nodes.setId(node, idOf(id));
    if (!parent.empty())
        m_nodes.setParentId(node, idOf(parent));
}

void ChromeTraceStackFrames::resolve(ProfileBuilder &builder)
{
    m_nodes.resolve(builder, QStringLiteral("\"stackFrames\""));
}

} // namespace hg
