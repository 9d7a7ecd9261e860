#pragma once
#include "SelectedFunction.h"
#include "TimeRanges.h"
#include "analysis/FrameSearch.h"
#include "model/Profile.h"

#include <QPointer>
#include <QString>
#include <QWidget>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <vector>


namespace hg {

class PageContext;

// The time range a page shows, for File > Export….
struct VisibleRange
{
    TimePs from = 0, to = 0;
    bool zoomedIn = false; // less than all of it
};

// One tab of a document: a view of any profile (flame chart, call tree, ...)
// or a panel of one format (MiniProfiler steps, ...). Each kind registers
// once in PageRegistry; a DocumentView makes its own instance of every page
// that applies to its profile, and builds the page's widget the first time
// the page is shown. The hooks are called only once the widget is built.
class DocumentPage
{
public:
    virtual ~DocumentPage();

    // What the page is.
    virtual QString name() const = 0; // its --view name
    // More --view names that open this page ("measurements": the charts
    // under the flame chart), and whether one of them does for this profile.
    virtual QStringList aliases() const { return {}; }
    virtual bool showsAlias(const QString &, const Profile &) const { return false; }
    // The tab's title, translated: asked again when the language changes.
    virtual QString title(const Profile &profile) const = 0;
    virtual bool appliesTo(const Profile &) const { return true; }
    // A format's own panels come before the views every profile has: they
    // are the format's natural view.
    virtual bool comesFirst() const { return false; }
    // The page a document opens on is the one with the highest priority;
    // the first tab when none claims any.
    virtual int openingPriority(const Profile &) const { return kOpensAsFirstTab; }
    // Opening priorities, lowest first.
    static constexpr int kOpensAsFirstTab = 0; // nothing claimed: the first tab
    static constexpr int kOpensForFormat = 1; // a format's choice of a general view (PageRegistry::addOpeningPage)
    static constexpr int kOpensForUntimedData = 2; // the call tree, when nothing has a time order
    static constexpr int kOpensAsFormatPanel = 3; // a format's own main panel
    // Computed on the worker threads from the selected tracks: started once
    // the page on screen is ready, and then even if never shown, so its tab
    // opens ready (DocumentView::startAggregates).
    virtual bool isAggregate() const { return false; }
    // Shows spans (selectSpan/selectedSpan mean something).
    virtual bool showsSpans() const { return false; }
    // Steps through search matches on Enter/Shift+Enter (jumpToMatch).
    virtual bool stepsThroughMatches() const { return false; }

    // The widget, built on the first call; null before.
    QWidget *build(PageContext &context, QWidget *parent);
    QWidget *widget() const { return m_widget; }
    // The profile is a first part of the file, the rest being read
    // (DocumentView::setReading): a page that counts says the count is
    // not all. Set whether or not the widget is built.
    void setReading(bool reading);
    bool isReading() const { return m_reading; }

    // Hooks, called only once the widget is built. A new or replaced profile
    // (a live recording's next snapshot; the page keeps what it can).
    virtual void setProfile(const ProfilePtr &) {}
    // The tracks chosen in the track selector; empty: all. An aggregate
    // starts computing here.
    virtual void setTracks(const ProfilePtr &, const std::vector<TrackId> &) {}
    // A function selected in another page.
    virtual void selectFrame(FrameId) {}
    // Trees drawn inverted (the Invert transform); called before setTracks.
    virtual void setInverted(bool) {}
    // What the transforms' keys and menu entries act on in this page (its
    // current row or node, whether or not the person picked it).
    virtual SelectedFunction selectedFunction() const { return {}; }
    virtual void selectSpan(SpanRef) {}
    // Selects a span and brings it into view (a flow followed to it).
    virtual void revealSpan(SpanRef span) { selectSpan(span); }
    // (track, span), kNoId for both when none is selected.
    virtual SpanRef selectedSpan() const { return {}; }
    virtual void setSearch(const std::shared_ptr<const FrameSearch::Result> &) {}
    // Moves to the next/previous match in time.
    virtual void jumpToMatch(bool /*forward*/) {}
    // Still being prepared on a worker thread.
    virtual bool isBusy() const { return false; }
    // Drops what it is preparing on the workers: a newer round is coming.
    virtual void dropWork() {}
    virtual std::optional<VisibleRange> visibleRange() const { return std::nullopt; }
    // The document's time ranges: a page with a time axis draws the
    // selection and stays within the last committed range.
    virtual void setTimeRanges(const TimeRanges &) {}
    // Before the profile is replaced by a newer version of it: what puts
    // back the page's zoom and scroll after the replacement (or nothing).
    virtual std::function<void()> keepPosition() const { return {}; }

protected:
    virtual QWidget *createWidget(PageContext &context) = 0;
    // isReading() changed, the widget built.
    virtual void readingChanged() {}

private:
    QPointer<QWidget> m_widget; // gone with its container when the document tears down
    bool m_reading = false;
};

} // namespace hg
