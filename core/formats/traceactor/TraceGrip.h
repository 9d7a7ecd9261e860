#pragma once
#include <QString>
#include <optional>
#include <string>
#include <simdjson.h>

namespace hg {

// Renders a devtools value grip as text a person reads: primitives as
// themselves (strings quoted), the special grips ({type: "undefined" |
// "null" | "NaN" | "Infinity" | "-Infinity" | "-0"}), long strings by their
// start and length, and objects as `Class {key: value, ...}` resolved
// through the packet's object pool (by `objectId` or `actor`), nested a few
// levels and safe against cycles.
class TraceGrip
{
public:
    // The text in UTF-8, into `text` (a buffer the caller reuses). `pool`:
    // the packet's object pool, if it has one.
    static void text(simdjson::dom::element grip, std::optional<simdjson::dom::element> pool, std::string &text);

    static constexpr int kMaxDepth = 3;
    static constexpr int kMaxProperties = 12;
    static constexpr int kMaxChars = 400;
};

} // namespace hg
