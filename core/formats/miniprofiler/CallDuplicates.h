#pragma once
#include "model/Profile.h"

#include <QString>
#include <unordered_map>
#include <vector>

namespace hg {

// Repeated custom timings of a request: calls with the very same command
// (MiniProfiler's duplicate flag) and calls whose commands differ only in
// literal values (the same query run N times with other arguments: an N+1
// loop). Commands are compared as text, HTML entities decoded.
class CallDuplicates
{
public:
    struct Group
    {
        StringId type{};
        QString shape;                    // the command with literals as "?"
        std::vector<std::uint32_t> calls; // span indices, in time order
        std::uint32_t distinctCommands = 0;
        TimePs total = 0;
    };

    // calls: span indices of custom timings on `track`, in time order.
    static CallDuplicates find(const Profile &profile, TrackId track, const std::vector<std::uint32_t> &calls);

    // Groups of two calls or more with the same shape, the costliest first.
    const std::vector<Group> &repeatedShapes() const { return m_groups; }
    // How many calls of the request share this call's exact command (1 = none).
    std::uint32_t sameCommandCount(std::uint32_t span) const;
    // How many share its shape (1 = none).
    std::uint32_t sameShapeCount(std::uint32_t span) const;
    // The command as text, entities decoded; empty if the call has none.
    static QString commandText(const Profile &profile, const Track &track, std::uint32_t span);

private:
    std::vector<Group> m_groups;
    std::unordered_map<std::uint32_t, std::uint32_t> m_sameCommand;
    std::unordered_map<std::uint32_t, std::uint32_t> m_sameShape;
};

} // namespace hg
