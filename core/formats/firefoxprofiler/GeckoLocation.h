#pragma once
#include <cstdint>
#include <string_view>

namespace hg::firefox {

// What a Gecko frame's location string says. Firefox writes three kinds:
//  - JavaScript: "fn (https://site/app.js:12:5)", from Gecko version 32 with
//    the source's index appended, "fn (url:12:5)[3]"; a line without column
//    or a function without name ("(url:12:5)") occur too;
//  - a native return address, "0x7f2697ae516b" (symbolicated later by the
//    profiler's web app from the process's libs);
//  - a label: anything else ("nsBrowserApp main", "PresShell::Paint"); a
//    label "symbol (in library)", as `perf script report gecko` names
//    native frames, is that function in that library.
struct GeckoLocation
{
    enum class Kind { Label, Script, Address };
    Kind kind = Kind::Label;
    std::string_view name; // the function or label (empty for an unnamed script)
    std::string_view file; // Script: the URL
    std::string_view library; // a label's "(in library)"
    std::uint32_t line = 0, column = 0;
    std::uint64_t address = 0;

    static GeckoLocation parse(std::string_view text);
};

} // namespace hg::firefox
