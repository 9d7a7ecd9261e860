// TimelineView: what lies under the pointer, and its tooltip.
#include "TimelineView.h"

#include "DurationText.h"

#include <QLocale>
#include <QScrollBar>

namespace hg {

TimelineView::Hit TimelineView::hitAt(QPointF pos) const
{
    if (pos.y() < headerHeight())
        return {};
    const double y = pos.y() - headerHeight() + verticalScrollBar()->value();
    for (const Item &item : m_items) {
        if (y < item.y || y >= item.y + item.height)
            continue;
        Hit hit{&item, item.track, kNoId};
        hit.onLabel = labelRect(item).contains(pos);
        if (item.kind == Item::Activity && !hit.onLabel)
            for (std::size_t k = item.sharing.size() + 1; k-- > 0 && hit.span == kNoId;) {
                const TrackId track = k == 0 ? item.track : item.sharing[k - 1];
                hit.track = track;
                // Spans by their compact rows; samples by the stack at that time.
                const SpanTrack &own = m_profile->tracks()[track].spans;
                hit.span = !own.empty() ? SpanIndex(FlameRenderer::spanAt(own, axis(), bodyArea(item), compactStyle(), pos))
                                        : deepestSpanAt(track, axis().time(pos.x()));
            }
        if (item.kind == Item::Body)
            for (std::size_t k = item.sharing.size() + 1; k-- > 0 && hit.span == kNoId;) { // the last drawn is on top
                const TrackId track = k == 0 ? item.track : item.sharing[k - 1];
                if (const SpanTrack *spans = spansOf(track)) {
                    hit.track = track;
                    hit.span = SpanIndex(FlameRenderer::spanAt(*spans, axis(), bodyArea(item), style(), pos, foldsOf(track)));
                    if (hit.span != kNoId && spans->frame(hit.span) == kNoId) {
                        hit.span = kNoId; // a block of short calls is no call to select
                        hit.onShortCalls = true;
                    }
                    if (const LaneFolds *folds = foldsOf(track); folds && hit.span == kNoId)
                        hit.marker = FlameRenderer::markerAt(*folds, axis(), bodyArea(item), style(), pos);
                    if (hit.marker)
                        break;
                }
            }
        return hit;
    }
    return {};
}

QString TimelineView::tooltipAt(QPointF pos) const
{
    if (m_selection.zoomButtonAt(pos))
        return tr("Zoom into the selection (Enter)");
    if (const std::optional<std::uint32_t> flow = pos.y() >= headerHeight() ? m_flows.flowAt(pos) : std::nullopt) {
        const Flow &f = m_profile->flows()[*flow];
        const auto end = [this](SpanRef ref) {
            const Track &t = m_profile->tracks()[ref.track];
            return tr("%1 on %2").arg(m_profile->frameName(t.spans.frame(ref.span)).toHtmlEscaped(), t.info.name.toHtmlEscaped());
        };
        const QString name = m_profile->strings().string(f.name);
        return tr("<b>Flow %1</b><br>from %2<br>to %3<br>Click to go to its other end")
            .arg(name.isEmpty() ? QString() : name.toHtmlEscaped(), end(f.from), end(f.to));
    }
    if (const StepMarker *step = stepAt(pos))
        return tr("<b>%1</b><br>group_id %2<br>start %3<br>duration %4<br>%n span(s)", nullptr, int(std::min<std::size_t>(step->spans, INT32_MAX)))
            .arg(stepTitle(*step).toHtmlEscaped(), QString::number(step->groupId), formatDuration(step->start, QLocale()),
                 formatDuration(step->end - step->start, QLocale()));
    if (const std::optional<std::size_t> marker = markerAt(pos))
        return markerTooltip(*marker);
    const Hit hit = hitAt(pos);
    if (hit.marker)
        return tr("%n more concurrent children on folded lanes; click to show them", nullptr, int(hit.marker->hiddenChildren));
    if (hit.onShortCalls)
        return tr("Short calls, folded at this zoom: zoom in to see them");
    if (hit.item && hit.onLabel && m_compact && hit.item->kind != Item::Counter)
        return (hit.item->kind == Item::Header ? tr("<b>%1</b><br>Click to fold it to its activity graph; drag to move it; right-click to hide or pin it")
                                               : tr("<b>%1</b><br>Click to expand it to its flame chart; drag to move it; right-click to hide or pin it"))
            .arg(trackTitle(*hit.item).toHtmlEscaped());
    if (hit.item && hit.item->kind == Item::Counter)
        return counterTooltip(hit.item->counter, axis().time(pos.x()));
    if (hit.item && hit.item->kind == Item::Activity && m_profile->tracks()[hit.track].spans.empty())
        return sampleTooltip(hit.track, axis().time(pos.x()));
    if (!hit.item || hit.span == kNoId)
        return {};
    const SpanTrack *spans = spansOf(hit.track);
    QString text = tr("<b>%1</b><br>start %2<br>duration %3")
                       .arg(m_profile->frameName(spans->frame(hit.span)).toHtmlEscaped(), formatDuration(spans->start(hit.span), QLocale()),
                            formatDuration(spans->duration(hit.span), QLocale()));
    // The span's own attributes (an XPlane event's stats), then its frame's
    // (the stats of its event metadata): the first few, each kept short.
    constexpr int kMaxAttributes = 12;
    constexpr int kMaxValueChars = 80;
    int shown = 0;
    const auto add = [&](AttributeTable::Range range) {
        for (const AttributeTable::Entry &e : range) {
            if (shown++ == kMaxAttributes) {
                text += QStringLiteral("<br>…");
                return;
            }
            if (shown > kMaxAttributes)
                return;
            QString value = attributeText(m_profile->strings(), e.value);
            if (value.size() > kMaxValueChars)
                value = value.left(kMaxValueChars - 1) + QChar(0x2026);
            text += QStringLiteral("<br>%1 = %2").arg(m_profile->strings().string(e.key).toHtmlEscaped(), value.toHtmlEscaped());
        }
    };
    const Track &track = m_profile->tracks()[hit.track];
    if (spans == &track.spans) // attributes belong to a track's own spans, not to spans made from samples
        add(track.spanAttributes.of(hit.span));
    add(m_profile->frameAttributes().of(spans->frame(hit.span)));
    return text;
}

} // namespace hg
