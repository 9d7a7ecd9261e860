#include "PerfScriptBatch.h"

#include "PerfFrameInterner.h"

#include <cstdint>
#include <cstring>

namespace hg {

namespace {

std::uint64_t distance(std::uint64_t a, std::uint64_t b) { return a > b ? a - b : b - a; }

// A plain loop: find_first_not_of(" \t") calls memchr once a character, and
// every call-chain line starts with a tab and a dozen spaces.
bool onlyBlanks(std::string_view line)
{
    for (const char c : line)
        if (c != ' ' && c != '\t')
            return false;
    return true;
}

} // namespace

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
    resolveInlined(s);
    if (s.frameCount == 0 && !inlineRest.empty() && s.header.event.find(':') == std::string_view::npos) {
        // No call chain (recorded without -g, or printed with -G): the
        // sample's own ip, symbol and dso on its line.
        if (const std::optional<PerfScriptFrameLine> f = PerfScriptFrameLine::parseInline(inlineRest)) {
            frames.push_back(f->frame);
            s.frameCount = 1;
        }
    }
    // Hashed here, on the parsing core, once each frame's dso is final.
    for (std::size_t i = s.firstFrame; i < frames.size(); ++i)
        frames[i].hash = PerfFrameInterner::hashOf(frames[i]);
}

void PerfScriptBatch::resolveInlined(const Sample &s)
{
    // An inlined function is in the dso of the function it was inlined
    // into: the frame after it at the same address. perf does not always
    // print that one, so the neighbour nearest in address is taken.
    const std::size_t end = s.firstFrame + s.frameCount;
    for (std::size_t r = 0; r < m_inlined.size();) {
        // A run of inlined frames [first, after), between two real ones.
        const std::size_t first = m_inlined[r];
        std::size_t after = first;
        while (r < m_inlined.size() && m_inlined[r] == after)
            ++r, ++after;
        const PerfFrame *before = first > s.firstFrame ? &frames[first - 1] : nullptr;
        const PerfFrame *next = after < end ? &frames[after] : nullptr;
        for (std::size_t i = first; i < after; ++i) {
            const PerfFrame *nearest = before;
            if (next && (!nearest || distance(next->address, frames[i].address) <= distance(nearest->address, frames[i].address)))
                nearest = next;
            if (nearest) {
                frames[i].dso = nearest->dso;
                frames[i].kernel = nearest->kernel;
            }
        }
    }
    m_inlined.clear();
}

void PerfScriptBatch::parse(std::string_view text, qint64 offset)
{
    const char *const begin = text.data();
    const char *const end = begin + text.size();
    std::string_view inlineRest;
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
        if (line.empty() || onlyBlanks(line)) {
            endSample(inlineRest);
            continue;
        }
        if (line.front() == '\t') {
            std::optional<PerfScriptFrameLine> f;
            if (!m_open || !(f = PerfScriptFrameLine::parse(line.substr(1)))) {
                bad(offset + (lineStart - begin), lineCount, line, !m_open);
                continue;
            }
            if (f->inlined)
                m_inlined.push_back(std::uint32_t(frames.size()));
            frames.push_back(f->frame);
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
