#include "FirefoxProfileParser.h"

#include "FirefoxTableReader.h"
#include "formats/JsonDepthGuard.h"
#include "formats/JsonScanner.h"
#include "io/ReadContext.h"
#include "util/ParallelFor.h"

#include <QThread>
#include <algorithm>
#include <cmath>
#include <exception>
#include <map>

namespace hg::firefox {

namespace {

// meta's scalars shown as the profile's metadata, under these keys.
constexpr std::pair<std::string_view, std::string_view> kMetaKeys[] = {
    {"product", "product"},          {"platform", "platform"},     {"oscpu", "oscpu"},
    {"CPUName", "cpu_name"},         {"toolkit", "toolkit"},       {"updateChannel", "update_channel"},
    {"appBuildID", "app_build_id"},  {"abi", "abi"},               {"misc", "misc"},
    {"importedFrom", "imported_from"}, {"device", "device"},       {"arguments", "arguments"},
    {"physicalCPUs", "physical_cpus"}, {"logicalCPUs", "logical_cpus"},
};

std::string numberText(double value)
{
    if (value == std::floor(value) && std::fabs(value) < 1e15)
        return std::to_string(std::int64_t(value));
    return std::to_string(value);
}

// A thread's pid or tid: a number or (processed 47 and later) a string.
std::string idText(JsonScanner &s)
{
    if (s.peek() == '"')
        return std::string(s.string());
    if (s.isNull())
        return {};
    return numberText(s.number());
}

} // namespace

FirefoxProfileParser::FirefoxProfileParser(ProfileData &data, const ReadContext &context) : m_data(data), m_context(context) {}

void FirefoxProfileParser::checkpoint(JsonScanner &s)
{
    if ((++m_steps & 0x3F) != 0)
        return;
    m_context.progress(s.offset());
    m_context.checkCancelled();
}

void FirefoxProfileParser::parse(QByteArrayView bytes)
{
    JsonScanner s(bytes);
    if (s.peek() != '{')
        s.fail(tr("expected a JSON object with \"meta\" and \"threads\" (a Firefox Profiler file)"));
    m_data.processes.emplace_back();
    try {
        readProfile(s, 0, 0);
        s.expectEnd();
    } catch (const ReadError &) {
        // The error a front-to-back read meets first: a break in the
        // structure comes after every thread found so far, so theirs are
        // read first. A thread's own error is already the first: the
        // threads not read yet lie after it.
        if (!m_threadFailed)
            parseThreads(s, m_found.size());
        throw;
    }
    parseThreads(s, m_found.size());
    m_data.unescaped.push_back(s.takeKeptStrings());
    // Firefox lists the main executable nameless in some subprocesses: the
    // name another process gives the same binary (by its breakpad id).
    std::map<std::string, std::string> names;
    for (const Process &p : m_data.processes)
        for (const Lib &lib : p.libs)
            if (!lib.name.empty() && !lib.breakpadId.empty())
                names.emplace(lib.breakpadId, lib.name);
    for (Process &p : m_data.processes)
        for (Lib &lib : p.libs)
            if (lib.name.empty())
                if (const auto found = names.find(lib.breakpadId); found != names.end())
                    lib.name = found->second;
}

qint64 FirefoxProfileParser::parseFirstThread(QByteArrayView bytes)
{
    JsonScanner s(bytes);
    if (s.peek() != '{')
        return 0;
    m_data.processes.emplace_back();
    m_firstThreadOnly = true;
    try {
        readProfile(s, 0, 0);
    } catch (const FirstThreadRead &) {
        m_data.unescaped.push_back(s.takeKeptStrings());
        return s.offset();
    }
    return 0;
}

void FirefoxProfileParser::reuseFirstThread(ProfileData &&first)
{
    if (first.threads.size() != 1)
        return;
    m_reused = std::move(first.threads.front());
    for (std::deque<std::string> &kept : first.unescaped)
        m_data.unescaped.push_back(std::move(kept)); // its texts may point here
}

void FirefoxProfileParser::readProfile(JsonScanner &s, std::uint32_t process, int depth)
{
    JsonDepthGuard guard(depth);
    if (guard.tooDeep())
        s.fail(JsonDepthGuard::message(tr("subprocess profiles")));
    JsonScanner::Container object = s.beginObject();
    std::string_view key;
    while (s.nextKey(object, key)) {
        const char next = s.peek();
        if (key == "meta" && next == '{') {
            readMeta(s, process);
        } else if (key == "libs" && next == '[') {
            readLibs(s, process == 0 ? m_data.libs : m_data.processes[process].libs);
        } else if (key == "threads" && next == '[') {
            readThreads(s, process);
        } else if (key == "shared" && next == '{') {
            readShared(s);
        } else if (key == "processes" && next == '[') {
            JsonScanner::Container processes = s.beginArray();
            while (s.nextItem(processes)) {
                if (s.peek() != '{') {
                    s.skipValue(); // older Firefox wrote subprocesses as JSON strings
                    ++m_data.threadsNotObjects;
                    continue;
                }
                const auto child = std::uint32_t(m_data.processes.size());
                m_data.processes.emplace_back();
                readProfile(s, child, depth);
            }
        } else if (key == "profile" && next == '{' && process == 0 && depth == 1) {
            m_data.devtoolsWrapper = true; // {"profile": {meta, threads, ...}, "duration": ...}
            readProfile(s, 0, depth);
        } else {
            s.skipValue();
        }
    }
    // The root's libs serve as the first process's in the Gecko format.
    if (process == 0 && m_data.processes[0].libs.empty())
        m_data.processes[0].libs = m_data.libs;
}

void FirefoxProfileParser::readMeta(JsonScanner &s, std::uint32_t process)
{
    JsonScanner::Container object = s.beginObject();
    std::string_view key;
    Process &p = m_data.processes[process];
    while (s.nextKey(object, key)) {
        const char next = s.peek();
        if (key == "startTime" && next != '"' && next != '{' && next != '[') {
            p.startTime = s.number();
            p.hasStartTime = std::isfinite(p.startTime);
            continue;
        }
        if (process != 0) { // a subprocess's meta only tells its clock
            s.skipValue();
            continue;
        }
        if (key == "preprocessedProfileVersion" && next != '{' && next != '[') {
            const double v = s.number();
            if (std::isfinite(v))
                m_data.processedVersion = int(std::clamp(v, -1.0, 2e9));
        } else if (key == "version" && next != '{' && next != '[' && next != '"') {
            const double v = s.number();
            if (std::isfinite(v))
                m_data.geckoVersion = int(std::clamp(v, -1.0, 2e9));
        } else if (key == "interval" && next != '{' && next != '[' && next != '"') {
            m_data.interval = s.number();
        } else if (key == "categories" && next == '[') {
            const std::string_view raw = s.skipValue();
            m_data.categoriesJson = std::string(raw);
            JsonScanner categories = s.slice(raw);
            readCategories(categories);
        } else if (key == "sampleUnits" && next == '{') {
            JsonScanner::Container units = s.beginObject();
            std::string_view unit;
            while (s.nextKey(units, unit)) {
                if (s.peek() != '"')
                    s.skipValue();
                else if (unit == "time")
                    m_data.timeUnit = std::string(s.string());
                else if (unit == "threadCPUDelta")
                    m_data.cpuDeltaUnit = std::string(s.string());
                else
                    s.skipValue();
            }
        } else {
            bool kept = false;
            for (const auto &[name, as] : kMetaKeys) {
                if (key != name)
                    continue;
                if (next == '"')
                    m_data.metadata.emplace_back(as, std::string(s.string()));
                else if (next != '{' && next != '[' && next != 'n' && next != 't' && next != 'f')
                    m_data.metadata.emplace_back(as, numberText(s.number()));
                else
                    s.skipValue();
                kept = true;
                break;
            }
            if (!kept)
                s.skipValue();
        }
    }
}

void FirefoxProfileParser::readCategories(JsonScanner &s)
{
    JsonScanner::Container array = s.beginArray();
    while (s.nextItem(array)) {
        Category c;
        if (s.peek() != '{') {
            s.skipValue();
            m_data.categories.push_back(c);
            continue;
        }
        JsonScanner::Container object = s.beginObject();
        std::string_view key;
        while (s.nextKey(object, key)) {
            if (key == "name" && s.peek() == '"') {
                c.name = std::string(s.string());
            } else if (key == "color" && s.peek() == '"') {
                c.color = std::string(s.string());
            } else if (key == "subcategories" && s.peek() == '[') {
                JsonScanner::Container subs = s.beginArray();
                while (s.nextItem(subs))
                    c.subcategories.emplace_back(s.peek() == '"' ? s.string() : s.skipValue());
            } else {
                s.skipValue();
            }
        }
        m_data.categories.push_back(std::move(c));
    }
}

void FirefoxProfileParser::readLibs(JsonScanner &s, std::vector<Lib> &into)
{
    JsonScanner::Container array = s.beginArray();
    while (s.nextItem(array)) {
        Lib lib;
        if (s.peek() != '{') {
            s.skipValue();
            into.push_back(lib);
            continue;
        }
        JsonScanner::Container object = s.beginObject();
        std::string_view key;
        while (s.nextKey(object, key)) {
            const char next = s.peek();
            if (key == "name" && next == '"')
                lib.name = std::string(s.string());
            else if (key == "breakpadId" && next == '"')
                lib.breakpadId = std::string(s.string());
            else if ((key == "start" || key == "end" || key == "offset") && next != '{' && next != '[')
                (key == "start" ? lib.start : key == "end" ? lib.end : lib.offset) = std::uint64_t(std::max<std::int64_t>(0, s.integer()));
            else
                s.skipValue();
        }
        into.push_back(std::move(lib));
    }
}

void FirefoxProfileParser::readShared(JsonScanner &s)
{
    JsonScanner::Container object = s.beginObject();
    std::string_view key;
    while (s.nextKey(object, key)) {
        if (key == "stringArray" && s.peek() == '[') {
            m_data.hasSharedStrings = true;
            s.strings(m_data.sharedStrings.strings);
        } else if (s.peek() == '{' && (key == "stackTable" || key == "frameTable" || key == "funcTable"
                                        || key == "resourceTable" || key == "sources")) {
            m_data.hasSharedTables = m_data.hasSharedTables || key == "stackTable";
            readTables(s, key, m_data.shared);
        } else {
            s.skipValue();
        }
        checkpoint(s);
    }
}

void FirefoxProfileParser::readTables(JsonScanner &s, std::string_view key, Tables &t)
{
    using Column = FirefoxTableReader::Column;
    if (key == "stackTable") {
        FirefoxTableReader({{"frame", &t.stackFrame}, {"prefix", &t.stackPrefix}, {"prefixOffset", &t.stackPrefixOffset}}).read(s);
    } else if (key == "frameTable") {
        FirefoxTableReader({{"func", &t.frameFunc}, {"location", &t.frameLocation}, {"line", &t.frameLine},
                            {"column", &t.frameColumn}, {"category", &t.frameCategory}, {"lib", &t.frameLib},
                            {"address", &t.frameAddress}}).read(s);
    } else if (key == "funcTable") {
        FirefoxTableReader({{"name", &t.funcName}, {"resource", &t.funcResource}, {"fileName", &t.funcFileName},
                            {"source", &t.funcSource}, {"lineNumber", &t.funcLine}, {"columnNumber", &t.funcColumn},
                            {"isJS", &t.funcIsJs}}).read(s);
    } else if (key == "resourceTable") {
        FirefoxTableReader({{"name", &t.resourceName}, {"lib", &t.resourceLib}}).read(s);
    } else if (key == "sources") {
        FirefoxTableReader(std::vector<Column>{{"filename", &t.sourceFileName}}).read(s);
    } else {
        s.skipValue();
    }
}

void FirefoxProfileParser::readSamples(JsonScanner &s, Samples &samples)
{
    std::vector<double> deltas;
    FirefoxTableReader reader({{"stack", &samples.stack}, {"time", &samples.time}, {"timeDeltas", &deltas},
                               {"weight", &samples.weight}, {"threadCPUDelta", &samples.cpuDelta}});
    reader.withText("weightType", &samples.weightType).read(s);
    if (samples.time.empty() && !deltas.empty()) {
        samples.time = std::move(deltas);
        samples.deltas = true;
    }
}

void FirefoxProfileParser::readMarkers(JsonScanner &s, Markers &markers)
{
    FirefoxTableReader({{"name", &markers.name}, {"startTime", &markers.start}, {"endTime", &markers.end},
                        {"phase", &markers.phase}, {"category", &markers.category}, {"time", &markers.time},
                        {"data", &markers.data}}).read(s);
}

void FirefoxProfileParser::readThreads(JsonScanner &s, std::uint32_t process)
{
    // Each thread is found by matching brackets; parseThreads() reads them.
    JsonScanner::Container threads = s.beginArray();
    while (s.nextItem(threads)) {
        if (s.peek() == '{' && m_firstThreadOnly) {
            Thread &thread = m_data.threads.emplace_back();
            readThread(s, thread, process);
            throw FirstThreadRead();
        }
        if (s.peek() == '{') {
            m_found.push_back({s.skipValue(), process});
        } else {
            // Gecko profiles of Firefox 47 and earlier: each thread a JSON string.
            s.skipValue();
            ++m_data.threadsNotObjects;
        }
    }
    if (m_firstThreadOnly)
        return; // the first thread is in a later list, if any: no preview
    // As many threads as fill every core are read now, the rest with the
    // next process's: the input before the first one left is done with.
    const auto cores = std::size_t(std::max(1, QThread::idealThreadCount()));
    const std::size_t waiting = m_found.size() - m_data.threads.size();
    if (waiting >= cores)
        parseThreads(s, m_data.threads.size() + waiting / cores * cores);
    m_context.progress(s.offset());
    m_context.checkCancelled();
}

void FirefoxProfileParser::parseThreads(JsonScanner &s, std::size_t count)
{
    // The threads found and not read yet, up to `count`, at once on every
    // core, each by a scanner of its own (a Gecko profile's processes have
    // a few threads each: read process by process, a core would wait at the
    // end of each). Of several threads in error, the first in the file's is
    // reported.
    const std::size_t first = m_data.threads.size();
    if (count <= first)
        return;
    m_data.threads.resize(count);
    std::vector<std::deque<std::string>> kept(count - first);
    std::vector<std::exception_ptr> errors(count - first);
    parallelFor(count - first, [&](std::size_t j) {
        const std::size_t i = first + j;
        try {
            JsonScanner thread = s.slice(m_found[i].raw);
            if (i == 0 && m_reused && m_reused->offset == thread.offset() && m_reused->process == m_found[i].process) {
                m_data.threads[i] = std::move(*m_reused);
                return;
            }
            readThread(thread, m_data.threads[i], m_found[i].process);
            kept[j] = thread.takeKeptStrings();
        } catch (...) {
            errors[j] = std::current_exception();
        }
    });
    for (const std::exception_ptr &error : errors)
        if (error) {
            m_threadFailed = true;
            std::rethrow_exception(error);
        }
    for (std::deque<std::string> &k : kept)
        m_data.unescaped.push_back(std::move(k));
    m_context.inputConsumed(count < m_found.size() ? m_found[count].raw.data() : s.position());
    m_context.checkCancelled();
}

void FirefoxProfileParser::readThread(JsonScanner &s, Thread &thread, std::uint32_t process)
{
    thread.process = process;
    thread.offset = s.offset();
    JsonScanner::Container object = s.beginObject();
    std::string_view key;
    auto ownTables = [&thread]() -> Tables & {
        if (!thread.tables)
            thread.tables = std::make_unique<Tables>();
        return *thread.tables;
    };
    while (s.nextKey(object, key)) {
        const char next = s.peek();
        if (next == '"' && (key == "name" || key == "processName" || key == "processType")) {
            (key == "name" ? thread.name : key == "processName" ? thread.processName : thread.processType) = std::string(s.string());
        } else if ((key == "pid" || key == "tid") && next != '{' && next != '[') {
            (key == "pid" ? thread.pid : thread.tid) = idText(s);
        } else if (key == "isMainThread") {
            thread.isMainThread = s.boolean();
        } else if (key == "samples" && next == '{') {
            readSamples(s, thread.samples);
        } else if (key == "markers" && next == '{') {
            readMarkers(s, thread.markers);
        } else if ((key == "stringArray" || key == "stringTable") && next == '[') {
            thread.strings = std::make_unique<StringArray>();
            s.strings(thread.strings->strings);
        } else if (next == '{' && (key == "stackTable" || key == "frameTable" || key == "funcTable" || key == "resourceTable")) {
            readTables(s, key, ownTables());
        } else {
            s.skipValue();
        }
        m_context.checkCancelled();
    }
}

} // namespace hg::firefox
