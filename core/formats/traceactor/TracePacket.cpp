#include "TracePacket.h"

#include <algorithm>

namespace hg {

void TracePacket::keepTextsIn(TraceTextArena &arena)
{
    callsite = arena.text(callsite.utf8());
    value = arena.text(value.utf8());
    const std::span<TraceValueText> kept = arena.texts(arguments.size());
    std::ranges::transform(arguments, kept.begin(), [&](const TraceValueText &a) { return arena.text(a.utf8()); });
    arguments = kept;
}

} // namespace hg
