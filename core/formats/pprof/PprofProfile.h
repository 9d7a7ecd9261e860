#pragma once
#include "util/ReallocVector.h"

#include <QtGlobal>
#include <cstdint>
#include <string_view>
#include <vector>

namespace hg {

// A decoded profile.proto message (github.com/google/pprof, proto/profile.proto),
// its tables as read; strings are views into the decoded bytes. Repeated
// fields of a message are ranges of the shared vectors. Samples, most of
// the bytes, stay where they are in `wire` until the assembler reads them
// one by one (PprofDecoder::Samples, PprofDecoder::appendSample): their decoded
// form would be larger than the file, and even a table of where they are
// would be a quarter of it.
struct PprofProfile
{
    struct ValueType { std::int64_t type = 0, unit = 0; };
    struct Label { std::int64_t key = 0, str = 0, num = 0, numUnit = 0; };
    struct Sample
    {
        qint64 offset = 0; // of the Sample message's first field in `wire`
        std::uint64_t size = 0;
    };
    // One sample read from its bytes (reused from sample to sample).
    struct SampleFields
    {
        std::vector<std::uint64_t> locationIds; // leaf first
        std::vector<std::int64_t> values;
        std::vector<Label> labels;
        qint64 offset = 0;
    };
    struct Mapping
    {
        std::uint64_t id = 0, memoryStart = 0, memoryLimit = 0, fileOffset = 0;
        std::int64_t filename = 0, buildId = 0;
        bool hasFunctions = false, hasFilenames = false, hasLineNumbers = false, hasInlineFrames = false;
    };
    struct Line { std::uint64_t function = 0; std::int64_t line = 0, column = 0; };
    struct Location
    {
        std::uint64_t id = 0, mappingId = 0, address = 0;
        std::uint32_t firstLine = 0, lineCount = 0; // into lines; the last is the caller of the others (inlined)
        bool folded = false;
        qint64 offset = 0;
    };
    struct Function
    {
        std::uint64_t id = 0;
        std::int64_t name = 0, systemName = 0, filename = 0, startLine = 0;
        qint64 offset = 0;
    };

    std::vector<ValueType> sampleTypes;
    std::string_view wire; // the whole message
    std::uint64_t sampleCount = 0;
    std::uint64_t sampleBytes = 0; // their messages' sizes added up
    std::vector<Mapping> mappings;
    std::vector<Location> locations;
    std::vector<Line> lines;
    std::vector<Function> functions;
    ReallocVector<std::string_view> strings; // millions in a labelled profile: grown without a copy
    std::int64_t dropFrames = 0, keepFrames = 0;
    std::int64_t timeNanos = 0, durationNanos = 0;
    ValueType periodType;
    std::int64_t period = 0;
    std::vector<std::int64_t> comments;
    std::int64_t defaultSampleType = 0;
    std::int64_t docUrl = 0;
};

} // namespace hg
