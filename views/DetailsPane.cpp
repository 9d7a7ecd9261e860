#include "DetailsPane.h"

#include "formats/HtmlEntities.h"
#include "formats/miniprofiler/MiniProfilerKeys.h"

#include "DurationText.h"

#include <QEvent>
#include <climits>
#include <QHeaderView>
#include <QLocale>

namespace hg {

DetailsPane::DetailsPane(QWidget *parent)
    : QTreeWidget(parent)
{
    setColumnCount(2);
    setRootIsDecorated(false);
    setAlternatingRowColors(true);
    setWordWrap(true);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    header()->setStretchLastSection(true);
    connect(this, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item) { onItemChosen(item); });
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) { onItemChosen(item); });
    retranslate();
}

namespace {

// Where a flow row keeps the span at the flow's other end.
constexpr int kTrackRole = Qt::UserRole;
constexpr int kSpanRole = Qt::UserRole + 1;

} // namespace

void DetailsPane::onItemChosen(QTreeWidgetItem *item)
{
    if (!item || !item->data(1, kTrackRole).isValid())
        return;
    emit spanChosen({TrackId(item->data(1, kTrackRole).toUInt()), SpanIndex(item->data(1, kSpanRole).toUInt())});
}

void DetailsPane::addFlowRows(const Profile &profile, SpanRef span)
{
    const FlowTable &flows = profile.flows();
    if (flows.empty())
        return;
    const auto list = [&](const std::vector<std::uint32_t> &indices, bool outgoing) {
        for (std::size_t k = 0; k < indices.size(); ++k) {
            if (k == kMaxFlowsListed) {
                addRow(outgoing ? tr("Flow to") : tr("Flow from"), tr("… %n more", nullptr, int(std::min<std::size_t>(indices.size() - k, INT_MAX))));
                return;
            }
            const Flow &f = flows[indices[k]];
            const SpanRef other = outgoing ? f.to : f.from;
            const Track &t = profile.tracks()[other.track];
            QString value = tr("%1 on %2 at %3")
                                .arg(profile.frameName(t.spans.frame(other.span)), t.info.name, formatDuration(t.spans.start(other.span), QLocale()));
            if (const QString name = profile.strings().string(f.name); !name.isEmpty())
                value += tr(" (%1)").arg(name);
            auto *item = new QTreeWidgetItem(this, {outgoing ? tr("Flow to") : tr("Flow from"), value});
            item->setData(1, kTrackRole, other.track.value());
            item->setData(1, kSpanRole, other.span.value());
            item->setForeground(1, palette().brush(QPalette::Link));
            QFont underlined = font();
            underlined.setUnderline(true);
            item->setFont(1, underlined);
            item->setToolTip(1, tr("Click to select %1").arg(value));
        }
    };
    list(flows.incoming(span), false);
    list(flows.outgoing(span), true);
}

void DetailsPane::addRow(const QString &property, const QString &value)
{
    auto *item = new QTreeWidgetItem(this, {property, value});
    item->setToolTip(1, value);
}

void DetailsPane::addFrameRows(const Profile &profile, FrameId frame)
{
    if (frame >= profile.frames().size())
        return;
    const Frame &f = profile.frames()[frame];
    const StringPool &s = profile.strings();
    addRow(tr("Name"), s.string(f.name));
    if (f.file) {
        QString location = s.string(f.file);
        if (f.line)
            location += QLatin1Char(':') + QString::number(f.line);
        if (f.column)
            location += QLatin1Char(':') + QString::number(f.column);
        addRow(tr("Location"), location);
    }
    if (f.module)
        addRow(tr("Module"), s.string(f.module));
    if (f.category)
        addRow(tr("Category"), s.string(f.category));
    if (f.flags & Frame::HasAddress)
        addRow(tr("Address"), QStringLiteral("0x") + QString::number(f.address, 16));
    if (f.flags & (Frame::InApp | Frame::NotInApp))
        addRow(tr("In app"), (f.flags & Frame::InApp) ? tr("yes") : tr("no"));
    addAttributes(profile, QString(), profile.frameAttributes().of(frame));
}

void DetailsPane::addAttributes(const Profile &profile, const QString &title, AttributeTable::Range range, const SpanTrack *spans)
{
    for (const AttributeTable::Entry &e : range) {
        const QString key = profile.strings().string(e.key);
        QString value = attributeText(profile.strings(), e.value);
        if (e.value.kind == AttributeValue::Kind::Span && spans && e.value.u < spans->size())
            value = profile.frameName(spans->frame(std::uint32_t(e.value.u))); // the step it points at, by name
        else if (profile.strings().view(e.key) == miniprofiler::key::kCommand)
            value = decodeHtmlEntities(value); // producers HTML-escape commands; show them as text
        const QString property = title.isEmpty() ? key : title + QLatin1Char('.') + key;
        const QList<QTreeWidgetItem *> same = findItems(property, Qt::MatchExactly, 0);
        if (std::any_of(same.begin(), same.end(), [&value](const QTreeWidgetItem *item) { return item->text(1) == value; }))
            continue; // already shown (a record's category is its frame's)
        addRow(property, value);
    }
}

void DetailsPane::showSpan(const ProfilePtr &profile, TrackId track, const SpanTrack &spans, SpanIndex span)
{
    clear();
    if (!profile || span >= spans.size() || track >= profile->tracks().size())
        return;
    const Track &t = profile->tracks()[track];
    addFrameRows(*profile, spans.frame(span));
    addRow(tr("Track"), t.info.name);
    addRow(tr("Start"), formatDuration(spans.start(span), QLocale()));
    addRow(tr("Duration"), formatDuration(spans.duration(span), QLocale()));
    // Self time: the duration less the time its children cover (once
    // where they run concurrently); depth: its parents, whatever its row.
    const std::vector<std::uint32_t> children = spans.childrenOf(span);
    TimePs childTime = 0;
    for (const std::uint32_t c : children)
        childTime += spans.duration(c);
    addRow(tr("Self time"), formatDuration(std::max<TimePs>(0, spans.duration(span) - spans.childCover(span)), QLocale()));
    if (const SpanTrack::LaneGroup *lanes = spans.laneGroupOf(span))
        addRow(tr("Concurrent"), tr("%n children on %1 lanes, %2 in %3", nullptr, int(children.size()))
                                     .arg(lanes->laneCount)
                                     .arg(formatDuration(childTime, QLocale()), formatDuration(spans.duration(span), QLocale())));
    addRow(tr("Depth"), QString::number(spans.nestingDepth(span)));
    // Attributes and flows belong to the track's own spans, not to spans
    // made from samples.
    if (&spans == &t.spans) {
        addFlowRows(*profile, {track, span});
        addAttributes(*profile, QString(), t.spanAttributes.of(span), &t.spans);
    }
}

void DetailsPane::showNode(const ProfilePtr &profile, const CallTree &tree, NodeId node)
{
    clear();
    if (!profile || node == 0 || node >= tree.size())
        return;
    // Children that ran concurrently can take more time together than their
    // caller: say so rather than show a clipped or negative self.
    addNodeRows(*profile, tree.node(node), tree.node(0).total, tree.unit(), concurrencyText(tree, node));
}

void DetailsPane::showNode(const ProfilePtr &profile, const CallerTree &tree, NodeId node)
{
    clear();
    if (!profile || node == 0 || node >= tree.size())
        return;
    addNodeRows(*profile, tree.node(node), tree.node(0).total, tree.unit(), QString()); // callers never take more than their callee
}

void DetailsPane::addNodeRows(const Profile &profile, const CallTree::Node &n, std::int64_t whole, CallTree::Unit unit, const QString &concurrent)
{
    addFrameRows(profile, n.frame);
    addRow(tr("Total"), valueText(n.total, unit) + QStringLiteral(" (") + percentText(n.total, whole) + QLatin1Char(')'));
    addRow(tr("Self"), valueText(n.self, unit) + QStringLiteral(" (") + percentText(n.self, whole) + QLatin1Char(')'));
    if (!concurrent.isEmpty())
        addRow(tr("Concurrent"), concurrent);
    addRow(tr("Count"), QString::number(n.count));
}

void DetailsPane::showRecord(const ProfilePtr &profile, TrackId track, RecordId node)
{
    clear();
    if (!profile || track >= profile->tracks().size() || node >= profile->tracks()[track].nodes.size())
        return;
    const Track &t = profile->tracks()[track];
    addFrameRows(*profile, t.nodes.frame(node));
    addRow(tr("Track"), t.info.name);
    addRow(tr("Time"), formatDuration(t.nodes.total(node), QLocale()));
    addRow(tr("Count"), QLocale().toString(qulonglong(t.nodes.count(node))));
    if (t.nodes.parent(node) != kNoId)
        addRow(tr("Parent"), profile->frameName(t.nodes.frame(t.nodes.parent(node))));
    addAttributes(*profile, QString(), t.nodeAttributes.of(node));
}

void DetailsPane::showFrame(const ProfilePtr &profile, FrameId frame)
{
    clear();
    if (profile && frame < profile->frames().size())
        addFrameRows(*profile, frame);
}

void DetailsPane::clearDetails() { clear(); }

void DetailsPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTreeWidget::changeEvent(event);
}

void DetailsPane::retranslate() { setHeaderLabels({tr("Property"), tr("Value")}); }

} // namespace hg
