#include "FrameSearch.h"

#include "model/Profile.h"

#include <QRegularExpression>

namespace hg {

FrameSearch::Result FrameSearch::run(const Profile &profile, const QString &query, bool regex)
{
    Result r;
    if (query.isEmpty())
        return r;
    QRegularExpression pattern;
    if (regex) {
        pattern = QRegularExpression(query, QRegularExpression::CaseInsensitiveOption);
        if (!pattern.isValid()) {
            r.error = tr("invalid regular expression: %1").arg(pattern.errorString());
            return r;
        }
    }
    // Match each distinct string once, then frames by their strings.
    const StringPool &strings = profile.strings();
    std::vector<std::int8_t> stringMatch(strings.size(), -1);
    auto matches = [&](StringId id) {
        if (id == 0)
            return false;
        if (stringMatch[id] < 0) {
            const QString text = strings.string(id);
            stringMatch[id] = regex ? pattern.match(text).hasMatch() : text.contains(query, Qt::CaseInsensitive);
        }
        return stringMatch[id] == 1;
    };
    const FrameTable &frames = profile.frames();
    r.frameMatches.assign(std::max<std::size_t>(frames.size(), 1), 0);
    for (FrameId f{0}; f < frames.size(); ++f) {
        const Frame &frame = frames[f];
        if (matches(frame.name) || matches(frame.file) || matches(frame.module)) {
            r.frameMatches[f] = 1;
            ++r.matchingFrames;
        }
    }
    // A parent's id is always smaller than its children's: one pass suffices.
    const StackTable &stacks = profile.stacks();
    r.stackMatches.assign(stacks.size(), 0);
    for (StackId s{0}; s < stacks.size(); ++s) {
        const StackId parent = stacks.parent(s);
        r.stackMatches[s] = r.isMatch(stacks.frame(s)) || (parent != kNoId && r.stackMatches[parent]);
    }
    for (const Track &t : profile.tracks()) {
        for (std::uint32_t i = 0; i < t.spans.size(); ++i)
            r.matchingSpans += r.isMatch(t.spans.frame(i));
        for (std::uint32_t i = 0; i < t.samples.size(); ++i)
            r.matchingSamples += t.samples.stack(i) < r.stackMatches.size() && r.stackMatches[t.samples.stack(i)];
    }
    return r;
}

} // namespace hg
