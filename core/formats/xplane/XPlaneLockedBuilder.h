#pragma once
#include "model/Ids.h"
#include "model/FrameTable.h"

#include <QtGlobal>
#include <atomic>
#include <mutex>
#include <string_view>

namespace hg {

class ProfileBuilder;
class ReadContext;

// What the XPlane line decoders share while they run on several threads: the
// builder's string pool and frame table (behind one lock), and progress
// summed over all lines. Everything else a line writes is its own track's.
class XPlaneLockedBuilder
{
public:
    XPlaneLockedBuilder(ProfileBuilder &builder, const ReadContext &context) : m_builder(builder), m_context(context) {}

    ProfileBuilder &builder() { return m_builder; } // for the single-threaded parts
    StringId intern(std::string_view utf8);
    StringId addUniqueString(std::string_view utf8);
    FrameId addFrame(const Frame &frame);
    // `bytes` more of the file are decoded; also where cancelling is noticed,
    // and where the other lines stop once one has failed.
    void progress(qint64 bytes);
    void stopAll() { m_stopped = true; }

private:
    ProfileBuilder &m_builder;
    const ReadContext &m_context;
    std::mutex m_mutex;
    std::atomic<qint64> m_bytesDone{0};
    std::atomic<bool> m_stopped{false};
};

} // namespace hg
