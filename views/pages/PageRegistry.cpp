#include "PageRegistry.h"

#include "CallTreePage.h"
#include "CallersPage.h"
#include "FlameChartPage.h"
#include "FlameGraphPage.h"
#include "FunctionListPage.h"
#include "TimelinePage.h"
#include "TracksPage.h"
#include "WarningsPage.h"
#include "formatpages/miniprofiler/MiniProfilerPages.h"
#include "formatpages/pocketmine/PocketMinePages.h"
#include "formatpages/xplane/XPlanePages.h"

#include <algorithm>

namespace hg {

PageRegistry &PageRegistry::instance()
{
    static PageRegistry registry;
    return registry;
}

PageRegistry::PageRegistry()
{
    // Every page registers here or in its format's function, explicitly:
    // static libraries drop self-registering globals.
    add<FlameChartPage>();
    add<TimelinePage>();
    add<FlameGraphPage>();
    add([] { return std::make_unique<CallTreePage>(CallTree::Direction::TopDown); });
    add([] { return std::make_unique<CallTreePage>(CallTree::Direction::BottomUp); });
    add<FunctionListPage>();
    add<CallersPage>();
    add<TracksPage>();
    add<WarningsPage>();
    registerMiniProfilerPages(*this);
    registerPocketMinePages(*this);
    registerXPlanePages(*this);
}

void PageRegistry::add(Factory make)
{
    std::unique_ptr<DocumentPage> sample = make();
    m_kinds.push_back({std::move(make), std::move(sample)});
}

void PageRegistry::addOpeningPage(QLatin1String formatId, const QString &pageName)
{
    m_openingPages.push_back({QString(formatId), pageName});
}

std::vector<const DocumentPage *> PageRegistry::kinds() const
{
    std::vector<const DocumentPage *> kinds;
    for (const Kind &kind : m_kinds)
        kinds.push_back(kind.sample.get());
    return kinds;
}

std::vector<const DocumentPage *> PageRegistry::kindsInTabOrder() const
{
    std::vector<const DocumentPage *> kinds = this->kinds();
    std::stable_partition(kinds.begin(), kinds.end(), [](const DocumentPage *page) { return page->comesFirst(); });
    return kinds;
}

QStringList PageRegistry::viewNames() const
{
    QStringList general, aliases, panels;
    for (const DocumentPage *page : kinds()) {
        (page->comesFirst() ? panels : general) << page->name();
        aliases << page->aliases();
    }
    return general + aliases + panels;
}

std::unique_ptr<DocumentPage> PageRegistry::create(const QString &name) const
{
    for (const Kind &kind : m_kinds)
        if (kind.sample->name() == name)
            return kind.make();
    return nullptr;
}

int PageRegistry::openingPriority(const DocumentPage &page, const Profile &profile) const
{
    int priority = page.openingPriority(profile);
    for (const OpeningPage &opening : m_openingPages)
        if (opening.formatId == profile.formatId() && opening.pageName == page.name())
            priority = std::max(priority, DocumentPage::kOpensForFormat);
    return priority;
}

} // namespace hg
