#include "SentryProfileAssembler.h"

#include "formats/JsonDocument.h"
#include "formats/JsonText.h"
#include "io/ReadError.h"
#include "model/ProfileBuilder.h"
#include "util/Utf8Text.h"

#include <QDateTime>
#include <algorithm>
#include <cmath>

namespace hg {

using simdjson::dom::element;

namespace {

constexpr TimePs kMaxTransactionPs = 30 * kPsPerSecond; // Relay drops longer profiles

std::optional<JsonDocument> parseSmall(const std::string &text)
{
    if (text.empty())
        return std::nullopt;
    try {
        return std::optional<JsonDocument>(std::in_place, QByteArrayView(text.data(), qsizetype(text.size())));
    } catch (const ReadError &) {
        return std::nullopt; // already checked by the streaming pass
    }
}

std::optional<qint64> epochNsFromText(const std::string &text)
{
    if (const auto seconds = json::doubleFromText(text))
        return qint64(std::llround(*seconds * 1e9));
    const QString iso = QString::fromStdString(text);
    QDateTime t = QDateTime::fromString(iso, Qt::ISODateWithMs);
    if (!t.isValid())
        t = QDateTime::fromString(iso, Qt::ISODate);
    if (!t.isValid())
        return std::nullopt;
    return t.toMSecsSinceEpoch() * 1000000;
}

std::string textAt(const std::optional<JsonDocument> &doc, std::string_view key, std::string_view member)
{
    if (!doc)
        return {};
    const auto entry = json::field(doc->root(), key);
    if (!entry)
        return {};
    return json::field(*entry, member).and_then(json::toText).value_or(std::string());
}

} // namespace

SentryProfileAssembler::SentryProfileAssembler(ProfileBuilder &builder, SentryProfileData &data,
                                               const SentryPayloadReader::RawMembers &members)
    : m_builder(builder), m_data(data), m_members(members)
{
    m_continuous = members.version == "2" || data.epochSeconds;
}

void SentryProfileAssembler::assemble()
{
    readTransaction();
    addTracks();
    addSamples();
    addMeasurements();
    checkRelayRules();
    if (const auto debugMeta = parseSmall(m_members.debugMeta))
        if (const auto images = json::field(debugMeta->root(), "images"))
            m_builder.setMetadata("debug_meta.images", std::to_string(json::asArray(*images).size()));
    m_builder.setMetadata("sentry.layout", m_continuous ? "continuous (V2 chunk)"
                                          : m_members.legacyLayout ? "pre-V1 draft" : "transaction (V1)");
}

void SentryProfileAssembler::readTransaction()
{
    if (const auto transaction = parseSmall(m_members.transaction)) {
        for (auto [key, value] : json::asObject(transaction->root()))
            if (auto text = json::toText(value))
                m_builder.setMetadata("transaction." + std::string(key), *text);
        if (auto active = json::field(transaction->root(), "active_thread_id").and_then(json::toText))
            m_activeThread = *active;
    }
    if (m_members.transactionCount > 1)
        m_builder.warn(tr("the profile lists %1 transactions; the first one is shown").arg(m_members.transactionCount));
    if (!m_activeThread.empty())
        m_builder.setMetadata("active_thread_id", m_activeThread);
    if (!m_continuous && !m_members.timestamp.empty())
        if (const auto epoch = epochNsFromText(m_members.timestamp))
            m_builder.setStartEpochNs(*epoch);
}

std::vector<StackId> SentryProfileAssembler::resolveStacks(SentryProfileData::Stacks &stacks, std::size_t &badRefs)
{
    // Each stack's references become its frames, root first (the file has the
    // leaf first); references to no frame are dropped. `stacks` is used up:
    // it is read once, here.
    std::vector<std::uint32_t> &refs = stacks.refs;
    std::vector<FrameId> frames;
    frames.reserve(refs.size());
    for (std::size_t i = 0; i < stacks.size(); ++i) {
        const std::size_t begin = stacks.starts[i], end = stacks.end(i);
        stacks.starts[i] = std::uint32_t(frames.size());
        for (std::size_t r = end; r-- > begin;) {
            const std::uint32_t ref = refs[r];
            if (ref & SentryProfileData::kDirectFrame)
                frames.push_back(FrameId(ref & ~SentryProfileData::kDirectFrame));
            else if (ref < m_data.frames.size())
                frames.push_back(m_data.frames[ref]);
            else
                ++badRefs;
        }
    }
    std::vector<std::uint32_t>().swap(refs);
    const auto endOf = [&](std::size_t i) { return i + 1 < stacks.starts.size() ? stacks.starts[i + 1] : frames.size(); };
    return m_builder.addStacks(stacks.size(), [&](std::size_t i) {
        return std::span<const FrameId>(frames.data() + stacks.starts[i], endOf(i) - stacks.starts[i]);
    });
}

void SentryProfileAssembler::addTracks()
{
    const auto threadMetadata = parseSmall(m_members.threadMetadata);
    const auto queueMetadata = parseSmall(m_members.queueMetadata);

    // Without an active thread, the one the SDK marks as main goes first.
    if (m_activeThread.empty() && threadMetadata) {
        for (auto [key, value] : json::asObject(threadMetadata->root()))
            if (json::field(value, "is_main").and_then(json::toBool).value_or(false))
                m_activeThread = std::string(key);
    }

    // Older Apple SDKs name no active thread; their main queue says which it is.
    if (m_activeThread.empty() && queueMetadata) {
        for (const SentryProfileData::Thread &t : m_data.threads)
            if (!t.queueAddress.empty() && textAt(queueMetadata, t.queueAddress, "label") == "com.apple.main-thread") {
                m_activeThread = t.id;
                break;
            }
    }

    std::vector<std::uint32_t> order(m_data.threads.size());
    for (std::uint32_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [this](std::uint32_t a, std::uint32_t b) {
        const bool aActive = m_data.threads[a].id == m_activeThread, bActive = m_data.threads[b].id == m_activeThread;
        if (aActive != bActive)
            return aActive;
        return m_data.threads[a].samples > m_data.threads[b].samples;
    });

    m_threadTracks.assign(m_data.threads.size(), kNoId);
    for (const std::uint32_t index : order) {
        const SentryProfileData::Thread &thread = m_data.threads[index];
        const QString id = QString::fromStdString(thread.id);
        const std::string name = textAt(threadMetadata, thread.id, "name");
        const std::string queue = thread.queueAddress.empty() ? std::string() : textAt(queueMetadata, thread.queueAddress, "label");
        TrackInfo info;
        if (!name.empty())
            info.name = QString::fromStdString(name);
        else if (!queue.empty()) // many threads serve one queue: keep them apart
            info.name = tr("%1 (thread %2)").arg(QString::fromStdString(queue), id);
        else
            info.name = tr("Thread %1").arg(id);
        info.group = tr("Threads");
        info.externalId = id;
        if (const auto numeric = json::uintFromText(thread.id); numeric && *numeric <= std::uint64_t(INT64_MAX))
            info.threadId = qint64(*numeric);
        m_threadTracks[index] = m_builder.addTrack(info);
        const std::string priority = textAt(threadMetadata, thread.id, "priority");
        if (!priority.empty())
            m_builder.setMetadata("thread." + thread.id + ".priority", priority);
    }
}

TimePs SentryProfileAssembler::toPs(double time) const
{
    // Epoch seconds in a double resolve about 0.2 µs: whole nanoseconds keep
    // all there is, and a V1 round trip (ns) loses nothing.
    if (m_data.epochSeconds)
        return TimePs(std::llround((time - m_epochBase) * 1e9)) * kPsPerNs;
    return TimePs(std::llround(time)) * kPsPerNs;
}

void SentryProfileAssembler::addSamples()
{
    std::size_t badRefs = 0;
    const std::vector<StackId> stacks = resolveStacks(m_data.stacks, badRefs);
    const std::vector<StackId> inlineStacks = resolveStacks(m_data.inlineStacks, badRefs);
    if (badRefs)
        m_builder.warn(tr("%1 frame reference(s) in the stacks point outside the %2 frames; they were skipped")
                           .arg(badRefs).arg(m_data.frames.size()));

    if (m_data.epochSeconds && !m_data.samples.empty()) {
        m_epochBase = m_data.samples.front().time;
        for (const auto &s : m_data.samples)
            m_epochBase = std::min(m_epochBase, s.time);
        m_builder.setStartEpochNs(qint64(std::llround(m_epochBase * 1e9)));
    }

    std::size_t badStacks = 0, backwards = 0;
    std::vector<TimePs> lastOnThread(m_data.threads.size(), INT64_MIN);
    m_firstSample = INT64_MAX;
    m_lastSample = INT64_MIN;
    std::size_t added = 0;
    for (const SentryProfileData::Sample &s : m_data.samples) {
        StackId stack;
        if (s.stack & SentryProfileData::kInlineStack) {
            stack = inlineStacks[s.stack & ~SentryProfileData::kInlineStack];
        } else if (s.stack < stacks.size()) {
            stack = stacks[s.stack];
        } else {
            ++badStacks;
            continue;
        }
        const TimePs t = toPs(s.time);
        if (t < lastOnThread[s.thread])
            ++backwards;
        lastOnThread[s.thread] = t;
        const std::uint32_t sample = m_builder.addSample(m_threadTracks[s.thread], t, stack);
        if (s.cpuNs != SampleTrack::kUnknownCpu)
            m_builder.setSampleCpu(m_threadTracks[s.thread], sample, s.cpuNs);
        if (s.state != ThreadState::Unknown)
            m_builder.setSampleState(m_threadTracks[s.thread], sample, s.state);
        m_firstSample = std::min(m_firstSample, t);
        m_lastSample = std::max(m_lastSample, t);
        ++added;
    }
    if (badStacks)
        m_builder.warn(tr("%1 sample(s) have a stack_id outside the %2 stacks; they were skipped")
                           .arg(badStacks).arg(stacks.size()));
    if (m_data.samplesWithoutStack)
        m_builder.warn(tr("%1 sample(s) have no stack; they were skipped").arg(m_data.samplesWithoutStack));
    if (m_data.samplesWithoutTime)
        m_builder.warn(tr("%1 sample(s) have no usable time; they were skipped").arg(m_data.samplesWithoutTime));
    if (backwards)
        m_builder.warn(tr("%1 sample(s) are earlier than the sample before them on the same thread; "
                          "they are shown in time order").arg(backwards));
    if (added == 0)
        m_builder.warn(tr("the profile has no samples"));
    else if (added < 2)
        m_builder.warn(tr("the profile has fewer than 2 samples; Sentry drops such profiles"));
    // The model holds the samples now; free the parsed copy.
    m_data.samples.clear();
    m_data.samples.shrink_to_fit();
}

void SentryProfileAssembler::addMeasurements()
{
    const auto measurements = parseSmall(m_members.measurements);
    if (!measurements)
        return;
    for (auto [key, value] : json::asObject(measurements->root())) {
        const auto values = json::field(value, "values");
        if (!values)
            continue;
        const QString unit = QString::fromStdString(json::field(value, "unit").and_then(json::toText).value_or(std::string()));
        const std::uint32_t counter = m_builder.addCounter(fromUtf8(key), unit);
        for (element point : json::asArray(*values)) {
            const auto v = json::field(point, "value").and_then(json::toDouble);
            if (!v)
                continue;
            if (const auto ns = json::field(point, "elapsed_since_start_ns").and_then(json::toInt))
                m_builder.addCounterValue(counter, *ns * kPsPerNs, *v);
            else if (const auto seconds = json::field(point, "timestamp").and_then(json::toDouble); seconds && m_data.epochSeconds)
                m_builder.addCounterValue(counter, toPs(*seconds), *v);
        }
    }
}

void SentryProfileAssembler::checkRelayRules()
{
    if (!m_members.unreadableProfile.isEmpty())
        return;
    if (!m_continuous && m_members.transactionCount == 0 && m_members.transactionName.empty())
        m_builder.warn(tr("no transaction: Sentry drops profiles without an associated transaction"));
    if (!m_continuous && m_firstSample <= m_lastSample && m_lastSample - m_firstSample > kMaxTransactionPs)
        m_builder.warn(tr("the profile spans %1, more than the 30 s Sentry accepts")
                           .arg(formatDuration(m_lastSample - m_firstSample)));
    if (m_members.version == "1") {
        // What Relay's sample-format metadata requires (and cocoa's build number).
        std::vector<std::string_view> required = {"platform", "timestamp", "os.name", "os.version", "device.architecture"};
        if (m_builder.metadataString("platform") == QLatin1String("cocoa"))
            required.push_back("os.build_number");
        QStringList missing;
        for (std::string_view key : required)
            if (m_builder.metadataString(key).isEmpty())
                missing << fromUtf8(key);
        if (!missing.isEmpty())
            m_builder.warn(tr("metadata Sentry requires is missing: %1").arg(missing.join(QStringLiteral(", "))));
    }
}

} // namespace hg
