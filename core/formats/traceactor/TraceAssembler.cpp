#include "TraceAssembler.h"

#include "io/ReadError.h"
#include "model/ProfileBuilder.h"
#include "util/CountArg.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace hg {

namespace {

constexpr TimePs kUntimedStep = 1'000'000; // 1 µs a packet when the trace has no `time`

} // namespace

TraceAssembler::TraceAssembler(ProfileBuilder &builder) : m_builder(builder)
{
    m_keys.fill(kNoId);
}

void TraceAssembler::startSession()
{
    m_sessionOrigin = m_lastTime > 0 || m_ordinal > 0 ? m_lastTime + kUntimedStep : 0;
    m_ordinal = 0;
}

TimePs TraceAssembler::timeOf(const TracePacket &packet)
{
    TimePs t = m_sessionOrigin + m_ordinal * kUntimedStep;
    if (const std::optional<double> ms = packet.timeMs(); ms && std::isfinite(*ms) && std::abs(*ms) < 1e9)
        t = m_sessionOrigin + TimePs(std::llround(*ms * 1e9)); // ms since startTrace
    m_lastTime = std::max(m_lastTime, t);
    return t;
}

int TraceAssembler::traceNamed(const QString &name)
{
    const auto it = m_byName.constFind(name);
    if (it != m_byName.constEnd())
        return *it;
    TrackInfo info;
    info.name = name;
    Trace trace{name, {}};
    trace.lanes.push_back(Lane{});
    trace.lanes.back().track = m_builder.addTrack(info);
    m_traces.push_back(std::move(trace));
    m_byName.insert(name, int(m_traces.size() - 1));
    return int(m_traces.size() - 1);
}

TraceAssembler::Lane &TraceAssembler::laneOf(Trace &trace, const TracePacket &packet)
{
    const bool hasThread = packet.hasThread();
    for (Lane &lane : trace.lanes) {
        if (!lane.assigned || lane.hasThread != hasThread || lane.threadId != packet.threadId())
            continue;
        if (!hasThread || packet.threadId()) {
            // Threads are renamed after they start (pthread_setname_np): the latest name wins.
            if (packet.threadId() && !packet.threadName.isEmpty())
                m_builder.trackInfo(lane.track).name = packet.threadName;
            return lane;
        }
        if (lane.threadName == packet.threadName) // a thread known by its name alone
            return lane;
    }
    // The trace's own track goes to its first thread (or to frames without
    // one), so a trace of one thread is one track as before.
    Lane *lane = nullptr;
    if (trace.lanes.size() == 1 && !trace.lanes.front().assigned) {
        lane = &trace.lanes.front();
    } else {
        TrackInfo info;
        info.name = trace.name;
        trace.lanes.push_back(Lane{});
        lane = &trace.lanes.back();
        lane->track = m_builder.addTrack(info);
    }
    lane->assigned = true;
    lane->hasThread = hasThread;
    lane->threadId = packet.threadId();
    lane->threadName = packet.threadId() ? QString() : packet.threadName;
    if (hasThread) {
        TrackInfo &info = m_builder.trackInfo(lane->track);
        info.name = !packet.threadName.isEmpty() ? packet.threadName : tr("Thread %1").arg(*packet.threadId());
        info.group = trace.name;
        info.threadId = packet.threadId().value_or(-1);
    }
    return *lane;
}

void TraceAssembler::add(const TracePacket &packet)
{
    switch (packet.kind) {
    case TracePacket::Kind::Entered:
        enter(packet, timeOf(packet));
        ++m_ordinal;
        break;
    case TracePacket::Kind::Exited:
        exit(packet, timeOf(packet));
        ++m_ordinal;
        break;
    case TracePacket::Kind::Started: {
        // Unnamed traces are "Trace N", N counting every start, as the actor names them.
        ++m_unnamedTraces;
        const QString name = packet.name.isEmpty() ? tr("Trace %1").arg(m_unnamedTraces) : packet.name;
        const int trace = traceNamed(name);
        m_active.erase(std::remove(m_active.begin(), m_active.end(), trace), m_active.end());
        // Every entered frame is recorded once per active trace: without a
        // bound, N starts and M frames (a file of N + M packets) make N x M spans.
        if (m_active.size() >= kMaxActiveTraces)
            throw ReadError(tr("more than %1 traces are active at once (each would record every frame again)").arg(kMaxActiveTraces),
                            packet.offset);
        m_active.push_back(trace); // a name started again moves to the top
        break;
    }
    case TracePacket::Kind::Stopped: {
        // No name: the most recently started trace.
        const int trace = packet.name.isEmpty() ? (m_active.empty() ? -1 : m_active.back()) : m_byName.value(packet.name, -1);
        if (trace >= 0)
            stop(trace, m_lastTime);
        break;
    }
    case TracePacket::Kind::Detached:
        while (!m_active.empty())
            stop(m_active.back(), m_lastTime);
        break;
    case TracePacket::Kind::Error: {
        const QString message = packet.reply ? packet.reply->message : QString();
        warn(tr("the actor replied %1: %2").arg(packet.error(), message.isEmpty() ? tr("(no message)") : message), packet.offset);
        break;
    }
    case TracePacket::Kind::Attached:
        if (packet.reply && !packet.reply->traceTypes.isEmpty())
            m_builder.setMetadata("trace_types", packet.reply->traceTypes.join(QLatin1Char(',')).toStdString());
        break;
    case TracePacket::Kind::Other:
        break;
    }
}

void TraceAssembler::stop(int trace, TimePs at)
{
    m_active.erase(std::remove(m_active.begin(), m_active.end(), trace), m_active.end());
    for (Lane &lane : m_traces[std::size_t(trace)].lanes) {
        while (!lane.stack.empty()) {
            ++m_neverExited;
            lane.frames[lane.stack.back()].end = at;
            lane.stack.pop_back();
        }
        addFinishedSpans(lane);
    }
}

const std::vector<int> &TraceAssembler::framePacketTraces()
{
    if (!m_active.empty())
        return m_active;
    if (m_default < 0) {
        m_default = traceNamed(tr("Trace"));
        m_defaultOnly = {m_default};
    }
    return m_defaultOnly;
}

void TraceAssembler::enter(const TracePacket &packet, TimePs at)
{
    LaneFrame frame;
    frame.start = frame.end = at;
    frame.entered = true;
    frame.name = packet.name.isEmpty() ? internRepeated(tr("(unnamed frame)")) : internNumbered(packet.name, packet.nameNumber);
    if (packet.location.present) {
        frame.file = internNumbered(packet.location.url, packet.location.urlNumber);
        frame.line = packet.location.line;
        frame.column = packet.location.column;
    }
    std::vector<PendingAttribute> &attributes = m_entering;
    attributes.clear();
    const auto setId = [&](StringId key, StringId value) { attributes.push_back({key, AttributeValue::fromString(value)}); };
    const auto setInt = [&](Key key, std::int64_t value) { attributes.push_back({keyId(key), AttributeValue::fromInt(value)}); };
    if (!packet.callsite.isEmpty())
        setId(keyId(Key::Callsite), intern(packet.callsite));
    for (std::size_t i = 0; i < packet.arguments.size(); ++i) {
        const StringId key = qsizetype(i) < packet.parameterNames.size() ? argumentKey(packet.parameterNames[qsizetype(i)])
                                                                          : argumentKey(QStringLiteral("#%1").arg(i));
        setId(key, intern(packet.arguments[i]));
    }
    if (packet.arguments.empty() && !packet.parameterNames.isEmpty())
        setId(keyId(Key::Parameters), m_builder.intern(packet.parameterNames.join(QStringLiteral(", "))));
    if (const auto depth = packet.depth())
        setInt(Key::Depth, *depth);
    if (const auto hitCount = packet.hitCount())
        setInt(Key::HitCount, *hitCount);
    if (const auto blackBoxed = packet.blackBoxed())
        attributes.push_back({keyId(Key::BlackBoxed), AttributeValue::fromBool(*blackBoxed)});
    if (const auto sequence = packet.sequence())
        setInt(Key::Sequence, *sequence);
    frame.attributeCount = std::uint32_t(attributes.size());

    for (const int trace : framePacketTraces()) {
        Lane &lane = laneOf(m_traces[std::size_t(trace)], packet);
        frame.firstAttribute = lane.attributes.size();
        lane.attributes.insert(lane.attributes.end(), attributes.begin(), attributes.end());
        lane.stack.push_back(lane.frames.size());
        lane.frames.push_back(frame);
    }
}

void TraceAssembler::exit(const TracePacket &exited, TimePs at)
{
    ExitInfo info;
    // How the frame ended colours it: a throw apart from a return.
    if (!exited.why.isEmpty()) {
        info.why = internNumbered(exited.why, exited.whyNumber);
        info.category = categoryOf(info.why, exited.why);
    }
    if (exited.valueKind != TracePacket::ValueKind::None) {
        info.valueKey = valueKey(exited.valueKind);
        info.value = intern(exited.value);
    }
    const auto fill = [&](LaneFrame &frame) {
        frame.end = at;
        frame.exited = true;
        frame.category = info.category;
        frame.why = info.why;
        frame.valueKey = info.valueKey;
        frame.value = info.value;
    };
    for (const int trace : framePacketTraces()) {
        Lane &lane = laneOf(m_traces[std::size_t(trace)], exited);
        if (lane.stack.empty()) {
            // An exit without its entry: kept as an empty span where it happened.
            ++m_unmatchedExits;
            LaneFrame frame;
            frame.start = at;
            frame.name = internRepeated(tr("(exit without entry)"));
            fill(frame);
            lane.frames.push_back(frame);
        } else {
            fill(lane.frames[lane.stack.back()]);
            lane.stack.pop_back();
        }
        if (lane.stack.empty())
            addFinishedSpans(lane);
    }
}

void TraceAssembler::addFinishedSpans(Lane &lane)
{
    for (const LaneFrame &f : lane.frames)
        addSpan(lane, f);
    lane.frames.clear();
    lane.attributes.clear();
}

void TraceAssembler::addSpan(const Lane &lane, const LaneFrame &f)
{
    Frame frame;
    frame.name = f.name;
    frame.file = f.file;
    frame.line = f.line;
    frame.column = f.column;
    frame.category = f.category;
    const AddedSpan span = m_builder.addSpan(lane.track, f.start, std::max<TimePs>(0, f.end - f.start), m_builder.addFrame(frame));
    for (std::uint32_t i = 0; i < f.attributeCount; ++i) {
        const PendingAttribute &a = lane.attributes[f.firstAttribute + i];
        m_builder.setSpanAttribute(span, a.key, a.value);
    }
    const auto setBool = [&](Key key, bool value) { m_builder.setSpanAttribute(span, keyId(key), AttributeValue::fromBool(value)); };
    if (f.exited) {
        if (f.why != kNoId)
            m_builder.setSpanAttribute(span, keyId(Key::Exit), AttributeValue::fromString(f.why));
        if (f.valueKey != kNoId)
            m_builder.setSpanAttribute(span, f.valueKey, AttributeValue::fromString(f.value));
        if (!f.entered)
            setBool(Key::UnmatchedExit, true);
    } else {
        setBool(Key::NeverExited, true);
    }
}

StringId TraceAssembler::keyId(Key key)
{
    static constexpr std::array<std::string_view, std::size_t(Key::Count)> kNames{
        "callsite", "parameters", "depth", "hit_count", "black_boxed", "sequence", "exit", "unmatched_exit", "never_exited",
        "return value", "throw value", "yield value"};
    StringId &id = m_keys[std::size_t(key)];
    if (id == kNoId) // interned on first use, so keys no span has are not in the profile's strings
        id = m_builder.intern(kNames[std::size_t(key)]);
    return id;
}

StringId TraceAssembler::valueKey(TracePacket::ValueKind valueKind)
{
    Q_ASSERT(valueKind != TracePacket::ValueKind::None); // asked only when a value came
    switch (valueKind) {
    case TracePacket::ValueKind::Throw: return keyId(Key::ThrowValue);
    case TracePacket::ValueKind::Yield: return keyId(Key::YieldValue);
    case TracePacket::ValueKind::Return:
    case TracePacket::ValueKind::None: break;
    }
    return keyId(Key::ReturnValue);
}

StringId TraceAssembler::internRepeated(const QString &text)
{
    const auto it = m_repeated.constFind(text);
    if (it != m_repeated.constEnd())
        return *it;
    const StringId id = m_builder.intern(text);
    if (m_repeated.size() < kMaxRemembered)
        m_repeated.insert(text, id);
    return id;
}

StringId TraceAssembler::internNumbered(const QString &text, std::uint32_t number)
{
    if (number == kNoTextNumber)
        return internRepeated(text);
    if (number >= m_numbered.size())
        m_numbered.resize(std::size_t(number) + 1, kNoId); // numbers are dense: a few times TraceTextCache::kMaxEntries at most
    StringId &id = m_numbered[number];
    if (id == kNoId)
        id = internRepeated(text);
    return id;
}

StringId TraceAssembler::categoryOf(StringId whyId, const QString &why)
{
    for (const auto &[known, category] : m_categories)
        if (known == whyId)
            return category;
    StringId category{};
    if (why == QLatin1String("exception")) // the spec's word for what actors send as "throw"
        category = internRepeated(QStringLiteral("throw"));
    else if (why == QLatin1String("throw") || why == QLatin1String("yield") || why == QLatin1String("terminated"))
        category = whyId;
    if (m_categories.size() < kMaxCategories)
        m_categories.emplace_back(whyId, category);
    return category;
}

StringId TraceAssembler::argumentKey(const QString &parameter)
{
    const auto it = m_argumentKeys.constFind(parameter);
    if (it != m_argumentKeys.constEnd())
        return *it;
    const StringId id = m_builder.intern(QStringLiteral("argument %1").arg(parameter));
    if (m_argumentKeys.size() < kMaxRemembered)
        m_argumentKeys.insert(parameter, id);
    return id;
}

StringId TraceAssembler::intern(const TraceValueText &text)
{
    return m_builder.intern(text.utf8(), text.hash());
}

void TraceAssembler::prefetch(const TracePacket &packet) const
{
    if (packet.kind == TracePacket::Kind::Entered) {
        if (!packet.callsite.isEmpty())
            m_builder.prefetchString(packet.callsite.hash());
        for (const TraceValueText &argument : packet.arguments)
            m_builder.prefetchString(argument.hash());
    } else if (packet.kind == TracePacket::Kind::Exited && packet.valueKind != TracePacket::ValueKind::None) {
        m_builder.prefetchString(packet.value.hash());
    }
}

void TraceAssembler::warn(const QString &message, qint64 offset)
{
    if (m_holdWarnings)
        m_heldWarnings.emplace_back(message, offset);
    else
        m_builder.warn(message, offset);
}

void TraceAssembler::releaseWarnings()
{
    m_holdWarnings = false;
    for (const auto &[message, offset] : m_heldWarnings)
        m_builder.warn(message, offset);
    m_heldWarnings.clear();
}

void TraceAssembler::finish()
{
    for (std::size_t i = 0; i < m_traces.size(); ++i)
        stop(int(i), m_lastTime);
    if (m_unmatchedExits)
        warn(tr("%n exitedFrame packet(s) had no matching enteredFrame; each is kept as an empty span flagged unmatched_exit", nullptr, countArg(m_unmatchedExits)));
    if (m_neverExited)
        warn(tr("%n frame(s) were entered but never exited; they end where their trace ends, flagged never_exited", nullptr, countArg(m_neverExited)));
}

} // namespace hg
