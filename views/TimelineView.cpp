#include "TimelineView.h"

#include "analysis/ProfileSampleSpans.h"
#include "formats/xplane/XPlaneKeys.h"

#include <QDateTime>
#include <QHash>
#include <QAction>
#include <QKeyEvent>
#include <QMenu>
#include <QPainter>
#include <QScrollBar>
#include <cmath>
#include <QLocale>

namespace hg {

namespace {
constexpr double kGroupHeight = 22;
constexpr double kHeaderHeight = 18;
constexpr double kLaneGap = 4;
constexpr double kStepLaneHeight = 18;
constexpr double kMarkerLaneHeight = 16;
constexpr double kActivityHeight = 36;
constexpr double kActivityGap = 2;
// Group keys of the blocks that are no group of the profile's (shown by
// their translated titles).
const QString kPinnedGroup = QStringLiteral("\x01pinned");
const QString kCountersGroup = QStringLiteral("\x01counters");
} // namespace

double TimelineView::headerHeight() const
{
    return kRulerHeight + (m_steps.empty() ? 0 : kStepLaneHeight) + (m_markers.empty() ? 0 : kMarkerLaneHeight);
}

QRectF TimelineView::markerLane() const
{
    if (m_markers.empty())
        return {};
    return QRectF(0, headerHeight() - kMarkerLaneHeight, viewport()->width(), kMarkerLaneHeight);
}

TimelineView::TimelineView(QWidget *parent)
    : ZoomableView(parent)
    , m_sampleSpans(
        [this](TrackId track, const SpanTrack &before, const SpanTrack &after) {
            sampleSpansSwitched(track, before, after);
        },
        [this] {
            if (!isBuilding())
                emit built();
        })
    , m_prepare([this](std::optional<Prepared> prepared) {
        if (prepared)
            onBuilt(std::move(*prepared));
    })
    , m_summarise([this](std::optional<ActivityPictures> pictures) {
        if (pictures && pictures->summary) {
            m_pictures = std::move(*pictures);
            viewport()->update();
        }
        if (!isBuilding())
            emit built();
    })
    , m_prepareActivity([this](std::optional<std::shared_ptr<const ActivitySource>> source) {
        if (source && *source) {
            m_activity = std::move(*source);
            summariseIfNeeded();
        }
        if (!isBuilding())
            emit built();
    })
{
}

TimelineView::~TimelineView() = default; // m_prepare cancels the preparation under way and waits for it

void TimelineView::setProfile(ProfilePtr profile)
{
    m_profile = std::move(profile);
    setCategoryColorsOf(m_profile.get());
    m_sampleSpans.setProfile(m_profile, nullptr);
    m_openedLanes.clear();
    m_steps.clear();
    m_markers.clear();
    m_activity.reset();
    // The graphs stay until the new profile's are made (a live update, a
    // transform: track ids stay), so they do not flicker.
    if (!m_profile)
        m_pictures = {};
    m_summarise.discard();
    m_summaryRequest = {};
    m_selectedTrack = kNoId;
    m_selectedSpan = kNoId;
    m_selectedFrame = kNoId;
    m_flows.setProfile(m_profile);
    axis().setLimit(std::max<TimePs>(m_profile ? m_profile->duration() : 1, 1));
    axis().reset();
    if (!m_profile) {
        // Forget the worker of the previous profile: its result has no use.
        m_prepare.discard();
        m_prepareActivity.discard();
        relayout();
        return;
    }
    // Sampled tracks become spans, and tagged steps and instants are
    // collected, on a worker: they walk the whole profile.
    ProfilePtr p = m_profile;
    m_prepare.run([p] { return Prepared{ProfileSampleSpans::of(p), StepMarkers::find(*p), TimelineMarkers::find(*p)}; });
    if (m_compact)
        prepareActivity();
    relayout();
}

void TimelineView::onBuilt(Prepared prepared)
{
    m_sampleSpans.setProfile(m_profile, prepared.sampleSpans);
    m_steps = std::move(prepared.steps);
    m_markers = std::move(prepared.markers);
    // Sample spans may end after the last sample (its interval): widen the axis.
    TimePs limit = m_profile->duration();
    for (const SampleSpans::Result &s : *prepared.sampleSpans)
        if (!s.spans.empty())
            limit = std::max(limit, s.spans.maxEnd());
    const bool wholeView = axis().showsAll();
    axis().setLimit(limit);
    if (wholeView)
        axis().reset();
    relayout();
    summariseIfNeeded();
    refineSampleSpans();
    if (!isBuilding())
        emit built();
}

const SpanTrack *TimelineView::spansOf(TrackId track) const
{
    if (!m_profile || track >= m_profile->tracks().size())
        return nullptr;
    const Track &t = m_profile->tracks()[track];
    if (!t.spans.empty() || t.samples.empty())
        return &t.spans;
    return m_sampleSpans.spansOf(track);
}

void TimelineView::setTracks(std::vector<TrackId> tracks)
{
    m_trackFilter = std::move(tracks);
    // Show the chosen tracks whole: one request of many, or one thread,
    // may cover a small part of the profile's time.
    TimePs first = INT64_MAX, last = 0;
    for (const TrackId t : m_trackFilter)
        if (const SpanTrack *spans = spansOf(t); spans && !spans->empty()) {
            first = std::min(first, spans->minStart());
            last = std::max(last, spans->maxEnd());
        } else if (m_profile && t < m_profile->tracks().size() && !m_profile->tracks()[t].samples.empty()) {
            first = std::min(first, m_profile->tracks()[t].samples.minTime());
            last = std::max(last, m_profile->tracks()[t].samples.maxTime());
        }
    if (first < last) {
        const TimePs margin = (last - first) / 50;
        axis().setRange(std::max<TimePs>(0, first - margin), std::min(axis().limit(), last + margin));
    } else {
        axis().reset();
    }
    relayout();
    viewport()->update();
}

void TimelineView::selectSpan(SpanRef span)
{
    m_selectedTrack = span.track;
    m_selectedSpan = span.span;
    if (unfoldToShow(span))
        relayout();
    viewport()->update();
}

const LaneFolds *TimelineView::foldsOf(TrackId track) const
{
    const auto it = m_folds.find(track);
    return it == m_folds.end() ? nullptr : &it->second;
}

std::uint32_t TimelineView::screenRowOf(SpanRef span) const
{
    const std::uint32_t row = spansOf(span.track)->rowOf(span.span);
    const LaneFolds *folds = foldsOf(span.track);
    return folds ? std::min(folds->screenRow(row), folds->shownRowCount()) : row;
}

bool TimelineView::unfoldToShow(SpanRef span)
{
    const LaneFolds *folds = foldsOf(span.track);
    const SpanTrack *spans = spansOf(span.track);
    if (!folds || !spans || span.span >= spans->size() || !folds->hidden(span.span))
        return false;
    std::set<std::uint32_t> &opened = m_openedLanes[span.track];
    for (const std::uint32_t parent : LaneFolds::foldedAncestors(*spans, span.span, opened))
        opened.insert(parent);
    return true;
}

void TimelineView::revealSpan(SpanRef span)
{
    const SpanTrack *spans = spansOf(span.track);
    if (!spans || span.span >= spans->size())
        return;
    selectSpan(span);
    const QString group = m_profile->tracks()[span.track].info.group;
    const bool collapsed = m_collapsed.remove(group);
    if (expandToShow(span) || collapsed)
        relayout();
    if (spans->start(span.span) < axis().start() || spans->end(span.span) > axis().end()) {
        // Centred at the same zoom when it fits, else the span whole.
        const TimePs range = axis().range();
        if (spans->duration(span.span) <= range * 9 / 10) {
            const TimePs start = spans->start(span.span) + spans->duration(span.span) / 2 - range / 2;
            axis().setRange(start, start + range);
        } else {
            axis().zoomTo(spans->start(span.span), spans->end(span.span));
        }
    }
    if (const Item *item = bodyOf(span.track)) {
        const double row = item->y + double(screenRowOf(span)) * style().rowHeight;
        const double visible = viewport()->height() - headerHeight();
        if (row < verticalScrollBar()->value() || row + style().rowHeight > verticalScrollBar()->value() + visible)
            verticalScrollBar()->setValue(int(row - 40));
    }
    viewport()->update();
}

bool TimelineView::expandToShow(SpanRef span)
{
    // Below a compact row's top levels: the track opens to its flame chart.
    const SpanTrack &own = m_profile->tracks()[span.track].spans;
    if (!isCompact(span.track) || own.empty() || span.span >= own.size() ||
        double(own.rowOf(span.span) + 1) * compactStyle().rowHeight <= kActivityHeight)
        return false;
    m_arrangement.setExpanded(span.track, true);
    return true;
}

const TimelineView::Item *TimelineView::bodyOf(TrackId track) const
{
    return track < m_bodyOfTrack.size() && m_bodyOfTrack[track] != kNoId ? &m_items[m_bodyOfTrack[track]] : nullptr;
}

QRectF TimelineView::spanRect(SpanRef span) const
{
    const Item *item = bodyOf(span.track);
    if (!item || !m_profile)
        return {};
    const SpanTrack &spans = m_profile->tracks()[span.track].spans;
    if (span.span >= spans.size() || spansOf(span.track) != &spans)
        return {}; // flows join a track's own spans, not those made from samples
    const LaneFolds *folds = foldsOf(span.track);
    if (folds && folds->hidden(span.span))
        return {}; // on a folded lane
    return FlameRenderer::spanRect(spans, axis(), bodyArea(*item), styleOf(*item), span.span, folds);
}

bool TimelineView::followFlowAt(QPointF pos)
{
    const std::optional<std::uint32_t> flow = m_flows.flowAt(pos);
    if (!flow)
        return false;
    // To the end that is not the selected span: along the arrow from its
    // source, back along it from the selected target.
    const Flow &f = m_profile->flows()[*flow];
    const SpanRef other = f.to == selectedSpan() ? f.from : f.to;
    revealSpan(other);
    emit spanSelected(other);
    return true;
}

void TimelineView::selectFrame(FrameId frame)
{
    m_selectedFrame = frame;
    summariseIfNeeded(); // the graphs darken its samples
    viewport()->update();
}

void TimelineView::relayout()
{
    m_items.clear();
    m_folds.clear();
    m_bodyOfTrack.assign(m_profile ? m_profile->tracks().size() : 0, kNoId);
    double y = 0;
    if (m_profile) {
        std::vector<TrackId> tracks = m_trackFilter;
        if (tracks.empty()) {
            // Every track with something to draw (an XPlane plane without
            // lines, for one, has nothing); all of them if none has.
            for (TrackId i{0}; i < m_profile->tracks().size(); ++i)
                if (!m_profile->tracks()[i].spans.empty() || !m_profile->tracks()[i].samples.empty())
                    tracks.push_back(i);
            if (tracks.empty())
                for (TrackId i{0}; i < m_profile->tracks().size(); ++i)
                    tracks.push_back(i);
        }
        const bool showGroups = tracks.size() > 1;
        // Groups keep the order of their first track in the profile, whatever
        // the arrangement moves within them.
        QHash<QString, int> groupOrder;
        for (const TrackId t : tracks)
            if (!groupOrder.contains(m_profile->tracks()[t].info.group))
                groupOrder.insert(m_profile->tracks()[t].info.group, int(groupOrder.size()));
        tracks = m_arrangement.arranged(tracks);
        const auto firstUnpinned = std::find_if(tracks.begin(), tracks.end(), [this](TrackId t) { return !m_arrangement.isPinned(t); });
        std::vector<TrackId> pinned(tracks.begin(), firstUnpinned), rest(firstUnpinned, tracks.end());
        if (showGroups) {
            // One block per group, groups in order of first appearance, even
            // when the file interleaves them (requests from two machines).
            std::stable_sort(rest.begin(), rest.end(), [&](TrackId a, TrackId b) {
                return groupOrder.value(m_profile->tracks()[a].info.group) < groupOrder.value(m_profile->tracks()[b].info.group);
            });
        }
        const auto addRows = [&](const std::vector<TrackId> &block, bool pinnedBlock) {
            QString currentGroup;
            bool first = true;
            for (const std::vector<TrackId> &row : rowsOf(block)) {
                const TrackId t = row.front();
                const TrackInfo &info = m_profile->tracks()[t].info;
                const QString group = pinnedBlock ? kPinnedGroup : info.group;
                if (showGroups && (first || group != currentGroup)) {
                    currentGroup = group;
                    m_items.push_back({Item::Group, kNoId, currentGroup, y, kGroupHeight});
                    y += kGroupHeight;
                }
                first = false;
                if (showGroups && m_collapsed.contains(currentGroup))
                    continue;
                const std::vector<TrackId> sharing(row.begin() + 1, row.end());
                if (isCompact(t)) {
                    for (const TrackId r : row)
                        m_bodyOfTrack[r] = std::uint32_t(m_items.size());
                    m_items.push_back({Item::Activity, t, currentGroup, y, kActivityHeight, sharing});
                    y += kActivityHeight + kActivityGap;
                    continue;
                }
                m_items.push_back({Item::Header, t, currentGroup, y, kHeaderHeight, sharing});
                y += kHeaderHeight;
                double h = style().rowHeight;
                for (const TrackId r : row) {
                    const SpanTrack *spans = spansOf(r);
                    if (!spans)
                        continue;
                    if (!spans->laneGroups().empty())
                        if (LaneFolds folds = LaneFolds::of(*spans, m_openedLanes[r]); !folds.empty())
                            m_folds.emplace(r, std::move(folds));
                    h = std::max(h, FlameRenderer::height(*spans, style(), foldsOf(r)));
                }
                for (const TrackId r : row)
                    m_bodyOfTrack[r] = std::uint32_t(m_items.size());
                m_items.push_back({Item::Body, t, currentGroup, y, h, sharing});
                y += h + kLaneGap;
            }
        };
        addRows(pinned, true);
        addRows(rest, false);
        // Counters (measurements) last, one line each, on the activity graphs.
        const std::vector<std::uint32_t> counters = shownCounters();
        if (!counters.empty()) {
            m_items.push_back({Item::Group, kNoId, kCountersGroup, y, kGroupHeight});
            y += kGroupHeight;
            if (!m_collapsed.contains(kCountersGroup))
                for (const std::uint32_t c : counters) {
                    m_items.push_back({Item::Counter, kNoId, kCountersGroup, y, kActivityHeight, {}, c});
                    y += kActivityHeight + kActivityGap;
                }
        }
    }
    setContentHeight(y);
}

std::vector<std::vector<TrackId>> TimelineView::rowsOf(const std::vector<TrackId> &tracks) const
{
    std::vector<std::vector<TrackId>> rows;
    const StringId displayKey = m_profile->strings().find(xplane::key::kDisplayId);
    QHash<QPair<QString, qint64>, std::size_t> rowOfDisplayId; // (group, display id) -> row
    for (const TrackId t : tracks) {
        const Track &track = m_profile->tracks()[t];
        const std::optional<AttributeValue> displayId = displayKey == kNoId ? std::nullopt : track.attributes.find(0, displayKey);
        if (!displayId || displayId->kind != AttributeValue::Kind::Int || displayId->i == 0) {
            rows.push_back({t});
            continue;
        }
        const QPair<QString, qint64> key(track.info.group, displayId->i);
        const auto it = rowOfDisplayId.constFind(key);
        if (it != rowOfDisplayId.constEnd()) {
            rows[*it].push_back(t);
        } else {
            rowOfDisplayId.insert(key, rows.size());
            rows.push_back({t});
        }
    }
    return rows;
}

QRectF TimelineView::bodyArea(const Item &item) const
{
    return QRectF(0, headerHeight() + item.y - verticalScrollBar()->value(), viewport()->width(), item.height);
}

void TimelineView::paintContent(QPainter &painter, double scroll)
{
    if (!m_profile)
        return;
    summariseIfNeeded();
    refineSampleSpans();
    painter.setClipRect(QRectF(0, headerHeight(), viewport()->width(), viewport()->height() - headerHeight()));
    QFont bold = font();
    bold.setBold(true);
    for (const Item &item : m_items) {
        const double top = headerHeight() + item.y - scroll;
        if (top > viewport()->height() || top + item.height < headerHeight())
            continue;
        const QRectF rect(0, top, viewport()->width(), item.height);
        switch (item.kind) {
        case Item::Group: {
            painter.fillRect(rect, palette().button());
            painter.setPen(palette().color(QPalette::ButtonText));
            painter.setFont(bold);
            const QString arrow = m_collapsed.contains(item.group) ? QStringLiteral("▸ ") : QStringLiteral("▾ ");
            painter.drawText(rect.adjusted(6, 0, -6, 0), Qt::AlignVCenter | Qt::AlignLeft,
                             arrow + (item.group == kPinnedGroup     ? tr("Pinned")
                                      : item.group == kCountersGroup ? tr("Counters")
                                      : item.group.isEmpty()         ? tr("(no group)")
                                                                     : item.group));
            break;
        }
        case Item::Header: {
            painter.fillRect(rect, palette().alternateBase());
            painter.setPen(palette().color(QPalette::Text));
            painter.setFont(font());
            painter.drawText(rect.adjusted(14, 0, -6, 0), Qt::AlignVCenter | Qt::AlignLeft, trackTitle(item));
            if (m_compact) // expanded from its activity graph: a click folds it back
                painter.drawText(rect.adjusted(2, 0, 0, 0), Qt::AlignVCenter | Qt::AlignLeft, QStringLiteral("▾"));
            break;
        }
        case Item::Activity: paintActivity(painter, item, rect); break;
        case Item::Counter: paintCounter(painter, item, rect); break;
        case Item::Body: {
            for (std::size_t k = 0; k <= item.sharing.size(); ++k) {
                const TrackId track = k == 0 ? item.track : item.sharing[k - 1];
                const SpanTrack *spans = spansOf(track);
                if (!spans) {
                    painter.setPen(palette().color(QPalette::PlaceholderText));
                    painter.drawText(rect.adjusted(14, 0, 0, 0), Qt::AlignVCenter | Qt::AlignLeft, tr("Preparing samples…"));
                    break;
                }
                FlameRenderer::Highlight highlight;
                highlight.search = search();
                highlight.selectedSpan = track == m_selectedTrack ? m_selectedSpan : kNoId;
                highlight.selectedFrame = m_selectedFrame;
                FlameRenderer::paint(painter, *m_profile, *spans, axis(), rect, style(), highlight, foldsOf(track));
            }
            break;
        }
        }
    }
    m_flows.layout(axis(), selectedSpan(), viewport()->width(), [this](SpanRef span) { return spanRect(span); });
    m_flows.paint(painter, palette());
    if (m_reordering != kNoId && m_reorderMoved && m_reorderY >= 0) { // where the dragged track goes
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.drawLine(QPointF(0, m_reorderY), QPointF(viewport()->width(), m_reorderY));
    }
    painter.setClipping(false);
    paintRuler(painter);
    paintSteps(painter);
    paintMarkers(painter);
    m_selection.paint(painter, axis(), QRectF(viewport()->rect()), kRulerHeight, palette(), font());
}

std::pair<std::size_t, std::size_t> TimelineView::visibleSteps() const
{
    // Steps are in start order; ones ending before the view are skipped by
    // the longest step's length, not walked.
    TimePs longest = 0;
    for (const StepMarker &s : m_steps)
        longest = std::max(longest, s.end - s.start);
    const auto first = std::lower_bound(m_steps.begin(), m_steps.end(), axis().start() - longest,
                                        [](const StepMarker &s, TimePs t) { return s.start < t; });
    const auto last = std::upper_bound(m_steps.begin(), m_steps.end(), axis().end(),
                                       [](TimePs t, const StepMarker &s) { return t < s.start; });
    return {std::size_t(first - m_steps.begin()), std::size_t(last - m_steps.begin())};
}

QString TimelineView::stepTitle(const StepMarker &step) const
{
    return step.name.isEmpty() ? tr("Step %1").arg(step.groupId) : step.name;
}

void TimelineView::paintSteps(QPainter &painter)
{
    if (m_steps.empty())
        return;
    // A lane under the ruler, one block per step, alternating shades, and a
    // faint line down the tracks where each step begins.
    const QRectF lane(0, kRulerHeight, viewport()->width(), kStepLaneHeight);
    painter.fillRect(lane, palette().window());
    const auto [first, last] = visibleSteps();
    QColor even = palette().color(QPalette::Highlight), odd = even;
    even.setAlpha(90);
    odd.setAlpha(160);
    QColor boundary = palette().color(QPalette::Highlight);
    boundary.setAlpha(60);
    painter.setFont(font());
    double lastTextEnd = -1, lastLine = -1;
    for (std::size_t i = first; i < last; ++i) {
        const StepMarker &step = m_steps[i];
        const double x0 = std::max(0.0, axis().x(step.start));
        const double x1 = std::min(double(viewport()->width()), std::max(axis().x(step.end), x0 + 1));
        const QRectF block(x0, lane.top() + 2, x1 - x0, lane.height() - 4);
        painter.fillRect(block, (step.groupId & 1) ? odd : even);
        if (axis().x(step.start) >= 0 && x0 >= lastLine + 1) { // one line a pixel when zoomed out
            painter.setPen(boundary);
            painter.drawLine(QPointF(x0, lane.bottom()), QPointF(x0, viewport()->height()));
            lastLine = x0;
        }
        if (block.width() > 30 && x0 > lastTextEnd) {
            painter.setPen(palette().color(QPalette::HighlightedText));
            painter.drawText(block.adjusted(3, 0, -3, 0), Qt::AlignVCenter | Qt::AlignLeft,
                             QFontMetrics(font()).elidedText(stepTitle(step), Qt::ElideRight, int(block.width() - 6)));
            lastTextEnd = x1;
        }
    }
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawLine(lane.bottomLeft(), lane.bottomRight());
}

const StepMarker *TimelineView::stepAt(QPointF pos) const
{
    if (m_steps.empty() || pos.y() < kRulerHeight || pos.y() >= kRulerHeight + kStepLaneHeight)
        return nullptr;
    const TimePs t = axis().time(pos.x());
    const auto [first, last] = visibleSteps();
    for (std::size_t i = last; i > first; --i) // the latest-starting step on top
        if (m_steps[i - 1].start <= t && t <= m_steps[i - 1].end)
            return &m_steps[i - 1];
    return nullptr;
}

void TimelineView::paintRuler(QPainter &painter)
{
    const QRectF ruler(0, 0, viewport()->width(), kRulerHeight);
    painter.fillRect(ruler, palette().window());
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawLine(ruler.bottomLeft(), ruler.bottomRight());
    // Ticks at 1, 2 or 5 times a power of ten, at least ~90 px apart.
    const double minStep = axis().psPerPixel() * 90;
    double step = std::pow(10.0, std::floor(std::log10(std::max(minStep, 1.0))));
    for (const double m : {1.0, 2.0, 5.0, 10.0})
        if (step * m >= minStep) {
            step *= m;
            break;
        }
    const auto stepPs = std::max<TimePs>(1, TimePs(step));
    painter.setPen(palette().color(QPalette::WindowText));
    painter.setFont(font());
    // Deep in a long profile ticks 5 ms apart at 17.3 s read alike: then
    // the first shows its time and the others the distance from it.
    TimePs first = (axis().start() / stepPs) * stepPs;
    if (axis().x(first) < 0)
        first += stepPs;
    const bool relative = formatDuration(first, QLocale()) == formatDuration(first + stepPs, QLocale());
    for (TimePs t = first; t <= axis().end(); t += stepPs) {
        const double x = axis().x(t);
        painter.drawLine(QPointF(x, kRulerHeight - 6), QPointF(x, kRulerHeight));
        const QString label = relative && t != first ? QStringLiteral("+") + formatDuration(t - first, QLocale()) : formatDuration(t, QLocale());
        painter.drawText(QRectF(x + 3, 0, 120, kRulerHeight - 2), Qt::AlignVCenter | Qt::AlignLeft, label);
    }
    // Absolute wall-clock time of the view's left edge, when the format gives it.
    if (const auto epoch = m_profile->startEpochNs()) {
        const qint64 ns = *epoch + axis().start() / kPsPerNs;
        const QDateTime at = QDateTime::fromMSecsSinceEpoch(ns / 1000000, Qt::UTC);
        const QString text = at.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz")) + QStringLiteral(" UTC");
        const QRectF box(ruler.right() - 230, 1, 226, kRulerHeight - 3);
        painter.fillRect(box, palette().window());
        painter.drawText(box, Qt::AlignVCenter | Qt::AlignRight, text);
    }
}

void TimelineView::setTimeRanges(const TimeRanges &ranges)
{
    m_selection.setSelection(ranges.selection);
    if (const std::optional<TimeRange> zoom = ranges.zoom(); zoom != m_bounds) {
        m_bounds = zoom;
        if (zoom)
            axis().setBounds(zoom->from, zoom->to);
        else
            axis().clearBounds();
        axis().reset();
    }
    viewport()->update();
}

void TimelineView::selectionDragged(double fromX, double toX, bool final)
{
    // Within what is shown: a drag past an edge stops there.
    const TimePs from = std::clamp(axis().time(std::min(fromX, toX)), axis().start(), axis().end());
    const TimePs to = std::clamp(axis().time(std::max(fromX, toX)), axis().start(), axis().end());
    if (to <= from)
        return;
    m_selection.setSelection(TimeRange{from, to});
    emit timeRangeSelected({from, to}, final);
}

void TimelineView::addViewActions(QMenu &menu)
{
    addTrackActions(menu);
    if (!m_selection.selection())
        return;
    menu.addSeparator();
    connect(menu.addAction(tr("Zoom into Selection")), &QAction::triggered, this, &TimelineView::zoomToSelectionRequested);
    connect(menu.addAction(tr("Clear Selection")), &QAction::triggered, this, [this] {
        m_selection.setSelection(std::nullopt);
        emit timeSelectionCleared();
        viewport()->update();
    });
}

void TimelineView::keyPressEvent(QKeyEvent *event)
{
    if (m_selection.selection() && (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)) {
        emit zoomToSelectionRequested();
        return;
    }
    if (m_selection.selection() && event->key() == Qt::Key_Escape) {
        m_selection.setSelection(std::nullopt);
        emit timeSelectionCleared();
        viewport()->update();
        return;
    }
    ZoomableView::keyPressEvent(event);
}

void TimelineView::clicked(QPointF pos)
{
    if (m_selection.zoomButtonAt(pos)) {
        emit zoomToSelectionRequested();
        return;
    }
    // A click outside the selection lets it go (and does what it does).
    if (const std::optional<TimeRange> &selected = m_selection.selection(); selected && !selected->contains(axis().time(pos.x()))) {
        m_selection.setSelection(std::nullopt);
        emit timeSelectionCleared();
        viewport()->update();
    }
    if (pos.y() >= headerHeight() && followFlowAt(pos))
        return;
    const Hit hit = hitAt(pos);
    if (hit.item && hit.item->kind == Item::Group) {
        if (!m_collapsed.remove(hit.item->group))
            m_collapsed.insert(hit.item->group);
        relayout();
        return;
    }
    if (hit.marker) {
        m_openedLanes[hit.track].insert(hit.marker->parent);
        relayout();
        viewport()->update();
        return;
    }
    if (const std::optional<std::size_t> marker = markerAt(pos)) {
        const SpanRef span = m_markers[*marker].span;
        selectSpan(span);
        emit spanSelected(span);
        return;
    }
    if (hit.item && hit.item->kind == Item::Activity && !hit.onLabel && m_profile->tracks()[hit.track].spans.empty()) {
        // A sample: its leaf function is darkened in every graph.
        const SpanTrack *spans = spansOf(hit.track);
        selectFrame(spans && hit.span != kNoId ? spans->frame(hit.span) : FrameId(kNoId));
    }
    if (hit.item && (hit.item->kind == Item::Body || hit.item->kind == Item::Activity) && !hit.onLabel) {
        selectSpan({hit.track, hit.span});
        if (hit.span != kNoId)
            emit spanSelected({hit.track, hit.span});
    }
}

// A right-click selects the span under it, and nothing else (a group's
// header or a lane marker stays as it is).
void TimelineView::selectAt(QPointF pos)
{
    const Hit hit = hitAt(pos);
    m_menuTrack = hit.item && hit.item->kind != Item::Group && hit.item->kind != Item::Counter ? hit.item->track : kNoId;
    if (hit.item && (hit.item->kind == Item::Body || hit.item->kind == Item::Activity) && hit.span != kNoId) {
        selectSpan({hit.track, hit.span});
        emit spanSelected({hit.track, hit.span});
    }
}

void TimelineView::doubleClicked(QPointF pos)
{
    // A marker or a step: its time becomes the selected range.
    std::optional<TimeRange> range;
    if (const std::optional<std::size_t> marker = markerAt(pos))
        range = TimelineMarkers::rangeFrom(m_markers, *marker, axis().limit());
    else if (const StepMarker *step = stepAt(pos); step && step->end > step->start)
        range = TimeRange{step->start, step->end};
    if (range) {
        m_selection.setSelection(range);
        emit timeRangeSelected(*range, true);
        viewport()->update();
        return;
    }
    const Hit hit = hitAt(pos);
    if (hit.onLabel)
        return;
    if (!hit.item || hit.span == kNoId)
        return;
    const SpanTrack *spans = spansOf(hit.track);
    axis().zoomTo(spans->start(hit.span), spans->end(hit.span));
    viewport()->update();
}

bool TimelineView::jumpToMatch(bool forward)
{
    if (!search() || !search()->active() || !m_profile)
        return false;
    // Candidates: the first matching span after (or last before) the current
    // selection's start, over the shown tracks.
    const SpanTrack *selectedSpans = m_selectedTrack != kNoId ? spansOf(m_selectedTrack) : nullptr;
    const TimePs from = selectedSpans && m_selectedSpan < selectedSpans->size() ? selectedSpans->start(m_selectedSpan)
                                                                                 : (forward ? -1 : INT64_MAX);
    SpanRef best;
    TimePs bestTime = forward ? INT64_MAX : INT64_MIN;
    for (const Item &item : m_items) {
        if (item.kind != Item::Body)
            continue;
        for (std::size_t k = 0; k <= item.sharing.size(); ++k) {
            const TrackId track = k == 0 ? item.track : item.sharing[k - 1];
            const SpanTrack *spans = spansOf(track);
            if (!spans)
                continue;
            for (SpanIndex i{0}; i < spans->size(); ++i) {
                if (!search()->isMatch(spans->frame(i)))
                    continue;
                const TimePs t = spans->start(i);
                const bool after = forward ? (t > from || (t == from && (track != m_selectedTrack || i > m_selectedSpan)))
                                           : (t < from || (t == from && (track != m_selectedTrack || i < m_selectedSpan)));
                if (after && (forward ? t < bestTime : t > bestTime)) {
                    bestTime = t;
                    best = {track, i};
                }
            }
        }
    }
    if (best.isNone())
        return false;
    const SpanTrack *spans = spansOf(best.track);
    selectSpan(best);
    if (expandToShow(best))
        relayout();
    if (spans->start(best.span) < axis().start() || spans->end(best.span) > axis().end())
        axis().zoomTo(spans->start(best.span), spans->end(best.span), 0.5);
    if (const Item *item = bodyOf(best.track))
        verticalScrollBar()->setValue(int(item->y + double(screenRowOf(best)) * style().rowHeight - 40));
    emit spanSelected(best);
    viewport()->update();
    return true;
}

} // namespace hg
