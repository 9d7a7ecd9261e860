#include "PocketMineWriter.h"

#include "PocketMineKeys.h"
#include "io/ReadContext.h"
#include "model/Profile.h"

#include <QByteArray>
#include <algorithm>
#include <map>

namespace hg {

namespace k = pocketmine::key;

namespace {

class ReportWriter
{
public:
    explicit ReportWriter(const Profile &profile) : m_profile(profile), m_strings(profile.strings()) {}

    QByteArray write(const ReadContext &context)
    {
        bool threaded = false;
        for (const Track &t : m_profile.tracks())
            threaded = threaded || (!t.nodes.empty() && t.info.threadId >= 0);
        std::uint64_t nextId = firstFreeRecordId();
        for (const Track &t : m_profile.tracks()) {
            if (t.nodes.empty())
                continue;
            context.checkCancelled();
            writeTrack(t, threaded, nextId);
        }
        for (const k::MetadataName &name : k::kMetadataNames) {
            const QString value = m_profile.metadataString(name.inModel);
            if (!value.isEmpty())
                m_out += "# " + QByteArray(name.inReport.data(), qsizetype(name.inReport.size())) + ' ' + value.toUtf8() + '\n';
        }
        m_out += "# FormatVersion " + QByteArray(threaded ? "3" : "2") + '\n';
        const std::int64_t sampleNs = sampleTimeNs();
        m_out += "Sample time " + QByteArray::number(qlonglong(sampleNs)) + " ("
            + QByteArray::number(double(sampleNs) / 1e9, 'g', 15) + "s)\n";
        return m_out;
    }

private:
    std::optional<AttributeValue> attribute(const Track &t, std::uint32_t node, std::string_view key) const
    {
        return t.nodeAttributes.findNamed(node, m_strings, key);
    }

    std::uint64_t uintAttribute(const Track &t, std::uint32_t node, std::string_view key, std::uint64_t fallback) const
    {
        const std::optional<AttributeValue> v = attribute(t, node, key);
        return v && (v->kind == AttributeValue::Kind::UInt || v->kind == AttributeValue::Kind::Int) ? v->u : fallback;
    }

    bool isGrouping(const Track &t, std::uint32_t node) const { return attribute(t, node, k::kGrouping).has_value(); }

    std::uint64_t firstFreeRecordId() const
    {
        std::uint64_t highest = 0;
        for (const Track &t : m_profile.tracks())
            for (std::uint32_t i = 0; i < t.nodes.size(); ++i)
                highest = std::max(highest, uintAttribute(t, i, k::kRecordId, 0));
        return highest + 1;
    }

    std::int64_t sampleTimeNs() const
    {
        if (const std::optional<AttributeValue> v = m_profile.metadata().findNamed(0, m_strings, k::kSampleTimeNs))
            return v->i;
        TimePs roots = 0;
        for (const Track &t : m_profile.tracks())
            for (std::uint32_t i = 0; i < t.nodes.size(); ++i)
                if (t.nodes.parent(i) == kNoId)
                    roots = std::max(roots, t.nodes.total(i));
        return roots / kPsPerNs;
    }

    void writeTrack(const Track &t, bool threaded, std::uint64_t &nextId)
    {
        // Record ids as read, new ones where the report had none.
        std::vector<std::uint64_t> ids(t.nodes.size());
        for (std::uint32_t i = 0; i < t.nodes.size(); ++i)
            ids[i] = attribute(t, i, k::kRecordId) ? uintAttribute(t, i, k::kRecordId, 0) : nextId++;
        // Records by category, categories in order of first appearance.
        std::vector<QByteArray> order;
        std::map<QByteArray, std::vector<std::uint32_t>> byCategory;
        for (std::uint32_t i = 0; i < t.nodes.size(); ++i) {
            if (isGrouping(t, i))
                continue; // made by the reader to group legacy records
            const std::optional<AttributeValue> category = attribute(t, i, k::kCategory);
            const QByteArray name = category ? attributeText(m_strings, *category).toUtf8() : QByteArray("Minecraft");
            auto [it, inserted] = byCategory.try_emplace(name);
            if (inserted)
                order.push_back(name);
            it->second.push_back(i);
        }
        for (const QByteArray &category : order) {
            m_out += category;
            if (threaded)
                m_out += " ThreadId: " + QByteArray::number(qlonglong(t.info.threadId));
            m_out += '\n';
            for (const std::uint32_t i : byCategory[category])
                writeRecord(t, i, ids);
        }
    }

    void writeRecord(const Track &t, std::uint32_t i, const std::vector<std::uint64_t> &ids)
    {
        const std::int64_t timeNs = t.nodes.total(i) / kPsPerNs;
        const std::uint64_t count = t.nodes.count(i);
        const double avg = count ? double(timeNs) / double(count) : 0.0;
        std::uint32_t parent = t.nodes.parent(i);
        if (parent != kNoId && isGrouping(t, parent))
            parent = kNoId;
        const std::optional<AttributeValue> peak = attribute(t, i, k::kPeakNs);
        m_out += "    " + m_profile.frameName(t.nodes.frame(i)).toUtf8()
            + " Time: " + QByteArray::number(qlonglong(timeNs))
            + " Count: " + QByteArray::number(qulonglong(count))
            + " Avg: " + QByteArray::number(avg, 'g', 14)
            + " Violations: " + QByteArray::number(qulonglong(uintAttribute(t, i, k::kViolations, 0)))
            + " RecordId: " + QByteArray::number(qulonglong(ids[i]))
            + " ParentRecordId: " + (parent == kNoId ? QByteArray("none") : QByteArray::number(qulonglong(ids[parent])))
            + " TimerId: " + QByteArray::number(qulonglong(uintAttribute(t, i, k::kTimerId, 0)));
        // Ticks and Peak only where the report had them: they cannot be derived.
        if (peak && attribute(t, i, k::kTicks))
            m_out += " Ticks: " + QByteArray::number(qulonglong(uintAttribute(t, i, k::kTicks, 0)))
                + " Peak: " + QByteArray::number(qlonglong(peak->i));
        m_out += '\n';
    }

    const Profile &m_profile;
    const StringPool &m_strings;
    QByteArray m_out;
};

} // namespace

QString PocketMineWriter::cannotWriteReason(const Profile &profile)
{
    bool anyNodes = false;
    for (const Track &t : profile.tracks()) {
        anyNodes = anyNodes || !t.nodes.empty();
        // A report's ticks, TPS and load come from its "Full Server Tick"
        // record: a tree of timers without one (read from pprof, say) is not
        // a server's timings, and the reader refuses a report that lacks it.
        for (std::uint32_t i = 0; i < t.nodes.size(); ++i)
            if (profile.strings().view(profile.frames()[t.nodes.frame(i)].name) == k::kFullServerTick
                && !t.nodeAttributes.findNamed(i, profile.strings(), k::kGrouping))
                return QString();
    }
    if (!anyNodes)
        return tr("PocketMine-MP timings hold aggregated timer records, and this profile has none (it holds spans or samples)");
    return tr("PocketMine-MP timings are measured per server tick, and this profile has no \"Full Server Tick\" record, "
              "without which a report has no ticks, TPS or load");
}

QByteArray PocketMineWriter::write(const Profile &profile, const ReadContext &context)
{
    return ReportWriter(profile).write(context);
}

} // namespace hg
