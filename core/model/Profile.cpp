#include "Profile.h"

#include <QCoreApplication>

#include <algorithm>

namespace hg {

std::size_t Profile::spanCount() const
{
    std::size_t n = 0;
    for (const Track &t : m_tracks)
        n += t.spans.size();
    return n;
}

std::size_t Profile::nodeCount() const
{
    std::size_t n = 0;
    for (const Track &t : m_tracks)
        n += t.nodes.size();
    return n;
}

std::size_t Profile::sampleCount() const
{
    std::size_t n = 0;
    for (const Track &t : m_tracks)
        n += t.samples.countStanding();
    return n;
}

std::size_t Profile::memoryBytes() const
{
    std::size_t n = m_strings.memoryBytes() + m_frames.memoryBytes() + m_stacks.memoryBytes() + m_metadata.memoryBytes()
        + m_frameAttributes.memoryBytes() + m_flows.memoryBytes();
    for (const Track &t : m_tracks)
        n += t.spans.memoryBytes() + t.samples.memoryBytes() + t.nodes.memoryBytes()
            + t.spanAttributes.memoryBytes() + t.sampleAttributes.memoryBytes() + t.nodeAttributes.memoryBytes();
    return n;
}

std::size_t Profile::maxDepth(const Track &track) const
{
    std::size_t depth = std::max<std::size_t>(track.spans.rowCount(), track.nodes.depthCount());
    if (track.samples.empty())
        return depth;
    const std::vector<std::uint32_t> depths = m_stacks.depths();
    for (std::uint32_t i = 0; i < track.samples.size(); ++i)
        if (track.samples.stack(i) < depths.size())
            depth = std::max<std::size_t>(depth, depths[track.samples.stack(i)]);
    return depth;
}

QString Profile::frameName(FrameId id) const
{
    if (id >= m_frames.size())
        return QString();
    return m_strings.string(m_frames[id].name);
}

QString Profile::metadataString(std::string_view key) const
{
    const StringId keyId = m_strings.find(key);
    if (keyId == kNoId)
        return QString();
    const std::optional<AttributeValue> v = m_metadata.find(0, keyId);
    return v ? attributeText(m_strings, *v) : QString();
}

namespace {

// Binary data as a person can read it: the size and the first bytes in hex.
QString bytesText(std::string_view bytes)
{
    constexpr std::size_t kShown = 32;
    const QByteArray head = QByteArray(bytes.data(), qsizetype(std::min(bytes.size(), kShown))).toHex(' ');
    return QCoreApplication::translate("hg::Profile", "%1 bytes: %2")
        .arg(qulonglong(bytes.size()))
        .arg(QString::fromLatin1(head) + (bytes.size() > kShown ? QStringLiteral(" …") : QString()));
}

} // namespace

QString attributeText(const StringPool &strings, const AttributeValue &value)
{
    switch (value.kind) {
    case AttributeValue::Kind::Int: return QString::number(value.i);
    case AttributeValue::Kind::UInt: return QString::number(value.u);
    case AttributeValue::Kind::Double: return QString::number(value.d, 'g', 15);
    case AttributeValue::Kind::Bool: return value.b ? QStringLiteral("true") : QStringLiteral("false");
    case AttributeValue::Kind::String:
    case AttributeValue::Kind::Ref:
    case AttributeValue::Kind::Json: return strings.string(value.s);
    case AttributeValue::Kind::Bytes: return bytesText(strings.view(value.s));
    case AttributeValue::Kind::Span: return QStringLiteral("#%1").arg(value.u);
    }
    return QString();
}

} // namespace hg
