#pragma once
#include <cstdint>
#include <optional>
#include <string_view>

namespace hg {

// One line of collapsed ("folded") stacks, as Brendan Gregg's stackcollapse
// scripts write them and flamegraph.pl reads them: frames root first joined
// by ';', whitespace, then a count ("main;parse;lex 42"). Frames may contain
// spaces: the count is the last whitespace-separated field. flamegraph.pl
// also accepts a count with decimals ("12.5"), so this does too.
struct FoldedLine
{
    std::string_view stack; // "main;parse;lex", without the count
    double count = 0;

    // The line without its line break (a trailing '\r' and spaces are
    // ignored); nullopt when it has no stack or no count at its end.
    static std::optional<FoldedLine> parse(std::string_view line);
};

} // namespace hg
