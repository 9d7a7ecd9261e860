#include "FoldedStacksReader.h"

#include "FoldedChunk.h"
#include "FoldedLine.h"
#include "io/ReadContext.h"
#include "formats/UntimedWeights.h"
#include "model/ProfileBuilder.h"
#include "formats/StretchesInOrder.h"
#include "util/Utf8Text.h"

#include <algorithm>
#include <vector>

namespace hg {

namespace {

std::string_view viewOf(QByteArrayView data) { return {data.data(), std::size_t(data.size())}; }

// Stretches parsed on all cores: many, so that both stay busy to the end,
// yet each large enough that its few distinct frames and stacks are little
// to hand over.
constexpr std::size_t kStretch = 2 << 20;

// Where the stretch starting at `from` ends: after the line break at or
// after `from + kStretch`, else at the end.
std::size_t stretchEnd(std::string_view text, std::size_t from)
{
    if (text.size() - from <= kStretch)
        return text.size();
    const std::size_t lineBreak = text.find('\n', from + kStretch);
    return lineBreak == std::string_view::npos ? text.size() : lineBreak + 1;
}

// The parsed stretches into the model, in file order: their distinct frames
// and stacks given model ids, their lines' counts added as samples.
class Assembly
{
    Q_DECLARE_TR_FUNCTIONS(FoldedStacksReader)
public:
    Assembly(ProfileBuilder &builder, TrackId track) : m_builder(builder), m_weights(builder, track) {}

    void add(const FoldedChunk &chunk)
    {
        m_frames.resize(chunk.frames.size());
        for (std::size_t i = 0; i < chunk.frames.size(); ++i) {
            // A frame is its name alone: found by the name's id, without
            // the frame table's hash of a whole Frame.
            const StringId name = m_builder.intern(chunk.frames[i].name, chunk.frames[i].hash);
            if (name >= m_frameOfName.size())
                m_frameOfName.resize(std::max<std::size_t>(name + 1, m_frameOfName.size() * 2), FrameId(kNoId));
            if (m_frameOfName[name] == kNoId) {
                Frame frame;
                frame.name = name;
                m_frameOfName[name] = m_builder.addFrame(frame);
            }
            m_frames[i] = m_frameOfName[name];
        }
        // The stretch's stacks are a prefix tree of their own: interned as
        // one (chains side by side, see StackTable::internTree).
        m_tree.resize(chunk.stacks.size());
        for (std::size_t i = 0; i < chunk.stacks.size(); ++i)
            m_tree[i] = {chunk.stacks[i].parent, m_frames[chunk.stacks[i].frame]};
        static_assert(FoldedChunk::kNone == StackTable::TreeNode::kNone);
        m_stacks = m_builder.addStackTree(m_tree);
        for (const FoldedChunk::Line &line : chunk.lines)
            m_weights.add(m_stacks[line.stack], line.count);
        m_stackLines += qint64(chunk.lines.size());
        for (const FoldedChunk::Skipped::Line &bad : chunk.skipped.first) {
            if (m_badLines++ == 0) {
                m_firstBad = m_lines + bad.line;
                m_firstBadText = fromUtf8(bad.text);
            }
            if (m_badLines <= qint64(FoldedChunk::Skipped::kKept))
                m_builder.warn(tr("not a stack followed by a count; the line is skipped"), bad.offset, m_lines + bad.line);
        }
        m_badLines += chunk.skipped.count - qint64(chunk.skipped.first.size());
        m_lines += chunk.lineCount;
    }

    void finish()
    {
        if (m_stackLines == 0) {
            if (m_firstBad < 0)
                throw ReadError(tr("the file holds no stacks: expected lines of frames separated by ';' and a count"), 0, 1);
            throw ReadError(tr("expected frames separated by ';', a space and a count (\"main;parse 12\"), found \"%1\"")
                                .arg(m_firstBadText),
                            -1, m_firstBad);
        }
        if (m_badLines > qint64(FoldedChunk::Skipped::kKept))
            m_builder.warn(tr("%n more line(s) that are not stacks were skipped", nullptr,
                              int(m_badLines - qint64(FoldedChunk::Skipped::kKept))));
        if (m_weights.adjustedCount())
            m_builder.warn(tr("%n count(s) with decimals (or too large to keep) were rounded", nullptr, int(m_weights.adjustedCount())));
    }

private:
    ProfileBuilder &m_builder;
    UntimedWeights m_weights;
    std::vector<FrameId> m_frames; // of the stretch being added
    std::vector<FrameId> m_frameOfName; // by the name's string id
    std::vector<StackTable::TreeNode> m_tree; // of the stretch being added
    std::vector<StackId> m_stacks;
    qint64 m_lines = 0, m_stackLines = 0, m_badLines = 0, m_firstBad = -1;
    QString m_firstBadText; // a copy: the text's pages may be gone by then
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
    Assembly assembly(builder, builder.addTrack(info));

    // Stretches parsed on every core, added to the model in file order.
    readStretchesInOrder<FoldedChunk>(
        text, context, stretchEnd, [](FoldedChunk &chunk, std::string_view stretch, qint64 offset) { chunk.parse(stretch, offset); },
        [&](const FoldedChunk &chunk) { assembly.add(chunk); });
    assembly.finish();
    context.progress(data.size());
}

} // namespace hg
