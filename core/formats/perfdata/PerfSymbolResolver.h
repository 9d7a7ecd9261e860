#pragma once
#include "formats/perfscript/PerfSample.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

namespace hg {

class ProfileBuilder;
class ReadContext;
struct PerfRecording;

// Names every distinct location of a recording once, as a PerfFrame: user
// code through the shared Symbolizer (symbol tables, debug information
// where installed, C++ demangled) over each file found on this machine,
// kernel code through /proc/kallsyms when the recording's kernel is the one
// running (moved by KASLR's offset between the boots), the rest as
// file+offset. What could not be named is one warning per cause.
class PerfSymbolResolver
{
    Q_DECLARE_TR_FUNCTIONS(PerfSymbolResolver)
public:
    PerfSymbolResolver(const PerfRecording &recording, ProfileBuilder &builder, const ReadContext &context);

    void resolve();
    // The frame of location `id`; its views live as long as the resolver.
    const PerfFrame &frame(std::uint32_t location) const { return m_frames[location]; }

private:
    void resolveKernel(const std::vector<std::uint32_t> &locations);
    void resolveFile(std::uint32_t file, const std::vector<std::uint32_t> &locations);
    std::string_view keep(std::string text);
    std::string_view keep(const QString &text) { return keep(text.toStdString()); }

    const PerfRecording &m_recording;
    ProfileBuilder &m_builder;
    const ReadContext &m_context;
    std::vector<PerfFrame> m_frames; // by location
    std::deque<std::string> m_text;  // what the frames' views point into (a deque never moves them)
};

} // namespace hg
