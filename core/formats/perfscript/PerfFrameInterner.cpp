#include "PerfFrameInterner.h"

#include "model/ProfileBuilder.h"
#include "util/TextHash.h"

#include <cstdio>

namespace hg {

std::uint64_t PerfFrameInterner::hashOf(const PerfFrame &frame)
{
    std::uint64_t h = textHash(frame.dso) * 0x9E3779B97F4A7C15ull;
    h ^= frame.symbol.empty() ? frame.address * 0xC2B2AE3D27D4EB4Full : textHash(frame.symbol);
    return h ^ (frame.kernel ? 0x5bd1e995u : 0u) ^ (h >> 29);
}

PerfFrameInterner::PerfFrameInterner(ProfileBuilder &builder)
    : m_builder(builder), m_kernelCategory(builder.intern("kernel"))
{
}

FrameId PerfFrameInterner::intern(const PerfFrame &frame)
{
    const std::uint64_t hash = frame.hash ? frame.hash : hashOf(frame);
    const StringPool &strings = m_builder.strings();
    const std::uint32_t found = m_index.find(hash, [&](std::uint32_t i) {
        const Key &k = m_keys[i];
        if (k.kernel != frame.kernel || strings.view(k.dso) != frame.dso)
            return false;
        return frame.symbol.empty() ? !k.symbol && k.address == frame.address
                                    : k.symbol && strings.view(k.symbol) == frame.symbol;
    });
    return found != kNoId ? m_frames[found] : add(frame, hash);
}

FrameId PerfFrameInterner::add(const PerfFrame &frame, std::uint64_t hash)
{
    Key key{StringId(0), m_builder.intern(frame.dso), 0, frame.kernel};
    Frame f;
    f.module = key.dso;
    f.address = frame.address;
    if (frame.symbol.empty()) {
        char hex[24];
        const int n = std::snprintf(hex, sizeof hex, "0x%llx", static_cast<unsigned long long>(frame.address));
        f.name = m_builder.intern(std::string_view(hex, std::size_t(n)));
        f.flags |= Frame::HasAddress;
        key.address = frame.address;
    } else {
        key.symbol = m_builder.intern(frame.symbol);
        f.name = key.symbol;
        f.address = 0; // one frame stands for every address of the function
        if (!frame.file.empty()) {
            f.file = m_builder.intern(frame.file);
            f.line = frame.line;
        }
    }
    if (frame.kernel) {
        f.category = m_kernelCategory;
        f.flags |= Frame::NotInApp;
    }
    const FrameId id = m_builder.addFrame(f);
    m_index.insert(std::uint32_t(m_keys.size()), hash);
    m_keys.push_back(key);
    m_frames.push_back(id);
    return id;
}

FrameId PerfFrameInterner::marker(std::string_view name, std::string_view category)
{
    Frame f;
    f.name = m_builder.intern(name);
    f.category = m_builder.intern(category);
    f.flags = Frame::NotInApp;
    return m_builder.addFrame(f);
}

} // namespace hg
