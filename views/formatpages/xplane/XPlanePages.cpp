#include "XPlanePages.h"

#include "OpStatsPage.h"
#include "formats/xplane/XPlaneFormat.h"
#include "pages/PageRegistry.h"

namespace hg {

void registerXPlanePages(PageRegistry &registry)
{
    registry.add<OpStatsPage>();
    // Planes and lines on one time axis: xprof's trace viewer.
    registry.addOpeningPage(XPlaneFormat::id, QStringLiteral("timeline"));
}

} // namespace hg
