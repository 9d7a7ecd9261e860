#include "PerfRecordDecoder.h"

#include "PerfCursor.h"
#include "PerfDwarfUnwinder.h"
#include "PerfFeatures.h"
#include "PerfRecording.h"
#include "io/AvailableMemory.h"
#include "io/ReadError.h"
#include "model/ProfileBuilder.h"
#include "util/Utf8Text.h"

#include <cstring>

namespace hg {

namespace {

constexpr std::uint64_t kContextKernel = std::uint64_t(-128);
constexpr std::uint64_t kContextUser = std::uint64_t(-512);
constexpr std::uint32_t kNoPid = ~0u; // perf's -1: the kernel's mappings
constexpr std::uint64_t kEventUpdateName = 2;
constexpr std::uint32_t kProtExec = 4;

std::uint32_t u32At(std::string_view body, std::size_t at)
{
    std::uint32_t v = 0;
    if (at + 4 <= body.size())
        std::memcpy(&v, body.data() + at, 4);
    return v;
}

std::uint64_t u64At(std::string_view body, std::size_t at)
{
    std::uint64_t v = 0;
    if (at + 8 <= body.size())
        std::memcpy(&v, body.data() + at, 8);
    return v;
}

// A NUL-terminated name from `at` to the end of the record (sample_id
// fields may follow the NUL).
std::string_view nameAt(std::string_view body, std::size_t at)
{
    if (at >= body.size())
        return {};
    const std::string_view rest = body.substr(at);
    return rest.substr(0, std::min(rest.find('\0'), rest.size()));
}

std::string_view wordsOf(const std::vector<std::uint64_t> &words)
{
    return {reinterpret_cast<const char *>(words.data()), words.size() * 8};
}

} // namespace

PerfRecordDecoder::PerfRecordDecoder(PerfRecording &recording, ProfileBuilder &builder)
    : m_recording(recording), m_builder(builder)
{
}

PerfRecordDecoder::~PerfRecordDecoder() = default;

void PerfRecordDecoder::record(const PerfRecord &r)
{
    switch (r.type) {
    case PerfRecordType::Sample: sample(r); break;
    case PerfRecordType::Mmap: mmap(r, false); break;
    case PerfRecordType::Mmap2: mmap(r, true); break;
    case PerfRecordType::Comm: comm(r); break;
    case PerfRecordType::Fork: fork(r); break;
    case PerfRecordType::Exit: exit(r); break;
    case PerfRecordType::Lost: m_lostEvents += u64At(r.body, 8); break;
    case PerfRecordType::LostSamples: m_lostSamples += u64At(r.body, 0); break;
    case PerfRecordType::HeaderAttr: headerAttr(r); break;
    case PerfRecordType::EventUpdate: eventUpdate(r); break;
    case PerfRecordType::HeaderFeature: headerFeature(r); break;
    case PerfRecordType::HeaderBuildId: headerBuildId(r); break;
    default: break; // FINISHED_ROUND, THROTTLE, ID_INDEX, ...: nothing to show
    }
}

void PerfRecordDecoder::noteBadRecord(const PerfRecord &r, const QString &why)
{
    if (m_badRecords++ == 0) {
        m_firstBadOffset = r.offset;
        m_firstBadReason = why;
    }
}

PerfDwarfUnwinder *PerfRecordDecoder::unwinder()
{
    if (!m_unwinder) {
        m_unwinder = std::make_unique<PerfDwarfUnwinder>(m_recording.spaces, m_recording.files,
                                                         m_recording.metadata.arch);
        if (const QString why = m_unwinder->unsupportedReason(); !why.isEmpty())
            m_builder.warn(why);
    }
    return m_unwinder.get();
}

void PerfRecordDecoder::sample(const PerfRecord &r)
{
    PerfEvents &events = m_recording.events;
    const std::uint32_t event = events.ofSample(r.body);
    if (event == PerfEvents::kNone) {
        ++m_unknownIds;
        return;
    }
    const PerfEventAttr &attr = events[event].attr;
    QString why;
    if (!PerfSampleRecord::parse(r.body, attr, m_sample, why)) {
        noteBadRecord(r, why);
        return;
    }
    const PerfSampleRecord &s = m_sample;
    const std::uint32_t space = m_recording.spaces.of(s.pid);
    const bool hasChain = attr.sampleType & PerfSampleBits::Callchain;
    const bool dwarf = (attr.sampleType & PerfSampleBits::RegsUser) && (attr.sampleType & PerfSampleBits::StackUser);
    std::string_view words = s.callchain;
    if (!hasChain || dwarf || s.callchain.empty()) {
        // A chain of our own: the kernel part of the recorded one, then the
        // user frames unwound from the stack copy, or only the sample's IP.
        m_words.clear();
        bool userPart = false;
        for (std::size_t i = 0; i < s.callchainSize(); ++i) {
            const std::uint64_t word = s.callchainAt(i);
            if (dwarf && word == kContextUser)
                break;
            userPart = userPart || word == kContextUser;
            m_words.push_back(word);
        }
        const std::uint16_t mode = r.misc & PerfRecordMisc::CpuModeMask;
        if (dwarf && !userPart && s.regsAbi != 0) {
            ++m_dwarfSamples;
            const std::size_t before = m_words.size();
            m_words.push_back(PerfLocations::kUnwoundUserContext);
            if (!unwinder()->unwind(space, s, attr.sampleRegsUser, m_words)) {
                ++m_dwarfFailed;
                m_words.resize(before);
                if (mode == PerfRecordMisc::User)
                    m_words.insert(m_words.end(), {kContextUser, s.ip});
            }
        }
        if (m_words.empty())
            m_words.insert(m_words.end(), {mode == PerfRecordMisc::Kernel ? kContextKernel : kContextUser, s.ip});
        words = wordsOf(m_words);
    }
    const std::uint32_t chain = m_recording.chains.intern(space, words);
    m_recording.locations.addParts(m_recording.chains);

    PerfDecodedSample decoded;
    decoded.timeNs = (attr.sampleType & PerfSampleBits::Time) ? std::int64_t(s.time) : -1;
    decoded.period = s.period;
    decoded.pid = std::int32_t(s.pid);
    decoded.tid = std::int32_t(s.tid);
    decoded.cpu = (attr.sampleType & PerfSampleBits::Cpu) ? std::int32_t(s.cpu) : -1;
    decoded.chain = chain;
    decoded.event = event;
    if (m_switchEvent == ~0u - 1) {
        m_switchEvent = ~0u;
        for (std::uint32_t i = 0; i < events.size(); ++i)
            if (events[i].name == QLatin1String("sched:sched_switch"))
                m_switchEvent = i;
        if (m_switchEvent != ~0u)
            m_switchLayout = std::make_unique<PerfSchedSwitch>(m_recording.metadata.tracingData);
    }
    if (event == m_switchEvent) {
        PerfRecording::Switch info;
        if (m_switchLayout->decode(s.raw, info.nextTid, info.prevState)) {
            decoded.switchInfo = std::uint32_t(m_recording.switches.size());
            m_recording.switches.push_back(info);
        }
    }
    if (m_recording.samples.size() == m_recording.samples.capacity())
        checkRoom();
    m_recording.samples.push_back(decoded);
}

void PerfRecordDecoder::checkRoom() const
{
    // Before the samples' column doubles: a compressed file can inflate to
    // more samples than memory holds (its data is not held, its samples are).
    const std::size_t next = std::max<std::size_t>(m_recording.samples.capacity() * 2, 1024) * sizeof(PerfDecodedSample);
    const qint64 available = AvailableMemory::bytes();
    if (available > 0 && qint64(next) > available / 2)
        throw ReadError(tr("the recording holds more samples (over %1) than the memory available here can take")
                            .arg(m_recording.samples.size()));
}

void PerfRecordDecoder::mmap(const PerfRecord &r, bool mmap2)
{
    // pid, tid, addr, len, pgoff; MMAP2 then device and inode (or a build
    // id), prot and flags; then the file's name.
    const std::uint32_t pid = u32At(r.body, 0);
    const std::uint64_t start = u64At(r.body, 8);
    const std::uint64_t length = u64At(r.body, 16);
    const std::uint64_t pgoff = u64At(r.body, 24);
    QByteArray buildId;
    std::size_t nameAtOffset = 32;
    if (mmap2) {
        if (r.misc & PerfRecordMisc::MmapBuildId) {
            const std::size_t size = std::min<std::size_t>(std::uint8_t(r.body.size() > 32 ? r.body[32] : 0), 20);
            if (r.body.size() >= 36 + size)
                buildId = QByteArray(r.body.data() + 36, qsizetype(size));
        }
        const std::uint32_t prot = u32At(r.body, 56);
        nameAtOffset = 64;
        if (!(prot & kProtExec) && pid != kNoPid)
            return; // data, not code (perf record --data)
    } else if (r.misc & (1 << 13)) {
        return; // PERF_RECORD_MISC_MMAP_DATA
    }
    if (r.body.size() < nameAtOffset)
        return noteBadRecord(r, tr("a mapping record too short for its fields"));
    std::string_view name = nameAt(r.body, nameAtOffset);
    std::uint32_t space;
    if (pid == kNoPid) {
        space = PerfAddressSpaces::kKernel;
        // The kernel's own text: pgoff is where _text lay.
        if (name.starts_with("[kernel.kallsyms]")) {
            if (name == "[kernel.kallsyms]_text" || name == "[kernel.kallsyms]_stext" || !m_recording.kernelTextAddress)
                m_recording.kernelTextAddress = pgoff;
            name = "[kernel.kallsyms]";
        }
    } else {
        space = m_recording.spaces.of(pid);
    }
    const std::uint32_t file = m_recording.files.intern(name, buildId);
    m_recording.spaces[space].map({start, start + length, pgoff, file});
}

void PerfRecordDecoder::comm(const PerfRecord &r)
{
    PerfTaskEvent e;
    e.kind = PerfTaskEvent::Kind::Comm;
    e.beforeSample = m_recording.samples.size();
    e.pid = std::int32_t(u32At(r.body, 0));
    e.tid = std::int32_t(u32At(r.body, 4));
    e.comm = std::string(nameAt(r.body, 8));
    if (r.misc & PerfRecordMisc::CommExec) {
        // A new program: the mappings that follow are a new address space.
        if (m_unwinder)
            m_unwinder->release(m_recording.spaces.of(std::uint32_t(e.pid)));
        m_recording.spaces.exec(std::uint32_t(e.pid));
    }
    m_recording.taskEvents.push_back(std::move(e));
}

void PerfRecordDecoder::fork(const PerfRecord &r)
{
    PerfTaskEvent e;
    e.kind = PerfTaskEvent::Kind::Fork;
    e.beforeSample = m_recording.samples.size();
    e.pid = std::int32_t(u32At(r.body, 0));
    e.parentPid = std::int32_t(u32At(r.body, 4));
    e.tid = std::int32_t(u32At(r.body, 8));
    e.parentTid = std::int32_t(u32At(r.body, 12));
    m_recording.spaces.fork(std::uint32_t(e.pid), std::uint32_t(e.parentPid));
    m_recording.taskEvents.push_back(std::move(e));
}

void PerfRecordDecoder::exit(const PerfRecord &r)
{
    const std::uint32_t pid = u32At(r.body, 0);
    const std::uint32_t tid = u32At(r.body, 8);
    if (pid == tid && m_unwinder)
        m_unwinder->release(m_recording.spaces.of(pid));
}

void PerfRecordDecoder::headerAttr(const PerfRecord &r)
{
    // A pipe's attribute: perf_event_attr (its own size says how long), then
    // the event's ids to the end of the record.
    std::uint32_t size = u32At(r.body, 4);
    if (size == 0)
        size = 64; // PERF_ATTR_SIZE_VER0
    PerfCursor c(r.body, r.offset + 8, QT_TRANSLATE_NOOP("PerfCursor", "an attribute record"));
    PerfEvent event;
    event.attr = PerfEventAttr::read(c, size);
    while (c.left() >= 8)
        event.ids.push_back(c.u64());
    event.name = event.attr.defaultName();
    m_recording.events.add(std::move(event), r.offset);
    m_switchEvent = ~0u - 1;
}

void PerfRecordDecoder::eventUpdate(const PerfRecord &r)
{
    if (u64At(r.body, 0) != kEventUpdateName)
        return;
    const std::string_view name = nameAt(r.body, 16);
    m_recording.events.nameById(u64At(r.body, 8), fromUtf8(name));
    m_switchEvent = ~0u - 1;
}

void PerfRecordDecoder::headerFeature(const PerfRecord &r)
{
    if (r.body.size() < 8)
        return noteBadRecord(r, tr("a feature record without its feature's number"));
    PerfMetadata &metadata = m_recording.metadata;
    const std::size_t eventsBefore = metadata.events.size();
    const std::size_t idsBefore = metadata.buildIds.size();
    PerfFeatures::read(std::uint32_t(u64At(r.body, 0)), r.body.substr(8), r.offset + 16, metadata, m_builder);
    for (std::size_t i = eventsBefore; i < metadata.events.size(); ++i)
        for (std::uint64_t id : metadata.events[i].ids)
            m_recording.events.nameById(id, metadata.events[i].name);
    for (std::size_t i = idsBefore; i < metadata.buildIds.size(); ++i)
        m_recording.files.setBuildId(metadata.buildIds[i].fileName, metadata.buildIds[i].id);
    m_switchEvent = ~0u - 1;
}

void PerfRecordDecoder::headerBuildId(const PerfRecord &r)
{
    // pid, 24 bytes of id (its size in byte 20 when misc says so), the name.
    if (r.body.size() < 28)
        return noteBadRecord(r, tr("a build id record too short for its fields"));
    PerfMetadata::BuildId id;
    id.pid = std::int32_t(u32At(r.body, 0));
    const std::size_t length = (r.misc & (1 << 15)) ? std::min<std::size_t>(std::uint8_t(r.body[24]), 20) : 20;
    id.id = QByteArray(r.body.data() + 4, qsizetype(length));
    const std::string_view name = nameAt(r.body, 28);
    id.fileName = fromUtf8(name);
    id.kernel = (r.misc & PerfRecordMisc::CpuModeMask) == PerfRecordMisc::Kernel;
    m_recording.files.setBuildId(id.fileName, id.id);
    m_recording.metadata.buildIds.push_back(std::move(id));
}

void PerfRecordDecoder::finish()
{
    if (m_lostEvents)
        m_builder.warn(tr("perf lost %1 events while recording (its buffers overflowed): the profile misses that "
                          "many samples or records")
                           .arg(m_lostEvents));
    if (m_lostSamples)
        m_builder.warn(tr("perf lost %1 samples while recording").arg(m_lostSamples));
    if (m_badRecords)
        m_builder.warn(tr("%1 records could not be read and were skipped; the first, at byte %2: %3")
                           .arg(m_badRecords).arg(m_firstBadOffset).arg(m_firstBadReason),
                       m_firstBadOffset);
    if (m_unknownIds)
        m_builder.warn(tr("%1 samples carry an event id no attribute of the file has: skipped").arg(m_unknownIds));
    if (m_dwarfFailed)
        m_builder.warn(tr("%1 of %2 samples with a DWARF call graph could not be unwound (their files are not on this "
                          "machine, or have no unwind tables): they show only where they stood")
                           .arg(m_dwarfFailed).arg(m_dwarfSamples));
}

} // namespace hg
