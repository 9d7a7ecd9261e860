#pragma once
#include "DocumentPage.h"

#include <QLatin1String>

#include <functional>
#include <memory>
#include <vector>

namespace hg {

// Every kind of document page, in registration order. The views every
// profile has register in PageRegistry.cpp; each format's panels in its own
// folder under views/formatpages/, called from there in one line.
class PageRegistry
{
public:
    using Factory = std::function<std::unique_ptr<DocumentPage>()>;

    static PageRegistry &instance();

    void add(Factory make);
    template<class Page>
    void add()
    {
        add([] { return std::make_unique<Page>(); });
    }
    // Documents of this format open on that page (the format's choice among
    // the general views), unless a page claims a higher opening priority.
    void addOpeningPage(QLatin1String formatId, const QString &pageName);

    // One instance of each kind, to ask what it is; never built.
    std::vector<const DocumentPage *> kinds() const;
    // In tab order: the pages that come first, then the others, each in
    // registration order.
    std::vector<const DocumentPage *> kindsInTabOrder() const;
    // The --view names: the general views, the names that open part of one
    // ("measurements"), then the format panels.
    QStringList viewNames() const;
    // A new, unbuilt page of this --view name; null if there is none.
    std::unique_ptr<DocumentPage> create(const QString &name) const;
    int openingPriority(const DocumentPage &page, const Profile &profile) const;

private:
    PageRegistry();

    struct Kind
    {
        Factory make;
        std::unique_ptr<DocumentPage> sample;
    };
    struct OpeningPage
    {
        QString formatId;
        QString pageName;
    };
    std::vector<Kind> m_kinds;
    std::vector<OpeningPage> m_openingPages;
};

} // namespace hg
