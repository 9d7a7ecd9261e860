#pragma once

namespace hg {

class PageRegistry;

// PocketMine timings' own panels, in their tab order.
void registerPocketMinePages(PageRegistry &registry);

} // namespace hg
