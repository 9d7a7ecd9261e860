#pragma once
#include "AttributeTable.h"
#include "CounterSeries.h"
#include "Diagnostics.h"
#include "FlowTable.h"
#include "FrameTable.h"
#include "StackTable.h"
#include "StringPool.h"
#include "Track.h"

#include <QString>
#include <memory>
#include <optional>
#include <vector>

namespace hg {

// An opened profile. Immutable once ProfileBuilder::build() returns it, so it
// is shared read-only between the GUI and worker threads.
class Profile
{
public:
    const QString &formatId() const { return m_formatId; }
    const StringPool &strings() const { return m_strings; }
    const FrameTable &frames() const { return m_frames; }
    const StackTable &stacks() const { return m_stacks; }
    const std::vector<Track> &tracks() const { return m_tracks; }
    // Measurements over time (Sentry cpu/memory, counters of other formats).
    const std::vector<CounterSeries> &counters() const { return m_counters; }
    // Links between spans (Chrome trace flow events), by source span.
    const FlowTable &flows() const { return m_flows; }
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    // Profile-level attributes (owner 0), e.g. versions, host, transaction.
    const AttributeTable &metadata() const { return m_metadata; }
    // Extra attributes of frames, keyed by FrameId.
    const AttributeTable &frameAttributes() const { return m_frameAttributes; }

    // Absolute time of time 0 in ns since the Unix epoch, when known.
    std::optional<qint64> startEpochNs() const { return m_startEpochNs; }
    TimePs duration() const { return m_duration; }
    std::size_t spanCount() const;
    std::size_t sampleCount() const;
    std::size_t nodeCount() const; // records of the aggregated trees
    std::size_t memoryBytes() const;

    QString frameName(FrameId id) const;
    // The deepest nesting of a track: span rows, or the deepest sampled stack.
    std::size_t maxDepth(const Track &track) const;
    QString metadataString(std::string_view key) const;

private:
    friend class ProfileBuilder;
    Profile() = default;

    QString m_formatId;
    StringPool m_strings;
    FrameTable m_frames;
    StackTable m_stacks;
    std::vector<Track> m_tracks;
    std::vector<CounterSeries> m_counters;
    FlowTable m_flows;
    Diagnostics m_diagnostics;
    AttributeTable m_metadata;
    AttributeTable m_frameAttributes;
    std::optional<qint64> m_startEpochNs;
    TimePs m_duration = 0;
};

using ProfilePtr = std::shared_ptr<const Profile>;

// A value as text for display, e.g. an attribute.
QString attributeText(const StringPool &strings, const AttributeValue &value);

} // namespace hg
