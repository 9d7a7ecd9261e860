#pragma once
#include <QCoreApplication>
#include <QString>
#include <cstdint>
#include <vector>

namespace hg {

class Profile;

// Search over the whole profile: which frames match a plain-text
// (case-insensitive) or regular-expression query on the function name, file
// or module, and how many spans and samples that makes.
class FrameSearch
{
    Q_DECLARE_TR_FUNCTIONS(FrameSearch)
public:
    struct Result
    {
        std::vector<std::uint8_t> frameMatches; // by FrameId; empty = no search
        std::vector<std::uint8_t> stackMatches; // by StackId: a frame on the stack matches
        std::size_t matchingFrames = 0;
        std::size_t matchingSpans = 0;
        std::size_t matchingSamples = 0;
        QString error; // an invalid regular expression

        bool active() const { return !frameMatches.empty(); }
        bool isMatch(std::uint32_t frame) const { return frame < frameMatches.size() && frameMatches[frame]; }
    };

    static Result run(const Profile &profile, const QString &query, bool regex);
};

} // namespace hg
