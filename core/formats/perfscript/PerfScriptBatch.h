#pragma once
#include "PerfScriptLine.h"

#include <QtGlobal>
#include <vector>

namespace hg {

// The samples of one stretch of `perf script` text, parsed but not yet in the
// model: views into the text, so stretches can be parsed on other threads
// while the samples before them are assembled.
struct PerfScriptBatch
{
    struct Sample
    {
        PerfScriptHeader header;
        PerfSchedSwitch sched;
        std::uint32_t firstFrame = 0;
        std::uint32_t frameCount = 0;
    };
    // A line that is not what perf writes there; lines count from the
    // stretch's start (the reader adds the lines before it).
    struct BadLine
    {
        qint64 offset;
        qint64 line;
        std::string_view text;
        bool stray; // a call-chain line with no sample before it
    };
    static constexpr std::size_t kKeptBadLines = 20;

    std::vector<Sample> samples;
    std::vector<PerfFrame> frames;
    std::vector<BadLine> badLines; // the first kKeptBadLines
    qint64 badLineCount = 0;
    qint64 lineCount = 0;

    // Parses `text` (whole lines, starting at `offset` in the file).
    void parse(std::string_view text, qint64 offset);

private:
    void endSample(std::string_view inlineRest);
    void resolveInlined(const Sample &s);
    void bad(qint64 offset, qint64 line, std::string_view text, bool stray);
    bool m_open = false;
    std::vector<std::uint32_t> m_inlined; // frames of the open sample marked "(inlined)"

};

} // namespace hg
