#include "PerfScriptBatch.h"

#include <cstdint>
#include <cstring>

namespace hg {

namespace {
constexpr std::uint32_t kNoInlined = UINT32_MAX;
}

void PerfScriptBatch::bad(qint64 offset, qint64 line, std::string_view text, bool stray)
{
    if (badLines.size() < kKeptBadLines)
        badLines.push_back({offset, line, text.substr(0, 80), stray});
    ++badLineCount;
}

void PerfScriptBatch::endSample(std::string_view inlineRest)
{
    if (!m_open)
        return;
    m_open = false;
    Sample &s = samples.back();
    s.frameCount = std::uint32_t(frames.size() - s.firstFrame);
    if (s.frameCount == 0 && !inlineRest.empty() && s.header.event.find(':') == std::string_view::npos) {
        // No call chain (recorded without -g, or printed with -G): the
        // sample's own ip, symbol and dso on its line.
        if (const std::optional<PerfScriptFrameLine> f = PerfScriptFrameLine::parseInline(inlineRest)) {
            frames.push_back(f->frame);
            s.frameCount = 1;
        }
    }
}

void PerfScriptBatch::parse(std::string_view text, qint64 offset)
{
    const char *const begin = text.data();
    const char *const end = begin + text.size();
    std::string_view inlineRest;
    std::uint32_t inlinedFrom = kNoInlined;
    for (const char *p = begin; p < end;) {
        const char *eol = static_cast<const char *>(std::memchr(p, '\n', std::size_t(end - p)));
        if (!eol)
            eol = end;
        std::string_view line(p, std::size_t(eol - p));
        const char *const lineStart = p;
        p = eol + 1;
        ++lineCount;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (line.empty()) {
            endSample(inlineRest);
            continue;
        }
        if (line.front() == '\t') {
            std::optional<PerfScriptFrameLine> f;
            if (!m_open || !(f = PerfScriptFrameLine::parse(line.substr(1)))) {
                bad(offset + (lineStart - begin), lineCount, line, !m_open);
                continue;
            }
            frames.push_back(f->frame);
            // An inlined function is in its caller's dso, the next frame's.
            if (f->inlined) {
                if (inlinedFrom == kNoInlined)
                    inlinedFrom = std::uint32_t(frames.size() - 1);
            } else if (inlinedFrom != kNoInlined) {
                for (std::size_t i = inlinedFrom; i + 1 < frames.size(); ++i) {
                    frames[i].dso = f->frame.dso;
                    frames[i].kernel = f->frame.kernel;
                }
                inlinedFrom = kNoInlined;
            }
            continue;
        }
        if (line.front() == '#')
            continue;
        std::optional<PerfScriptHeader> header = PerfScriptHeader::parse(line);
        if (!header) {
            // Lines perf adds under a frame or sample (srcline, insn, ...)
            // start with a space; anything else is not perf script's.
            if (!(m_open && line.front() == ' '))
                bad(offset + (lineStart - begin), lineCount, line, false);
            continue;
        }
        endSample(inlineRest);
        inlinedFrom = kNoInlined;
        if (header->record)
            continue;
        Sample s;
        s.header = *header;
        if (header->event == "sched:sched_switch")
            s.sched = PerfSchedSwitch::parse(header->rest);
        s.firstFrame = std::uint32_t(frames.size());
        samples.push_back(s);
        m_open = true;
        inlineRest = header->rest;
    }
    endSample(inlineRest);
}

} // namespace hg
