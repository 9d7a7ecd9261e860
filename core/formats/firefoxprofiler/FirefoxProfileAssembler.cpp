#include "FirefoxProfileAssembler.h"
#include "FirefoxColumnValue.h"

#include "FirefoxProfilerKeys.h"
#include "GeckoLocation.h"
#include "formats/JsonScanner.h"
#include "formats/UntimedWeights.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"
#include "util/ParallelFor.h"
#include "util/TextHash.h"
#include "util/Utf8Text.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <map>

namespace hg::firefox {

namespace {

std::uint32_t lineOf(std::int32_t value) { return value > 0 ? std::uint32_t(value) : 0; }

std::string hex(std::uint64_t value)
{
    char buffer[24];
    const int n = std::snprintf(buffer, sizeof buffer, "0x%llx", static_cast<unsigned long long>(value));
    return std::string(buffer, std::size_t(n));
}

} // namespace

// Model frames and stacks of one set of tables.
struct FirefoxProfileAssembler::Resolved
{
    const Tables *tables = nullptr;
    std::uint32_t process = 0;
    std::vector<Frame> frames;            // as the file describes them, category aside
    std::vector<StackId> stacks;          // file stack -> model stack
    // The model frame last made of each frame and the category it was made
    // with (a frame without its own category mostly inherits the same one);
    // others by (frame, category).
    std::vector<FrameId> lastFrame;
    std::vector<std::int32_t> lastCategory;
    std::unordered_map<std::uint64_t, FrameId> otherFrames;
};

// A Gecko frame as its location string says it: up to two texts (name,
// file or library), hashed for the string pool, in the order the model
// interns them.
struct FirefoxProfileAssembler::FrameTexts
{
    enum class Slot : std::uint8_t { None, Name, File, Module };
    struct Text
    {
        std::string_view text;
        std::uint64_t hash = 0;
    };
    Text texts[2];
    Slot kinds[2] = {Slot::None, Slot::None};
    std::uint32_t line = 0, column = 0;
    std::uint64_t address = 0;
    decltype(Frame::flags) flags = 0;
};

// What resolving a set of tables needs of the file alone, made on another
// core while the thread before is assembled: the stack table walked up to
// its roots, each stack's frame with the category it shows (its own or its
// caller's), and a Gecko frame's texts as its location says them. A table
// found broken is told when its thread is assembled.
struct FirefoxProfileAssembler::TablesAhead
{
    const Tables *tables = nullptr;
    std::uint32_t process = 0;
    // The stacks to intern, in the order one addStack() each would take
    // them (the model numbers them so): parent (an earlier node, or
    // StackTable::TreeNode::kNone), frame (-1: none the table has) and category.
    struct Node
    {
        std::uint32_t parent;
        std::int32_t frame, category;
    };
    std::vector<Node> nodes;
    std::vector<std::uint32_t> nodeOf; // by stack of the table
    std::size_t badStacks = 0;         // prefixes past the table
    std::int64_t loopAt = -1;          // a stack that is its own caller
    std::size_t prefixes = 0;          // the prefix column's length when it differs from the frame column's
    bool prefixesDiffer = false;
    std::vector<FrameTexts> frames;    // Gecko frames
    std::deque<std::string> names;     // "libxul.so+0x1a2b": made here, the texts point into them
    std::size_t badStrings = 0;
};

FirefoxProfileAssembler::FirefoxProfileAssembler(ProfileBuilder &builder, ProfileData &data, const ReadContext &context)
    : m_builder(builder), m_data(data), m_context(context)
{
}

FirefoxProfileAssembler::~FirefoxProfileAssembler() = default;

TimePs FirefoxProfileAssembler::toPs(double ms) const
{
    // A corrupt file's times far outside any recording are held where the
    // model's shifts and differences of them cannot overflow.
    constexpr double kLimitPs = 4e18;
    const double ps = ms * double(kPsPerMs);
    return std::isfinite(ps) ? TimePs(std::llround(std::clamp(ps, -kLimitPs, kLimitPs))) : 0;
}

StringId FirefoxProfileAssembler::categoryName(std::int32_t category)
{
    if (category < 0 || std::size_t(category) >= m_categoryNames.size())
        return {};
    return m_categoryNames[std::size_t(category)];
}

void FirefoxProfileAssembler::addMetadata()
{
    m_builder.setMetadata(key::kFormat, m_gecko ? "gecko" : "processed");
    const std::optional<int> version = m_gecko ? m_data.geckoVersion : m_data.processedVersion;
    if (version)
        m_builder.setMetadata(key::kVersion, AttributeValue::fromInt(*version));
    if (m_data.interval > 0)
        m_builder.setMetadata(key::kInterval, AttributeValue::fromDouble(m_data.interval));
    for (const auto &[k, v] : m_data.metadata)
        m_builder.setMetadata(k, v);
    if (!m_data.categoriesJson.empty())
        m_builder.setMetadata(key::kCategories, AttributeValue::fromJson(m_builder.intern(m_data.categoriesJson)));
    // Firefox's startTime is epoch milliseconds; `perf script report gecko`
    // writes the perf clock's (time since boot), which names no date.
    const Process &root = m_data.processes.front();
    if (root.hasStartTime && root.startTime > 1e12 && root.startTime < 9e12)
        m_builder.setStartEpochNs(std::llround(root.startTime * 1e6));
}

double FirefoxProfileAssembler::absoluteTimesOffset() const
{
    // Firefox writes times from meta.startTime; `perf script report gecko`
    // writes the perf clock itself, startTime being its first sample's: when
    // no time lies before startTime, they count from it.
    const Process &root = m_data.processes.front();
    if (!root.hasStartTime || root.startTime <= 0)
        return 0;
    double first = INFINITY;
    for (const Thread &t : m_data.threads) {
        if (!t.samples.time.empty() && std::isfinite(t.samples.time.front())) // a first delta is a time too
            first = std::min(first, t.samples.time.front());
    }
    return std::isfinite(first) && first >= root.startTime ? -root.startTime : 0;
}

void FirefoxProfileAssembler::assemble()
{
    m_gecko = !m_data.processedVersion && !m_data.hasSharedStrings && !m_data.hasSharedTables;
    if (m_data.processedVersion && *m_data.processedVersion > key::kProcessedVersion)
        throw ReadError(tr("this Firefox Profiler file is of processed-profile version %1; Hourglass reads versions up to %2. "
                           "Open it in the Firefox Profiler and save it again, or update Hourglass")
                            .arg(*m_data.processedVersion).arg(key::kProcessedVersion), 0, 1);
    if (m_gecko && m_data.geckoVersion && *m_data.geckoVersion > key::kGeckoVersion)
        m_builder.warn(tr("this Gecko profile is of version %1, newer than the %2 this reader knows: what changed may be missing")
                           .arg(*m_data.geckoVersion).arg(key::kGeckoVersion));
    if (m_data.threads.empty())
        throw ReadError(m_data.threadsNotObjects
                            ? tr("the threads of this profile are JSON strings, as Firefox 47 and earlier wrote them, which this reader does not read")
                            : tr("the profile has no threads"), 0, 1);
    if (m_data.threadsNotObjects)
        m_builder.warn(tr("%n thread(s) or subprocess(es) written as JSON strings (Firefox 47 and earlier) were left out", nullptr,
                          int(std::min<std::size_t>(m_data.threadsNotObjects, INT32_MAX))));
    addMetadata();
    m_timeOffset = absoluteTimesOffset();

    for (std::size_t i = 0; i < m_data.categories.size(); ++i) {
        const Category &c = m_data.categories[i];
        m_categoryNames.push_back(c.name.empty() ? StringId() : m_builder.intern(c.name));
        if (m_defaultCategory < 0 && c.color == "grey")
            m_defaultCategory = std::int32_t(i);
    }

    // A thread's marker payloads are read, and the tables it resolves first
    // read ahead, on the other core while the thread before is assembled.
    const std::vector<std::size_t> firstOfTables = firstThreadOfTables();
    for (std::size_t i = 0; i < firstOfTables.size(); ++i)
        if (firstOfTables[i] == i)
            m_stacksToCome += tablesOf(m_data.threads[i]).stackFrame.size();
    const auto readAheadFor = [&](std::size_t i) {
        const Thread &thread = m_data.threads[i];
        return firstOfTables[i] == i ? readAhead(tablesOf(thread), stringsOf(thread), thread.process) : nullptr;
    };
    Payloads payloads = readPayloads(m_data.threads.front().markers);
    m_ahead = readAheadFor(0);
    for (std::size_t i = 0; i < m_data.threads.size(); ++i) {
        Payloads next;
        std::unique_ptr<TablesAhead> nextAhead;
        parallelFor(2, [&](std::size_t job) {
            if (job == 0) {
                addThread(m_data.threads[i], i, payloads);
            } else if (i + 1 < m_data.threads.size()) {
                next = readPayloads(m_data.threads[i + 1].markers);
                nextAhead = readAheadFor(i + 1);
            }
        });
        payloads = std::move(next);
        m_ahead = std::move(nextAhead);
        m_context.checkCancelled();
    }

    auto count = [](std::size_t n) { return int(std::min<std::size_t>(n, INT32_MAX)); };
    if (m_badStrings)
        m_builder.warn(tr("%n reference(s) to strings the string table does not have; they are shown as \"?\"", nullptr, count(m_badStrings)));
    if (m_badFrames)
        m_builder.warn(tr("%n stack(s) or function(s) refer to frames or functions that do not exist; shown as \"?\"", nullptr, count(m_badFrames)));
    if (m_badStacks)
        m_builder.warn(tr("%n sample(s) or stack(s) refer to stacks that do not exist; they are left without a stack", nullptr, count(m_badStacks)));
    if (m_badTimes)
        m_builder.warn(tr("%n sample(s) or marker(s) without a usable time were left out", nullptr, count(m_badTimes)));
    if (m_unmatchedEnds)
        m_builder.warn(tr("%n interval end marker(s) had no start; they start at the start of the thread", nullptr, count(m_unmatchedEnds)));
    if (m_unclosedStarts)
        m_builder.warn(tr("%n interval start marker(s) were never ended; they end with the thread", nullptr, count(m_unclosedStarts)));
    if (m_badWeights)
        m_builder.warn(tr("%n sample weight(s) were negative, fractional or too large and were rounded into range", nullptr, count(m_badWeights)));
}

Frame FirefoxProfileAssembler::processedFrame(const Tables &t, const StringArray &s, std::size_t f)
{
    Frame frame;
    const std::int32_t func = columnValue(t.frameFunc, f, -1);
    const auto string = [&](std::int32_t index) -> StringId {
        if (index < 0)
            return {};
        if (!s.has(index)) {
            ++m_badStrings;
            return m_builder.intern("?");
        }
        return m_builder.intern(s.at(index));
    };
    if (func < 0 || std::size_t(func) >= t.funcName.size()) {
        ++m_badFrames;
        frame.name = m_builder.intern("?");
        return frame;
    }
    const auto fn = std::size_t(func);
    frame.name = string(t.funcName[fn]);
    if (!frame.name)
        frame.name = m_builder.intern("?");
    if (const std::int32_t file = columnValue(t.funcFileName, fn, -1); file >= 0)
        frame.file = string(file);
    else if (const std::int32_t source = columnValue(t.funcSource, fn, -1); source >= 0)
        frame.file = string(columnValue(t.sourceFileName, std::size_t(source), -1));
    const std::int32_t line = columnValue(t.frameLine, f, -1), column = columnValue(t.frameColumn, f, -1);
    frame.line = lineOf(line >= 0 ? line : columnValue(t.funcLine, fn, -1));
    frame.column = lineOf(column >= 0 ? column : columnValue(t.funcColumn, fn, -1));
    // The library: the frame's (version 70), else its function's resource.
    const std::int32_t lib = columnValue(t.frameLib, f, -1);
    if (lib >= 0 && std::size_t(lib) < m_data.libs.size() && !m_data.libs[std::size_t(lib)].name.empty()) {
        frame.module = m_builder.intern(m_data.libs[std::size_t(lib)].name);
    } else if (const std::int32_t resource = columnValue(t.funcResource, fn, -1); resource >= 0) {
        const std::int32_t resourceLib = columnValue(t.resourceLib, std::size_t(resource), -1);
        if (resourceLib >= 0 && std::size_t(resourceLib) < m_data.libs.size() && !m_data.libs[std::size_t(resourceLib)].name.empty())
            frame.module = m_builder.intern(m_data.libs[std::size_t(resourceLib)].name);
        else
            frame.module = string(columnValue(t.resourceName, std::size_t(resource), -1));
    }
    if (const std::int64_t address = columnValue<std::int64_t>(t.frameAddress, f, -1); address >= 0) {
        frame.address = std::uint64_t(address);
        frame.flags |= Frame::HasAddress;
    }
    return frame;
}

void FirefoxProfileAssembler::addGeckoFrameTexts(const Tables &t, const StringArray &s, std::uint32_t process, TablesAhead &ahead) const
{
    const std::size_t frames = t.frameLocation.size();
    ahead.frames.resize(frames);
    const auto text = [](std::string_view view) { return FrameTexts::Text{view, textHash(view)}; };
    for (std::size_t f = 0; f < frames; ++f) {
        FrameTexts &frame = ahead.frames[f];
        const std::int32_t index = columnValue(t.frameLocation, f, -1);
        if (!s.has(index)) {
            ++ahead.badStrings;
            frame.texts[0] = text("?");
            frame.kinds[0] = FrameTexts::Slot::Name;
            continue;
        }
        const GeckoLocation location = GeckoLocation::parse(s.at(index));
        frame.line = location.line ? location.line : lineOf(columnValue(t.frameLine, f, -1));
        frame.column = location.column ? location.column : lineOf(columnValue(t.frameColumn, f, -1));
        const auto add = [&frame, &text](FrameTexts::Slot slot, std::string_view view) {
            const std::size_t i = frame.kinds[0] == FrameTexts::Slot::None ? 0 : 1;
            frame.texts[i] = text(view);
            frame.kinds[i] = slot;
        };
        switch (location.kind) {
        case GeckoLocation::Kind::Label:
            add(FrameTexts::Slot::Name, location.name);
            if (!location.library.empty())
                add(FrameTexts::Slot::Module, location.library);
            break;
        case GeckoLocation::Kind::Script:
            add(FrameTexts::Slot::Name, location.name.empty() ? std::string_view("(anonymous)") : location.name);
            add(FrameTexts::Slot::File, location.file);
            break;
        case GeckoLocation::Kind::Address: {
            // Named after the library it falls in, with the library-relative
            // address, as the profiler shows it before symbolication.
            frame.flags |= Frame::HasAddress;
            frame.address = location.address;
            const std::vector<Lib> &libs = m_data.processes[process].libs;
            const Lib *found = nullptr;
            for (const Lib &lib : libs)
                if (location.address >= lib.start && location.address < lib.end) {
                    found = &lib;
                    break;
                }
            if (found && !found->name.empty()) {
                frame.address = location.address - found->start + found->offset;
                add(FrameTexts::Slot::Module, found->name);
                add(FrameTexts::Slot::Name, ahead.names.emplace_back(found->name + "+" + hex(frame.address)));
            } else {
                add(FrameTexts::Slot::Name, location.name);
            }
            break;
        }
        }
    }
}

Frame FirefoxProfileAssembler::geckoFrame(const FrameTexts &texts)
{
    Frame frame;
    frame.line = texts.line;
    frame.column = texts.column;
    frame.address = texts.address;
    frame.flags = texts.flags;
    // In the order the texts were found (the model numbers strings so).
    for (std::size_t i = 0; i < 2; ++i) {
        StringId *into = texts.kinds[i] == FrameTexts::Slot::Name   ? &frame.name
                       : texts.kinds[i] == FrameTexts::Slot::File   ? &frame.file
                       : texts.kinds[i] == FrameTexts::Slot::Module ? &frame.module : nullptr;
        if (into)
            *into = m_builder.intern(texts.texts[i].text, texts.texts[i].hash);
    }
    return frame;
}

FirefoxProfileAssembler::Resolved &FirefoxProfileAssembler::resolve(const Tables &t, const StringArray &s, std::uint32_t process)
{
    for (const auto &r : m_resolved)
        if (r->tables == &t && (!m_gecko || r->process == process))
            return *r;
    auto r = std::make_unique<Resolved>();
    r->tables = &t;
    r->process = process;
    if (!m_ahead || m_ahead->tables != &t || m_ahead->process != process)
        m_ahead = readAhead(t, s, process);
    const std::size_t frames = frameCount(t);
    r->frames.reserve(frames);
    if (geckoLocations(t)) {
        m_badStrings += m_ahead->badStrings;
        for (const FrameTexts &texts : m_ahead->frames)
            r->frames.push_back(geckoFrame(texts));
    } else {
        for (std::size_t f = 0; f < frames; ++f)
            r->frames.push_back(processedFrame(t, s, f));
    }
    resolveStacks(*m_ahead, *r);
    m_ahead.reset();
    m_resolved.push_back(std::move(r));
    return *m_resolved.back();
}

const Tables &FirefoxProfileAssembler::tablesOf(const Thread &thread) const
{
    static const Tables kNoTables;
    return thread.tables ? *thread.tables : m_data.hasSharedTables ? m_data.shared : kNoTables;
}

const StringArray &FirefoxProfileAssembler::stringsOf(const Thread &thread) const
{
    static const StringArray kNoStrings;
    return thread.strings ? *thread.strings : m_data.hasSharedStrings ? m_data.sharedStrings : kNoStrings;
}

std::vector<std::size_t> FirefoxProfileAssembler::firstThreadOfTables() const
{
    // As resolve() tells tables apart: a Gecko thread's by their process too.
    std::map<std::pair<const Tables *, std::uint32_t>, std::size_t> firstOf;
    std::vector<std::size_t> first(m_data.threads.size());
    for (std::size_t i = 0; i < first.size(); ++i) {
        const Thread &thread = m_data.threads[i];
        first[i] = firstOf.try_emplace({&tablesOf(thread), m_gecko ? thread.process : 0}, i).first->second;
    }
    return first;
}

bool FirefoxProfileAssembler::geckoLocations(const Tables &t) const { return m_gecko || t.frameFunc.empty(); }

std::size_t FirefoxProfileAssembler::frameCount(const Tables &t) const
{
    return m_gecko ? t.frameLocation.size() : std::max(t.frameFunc.size(), t.frameLocation.size());
}

// Reads the file's tables and the assembler's categories only, so that it
// can run beside the builder's thread.
std::unique_ptr<FirefoxProfileAssembler::TablesAhead> FirefoxProfileAssembler::readAhead(const Tables &t, const StringArray &s,
                                                                                          std::uint32_t process) const
{
    auto ahead = std::make_unique<TablesAhead>();
    ahead->tables = &t;
    ahead->process = process;
    if (geckoLocations(t))
        addGeckoFrameTexts(t, s, process, *ahead);
    const std::size_t n = t.stackFrame.size();
    const bool offsets = t.stackPrefix.empty() && !t.stackPrefixOffset.empty();
    ahead->prefixes = offsets ? t.stackPrefixOffset.size() : t.stackPrefix.size();
    if (ahead->prefixes != n && !(t.stackPrefix.empty() && t.stackPrefixOffset.empty())) {
        ahead->prefixesDiffer = true;
        return ahead;
    }
    auto prefixOf = [&](std::size_t i) -> std::int64_t {
        if (offsets) {
            const std::int32_t o = t.stackPrefixOffset[i];
            return o <= 0 ? -1 : std::int64_t(i) - o;
        }
        return columnValue(t.stackPrefix, i, -1);
    };
    // Each frame's own category, -1 for none.
    const std::size_t frames = frameCount(t);
    std::vector<std::int32_t> frameCategory(frames);
    for (std::size_t f = 0; f < frames; ++f) {
        const std::int32_t c = columnValue(t.frameCategory, f, -1);
        frameCategory[f] = c >= 0 && std::size_t(c) < m_categoryNames.size() ? c : -1;
    }
    constexpr std::uint32_t kUnwalked = 0xFFFFFFFFu, kOnTheWay = 0xFFFFFFFEu;
    ahead->nodeOf.assign(n, kUnwalked);
    ahead->nodes.reserve(n);
    std::vector<std::size_t> chain;
    for (std::size_t i = 0; i < n; ++i) {
        if (ahead->nodeOf[i] != kUnwalked)
            continue;
        chain.clear();
        std::int64_t j = std::int64_t(i);
        // Up to a walked stack or a root, each stack of the way marked so
        // that a prefix chain that loops is caught.
        while (j >= 0 && std::size_t(j) < n && ahead->nodeOf[std::size_t(j)] == kUnwalked) {
            ahead->nodeOf[std::size_t(j)] = kOnTheWay;
            chain.push_back(std::size_t(j));
            j = prefixOf(std::size_t(j));
        }
        if (j >= 0 && std::size_t(j) < n && ahead->nodeOf[std::size_t(j)] == kOnTheWay) {
            ahead->loopAt = j;
            return ahead;
        }
        std::uint32_t parent = StackTable::TreeNode::kNone;
        std::int32_t parentCategory = m_defaultCategory;
        if (j >= std::int64_t(n)) {
            ++ahead->badStacks; // a prefix past the table: the stack starts at a root
        } else if (j >= 0) {
            parent = ahead->nodeOf[std::size_t(j)];
            parentCategory = ahead->nodes[parent].category;
        }
        for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
            std::int32_t f = t.stackFrame[*it];
            std::int32_t c = parentCategory;
            if (f < 0 || std::size_t(f) >= frames)
                f = -1;
            else if (frameCategory[std::size_t(f)] >= 0)
                c = frameCategory[std::size_t(f)];
            ahead->nodes.push_back({parent, f, c});
            parent = std::uint32_t(ahead->nodes.size() - 1);
            ahead->nodeOf[*it] = parent;
            parentCategory = c;
        }
    }
    return ahead;
}

void FirefoxProfileAssembler::resolveStacks(const TablesAhead &ahead, Resolved &r)
{
    if (ahead.prefixesDiffer)
        throw ReadError(tr("thread \"%1\": the stack table's \"frame\" column has %2 entries but its prefix column %3")
                            .arg(m_thread).arg(ahead.tables->stackFrame.size()).arg(ahead.prefixes));
    if (ahead.loopAt >= 0)
        throw ReadError(tr("thread \"%1\": stack %2 is its own caller (the stack table's prefixes form a loop)")
                            .arg(m_thread).arg(ahead.loopAt));
    m_badStacks += ahead.badStacks;
    r.lastFrame.assign(r.frames.size(), FrameId(kNoId));
    r.lastCategory.assign(r.frames.size(), -2);
    // The model frame of each node's frame and category, made in the
    // ahead's order (the model numbers frames so).
    std::vector<StackTable::TreeNode> nodes;
    nodes.reserve(ahead.nodes.size());
    for (const TablesAhead::Node &node : ahead.nodes) {
        FrameId frame;
        if (node.frame < 0) {
            ++m_badFrames;
            frame = m_builder.addFrame("?");
        } else {
            const auto fi = std::size_t(node.frame);
            const std::int32_t c = node.category;
            if (r.lastFrame[fi] != kNoId && r.lastCategory[fi] == c) {
                frame = r.lastFrame[fi];
            } else {
                const std::uint64_t k = (std::uint64_t(std::uint32_t(node.frame)) << 32) | std::uint32_t(c);
                const auto found = r.otherFrames.find(k);
                if (found != r.otherFrames.end()) {
                    frame = found->second;
                } else {
                    Frame model = r.frames[fi];
                    model.category = categoryName(c);
                    frame = m_builder.addFrame(model);
                    r.otherFrames.emplace(k, frame);
                }
                r.lastFrame[fi] = frame;
                r.lastCategory[fi] = c;
            }
        }
        nodes.push_back({node.parent, frame});
    }
    // Room for this table's stacks and, at the share of the tables before's
    // stacks that were new in the model, for those of the tables to come:
    // the model's index grows about once to what the distinct stacks need,
    // neither by doubling table after table nor to the tables' sum.
    m_stacksToCome -= std::min(m_stacksToCome, nodes.size());
    if (m_stacksWalked)
        m_builder.reserveStacks(nodes.size() + std::size_t(double(m_stacksToCome) * double(m_stacksMade) / double(m_stacksWalked)));
    const std::vector<StackId> stacks = m_builder.addStacksInOrder(nodes);
    m_stacksWalked += nodes.size();
    for (const StackId s : stacks)
        m_stacksMade = std::max<std::size_t>(m_stacksMade, std::size_t(s) + 1);
    r.stacks.resize(ahead.nodeOf.size());
    for (std::size_t i = 0; i < ahead.nodeOf.size(); ++i)
        r.stacks[i] = stacks[ahead.nodeOf[i]];
}

void FirefoxProfileAssembler::addThread(Thread &thread, std::size_t index, const Payloads &payloads)
{
    m_thread = thread.name.empty() ? tr("thread %1").arg(index) : fromUtf8(thread.name);
    const Tables &tables = tablesOf(thread);
    const StringArray &strings = stringsOf(thread);
    if (!m_gecko && m_data.processedVersion && *m_data.processedVersion >= 56 && !m_data.hasSharedStrings && !thread.strings)
        throw ReadError(tr("thread \"%1\": no strings: a processed profile of version %2 keeps them in \"shared.stringArray\"")
                            .arg(m_thread).arg(*m_data.processedVersion), thread.offset);

    double offsetMs = m_timeOffset; // a Gecko subprocess's clock starts at its own startTime
    const Process &process = m_data.processes[thread.process];
    const Process &root = m_data.processes.front();
    if (thread.process != 0 && process.hasStartTime && root.hasStartTime)
        offsetMs += process.startTime - root.startTime;

    TrackInfo info;
    info.name = thread.name.empty() ? tr("Thread %1").arg(fromUtf8(thread.tid)) : fromUtf8(thread.name);
    // Without a process name (perf's files): the name of the thread whose
    // id is the process's, as a process is named after its main thread.
    std::string_view mainName;
    for (const Thread &t : m_data.threads)
        if (!thread.pid.empty() && t.tid == thread.pid && t.pid == thread.pid)
            mainName = t.name;
    const QString processName = !thread.processName.empty() ? fromUtf8(thread.processName)
                              : !mainName.empty() ? fromUtf8(mainName)
                              : !thread.processType.empty() ? fromUtf8(thread.processType) : QString();
    if (!thread.pid.empty())
        info.group = processName.isEmpty() ? tr("Process %1").arg(fromUtf8(thread.pid)) : tr("%1 (pid %2)").arg(processName, fromUtf8(thread.pid));
    else
        info.group = processName;
    bool ok = false;
    info.processId = fromUtf8(thread.pid).toLongLong(&ok);
    if (!ok)
        info.processId = -1;
    info.threadId = fromUtf8(thread.tid).toLongLong(&ok);
    if (!ok)
        info.threadId = -1;
    info.externalId = fromUtf8(thread.tid);

    const Resolved &resolved = resolve(tables, strings, thread.process);
    const TrackId track = m_builder.addTrack(info);
    if (!thread.processType.empty())
        m_builder.setTrackAttribute(track, m_builder.intern(key::kProcessType), AttributeValue::fromString(m_builder.intern(thread.processType)));
    if (thread.isMainThread)
        m_builder.setTrackAttribute(track, m_builder.intern(key::kMainThread), AttributeValue::fromBool(true));
    addSamples(thread, track, resolved, offsetMs);

    TimePs end = 0;
    const std::vector<double> &times = thread.samples.time;
    if (!times.empty() && !thread.samples.deltas && std::isfinite(times.back()))
        end = toPs(times.back() + offsetMs);
    for (const double t : thread.markers.end)
        if (std::isfinite(t))
            end = std::max(end, toPs(t + offsetMs));
    if (!thread.markers.name.empty())
        addMarkers(thread, info, strings, offsetMs, end, payloads);
    // The thread's columns are in the model now.
    if (m_keepColumns)
        return;
    thread.samples = Samples();
    thread.markers = Markers();
}

void FirefoxProfileAssembler::addSamples(const Thread &thread, TrackId track, const Resolved &r, double offsetMs)
{
    const Samples &s = thread.samples;
    const std::size_t n = s.stack.size();
    if (s.time.size() != n)
        throw ReadError(tr("thread \"%1\": the samples table has %2 stacks but %3 times").arg(m_thread).arg(n).arg(s.time.size()), thread.offset);
    const bool weighted = !s.weight.empty();
    if (weighted && s.weight.size() != n)
        throw ReadError(tr("thread \"%1\": the samples table has %2 stacks but %3 weights").arg(m_thread).arg(n).arg(s.weight.size()), thread.offset);
    const bool cpu = !s.cpuDelta.empty() && std::any_of(s.cpuDelta.begin(), s.cpuDelta.end(), [](double d) { return std::isfinite(d); });
    if (cpu && s.cpuDelta.size() != n)
        throw ReadError(tr("thread \"%1\": the samples table has %2 stacks but %3 CPU deltas").arg(m_thread).arg(n).arg(s.cpuDelta.size()), thread.offset);

    const bool tracing = s.weightType == "tracing-ms";
    const bool bytes = s.weightType == "bytes" || m_data.timeUnit == "bytes";
    if (!s.weightType.empty() && s.weightType != "samples")
        m_builder.setTrackAttribute(track, m_builder.intern(key::kWeightType), AttributeValue::fromString(m_builder.intern(s.weightType)));
    // CPU deltas in a time unit are the shared CPU time (ns); CPU cycles are
    // no time: kept as they were, as a Firefox attribute.
    const double nsPerUnit = m_data.cpuDeltaUnit == key::kNanoseconds ? 1 : m_data.cpuDeltaUnit == key::kMicroseconds ? 1000 : 0;
    const StringId cpuKey = cpu && !nsPerUnit ? m_builder.intern(key::kCpuDelta) : StringId();
    if (cpu && !m_data.cpuDeltaUnit.empty())
        m_builder.setTrackAttribute(track, m_builder.intern(key::kCpuDeltaUnit), AttributeValue::fromString(m_builder.intern(m_data.cpuDeltaUnit)));

    auto stackOf = [&](std::size_t i) -> StackId {
        const std::int32_t stack = s.stack[i];
        if (stack < 0)
            return kNoId;
        if (std::size_t(stack) >= r.stacks.size()) {
            ++m_badStacks;
            return kNoId;
        }
        return r.stacks[std::size_t(stack)];
    };
    auto weightOf = [&](std::size_t i) -> double {
        const double w = weighted ? s.weight[i] : 1.0;
        return std::isfinite(w) ? w : 1.0;
    };

    if (bytes) {
        m_builder.setTrackUntimed(track);
        UntimedWeights weights(m_builder, track);
        for (std::size_t i = 0; i < n; ++i)
            weights.add(stackOf(i), std::max(0.0, weightOf(i)));
        m_badWeights += weights.adjustedCount();
        return;
    }
    // The columns built here and handed over whole, with room for them and
    // the CPU deltas (no lookup of the track per sample, no regrowth).
    SampleTrack::Columns columns;
    columns.time.reserve(tracing ? 2 * n : n);
    columns.stack.reserve(tracing ? 2 * n : n);
    columns.weight.reserve(tracing ? 2 * n : n);
    if (cpu && cpuKey)
        m_builder.reserveSampleAttributes(track, n);
    const auto add = [&columns](TimePs at, StackId stack, std::uint32_t weight) {
        columns.time.push_back(at);
        columns.stack.push_back(stack);
        columns.weight.push_back(weight);
        return std::uint32_t(columns.time.size() - 1);
    };
    double time = 0;
    for (std::size_t i = 0; i < n; ++i) {
        if ((i & 0xFFFF) == 0xFFFF)
            m_context.checkCancelled();
        const double t = s.deltas ? (time += s.time[i]) : s.time[i];
        if (!std::isfinite(t) || std::fabs(t) > 9e9) {
            ++m_badTimes;
            continue;
        }
        const TimePs at = toPs(t + offsetMs);
        const double w = weightOf(i);
        std::uint32_t sample;
        if (tracing) {
            // A weight in milliseconds: the sample lasts that long; a gap
            // after it when the next one starts later.
            sample = add(at, stackOf(i), 1);
            const TimePs until = at + toPs(std::max(0.0, w));
            const double next = i + 1 < n ? (s.deltas ? time + s.time[i + 1] : s.time[i + 1]) : NAN;
            if (!(std::isfinite(next) && toPs(next + offsetMs) <= until))
                add(until, kNoId, 1);
        } else {
            double count = std::round(w);
            if (count != w || count < 0 || count > 4294967295.0) {
                ++m_badWeights;
                count = std::clamp(count, 0.0, 4294967295.0);
            }
            sample = add(at, stackOf(i), std::uint32_t(count));
        }
        if (cpu && nsPerUnit && std::isfinite(s.cpuDelta[i]) && s.cpuDelta[i] >= 0)
            columns.setCpu(sample, std::uint64_t(std::llround(s.cpuDelta[i] * nsPerUnit)));
        else if (cpu && cpuKey && std::isfinite(s.cpuDelta[i]))
            m_builder.setSampleAttribute(track, sample, cpuKey,
                                         s.cpuDelta[i] == std::floor(s.cpuDelta[i]) && std::fabs(s.cpuDelta[i]) < 9e15
                                             ? AttributeValue::fromInt(std::int64_t(s.cpuDelta[i]))
                                             : AttributeValue::fromDouble(s.cpuDelta[i]));
    }
    m_builder.addSamples(track, std::move(columns));
}

} // namespace hg::firefox
