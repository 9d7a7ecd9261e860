#include "TracePacket.h"

#include <algorithm>

namespace hg {

void TracePacket::keepTextsIn(TraceTextArena &arena)
{
    callsite = arena.keep(callsite);
    value = arena.keep(value);
    const std::span<TraceValueText> kept = arena.texts(arguments.size());
    std::ranges::transform(arguments, kept.begin(), [&](const TraceValueText &a) { return arena.keep(a); });
    arguments = kept;
}

} // namespace hg
