#include "ThreadState.h"

#include <array>

namespace hg {

namespace {

constexpr std::array<std::string_view, 7> kNames = {"unknown", "running", "runnable", "sleeping", "blocked", "stopped", "exited"};

} // namespace

ThreadState threadStateOfLetter(char letter)
{
    switch (letter) {
    case 'R': return ThreadState::Running;
    case 'S':
    case 'I': // an idle kernel thread
        return ThreadState::Sleeping;
    case 'D': return ThreadState::Blocked;
    case 'T':
    case 't': return ThreadState::Stopped;
    case 'Z':
    case 'X':
    case 'x': return ThreadState::Exited;
    default: return ThreadState::Unknown;
    }
}

std::string_view threadStateName(ThreadState state)
{
    const auto i = std::size_t(state);
    return i < kNames.size() ? kNames[i] : kNames[0];
}

std::optional<ThreadState> threadStateNamed(std::string_view name)
{
    for (std::size_t i = 0; i < kNames.size(); ++i)
        if (kNames[i] == name)
            return ThreadState(i);
    return std::nullopt;
}

} // namespace hg
