#pragma once
#include "analysis/CallTree.h"
#include "analysis/CallerTree.h"
#include "model/Profile.h"

#include <QTreeWidget>

namespace hg {

// Everything known about the selected span, call-tree node or record: full name,
// file:line, module, times, and every format-specific attribute from the side
// tables (span, sample-track and frame attributes). A span's flows are listed
// with the span at their other end; clicking one asks for that span
// (spanChosen).
class DetailsPane : public QTreeWidget
{
    Q_OBJECT
public:
    explicit DetailsPane(QWidget *parent = nullptr);

    // spans: the spans shown for the track (its own, or made from samples).
    void showSpan(const ProfilePtr &profile, TrackId track, const SpanTrack &spans, SpanIndex span);
    void showNode(const ProfilePtr &profile, const CallTree &tree, NodeId node);
    void showNode(const ProfilePtr &profile, const CallerTree &tree, NodeId node);
    // A record of an aggregated tree (a timings record) with its fields.
    void showRecord(const ProfilePtr &profile, TrackId track, RecordId node);
    // A function (an XPlane op, ...) with its attributes, outside any span.
    void showFrame(const ProfilePtr &profile, FrameId frame);
    void clearDetails();

    // The most flows listed each way; a row says how many more there are.
    static constexpr std::size_t kMaxFlowsListed = 50;

signals:
    // A flow's row was clicked: the span at its other end.
    void spanChosen(SpanRef span);

protected:
    void changeEvent(QEvent *event) override;

private:
    void addRow(const QString &property, const QString &value);
    void addFrameRows(const Profile &profile, FrameId frame);
    // A call tree node's figures, beside its frame's rows.
    void addNodeRows(const Profile &profile, const CallTree::Node &n, std::int64_t whole, CallTree::Unit unit, const QString &concurrent);
    // spans: where Span values point, to show them by name.
    void addAttributes(const Profile &profile, const QString &title, AttributeTable::Range range, const SpanTrack *spans = nullptr);
    void addFlowRows(const Profile &profile, SpanRef span);
    void onItemChosen(QTreeWidgetItem *item);
    void retranslate();
};

} // namespace hg
