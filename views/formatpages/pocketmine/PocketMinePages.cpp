#include "PocketMinePages.h"

#include "TimingsListPage.h"
#include "TimingsTreePage.h"
#include "pages/PageRegistry.h"

namespace hg {

void registerPocketMinePages(PageRegistry &registry)
{
    registry.add<TimingsTreePage>();
    registry.add<TimingsListPage>();
}

} // namespace hg
