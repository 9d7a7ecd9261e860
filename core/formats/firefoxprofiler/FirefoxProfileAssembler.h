#pragma once
#include "FirefoxProfileData.h"
#include "model/Ids.h"
#include "model/ProfileBuilder.h"
#include "model/Time.h"
#include "model/Track.h"

#include <QCoreApplication>
#include <QString>
#include <unordered_map>

namespace hg {

class ReadContext;
struct Frame;

namespace firefox {

// Turns the collected tables into the model:
//  - frames: a processed frame's function (name, file from `fileName` or the
//    sources table, line and column, its library or resource as module); a
//    Gecko frame's location string ("fn (url:line:col)", a label, or a
//    native address named after its library, "libxul.so+0x1a2b");
//  - categories: a frame's category by name, inherited from its caller when
//    the frame has none (as the profiler does), the default the first grey one;
//  - stacks from the prefix tree (`prefix` or `prefixOffset`); a loop is refused;
//  - per thread a track of its samples (weights, CPU deltas as a sample
//    attribute; "tracing-ms" weights as durations; "bytes" untimed) and, if
//    it has markers, a track of them beside it: intervals (phase 1, and
//    start/end pairs matched by name) as spans, instants as spans of no
//    length marked kInstant, each payload's fields as attributes.
// Threads are named as in the file, grouped by process ("Web Content (pid 123)").
class FirefoxProfileAssembler
{
    Q_DECLARE_TR_FUNCTIONS(FirefoxProfilerReader)
public:
    FirefoxProfileAssembler(ProfileBuilder &builder, ProfileData &data, const ReadContext &context);
    ~FirefoxProfileAssembler();
    void assemble();
    // The threads' samples and markers stay in the data after assemble()
    // (else each is freed once in the model): read once, assembled twice.
    void keepColumns() { m_keepColumns = true; }

private:
    struct Resolved;  // frames and stacks of one set of tables
    struct FrameTexts;  // a Gecko frame's texts, read before the builder takes them
    struct TablesAhead; // what resolving tables needs of the file alone, read before the builder takes it
    void addMetadata();
    double absoluteTimesOffset() const;
    Resolved &resolve(const Tables &tables, const StringArray &strings, std::uint32_t process);
    const Tables &tablesOf(const Thread &thread) const;
    const StringArray &stringsOf(const Thread &thread) const;
    // The thread whose tables the thread at each index resolves first (its
    // own index, or an earlier thread's that shares them).
    std::vector<std::size_t> firstThreadOfTables() const;
    std::unique_ptr<TablesAhead> readAhead(const Tables &t, const StringArray &s, std::uint32_t process) const;
    bool geckoLocations(const Tables &t) const; // frames named by location strings (else by functions)
    // The frames a thread's tables hold (a Gecko table's are its locations).
    std::size_t frameCount(const Tables &t) const;
    void addGeckoFrameTexts(const Tables &t, const StringArray &s, std::uint32_t process, TablesAhead &ahead) const;
    Frame geckoFrame(const FrameTexts &texts);
    Frame processedFrame(const Tables &t, const StringArray &s, std::size_t frame);
    void resolveStacks(const TablesAhead &ahead, Resolved &r);
    void addSamples(const Thread &thread, TrackId track, const Resolved &r, double offsetMs);
    // A thread's marker payloads as read ahead of the builder (on another
    // core, while the thread before is assembled): each field's key, its
    // place in its payload and its value, 16 bytes a field (texts by their
    // place in the payload).
    struct Payloads
    {
        enum class Kind : std::uint8_t { Text, Unescaped, Number, Bool, Json };
        struct Field
        {
            union {
                struct
                {
                    std::uint32_t offset, size; // Text and Json: in the payload; Unescaped: in `unescaped`
                } text;
                double number; // Number and Bool
            };
            std::uint32_t key = 0; // into `keys`
            std::uint16_t at = 0;  // the field's place in its payload
            Kind kind = Kind::Number;
        };
        std::vector<Field> fields;
        std::vector<std::uint32_t> first; // by marker: its first field (one past the last marker too)
        std::vector<std::string> keys;
        std::string unescaped; // texts that had escapes, back to back
    };
    static Payloads readPayloads(const Markers &markers);
    void addThread(Thread &thread, std::size_t index, const Payloads &payloads);
    void addMarkers(const Thread &thread, TrackInfo info, const StringArray &s, double offsetMs, TimePs end, const Payloads &payloads);
    void addPayload(const Payloads &payloads, const Markers &markers, std::size_t marker, ProfileBuilder::SpanAppender &spans,
                    std::uint32_t span);
    StringId categoryName(std::int32_t category);
    TimePs toPs(double ms) const;

    ProfileBuilder &m_builder;
    ProfileData &m_data;
    const ReadContext &m_context;
    bool m_gecko = false;
    bool m_keepColumns = false;
    double m_timeOffset = 0; // ms added to every time (see absoluteTimesOffset)
    std::int32_t m_defaultCategory = -1;
    std::vector<std::unique_ptr<Resolved>> m_resolved;
    std::unique_ptr<TablesAhead> m_ahead; // of the tables the current thread resolves first, read ahead
    // Stacks of the tables not interned yet, and of those interned: how
    // many the tables had, how many the model has (the share that was new).
    std::size_t m_stacksToCome = 0, m_stacksWalked = 0, m_stacksMade = 0;
    std::vector<StringId> m_categoryNames;
    QString m_thread; // the thread being added, for messages
    // Payloads of one type repeat their keys in the same order and many of
    // their texts ("IPC", "sending"): per type (its "type" field), the last
    // key and text at each place, to spare the string pool a lookup.
    struct PayloadShape
    {
        std::string type;
        std::vector<std::pair<std::string, StringId>> keys, texts;
    };
    PayloadShape &payloadShape(std::string_view type);
    std::vector<PayloadShape> m_payloadShapes{1}; // the first for payloads without a type
    std::size_t m_lastShape = 0;
    std::size_t m_badStrings = 0, m_badFrames = 0, m_badStacks = 0, m_badTimes = 0;
    std::size_t m_unmatchedEnds = 0, m_unclosedStarts = 0, m_badWeights = 0;
};

} // namespace firefox
} // namespace hg
