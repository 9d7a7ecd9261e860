#pragma once
#include "ChromeTraceEventBatch.h"

#include <QByteArrayView>
#include <string_view>
#include <vector>

namespace hg {

class ChromeTraceParser;
class ReadContext;

// A trace's events array read in parts on every core: each part (a stretch
// of whole elements, as JsonArrayParts cuts them) copied as an array of its
// own, its V8 profiles' long number arrays blanked (V8LongArrays), indexed
// by simdjson and read into a ChromeTraceEventBatch by
// ChromeTraceEventReader; the parts then added by ChromeTraceParser in file
// order (parallelInOrder), so the events, their strings' ids and the first
// error are those of reading the array front to back.
class ChromeTraceEventParts
{
public:
    // `parts`: the array's elements cut (JsonArrayParts::part), the last
    // one ending with its ']'; in `file`, whose offsets errors name.
    ChromeTraceEventParts(QByteArrayView file, std::vector<std::string_view> parts);

    void read(ChromeTraceParser &parser, const ReadContext &context) const;

private:
    QByteArrayView m_file;
    std::vector<std::string_view> m_parts;
};

} // namespace hg
