#include "XPlaneLockedBuilder.h"

#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"

namespace hg {

StringId XPlaneLockedBuilder::intern(std::string_view utf8)
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    return m_builder.intern(utf8);
}

StringId XPlaneLockedBuilder::addUniqueString(std::string_view utf8)
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    return m_builder.addUniqueString(utf8);
}

FrameId XPlaneLockedBuilder::addFrame(const Frame &frame)
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    return m_builder.addFrame(frame);
}

void XPlaneLockedBuilder::progress(qint64 bytes)
{
    m_bytesDone += bytes;
    {
        // The total read under the lock only grows: the bar never steps back.
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_context.progress(m_bytesDone.load());
    }
    m_context.checkCancelled();
    if (m_stopped)
        throw ReadCancelled(); // another line's error is what the load reports
}

} // namespace hg
