#pragma once
#include "model/Ids.h"
#include "model/TimeRange.h"

#include <QString>

#include <cstdint>
#include <vector>

class QMenu;

namespace hg {

class CallTree;
class CallerTree;
class DocumentPage;
class SpanTrack;

// What a page may ask of the document it is shown in. Pages talk to the
// document only through this, so they never depend on DocumentView.
class PageContext
{
public:
    virtual ~PageContext() = default;

    // Switches to the page of this --view name, if the document has it.
    virtual void showPage(const QString &name) = 0;
    // Narrows the document to one track (the track selector's choice).
    virtual void chooseTrack(TrackId track) = 0;

    // The details pane shows what was selected in a page.
    // spans: the spans shown for the track (its own, or made from samples).
    virtual void showSpanDetails(TrackId track, const SpanTrack &spans, SpanIndex span) = 0;
    virtual void showNodeDetails(const CallTree &tree, NodeId node) = 0;
    virtual void showNodeDetails(const CallerTree &tree, NodeId node) = 0;
    // A record of an aggregated tree (a timings record) with its fields.
    virtual void showRecordDetails(TrackId track, RecordId node) = 0;
    virtual void showFrameDetails(FrameId frame) = 0;

    // A function was selected in `source`: the other pages select it too,
    // and it is what the transforms' keys and menu entries act on. path:
    // its call path, root first, ending with it; empty where the page has
    // none (a list, a bottom-up tree).
    virtual void frameSelected(const DocumentPage &source, FrameId frame, const std::vector<FrameId> &path = {}) = 0;
    // Adds the entries for the selected function (the transforms) to a
    // page's context menu.
    virtual void addFunctionActions(QMenu &menu) = 0;
    // A time range selected in a page by a drag across its time axis (final:
    // the drag ended): the views that aggregate cover only that range.
    virtual void selectTimeRange(TimeRange range, bool final) = 0;
    virtual void clearTimeSelection() = 0;
    // The selection becomes a committed range, which the timelines zoom into.
    virtual void zoomToTimeSelection() = 0;
    // A page prepared on the worker threads is ready (DocumentPage::isBusy
    // turned false).
    virtual void pageReady() = 0;
};

} // namespace hg
