#include "SentryReader.h"

#include "formats/JsonDocument.h"
#include "formats/ReadContext.h"
#include "model/ProfileBuilder.h"

#include <QCoreApplication>
#include <QDateTime>
#include <algorithm>
#include <cmath>
#include <charconv>
#include <unordered_map>

namespace hg {

using simdjson::dom::element;
using simdjson::dom::element_type;

namespace {

constexpr TimePs kMaxTransactionPs = 30 * kPsPerSecond; // Relay drops longer profiles

std::optional<qint64> epochNsFromIso(const std::string &text)
{
    QDateTime t = QDateTime::fromString(QString::fromStdString(text), Qt::ISODateWithMs);
    if (!t.isValid())
        t = QDateTime::fromString(QString::fromStdString(text), Qt::ISODate);
    if (!t.isValid())
        return std::nullopt;
    return t.toMSecsSinceEpoch() * 1000000;
}

// Copies scalar members of an object (one level, and nested objects as
// "prefix.key") into the profile metadata.
void addMetadata(ProfileBuilder &builder, std::string_view prefix, element object)
{
    if (object.type() != element_type::OBJECT)
        return;
    const simdjson::dom::object members = json::asObject(object);
    for (auto [key, value] : members) {
        const std::string name = prefix.empty() ? std::string(key) : std::string(prefix) + "." + std::string(key);
        if (value.type() == element_type::OBJECT) {
            addMetadata(builder, name, value);
        } else if (auto text = json::toText(value)) {
            builder.setMetadata(name, *text);
        }
    }
}

struct ThreadSamples
{
    std::string id;
    std::uint32_t count = 0;
    TrackId track = kNoId;
};

class SentryProfileReader
{
    Q_DECLARE_TR_FUNCTIONS(SentryReader)
public:
    SentryProfileReader(ProfileBuilder &builder, const ReadContext &context)
        : m_builder(builder), m_context(context) {}

    void read(element root)
    {
        if (root.type() != element_type::OBJECT)
            throw ReadError(tr("expected a JSON object with a Sentry profile, found %1")
                                .arg(QString::fromUtf8(json::typeName(root).data())), 0, 1);
        auto profile = json::field(root, "profile");
        // Some SDKs serialise the inner profile object alone.
        if (!profile && json::field(root, "samples") && json::field(root, "stacks"))
            profile = root;
        if (!profile)
            throw ReadError(tr("no \"profile\" member: not a Sentry sample-format profile"), 0, 1);
        if (profile->type() == element_type::STRING)
            throw ReadError(tr("the \"profile\" member is a JSON-encoded string (a pre-V1 Sentry SDK draft); "
                               "this version reads Sentry sample format versions 1 and 2"), 0, 1);
        if (profile->type() != element_type::OBJECT)
            throw ReadError(tr("\"profile\" must be an object, found %1")
                                .arg(QString::fromUtf8(json::typeName(*profile).data())), 0, 1);

        const auto version = json::field(root, "version").and_then(json::toText);
        m_continuous = version == "2" || json::field(root, "chunk_id") || json::field(root, "profiler_id")
            || firstSampleHas(*profile, "timestamp");
        readMetadata(root);
        readFrames(*profile);
        m_context.checkCancelled();
        readStacks(*profile);
        m_context.checkCancelled();
        readSamples(*profile, root);
    }

private:
    // Continuous-profiling samples carry absolute "timestamp" seconds.
    static bool firstSampleHas(element profile, std::string_view key)
    {
        const auto samples = json::field(profile, "samples");
        if (!samples || samples->type() != element_type::ARRAY)
            return false;
        const simdjson::dom::array list = json::asArray(*samples);
        return list.size() > 0 && json::field(list.at(0).value_unsafe(), key).has_value();
    }

    void readMetadata(element root)
    {
        for (const char *key : {"version", "platform", "release", "environment", "event_id", "profile_id",
                                "chunk_id", "profiler_id", "transaction_name", "trace_id", "transaction_id"}) {
            if (auto v = json::field(root, key).and_then(json::toText))
                m_builder.setMetadata(key, *v);
        }
        for (const char *key : {"os", "device", "runtime", "client_sdk", "measurements"})
            if (auto v = json::field(root, key))
                addMetadata(m_builder, key, *v);

        std::optional<element> transaction = json::field(root, "transaction");
        if (!transaction) {
            if (auto list = json::field(root, "transactions"); list && list->type() == element_type::ARRAY) {
                auto array = list->get_array().value_unsafe();
                if (array.size() > 0)
                    transaction = array.at(0).value_unsafe();
                if (array.size() > 1)
                    m_builder.warn(tr("the profile lists %1 transactions; the first one is shown").arg(array.size()));
            }
        }
        if (transaction && transaction->type() == element_type::OBJECT) {
            addMetadata(m_builder, "transaction", *transaction);
            if (auto active = json::field(*transaction, "active_thread_id").and_then(json::toText))
                m_activeThread = *active;
        } else if (!m_continuous && !json::field(root, "transaction_name")) {
            m_builder.warn(tr("no transaction: Sentry drops profiles without an associated transaction"));
        }

        if (auto ts = json::field(root, "timestamp")) {
            if (ts->type() == element_type::STRING) {
                if (auto epoch = epochNsFromIso(std::string(ts->get_string().value_unsafe())))
                    m_builder.setStartEpochNs(*epoch);
            }
        }
    }

    void readFrames(element profile)
    {
        const auto frames = json::field(profile, "frames");
        if (!frames || frames->type() != element_type::ARRAY)
            return;
        const simdjson::dom::array list = json::asArray(*frames);
        for (element f : list) {
            Frame frame;
            auto text = [&f](std::initializer_list<const char *> keys) -> std::string {
                for (const char *k : keys)
                    if (auto v = json::field(f, k).and_then(json::toText); v && !v->empty())
                        return *v;
                return {};
            };
            std::string name = text({"function", "name", "symbol"});
            const std::string address = text({"instruction_addr"});
            if (name.empty())
                name = address.empty() ? "<unknown>" : address;
            frame.name = m_builder.intern(name);
            frame.file = m_builder.intern(text({"filename", "file", "abs_path"}));
            frame.module = m_builder.intern(text({"module", "package"}));
            if (auto line = json::field(f, "lineno").or_else([&f] { return json::field(f, "line"); }).and_then(json::toInt))
                frame.line = std::uint32_t(std::clamp<std::int64_t>(*line, 0, UINT32_MAX));
            if (auto col = json::field(f, "colno").and_then(json::toInt))
                frame.column = std::uint32_t(std::clamp<std::int64_t>(*col, 0, UINT32_MAX));
            if (auto addr = json::field(f, "instruction_addr").and_then(json::toUInt)) {
                frame.address = *addr;
                frame.flags |= Frame::HasAddress;
            }
            if (auto inApp = json::field(f, "in_app").and_then(json::toBool))
                frame.flags |= *inApp ? Frame::InApp : Frame::NotInApp;
            const FrameId id = m_builder.addFrame(frame);
            for (const char *key : {"package", "abs_path", "platform", "sym_addr", "image_addr", "symbol"})
                if (auto v = json::field(f, key).and_then(json::toText))
                    m_builder.setFrameAttribute(id, m_builder.intern(key), AttributeValue::fromString(m_builder.intern(*v)));
            m_frames.push_back(id);
        }
    }

    void readStacks(element profile)
    {
        const auto stacks = json::field(profile, "stacks");
        if (!stacks || stacks->type() != element_type::ARRAY)
            return;
        std::size_t badIndexes = 0;
        const simdjson::dom::array list = json::asArray(*stacks);
        for (element s : list) {
            StackId stack = kNoId;
            if (s.type() == element_type::ARRAY) {
                auto frames = s.get_array().value_unsafe();
                // Leaf first in the file; the prefix tree grows from the root.
                std::vector<element> entries(frames.begin(), frames.end());
                for (auto it = entries.rbegin(); it != entries.rend(); ++it) {
                    const auto index = json::toInt(*it);
                    if (!index || *index < 0 || std::size_t(*index) >= m_frames.size()) {
                        ++badIndexes;
                        continue;
                    }
                    stack = m_builder.addStack(stack, m_frames[std::size_t(*index)]);
                }
            } else {
                ++badIndexes;
            }
            m_stacks.push_back(stack);
        }
        if (badIndexes)
            m_builder.warn(tr("%1 frame reference(s) in \"stacks\" point outside the %2 frames; they were skipped")
                               .arg(badIndexes).arg(m_frames.size()));
    }

    void readSamples(element profile, element root)
    {
        const auto samples = json::field(profile, "samples");
        if (!samples || samples->type() != element_type::ARRAY) {
            m_builder.warn(tr("the profile has no samples"));
            return;
        }
        const auto array = samples->get_array().value_unsafe();
        struct Sample { std::uint32_t thread; std::uint32_t stack; double time; };
        std::vector<Sample> parsed;
        parsed.reserve(array.size());
        std::size_t badStacks = 0, badTimes = 0;
        std::vector<ThreadSamples> threads;
        std::unordered_map<std::string, std::uint32_t> threadIndex;
        std::string threadKey;
        for (element s : array) {
            const auto stackIndex = json::field(s, "stack_id").and_then(json::toInt);
            if (!stackIndex || *stackIndex < 0 || std::size_t(*stackIndex) >= m_stacks.size()) {
                ++badStacks;
                continue;
            }
            std::optional<double> time;
            if (auto ns = json::field(s, "elapsed_since_start_ns").or_else([&s] { return json::field(s, "relative_timestamp_ns"); }))
                time = json::toInt(*ns).transform([](std::int64_t v) { return double(v); });
            else if (auto seconds = json::field(s, "timestamp"))
                time = json::toDouble(*seconds);
            else if (auto ms = json::field(s, "timestamp_ms"))
                time = json::toDouble(*ms).transform([](double v) { return v * 1e6; });
            if (!time || !std::isfinite(*time)) {
                ++badTimes;
                continue;
            }
            // Thread ids arrive as strings or numbers; the text is the identity.
            const auto thread = json::field(s, "thread_id");
            if (thread && thread->type() == element_type::STRING)
                threadKey.assign(thread->get_string().value_unsafe());
            else
                threadKey = thread ? json::toText(*thread).value_or(std::string("0")) : std::string("0");
            const auto [it, inserted] = threadIndex.try_emplace(threadKey, std::uint32_t(threads.size()));
            if (inserted)
                threads.push_back({threadKey, 0, kNoId});
            ++threads[it->second].count;
            parsed.push_back({it->second, std::uint32_t(*stackIndex), *time});
        }
        if (badStacks)
            m_builder.warn(tr("%1 sample(s) have a stack_id outside the %2 stacks; they were skipped").arg(badStacks).arg(m_stacks.size()));
        if (badTimes)
            m_builder.warn(tr("%1 sample(s) have no usable time; they were skipped").arg(badTimes));

        addTracks(threads, profile);

        // V1 times are ns since the transaction start; V2 times are epoch seconds.
        const bool epochSeconds = firstSampleHas(profile, "timestamp");
        double base = 0;
        if (epochSeconds) {
            base = parsed.front().time;
            for (const Sample &s : parsed)
                base = std::min(base, s.time);
            m_builder.setStartEpochNs(qint64(std::llround(base * 1e9)));
        }
        TimePs first = INT64_MAX, last = INT64_MIN;
        for (const Sample &s : parsed) {
            const TimePs t = epochSeconds ? TimePs(std::llround((s.time - base) * 1e12)) : TimePs(std::llround(s.time)) * kPsPerNs;
            m_builder.addSample(threads[s.thread].track, t, m_stacks[s.stack]);
            first = std::min(first, t);
            last = std::max(last, t);
        }
        if (parsed.empty())
            m_builder.warn(tr("the profile has no samples"));
        else if (parsed.size() < 2)
            m_builder.warn(tr("the profile has fewer than 2 samples; Sentry drops such profiles"));
        if (!parsed.empty() && !m_continuous && last - first > kMaxTransactionPs)
            m_builder.warn(tr("the profile spans %1, more than the 30 s Sentry accepts").arg(formatDuration(last - first)));
        (void)root;
    }

    void addTracks(std::vector<ThreadSamples> &threads, element profile)
    {
        const auto metadata = json::field(profile, "thread_metadata");
        std::vector<ThreadSamples *> order;
        for (ThreadSamples &t : threads)
            order.push_back(&t);
        // The active thread first, then the busiest.
        std::stable_sort(order.begin(), order.end(), [this](const ThreadSamples *a, const ThreadSamples *b) {
            const bool aActive = a->id == m_activeThread, bActive = b->id == m_activeThread;
            if (aActive != bActive)
                return aActive;
            return a->count > b->count;
        });
        for (ThreadSamples *t : order) {
            TrackInfo info;
            std::optional<element> meta = metadata ? json::field(*metadata, t->id) : std::nullopt;
            const std::string name = meta ? json::field(*meta, "name").and_then(json::toText).value_or(std::string()) : std::string();
            info.name = name.empty() ? tr("Thread %1").arg(QString::fromStdString(t->id)) : QString::fromStdString(name);
            info.group = tr("Threads");
            std::uint64_t numericId = 0;
            const auto [ptr, ec] = std::from_chars(t->id.data(), t->id.data() + t->id.size(), numericId);
            if (ec == std::errc() && ptr == t->id.data() + t->id.size() && numericId <= std::uint64_t(INT64_MAX))
                info.threadId = qint64(numericId);
            t->track = m_builder.addTrack(info);
            if (meta)
                if (auto priority = json::field(*meta, "priority").and_then(json::toText))
                    m_builder.setMetadata("thread." + t->id + ".priority", *priority);
        }
        if (!m_activeThread.empty())
            m_builder.setMetadata("active_thread_id", m_activeThread);
    }

    ProfileBuilder &m_builder;
    const ReadContext &m_context;
    bool m_continuous = false;
    std::string m_activeThread;
    std::vector<FrameId> m_frames;
    std::vector<StackId> m_stacks;
};

} // namespace

FormatReader SentryReader::format()
{
    FormatReader f;
    f.id = QStringLiteral("sentry");
    f.displayName = tr("Sentry sample format");
    f.extensions = {QStringLiteral("sentry.json"), QStringLiteral("json")};
    f.probe = &SentryReader::probe;
    f.read = &SentryReader::read;
    return f;
}

int SentryReader::probe(QByteArrayView head)
{
    const QByteArrayView text = head.trimmed();
    if (!text.startsWith('{'))
        return 0;
    int score = 0;
    if (text.contains("\"profile\""))
        score += 40;
    if (text.contains("\"samples\"") || text.contains("\"stacks\"") || text.contains("\"thread_metadata\""))
        score += 30;
    if (text.contains("\"elapsed_since_start_ns\"") || text.contains("\"stack_id\"") || text.contains("\"profiler_id\""))
        score += 20;
    if (text.contains("\"platform\"") || text.contains("\"event_id\""))
        score += 10;
    return std::min(score, 95);
}

void SentryReader::read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context)
{
    context.progress(0);
    const JsonDocument document(data);
    context.progress(data.size() / 2);
    context.checkCancelled();
    SentryProfileReader(builder, context).read(document.root());
    context.progress(data.size());
}

} // namespace hg
