#include "PerfScriptReader.h"

#include "PerfSampleAssembler.h"
#include "PerfScriptBatch.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"
#include "formats/StretchesInOrder.h"
#include "util/Utf8Text.h"

#include <cstring>
#include <vector>

namespace hg {

namespace {

// A stretch parsed while the one before is assembled: large enough that the
// hand-over costs nothing, small enough that two of them are little memory.
constexpr std::size_t kStretch = 2 << 20;

// Where the stretch starting at `from` ends: after a blank line (between
// samples) near `from + kStretch`, else before a line that is not part of a
// call chain, else at the end.
std::size_t stretchEnd(std::string_view text, std::size_t from)
{
    if (text.size() - from <= kStretch)
        return text.size();
    const std::size_t nominal = from + kStretch;
    const std::size_t blank = text.find("\n\n", nominal);
    if (blank != std::string_view::npos && blank - nominal < kStretch)
        return blank + 2;
    for (std::size_t at = text.find('\n', nominal); at != std::string_view::npos; at = text.find('\n', at + 1))
        if (at + 1 < text.size() && text[at + 1] != '\t' && text[at + 1] != ' ')
            return at + 1;
    return text.size();
}

class Assembly
{
    Q_DECLARE_TR_FUNCTIONS(PerfScriptReader)
public:
    explicit Assembly(ProfileBuilder &builder) : m_builder(builder), m_assembler(builder) {}

    void add(const PerfScriptBatch &batch)
    {
        for (const PerfScriptBatch::Sample &s : batch.samples) {
            PerfSample sample;
            sample.pid = s.header.pid;
            sample.tid = s.header.tid;
            sample.cpu = s.header.cpu;
            sample.timeNs = s.header.timeNs;
            sample.period = s.header.period;
            sample.event = eventOf(s.header.event);
            sample.comm = s.header.comm;
            sample.frames = std::span<const PerfFrame>(batch.frames.data() + s.firstFrame, s.frameCount);
            sample.nextTid = s.sched.nextTid;
            sample.prevState = s.sched.prevState;
            m_assembler.addSample(sample);
        }
        for (const PerfScriptBatch::BadLine &bad : batch.badLines) {
            if (m_badLines++ == 0) {
                m_firstBad = {bad.offset, m_lines + bad.line};
                m_firstBadText = fromUtf8(bad.text);
            }
            if (m_badLines <= PerfScriptBatch::kKeptBadLines)
                m_builder.warn(bad.stray ? tr("a call-chain line with no sample line before it; skipped")
                                         : tr("not a line of perf script output (\"%1\"); skipped").arg(fromUtf8(bad.text)),
                               bad.offset, m_lines + bad.line);
        }
        m_badLines += std::uint64_t(batch.badLineCount) - batch.badLines.size();
        m_lines += batch.lineCount;
    }

    void finish()
    {
        if (m_assembler.sampleCount() == 0) {
            if (m_badLines)
                throw ReadError(tr("expected a perf script sample line (\"comm tid time: event:\"), found \"%1\"")
                                    .arg(m_firstBadText),
                                m_firstBad.offset, m_firstBad.line);
            throw ReadError(tr("the file holds no perf samples: expected lines such as \"comm tid time: event:\" "
                               "followed by their call chains"),
                            0, 1);
        }
        if (m_badLines > PerfScriptBatch::kKeptBadLines)
            m_builder.warn(tr("%n more line(s) that are not perf script output were skipped", nullptr,
                              int(m_badLines - PerfScriptBatch::kKeptBadLines)));
        m_assembler.finish();
    }

private:
    std::uint32_t eventOf(std::string_view name)
    {
        if (m_lastEvent != kNoId && name == m_lastEventName)
            return m_lastEvent;
        // Without the event field (-F), the samples of one unnamed event.
        const std::string_view shown = name.empty() ? std::string_view("samples") : name;
        const bool tracepoint = shown.find(':') != std::string_view::npos;
        m_lastEvent = m_assembler.addEvent(shown, tracepoint ? PerfSampleAssembler::EventKind::Tracepoint
                                                             : PerfSampleAssembler::EventKind::Sampling);
        m_lastEventName.assign(name);
        return m_lastEvent;
    }

    ProfileBuilder &m_builder;
    PerfSampleAssembler m_assembler;
    std::uint32_t m_lastEvent = kNoId;
    std::string m_lastEventName;
    qint64 m_lines = 0;
    std::uint64_t m_badLines = 0;
    struct
    {
        qint64 offset = -1, line = -1;
    } m_firstBad;
    QString m_firstBadText; // a copy: the text's pages may be gone by then
};

} // namespace

int PerfScriptReader::probe(QByteArrayView head)
{
    if (head.contains('\0'))
        return 0;
    const std::string_view text(head.data(), std::size_t(head.size()));
    const std::size_t lastBreak = text.rfind('\n');
    if (lastBreak == std::string_view::npos)
        return 0;
    // A sample line with a time and an event; sure when a call chain follows.
    int samples = 0, chains = 0;
    bool afterSample = false;
    for (std::size_t from = 0; from < lastBreak;) {
        const std::size_t end = text.find('\n', from);
        std::string_view line = text.substr(from, end - from);
        from = end + 1;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (line.empty() || line.front() == '#') {
            afterSample = false;
            continue;
        }
        if (line.front() == '\t') {
            if (!afterSample || !PerfScriptFrameLine::parse(line.substr(1)))
                return 0;
            chains += afterSample;
            continue;
        }
        const std::optional<PerfScriptHeader> h = PerfScriptHeader::parse(line);
        if (!h) {
            if (afterSample && line.front() == ' ')
                continue; // srcline and the like
            return 0;
        }
        if (h->timeNs < 0 || (h->event.empty() && !h->record))
            return 0;
        samples += !h->record;
        afterSample = !h->record;
    }
    if (samples == 0)
        return 0;
    return chains ? 90 : 60;
}

void PerfScriptReader::read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context)
{
    context.progress(0);
    const std::string_view text(data.data(), std::size_t(data.size()));
    Assembly assembly(builder);
    // Stretches parsed on every core, assembled in file order: parsing is
    // two thirds of the work, so a core given to each of the two (parse
    // k+1 while k is assembled) left the assembling one idle half the time.
    readStretchesInOrder<PerfScriptBatch>(
        text, context, stretchEnd, [](PerfScriptBatch &batch, std::string_view stretch, qint64 offset) { batch.parse(stretch, offset); },
        [&](const PerfScriptBatch &batch) { assembly.add(batch); });
    assembly.finish();
    context.progress(data.size());
}

} // namespace hg
