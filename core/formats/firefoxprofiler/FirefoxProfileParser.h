#pragma once
#include "FirefoxProfileData.h"

#include <QByteArrayView>
#include <QCoreApplication>

namespace hg {

class JsonScanner;
class ReadContext;

namespace firefox {

// Walks a Firefox Profiler file front to back with the JsonScanner and
// collects its tables into ProfileData; the order of members does not
// matter (the assembler resolves every index afterwards). Reads:
//  - the root: `meta`, `libs`, `threads`, `shared` (processed), `processes`
//    (Gecko subprocess profiles, recursively, each a process of its own);
//    the old DevTools panel's wrapper `{"profile": {...}}` too;
//  - per thread: its names and ids, `samples`, `markers`, its own tables
//    and `stringArray` (processed) or `stringTable` (Gecko);
//  - `meta`: versions, interval, startTime, sampleUnits, categories, and
//    the scalars worth showing (product, platform, CPU, ...).
class FirefoxProfileParser
{
    Q_DECLARE_TR_FUNCTIONS(FirefoxProfilerReader)
public:
    FirefoxProfileParser(ProfileData &data, const ReadContext &context);
    void parse(QByteArrayView bytes);
    // Reads the file only up to the end of its first thread (what comes
    // before it: meta, libs, shared tables; then that thread) and stops
    // there: a preview of a big profile. Returns the bytes read, 0 when the
    // file has no thread object (or none in the first threads list).
    qint64 parseFirstThread(QByteArrayView bytes);
    // What parseFirstThread() read, for parse(): its thread is taken as it
    // is rather than read again.
    void reuseFirstThread(ProfileData &&first);

private:
    void readProfile(JsonScanner &s, std::uint32_t process, int depth);
    void readMeta(JsonScanner &s, std::uint32_t process);
    void readLibs(JsonScanner &s, std::vector<Lib> &into);
    void readCategories(JsonScanner &s);
    void readShared(JsonScanner &s);
    void readThreads(JsonScanner &s, std::uint32_t process);
    void parseThreads(JsonScanner &s, std::size_t count); // those of the first `count` found not read yet
    void readThread(JsonScanner &s, Thread &thread, std::uint32_t process);
    void readTables(JsonScanner &s, std::string_view key, Tables &tables);
    void readSamples(JsonScanner &s, Samples &samples);
    void readMarkers(JsonScanner &s, Markers &markers);
    void checkpoint(JsonScanner &s);

    ProfileData &m_data;
    const ReadContext &m_context;
    std::size_t m_steps = 0;
    // Each thread's text and process, as found: they are parsed as many at
    // a time as fill every core, those of several processes together.
    struct FoundThread
    {
        std::string_view raw;
        std::uint32_t process;
    };
    std::vector<FoundThread> m_found;
    bool m_threadFailed = false; // parseThreads() met a bad thread: its error is the first in the file
    bool m_firstThreadOnly = false; // parseFirstThread(): stop once a thread is read
    std::optional<Thread> m_reused; // reuseFirstThread()
    struct FirstThreadRead {};      // thrown when it is, to leave the nested reads at once
};

} // namespace firefox
} // namespace hg
