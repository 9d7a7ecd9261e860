#pragma once
#include "formats/FormatModule.h"

#include "model/SampleTrack.h"
#include "model/Time.h"

#include <QByteArray>
#include <QCoreApplication>

#include <cstdint>
#include <optional>
#include <string_view>

namespace hg {

class JsonWriter;
class Profile;
class ReadContext;

// Writes any sampled profile as a Sentry sample-format V1 transaction profile
// that Relay accepts: samples per thread, deduplicated stacks (leaf first) and
// frames, thread names, measurements, and the metadata Relay requires (taken
// from the profile when it came from Sentry, else filled in).
class SentryWriter
{
    Q_DECLARE_TR_FUNCTIONS(SentryWriter)
public:
    static QString cannotWriteReason(const Profile &profile);
    static QByteArray write(const Profile &profile, const ReadContext &context);

    // Pieces of the document, for RecordingFile, which writes it bit by bit.
    // The event's fields around "profile" (version, ids, platform, release,
    // timestamp, os, device, runtime, transaction):
    static void writeEventFields(JsonWriter &json, const Profile &profile);
    // With Hourglass's own members (kCpuDeltaKey, kThreadStateKey) where
    // the sample's CPU time or state is known; Sentry's readers ignore them.
    static void writeSample(JsonWriter &json, TimePs time, std::uint32_t stack, std::string_view threadId,
                            std::uint64_t cpuNs = SampleTrack::kUnknownCpu, ThreadState state = ThreadState::Unknown);
    static constexpr std::string_view kCpuDeltaKey = "hourglass_cpu_delta_ns";
    static constexpr std::string_view kThreadStateKey = "hourglass_thread_state";
    struct FrameFields
    {
        QString function; // none when empty
        QString file;
        QString module;
        std::uint32_t line = 0;
        std::uint32_t column = 0;
        int inApp = -1; // unknown
        std::optional<std::uint64_t> address;
    };
    // The members of a frame, in an object the caller has begun.
    static void writeFrameFields(JsonWriter &json, const FrameFields &frame);
};

} // namespace hg
