#pragma once

namespace hg {

class PageRegistry;

// MiniProfiler's own panels, in their tab order.
void registerMiniProfilerPages(PageRegistry &registry);

} // namespace hg
