#include "CallDuplicates.h"

#include "QueryShape.h"
#include "formats/HtmlEntities.h"
#include "formats/miniprofiler/MiniProfilerKeys.h"

#include <QHash>
#include <algorithm>

namespace hg {

QString CallDuplicates::commandText(const Profile &profile, const Track &track, std::uint32_t span)
{
    const std::optional<AttributeValue> v = track.spanAttributes.findNamed(span, profile.strings(), miniprofiler::key::kCommand);
    if (!v || v->kind != AttributeValue::Kind::String)
        return QString();
    return decodeHtmlEntities(profile.strings().string(v->s));
}

CallDuplicates CallDuplicates::find(const Profile &profile, TrackId track, const std::vector<std::uint32_t> &calls)
{
    CallDuplicates result;
    const Track &t = profile.tracks().at(track);
    auto typeOf = [&](std::uint32_t span) -> StringId {
        const std::optional<AttributeValue> v = t.spanAttributes.findNamed(span, profile.strings(), miniprofiler::key::kCallType);
        return v && v->kind == AttributeValue::Kind::String ? v->s : StringId();
    };

    struct SameCommand
    {
        std::vector<std::uint32_t> calls;
        std::size_t group = 0;
    };
    QHash<QString, SameCommand> byCommand;
    QHash<QString, std::size_t> groupOfShape;
    std::vector<Group> groups;
    for (const std::uint32_t span : calls) {
        const QString command = commandText(profile, t, span);
        if (command.isEmpty())
            continue; // a call without a command (a log line) repeats nothing
        const StringId type = typeOf(span);
        const QString typed = QString::number(type) + QLatin1Char('\n');
        SameCommand &same = byCommand[typed + command];
        same.calls.push_back(span);
        const QString shape = queryShape(command);
        auto found = groupOfShape.constFind(typed + shape);
        if (found == groupOfShape.constEnd()) {
            found = groupOfShape.insert(typed + shape, groups.size());
            groups.push_back(Group{type, shape, {}, 0, 0});
        }
        same.group = *found;
        Group &g = groups[*found];
        g.calls.push_back(span);
        g.total += t.spans.duration(span);
    }
    for (const SameCommand &same : std::as_const(byCommand)) {
        for (const std::uint32_t span : same.calls)
            result.m_sameCommand[span] = std::uint32_t(same.calls.size());
        ++groups[same.group].distinctCommands;
    }
    for (Group &g : groups) {
        for (const std::uint32_t span : g.calls)
            result.m_sameShape[span] = std::uint32_t(g.calls.size());
        if (g.calls.size() > 1)
            result.m_groups.push_back(std::move(g));
    }
    std::stable_sort(result.m_groups.begin(), result.m_groups.end(), [](const Group &a, const Group &b) {
        return a.total != b.total ? a.total > b.total : a.calls.size() > b.calls.size();
    });
    return result;
}

std::uint32_t CallDuplicates::sameCommandCount(std::uint32_t span) const
{
    const auto it = m_sameCommand.find(span);
    return it == m_sameCommand.end() ? 1 : it->second;
}

std::uint32_t CallDuplicates::sameShapeCount(std::uint32_t span) const
{
    const auto it = m_sameShape.find(span);
    return it == m_sameShape.end() ? 1 : it->second;
}

} // namespace hg
