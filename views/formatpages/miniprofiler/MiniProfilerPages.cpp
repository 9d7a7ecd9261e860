#include "MiniProfilerPages.h"

#include "RequestsPage.h"
#include "StepsPage.h"
#include "pages/PageRegistry.h"

namespace hg {

void registerMiniProfilerPages(PageRegistry &registry)
{
    registry.add<StepsPage>();
    registry.add<RequestsPage>();
}

} // namespace hg
