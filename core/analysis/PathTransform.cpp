#include "PathTransform.h"

#include "FunctionName.h"

#include "model/ProfileBuilder.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

#include <unordered_map>

namespace hg {

namespace {

std::string_view textOf(const ProfileBuilder &builder, StringId id) { return builder.strings().view(id); }

// "libc" names /usr/lib/x86_64-linux-gnu/libc.so.6 and libc-2.36.so too.
bool moduleMatches(std::string_view module, const std::string &wanted)
{
    if (module.empty())
        return false;
    if (module == wanted)
        return true;
    const std::size_t slash = module.find_last_of('/');
    const std::string_view file = slash == std::string_view::npos ? module : module.substr(slash + 1);
    if (file == wanted)
        return true;
    return file.size() > wanted.size() && file.substr(0, wanted.size()) == wanted
        && (file[wanted.size()] == '.' || file[wanted.size()] == '-');
}

// Which frames a step is about (by FrameId), or an error naming what
// matched nothing.
class FrameMatcher
{
public:
    FrameMatcher(const Transform &step, const ProfileBuilder &builder) : m_step(step), m_builder(builder) {}

    std::vector<std::uint8_t> targets() const
    {
        using Kind = Transform::Kind;
        switch (m_step.kind) {
        case Kind::MergeCallNode:
        case Kind::FocusSubtree:
            return {}; // by path, see pathNames()
        case Kind::FocusCategory:
            return require(byField(&Frame::category, m_step.name.toStdString()), QCoreApplication::translate("hg::Transform", "no category named \"%1\""));
        case Kind::FocusModule:
        case Kind::CollapseModule: {
            const std::string wanted = m_step.name.toStdString();
            return require(matching([&](const Frame &f) { return moduleMatches(textOf(m_builder, f.module), wanted); }),
                           QCoreApplication::translate("hg::Transform", "no module named \"%1\""));
        }
        case Kind::MyCode:
            return ownFrames();
        case Kind::Invert:
            return {};
        default:
            return require(named(m_step.name.toStdString()), QCoreApplication::translate("hg::Transform", "no function named \"%1\""));
        }
    }

    // For path steps: each name's frames, checked to exist.
    std::vector<std::vector<std::uint8_t>> pathNames() const
    {
        std::vector<std::vector<std::uint8_t>> names;
        for (const QString &name : m_step.path) {
            std::vector<std::uint8_t> frames = named(name.toStdString());
            if (std::find(frames.begin(), frames.end(), 1) == frames.end())
                throw TransformError(QCoreApplication::translate("hg::Transform", "no function named \"%1\"").arg(name));
            names.push_back(std::move(frames));
        }
        return names;
    }

private:
    template <typename Predicate>
    std::vector<std::uint8_t> matching(const Predicate &predicate) const
    {
        const FrameTable &frames = m_builder.frames();
        std::vector<std::uint8_t> match(frames.size(), 0);
        for (std::size_t i = 0; i < frames.size(); ++i)
            match[i] = predicate(frames[FrameId(i)]) ? 1 : 0;
        return match;
    }

    std::vector<std::uint8_t> byField(StringId Frame::*field, const std::string &wanted) const
    {
        return matching([&](const Frame &f) { return textOf(m_builder, f.*field) == wanted; });
    }

    std::vector<std::uint8_t> named(const std::string &function) const
    {
        return matching([&](const Frame &f) { return namesFunction(textOf(m_builder, f.name), function); });
    }

    std::vector<std::uint8_t> require(std::vector<std::uint8_t> match, const QString &message) const
    {
        if (std::find(match.begin(), match.end(), 1) == match.end())
            throw TransformError(message.arg(m_step.name));
        return match;
    }

    // The program's own frames: those whose module or file matches the
    // pattern when one is given (a substring, or a wildcard pattern with *
    // or ?), else all but those marked as not the application's (Sentry's
    // in_app false, a recording's libraries).
    std::vector<std::uint8_t> ownFrames() const
    {
        const QString &pattern = m_step.name;
        if (pattern.isEmpty())
            return matching([](const Frame &f) { return !(f.flags & Frame::NotInApp); });
        const bool wildcard = pattern.contains(QLatin1Char('*')) || pattern.contains(QLatin1Char('?'));
        const QRegularExpression glob(QRegularExpression::wildcardToRegularExpression(pattern, QRegularExpression::UnanchoredWildcardConversion));
        auto matches = [&](StringId text) {
            const QString s = m_builder.strings().string(text);
            return !s.isEmpty() && (wildcard ? glob.match(s).hasMatch() : s.contains(pattern));
        };
        return matching([&](const Frame &f) { return matches(f.module) || matches(f.file); });
    }

    const Transform &m_step;
    const ProfileBuilder &m_builder;
};

// The one frame a collapsed module shows as, per module.
class ModuleFrames
{
public:
    explicit ModuleFrames(ProfileBuilder &builder) : m_builder(builder) {}

    FrameId of(FrameId frame)
    {
        const StringId module = m_builder.frames()[frame].module;
        const auto [it, added] = m_byModule.try_emplace(module, kNoId);
        if (added) {
            Frame f;
            f.module = module;
            f.name = m_builder.intern(QFileInfo(m_builder.strings().string(module)).fileName());
            f.flags = m_builder.frames()[frame].flags & (Frame::InApp | Frame::NotInApp); // coloured as its frames
            it->second = m_builder.addFrame(f);
        }
        return it->second;
    }

private:
    ProfileBuilder &m_builder;
    std::unordered_map<std::uint32_t, FrameId> m_byModule;
};

} // namespace

PathMapping PathMapping::of(const Transform &step, const StackTable &paths, ProfileBuilder &builder)
{
    using Kind = Transform::Kind;
    const FrameMatcher matcher(step, builder);
    const std::vector<std::uint8_t> target = matcher.targets();
    const std::vector<std::vector<std::uint8_t>> pathNames =
        step.kind == Kind::MergeCallNode || step.kind == Kind::FocusSubtree ? matcher.pathNames() : decltype(pathNames){};
    ModuleFrames moduleFrames(builder);

    const std::size_t n = paths.size();
    PathMapping m;
    m.reshaped.assign(n, kNoId);
    m.ownKept.assign(n, 1);
    m.dropped.assign(n, 0);
    m.dropsEmpty = step.focuses();
    // What lies above each path: a target frame on it, its depth, whether it
    // follows the given call path so far, and whether it is inside the focused
    // subtree.
    std::vector<std::uint8_t> seen(n, 0), onPath(n, 0), inside(n, 0);
    std::vector<std::uint32_t> depth(n, 0);
    const std::size_t pathLength = pathNames.size();
    bool anyKept = false;
    auto isTarget = [&](FrameId f) { return f < target.size() && target[f]; };

    for (StackId i{0}; i < n; ++i) {
        const StackId p = paths.parent(i);
        const bool hasParent = p != kNoId;
        const FrameId frame = paths.frame(i);
        const bool is = isTarget(frame);
        depth[i] = hasParent ? depth[p] + 1 : 1;
        seen[i] = is || (hasParent && seen[p]);
        if (pathLength) {
            const std::uint32_t d = depth[i];
            onPath[i] = d <= pathLength && pathNames[d - 1].size() > frame && pathNames[d - 1][frame] && (!hasParent || onPath[p]);
            inside[i] = (onPath[i] && d == pathLength) || (hasParent && inside[p]);
        }
        bool kept = true, drop = false;
        FrameId shownAs = frame;
        switch (step.kind) {
        case Kind::MergeFunction: kept = !is; break;
        case Kind::MergeCallNode: kept = !(onPath[i] && depth[i] == pathLength); break;
        case Kind::FocusSubtree: kept = inside[i]; drop = !inside[i]; break;
        case Kind::FocusFunction: kept = seen[i]; drop = !seen[i]; break;
        case Kind::FocusCategory:
        case Kind::FocusModule: kept = is; drop = !seen[i]; break;
        case Kind::CollapseModule:
            if (is) {
                shownAs = moduleFrames.of(frame);
                kept = !(hasParent && isTarget(paths.frame(p)) && moduleFrames.of(paths.frame(p)) == shownAs);
            }
            break;
        case Kind::CollapseRecursion: kept = !(is && hasParent && seen[p]); break;
        case Kind::CollapseDirectRecursion: kept = !(is && hasParent && isTarget(paths.frame(p))); break;
        case Kind::CollapseSubtree: kept = !(hasParent && seen[p]); break;
        case Kind::DropFunction: kept = !seen[i]; drop = seen[i]; break;
        case Kind::MyCode: kept = is; break;
        case Kind::Invert:
        case Kind::Weight:
        case Kind::Only: break; // not path steps
        }
        m.ownKept[i] = kept;
        m.dropped[i] = drop;
        const StackId above = hasParent ? m.reshaped[p] : StackId(kNoId);
        m.reshaped[i] = kept ? m.paths.intern(above, shownAs) : above;
        anyKept = anyKept || kept;
    }
    if (step.kind == Kind::MyCode && n && !anyKept)
        m.notes << QCoreApplication::translate("hg::Transform", "No frame is the program's own code: all time is attributed to the root.");
    return m;
}

} // namespace hg
