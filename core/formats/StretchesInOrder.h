#pragma once
#include "io/ReadContext.h"
#include "util/ParallelInOrder.h"

#include <string_view>
#include <vector>

namespace hg {

// A line-based text read in stretches (each ending where stretchEnd(text,
// from) says, on a line a record does not continue past): each stretch
// parsed on every core into a Parsed by parse(parsed, stretch, offset), added
// to the model in file order by add(parsed) and then freed, with progress
// and the input consumed reported stretch by stretch. What collapsed stacks
// and perf script share.
template <typename Parsed, typename StretchEnd, typename Parse, typename Add>
void readStretchesInOrder(std::string_view text, const ReadContext &context, StretchEnd stretchEnd, Parse parse, Add add)
{
    std::vector<std::size_t> starts = {0};
    while (starts.back() < text.size())
        starts.push_back(stretchEnd(text, starts.back()));
    const std::size_t count = starts.size() - 1;
    std::vector<Parsed> parsed(count);
    parallelInOrder(
        count,
        [&](std::size_t i) {
            context.checkCancelled();
            parse(parsed[i], text.substr(starts[i], starts[i + 1] - starts[i]), qint64(starts[i]));
        },
        [&](std::size_t i) {
            add(parsed[i]);
            parsed[i] = Parsed();
            context.progress(qint64(starts[i + 1]));
            context.inputConsumed(text.data() + starts[i + 1]); // nothing keeps a view into it
        });
}

} // namespace hg
