#include "DetailsPane.h"

#include "formats/HtmlEntities.h"
#include "formats/miniprofiler/MiniProfilerKeys.h"

#include "DurationText.h"

#include <QEvent>
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
    retranslate();
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
    // Self time: the duration less the time its children cover together.
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
    // Attributes belong to the track's own spans, not to spans made from samples.
    if (&spans == &t.spans)
        addAttributes(*profile, QString(), t.spanAttributes.of(span), &t.spans);
}

void DetailsPane::showNode(const ProfilePtr &profile, const CallTree &tree, NodeId node)
{
    clear();
    if (!profile || node == 0 || node >= tree.size())
        return;
    const CallTree::Node &n = tree.node(node);
    addFrameRows(*profile, n.frame);
    const std::int64_t whole = tree.node(0).total;
    addRow(tr("Total"), valueText(n.total, tree.unit()) + QStringLiteral(" (") + percentText(n.total, whole) + QLatin1Char(')'));
    addRow(tr("Self"), valueText(n.self, tree.unit()) + QStringLiteral(" (") + percentText(n.self, whole) + QLatin1Char(')'));
    // Children that ran concurrently can take more time together than their
    // caller: say so rather than show a clipped or negative self.
    if (const QString concurrent = concurrencyText(tree, node); !concurrent.isEmpty())
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
