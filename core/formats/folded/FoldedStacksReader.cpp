#include "FoldedStacksReader.h"

#include "FoldedLine.h"
#include "io/ReadContext.h"
#include "formats/UntimedWeights.h"
#include "model/ProfileBuilder.h"

#include <vector>

namespace hg {

namespace {

std::string_view viewOf(QByteArrayView data) { return {data.data(), std::size_t(data.size())}; }

// The stack of a line's frames, reusing the previous line's common prefix
// (producers sort their lines, so neighbours share most frames).
class StackInterner
{
public:
    explicit StackInterner(ProfileBuilder &builder) : m_builder(builder) {}

    StackId intern(std::string_view stack)
    {
        std::size_t depth = 0;
        StackId id = kNoId;
        bool sharing = true;
        for (std::size_t from = 0; from <= stack.size();) {
            std::size_t end = stack.find(';', from);
            if (end == std::string_view::npos)
                end = stack.size();
            const std::string_view frame = stack.substr(from, end - from);
            sharing = sharing && depth < m_path.size() && m_path[depth].frame == frame;
            if (!sharing) {
                m_path.resize(depth);
                id = m_builder.addStack(id, m_builder.addFrame(frame));
                m_path.push_back({std::string(frame), id});
            } else {
                id = m_path[depth].stack;
            }
            ++depth;
            from = end + 1;
        }
        m_path.resize(depth);
        return id;
    }

private:
    struct Entry
    {
        std::string frame;
        StackId stack;
    };
    ProfileBuilder &m_builder;
    std::vector<Entry> m_path;
};

} // namespace

int FoldedStacksReader::probe(QByteArrayView head)
{
    // Plain text that any format could resemble: only when every complete
    // line of the head is "a;b;c count" and some stack has a caller. The
    // score stays low so that a format with a real signature always wins.
    if (head.contains('\0') || head.trimmed().startsWith('{') || head.trimmed().startsWith('['))
        return 0;
    const std::string_view text = viewOf(head);
    const std::size_t lastBreak = text.rfind('\n');
    if (lastBreak == std::string_view::npos)
        return 0;
    int lines = 0;
    bool nested = false;
    for (std::size_t from = 0; from < lastBreak;) {
        const std::size_t end = text.find('\n', from);
        const std::string_view line = text.substr(from, end - from);
        from = end + 1;
        if (line.find_first_not_of(" \t\r") == std::string_view::npos)
            continue;
        const std::optional<FoldedLine> parsed = FoldedLine::parse(line);
        if (!parsed)
            return 0;
        nested = nested || parsed->stack.find(';') != std::string_view::npos;
        ++lines;
    }
    return lines > 0 && nested ? 30 : 0;
}

void FoldedStacksReader::read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context)
{
    context.progress(0);
    const std::string_view text = viewOf(data);
    TrackInfo info;
    info.name = tr("Stacks");
    const TrackId track = builder.addTrack(info);
    UntimedWeights weights(builder, track);
    StackInterner stacks(builder);

    qint64 lineNumber = 0, stackLines = 0, badLines = 0, firstBad = -1;
    std::string_view firstBadText;
    for (std::size_t from = 0; from < text.size();) {
        std::size_t end = text.find('\n', from);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view line = text.substr(from, end - from);
        const qint64 offset = qint64(from);
        from = end + 1;
        ++lineNumber;
        if ((lineNumber & 0xFFFF) == 0) {
            context.checkCancelled();
            context.progress(offset);
        }
        if (line.find_first_not_of(" \t\r") == std::string_view::npos)
            continue;
        const std::optional<FoldedLine> parsed = FoldedLine::parse(line);
        if (!parsed) {
            if (badLines++ == 0) {
                firstBad = lineNumber;
                firstBadText = line.substr(0, 80);
            }
            if (badLines <= 20)
                builder.warn(tr("not a stack followed by a count; the line is skipped"), offset, lineNumber);
            continue;
        }
        weights.add(stacks.intern(parsed->stack), parsed->count);
        ++stackLines;
    }
    if (stackLines == 0) {
        if (firstBad < 0)
            throw ReadError(tr("the file holds no stacks: expected lines of frames separated by ';' and a count"), 0, 1);
        throw ReadError(tr("expected frames separated by ';', a space and a count (\"main;parse 12\"), found \"%1\"")
                            .arg(QString::fromUtf8(firstBadText.data(), qsizetype(firstBadText.size()))),
                        -1, firstBad);
    }
    if (badLines > 20)
        builder.warn(tr("%n more line(s) that are not stacks were skipped", nullptr, int(badLines - 20)));
    if (weights.adjustedCount())
        builder.warn(tr("%n count(s) with decimals (or too large to keep) were rounded", nullptr, int(weights.adjustedCount())));
    context.progress(data.size());
}

} // namespace hg
