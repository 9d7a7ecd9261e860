// TimelineView's activity graphs: compact rows, their labels and the
// arrangement of tracks, counters, the marker row, and the per-column
// summary they are painted from.
#include "TimelineView.h"

#include "DurationText.h"
#include "activity/ActivityImage.h"

#include <QAction>
#include <QLocale>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPromise>
#include <QScrollBar>
#include <cmath>

namespace hg {

namespace {
constexpr double kLabelHeight = 16;
constexpr double kActivityGraphHeight = 34; // a compact row less a pixel above and below
constexpr double kCounterGraphHeight = 27;  // under the label's middle
constexpr int kMaxTooltipFrames = 24;
constexpr double kMarkerHitPixels = 4;
} // namespace

void TimelineView::setActivityGraphs(bool on)
{
    m_compact = on;
    if (on && m_profile && !m_activity && !m_prepareActivity.isPending())
        prepareActivity();
    relayout();
    summariseIfNeeded();
    viewport()->update();
}

void TimelineView::prepareActivity()
{
    m_prepareActivity.run([p = m_profile] { return ActivitySource::of(p); });
}

void TimelineView::arrangementChanged()
{
    relayout();
    summariseIfNeeded();
    viewport()->update();
}

bool TimelineView::isCompact(TrackId track) const
{
    if (!m_compact || !m_profile || track >= m_profile->tracks().size() || m_arrangement.isExpanded(track))
        return false;
    const Track &t = m_profile->tracks()[track];
    return !t.spans.empty() || (t.samples.timed() && !t.samples.empty());
}

void TimelineView::toggleExpanded(TrackId track)
{
    m_arrangement.setExpanded(track, !m_arrangement.isExpanded(track));
    arrangementChanged();
}

std::vector<TrackId> TimelineView::shownTracks() const
{
    std::vector<TrackId> tracks;
    for (const Item &item : m_items)
        if (item.kind == Item::Activity || item.kind == Item::Header) {
            tracks.push_back(item.track);
            tracks.insert(tracks.end(), item.sharing.begin(), item.sharing.end());
        }
    return tracks;
}

QRectF TimelineView::rowRect(TrackId track) const
{
    const Item *item = bodyOf(track);
    return item ? bodyArea(*item) : QRectF();
}

QRectF TimelineView::counterRect(std::uint32_t counter) const
{
    for (const Item &item : m_items)
        if (item.kind == Item::Counter && item.counter == counter)
            return bodyArea(item);
    return {};
}

std::vector<TrackId> TimelineView::compactSampleTracks() const
{
    std::vector<TrackId> tracks;
    for (const Item &item : m_items) {
        if (item.kind != Item::Activity)
            continue;
        for (std::size_t k = 0; k <= item.sharing.size(); ++k) {
            const TrackId t = k == 0 ? item.track : item.sharing[k - 1];
            if (m_profile->tracks()[t].spans.empty())
                tracks.push_back(t);
        }
    }
    return tracks;
}

std::vector<std::uint32_t> TimelineView::shownCounters() const
{
    std::vector<std::uint32_t> counters;
    if (m_compact && m_profile)
        for (std::uint32_t c = 0; c < m_profile->counters().size(); ++c)
            if (m_profile->counters()[c].size() > 0)
                counters.push_back(c);
    return counters;
}

void TimelineView::summariseIfNeeded()
{
    if (!m_compact || !m_activity || !m_profile || viewport()->width() < 1)
        return;
    SummaryRequest wanted;
    wanted.tracks = compactSampleTracks();
    wanted.frame = m_selectedFrame;
    for (const Item &item : m_items)
        if (item.kind == Item::Counter)
            wanted.counters.push_back(item.counter);
    if (wanted.tracks.empty() && wanted.counters.empty())
        return;
    const double width = viewport()->width();
    const double psPerColumn = double(axis().range()) / width;
    // A summary serves while it covers what is shown at this zoom (within
    // half a percent) for the same rows: panning within it, scrolling and
    // the selection need none.
    const auto covers = [&](const SummaryRequest &r) {
        if (r.columns == 0 || r.tracks != wanted.tracks || r.counters != wanted.counters || r.frame != wanted.frame)
            return false;
        const double columnPs = double(r.end - r.start) / r.columns;
        return std::abs(columnPs - psPerColumn) <= psPerColumn * 0.005 && r.start <= axis().start() && r.end >= axis().end();
    };
    if (covers(m_summaryRequest))
        return; // the one shown, or the one under way
    // A screen's width either side, so a pan stays within it for a while.
    wanted.start = std::max(axis().lowest(), axis().start() - axis().range());
    wanted.end = std::max(std::min(axis().highest(), axis().end() + axis().range()), axis().end());
    wanted.columns = std::max(1, int(std::ceil(double(wanted.end - wanted.start) / std::max(psPerColumn, 1e-9))));
    m_summaryRequest = wanted;
    m_summarise.run([source = m_activity, wanted, colors = pictureColors()](QPromise<ActivityPictures> &promise) {
        const auto cancelled = [&promise] { return promise.isCanceled(); };
        auto summary = std::make_shared<const ActivitySummary>(
            ActivitySummary::build(*source, wanted.tracks, wanted.counters, wanted.start, wanted.end, wanted.columns, cancelled, wanted.frame));
        ActivityPictures pictures = ActivityPictures::make(std::move(summary), colors, cancelled);
        if (!promise.isCanceled())
            promise.addResult(std::move(pictures));
    });
}

ActivityPictures::Colors TimelineView::pictureColors() const
{
    ActivityPictures::Colors colors;
    for (std::size_t k = 0; k < m_activity->classes.count(); ++k)
        colors.classes.push_back(m_activity->classes.color(k, *m_profile, style().colors).rgba()); // idle: transparent
    for (const CounterSeries &c : m_profile->counters())
        colors.counters.push_back(style().colors.color(c.name.toStdString()).darker(140).rgba());
    colors.sampleHeight = int(kActivityGraphHeight);
    colors.counterHeight = int(kCounterGraphHeight);
    return colors;
}

const FlameRenderer::Style &TimelineView::compactStyle() const
{
    // Three rows of the top levels in a compact row, small type.
    if (!m_compactStyle) {
        FlameRenderer::Style compact = style();
        compact.rowHeight = 12;
        compact.font.setPixelSize(9);
        m_compactStyle = compact;
    }
    return *m_compactStyle;
}

const FlameRenderer::Style &TimelineView::styleOf(const Item &item) const
{
    return item.kind == Item::Activity ? compactStyle() : style();
}

QString TimelineView::trackTitle(const Item &item) const
{
    if (item.kind == Item::Counter) {
        const CounterSeries &c = m_profile->counters()[item.counter];
        return c.unit.isEmpty() ? c.name : QStringLiteral("%1 (%2)").arg(c.name, c.unit);
    }
    const TrackInfo &info = m_profile->tracks()[item.track].info;
    QString title = info.name;
    if (info.threadId >= 0 && !title.contains(QString::number(info.threadId)))
        title += QStringLiteral("  [%1]").arg(info.threadId);
    for (const TrackId other : item.sharing)
        title += QStringLiteral(" · ") + m_profile->tracks()[other].info.name;
    return title;
}

QRectF TimelineView::labelRect(const Item &item) const
{
    const QRectF area = bodyArea(item);
    if (item.kind == Item::Header)
        return area;
    if (item.kind != Item::Activity && item.kind != Item::Counter)
        return {};
    const double width = QFontMetricsF(font()).horizontalAdvance(trackTitle(item)) + (item.kind == Item::Activity ? 28 : 12);
    return QRectF(area.left() + 2, area.top() + 2, std::min(width, area.width() / 2), kLabelHeight);
}

void TimelineView::paintLabel(QPainter &painter, const Item &item, const QRectF &rect)
{
    const QRectF label = labelRect(item).translated(0, rect.top() - bodyArea(item).top());
    QColor background = palette().color(QPalette::Window);
    background.setAlpha(215);
    painter.fillRect(label, background);
    painter.setPen(palette().color(QPalette::WindowText));
    painter.setFont(font());
    QRectF text = label.adjusted(4, 0, -4, 0);
    if (item.kind == Item::Activity) { // collapsed: a click opens its flame chart
        painter.drawText(text, Qt::AlignVCenter | Qt::AlignLeft, QStringLiteral("▸"));
        text.adjust(14, 0, 0, 0);
    }
    painter.drawText(text, Qt::AlignVCenter | Qt::AlignLeft,
                     QFontMetrics(font()).elidedText(trackTitle(item), Qt::ElideRight, int(text.width())));
}

void TimelineView::paintActivity(QPainter &painter, const Item &item, const QRectF &rect)
{
    painter.fillRect(rect, palette().base());
    const QRectF graph = rect.adjusted(0, 1, 0, -1); // kActivityGraphHeight
    for (std::size_t k = 0; k <= item.sharing.size(); ++k) {
        const TrackId track = k == 0 ? item.track : item.sharing[k - 1];
        const Track &t = m_profile->tracks()[track];
        if (!t.spans.empty()) { // the top levels of its spans
            FlameRenderer::Highlight highlight;
            highlight.search = search();
            highlight.selectedSpan = track == m_selectedTrack ? m_selectedSpan : kNoId;
            highlight.selectedFrame = m_selectedFrame;
            painter.save();
            painter.setClipRect(rect, Qt::IntersectClip);
            FlameRenderer::paint(painter, *m_profile, t.spans, axis(), rect, compactStyle(), highlight, foldsOf(track));
            painter.restore();
            continue;
        }
        const QImage *image = m_pictures.summary ? m_pictures.ofTrack(track) : nullptr;
        if (!image) {
            painter.setPen(palette().color(QPalette::PlaceholderText));
            painter.drawText(rect.adjusted(14, kLabelHeight, 0, 0), Qt::AlignVCenter | Qt::AlignLeft, tr("Preparing samples…"));
            continue;
        }
        drawSummarised(painter, *image, graph);
        // The selected sample's stretch, outlined.
        if (track == m_selectedTrack && m_selectedSpan != kNoId)
            if (const SpanTrack *spans = spansOf(track); spans && m_selectedSpan < spans->size()) {
                const double s0 = axis().x(spans->start(m_selectedSpan)), s1 = axis().x(spans->end(m_selectedSpan));
                painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
                painter.setBrush(Qt::NoBrush);
                painter.drawRect(QRectF(s0, graph.top() + 1, std::max(2.0, s1 - s0), graph.height() - 2));
            }
    }
    painter.setPen(palette().color(QPalette::Midlight));
    painter.drawLine(rect.bottomLeft(), rect.bottomRight());
    paintLabel(painter, item, rect);
}

void TimelineView::drawSummarised(QPainter &painter, const QImage &image, const QRectF &graph) const
{
    // The part of the summary's window in view, its columns stretched to it
    // while a summary for a new zoom is being made.
    const ActivitySummary &s = *m_pictures.summary;
    const TimePs from = std::max(s.start, axis().start()), to = std::min(s.end, axis().end());
    if (to <= from)
        return;
    const double c0 = double(from - s.start) / s.columnWidth(), c1 = double(to - s.start) / s.columnWidth();
    const double x0 = axis().x(from), x1 = axis().x(to);
    painter.drawImage(QRectF(x0, graph.top(), x1 - x0, graph.height()), image, QRectF(c0, 0, c1 - c0, image.height()));
}

void TimelineView::paintCounter(QPainter &painter, const Item &item, const QRectF &rect)
{
    painter.fillRect(rect, palette().base());
    if (const QImage *image = m_pictures.summary ? m_pictures.ofCounter(item.counter) : nullptr) {
        const QRectF graph = rect.adjusted(0, rect.height() - kCounterGraphHeight - 1, 0, -1);
        drawSummarised(painter, *image, graph);
    }
    painter.setPen(palette().color(QPalette::Midlight));
    painter.drawLine(rect.bottomLeft(), rect.bottomRight());
    paintLabel(painter, item, rect);
}

void TimelineView::paintMarkers(QPainter &painter)
{
    const QRectF lane = markerLane();
    if (lane.isNull())
        return;
    painter.fillRect(lane, palette().window());
    // One tick a pixel: past a drawn one, skip to the next pixel's time.
    auto [i, last] = TimelineMarkers::within(m_markers, axis().start(), axis().end() + 1);
    while (i < last) {
        const TimelineMarker &m = m_markers[i];
        const double x = std::floor(axis().x(m.time));
        const Frame &frame = m_profile->frames()[m_profile->tracks()[m.span.track].spans.frame(m.span.span)];
        const std::string_view name = m_profile->strings().view(frame.name);
        const QColor c = frame.category ? style().colors.categoryColor(m_profile->strings().view(frame.category), name)
                                        : style().colors.color(name, FlameRenderer::kindOf(frame));
        painter.fillRect(QRectF(x, lane.top() + 2, 2, lane.height() - 4), c.darker(130));
        i = TimelineMarkers::within(m_markers, axis().time(x + 2), axis().end() + 1).first;
        i = std::max(i, std::size_t(&m - m_markers.data()) + 1);
    }
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawLine(lane.bottomLeft(), lane.bottomRight());
}

std::optional<std::size_t> TimelineView::markerAt(QPointF pos) const
{
    const QRectF lane = markerLane();
    if (lane.isNull() || !lane.contains(pos))
        return std::nullopt;
    const auto [first, last] = TimelineMarkers::within(m_markers, axis().time(pos.x() - kMarkerHitPixels), axis().time(pos.x() + kMarkerHitPixels) + 1);
    std::optional<std::size_t> nearest;
    double best = kMarkerHitPixels + 1;
    for (std::size_t i = first; i < last; ++i)
        if (const double d = std::abs(axis().x(m_markers[i].time) - pos.x()); d < best) {
            best = d;
            nearest = i;
        }
    return nearest;
}

QString TimelineView::markerTooltip(std::size_t index) const
{
    const TimelineMarker &m = m_markers[index];
    const Track &track = m_profile->tracks()[m.span.track];
    QString text = tr("<b>%1</b><br>on %2<br>at %3")
                       .arg(m_profile->frameName(track.spans.frame(m.span.span)).toHtmlEscaped(), track.info.name.toHtmlEscaped(),
                            formatDuration(m.time, QLocale()));
    if (const std::optional<TimeRange> range = TimelineMarkers::rangeFrom(m_markers, index, axis().limit()))
        text += tr("<br>Double-click to select the %1 to the next marker").arg(formatDuration(range->length(), QLocale()));
    return text;
}

SpanIndex TimelineView::deepestSpanAt(TrackId track, TimePs at) const
{
    const SpanTrack *spans = spansOf(track);
    if (!spans)
        return kNoId;
    for (std::uint32_t row = spans->rowCount(); row-- > 0;) {
        const SpanTrack::IndexRange range = spans->overlapping(row, at, at + 1);
        for (std::uint32_t i = range.first; i < range.last; ++i)
            if (spans->start(i) <= at && at < spans->end(i) && spans->frame(i) != kNoId) // not a block of short calls
                return SpanIndex(i);
    }
    return kNoId;
}

QString TimelineView::sampleTooltip(TrackId trackId, TimePs at) const
{
    const Track &track = m_profile->tracks()[trackId];
    const SampleTrack &samples = track.samples;
    const std::uint32_t next = samples.lowerBound(at + 1);
    if (next == 0)
        return {};
    const std::uint32_t i = next - 1;
    const TimePs end = next < samples.size() ? samples.time(next) : samples.time(i) + (m_activity ? m_activity->lastSampleLength[trackId] : 0);
    if (samples.weight(i) == 0 || at >= end)
        return {};
    // The stack, leaf first, as the other views' hovers show it.
    QStringList lines;
    const StackTable &stacks = m_profile->stacks();
    int shown = 0, more = 0;
    for (StackId s = samples.stack(i); s != kNoId; s = stacks.parent(s)) {
        if (shown++ < kMaxTooltipFrames)
            lines << m_profile->frameName(stacks.frame(s)).toHtmlEscaped();
        else
            ++more;
    }
    if (lines.isEmpty())
        return {};
    lines.front() = QStringLiteral("<b>%1</b>").arg(lines.front());
    if (more > 0)
        lines << tr("… %n more caller(s)", nullptr, more);
    QString head = tr("Sample at %1, %2").arg(formatDuration(samples.time(i), QLocale()), formatDuration(end - samples.time(i), QLocale()));
    if (m_activity)
        head += QStringLiteral("<br>") + m_activity->classes.name(m_activity->classes.classOfStack(samples.stack(i)), *m_profile).toHtmlEscaped();
    return head + QStringLiteral("<hr>") + lines.join(QStringLiteral("<br>"));
}

QString TimelineView::counterTooltip(std::uint32_t counter, TimePs at) const
{
    const CounterSeries &c = m_profile->counters()[counter];
    const auto after = std::upper_bound(c.times.begin(), c.times.end(), at);
    if (after == c.times.begin())
        return {};
    const std::size_t i = std::size_t(after - c.times.begin()) - 1;
    const QString value = QLocale().toString(c.values[i], 'g', 6) + (c.unit.isEmpty() ? QString() : QStringLiteral(" ") + c.unit);
    return tr("<b>%1</b><br>%2 at %3").arg(c.name.toHtmlEscaped(), value.toHtmlEscaped(), formatDuration(c.times[i], QLocale()));
}

void TimelineView::addTrackActions(QMenu &menu)
{
    const TrackId track = m_menuTrack;
    if (track != kNoId) {
        if (m_compact) {
            const bool expanded = m_arrangement.isExpanded(track);
            connect(menu.addAction(expanded ? tr("Fold to Activity Graph") : tr("Expand to Flame Chart")), &QAction::triggered, this,
                    [this, track] { toggleExpanded(track); });
        }
        const bool pinned = m_arrangement.isPinned(track);
        connect(menu.addAction(pinned ? tr("Unpin Track") : tr("Pin Track to Top")), &QAction::triggered, this, [this, track, pinned] {
            m_arrangement.setPinned(track, !pinned);
            arrangementChanged();
        });
        connect(menu.addAction(tr("Hide Track")), &QAction::triggered, this, [this, track] {
            m_arrangement.setHidden(track, true);
            arrangementChanged();
        });
    }
    if (const std::size_t hidden = m_arrangement.hiddenCount())
        connect(menu.addAction(tr("Show %n Hidden Track(s)", nullptr, int(hidden))), &QAction::triggered, this, [this] {
            m_arrangement.showAll();
            arrangementChanged();
        });
}

void TimelineView::mousePressEvent(QMouseEvent *event)
{
    // A label: a click expands or folds its track, a drag moves it.
    if (m_compact && event->button() == Qt::LeftButton && !(event->modifiers() & Qt::ShiftModifier)) {
        const Hit hit = hitAt(event->position());
        if (hit.onLabel && hit.item && hit.item->kind != Item::Counter) {
            m_reordering = hit.item->track;
            m_reorderFrom = event->position();
            m_reorderMoved = false;
            m_reorderY = -1;
            return;
        }
    }
    ZoomableView::mousePressEvent(event);
}

void TimelineView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_reordering == kNoId) {
        ZoomableView::mouseMoveEvent(event);
        return;
    }
    if (!m_reorderMoved && (event->position() - m_reorderFrom).manhattanLength() < 6)
        return;
    m_reorderMoved = true;
    viewport()->setCursor(Qt::DragMoveCursor);
    // The line goes above the row under the pointer, or below it in its lower half.
    const double y = event->position().y() - headerHeight() + verticalScrollBar()->value();
    m_reorderY = -1;
    m_dropBefore = kNoId;
    const Item *over = nullptr;
    for (const Item &item : m_items) {
        const bool track = item.kind == Item::Activity || item.kind == Item::Header;
        if (over && track) { // the track after the one under the pointer
            m_dropBefore = item.track;
            break;
        }
        if (!track || y < item.y)
            continue;
        const Item *body = bodyOf(item.track);
        const double bottom = body ? body->y + body->height : item.y + item.height;
        if (y >= bottom)
            continue;
        m_reorderY = headerHeight() - verticalScrollBar()->value() + (y > (item.y + bottom) / 2 ? bottom : item.y);
        if (y <= (item.y + bottom) / 2) {
            m_dropBefore = item.track;
            break;
        }
        over = &item; // in its lower half: before the next track, or last
    }
    viewport()->update();
}

void TimelineView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_reordering == kNoId) {
        ZoomableView::mouseReleaseEvent(event);
        return;
    }
    const TrackId moved = m_reordering;
    m_reordering = kNoId;
    viewport()->unsetCursor();
    if (!m_reorderMoved) {
        toggleExpanded(moved);
        return;
    }
    if (m_reorderY >= 0 && m_dropBefore != moved) {
        m_arrangement.moveBefore(moved, m_dropBefore, shownTracks());
        arrangementChanged();
    }
    m_reorderY = -1;
    viewport()->update();
}

void TimelineView::resizeEvent(QResizeEvent *event)
{
    ZoomableView::resizeEvent(event);
    summariseIfNeeded();
}

void TimelineView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        m_summaryRequest = {}; // the images again, in the new colours
        m_compactStyle.reset();
    }
    ZoomableView::changeEvent(event);
}

} // namespace hg
