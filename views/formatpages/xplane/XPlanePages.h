#pragma once

namespace hg {

class PageRegistry;

// XPlane's own panels, and the general view its documents open on.
void registerXPlanePages(PageRegistry &registry);

} // namespace hg
