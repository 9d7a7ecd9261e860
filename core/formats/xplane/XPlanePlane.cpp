#include "XPlanePlane.h"

#include "io/ReadError.h"
#include "util/ParallelFor.h"

#include <algorithm>

namespace hg {

XPlaneLine XPlaneLine::scan(ProtoCursor c)
{
    XPlaneLine line;
    line.message = c;
    while (!c.atEnd()) {
        const ProtoCursor::Field f = c.field();
        const bool varint = f.type == ProtoCursor::Varint;
        const bool length = f.type == ProtoCursor::Length;
        if (f.number == 4 && length) {
            c.bytes();
            ++line.eventCount;
        } else if (f.number == 1 && varint) {
            line.id = c.int64();
        } else if (f.number == 10 && varint) {
            line.displayId = c.int64();
        } else if (f.number == 2 && length) {
            line.name = c.bytes();
        } else if (f.number == 11 && length) {
            line.displayName = c.bytes();
        } else if (f.number == 3 && varint) {
            line.timestampNs = c.int64();
        } else if (f.number == 9 && varint) {
            line.durationPs = c.int64();
        } else if (f.number <= 11 && f.number != 5 && f.number != 6 && f.number != 7 && f.number != 8) {
            c.wrongType("XLine", f);
        } else {
            c.skip(f.type);
        }
    }
    return line;
}

XPlaneMapEntry XPlaneMapEntry::read(ProtoCursor entry)
{
    XPlaneMapEntry e;
    while (!entry.atEnd()) {
        const ProtoCursor::Field f = entry.field();
        if (f.number == 1 && f.type == ProtoCursor::Varint)
            e.key = entry.int64();
        else if (f.number == 2 && f.type == ProtoCursor::Length)
            e.value = entry.message();
        else
            entry.skip(f.type);
    }
    return e;
}

std::size_t XPlaneLine::estimatedStatCount() const
{
    constexpr std::size_t kSampled = 64;
    std::size_t events = 0, stats = 0;
    try {
        ProtoCursor c = message;
        while (!c.atEnd() && events < kSampled) {
            const ProtoCursor::Field f = c.field();
            if (f.number != 4 || f.type != ProtoCursor::Length) {
                c.skip(f.type);
                continue;
            }
            ++events;
            ProtoCursor e = c.message();
            while (!e.atEnd()) {
                const ProtoCursor::Field ef = e.field();
                stats += ef.number == 4 && ef.type == ProtoCursor::Length;
                e.skip(ef.type);
            }
        }
    } catch (const ReadError &) {
        // Decoding the line reports it, with its offset.
    }
    // A stat takes at least 2 bytes: first events richer than the rest must
    // not reserve more than the line could hold.
    const std::size_t estimate = events ? (eventCount * stats + events - 1) / events : 0;
    return std::min(estimate, message.size() / 2);
}

XPlanePlane XPlanePlane::scan(ProtoCursor c)
{
    XPlanePlane plane;
    plane.offset = c.offset();
    while (!c.atEnd()) {
        const ProtoCursor::Field f = c.field();
        if (f.number == 1) {
            if (f.type != ProtoCursor::Varint)
                c.wrongType("XPlane", f);
            plane.id = c.int64();
            continue;
        }
        if (f.number > 6) {
            c.skip(f.type);
            continue;
        }
        if (f.type != ProtoCursor::Length)
            c.wrongType("XPlane", f);
        switch (f.number) {
        case 2: plane.name = c.bytes(); break;
        case 3: plane.lines.emplace_back().message = c.message(); break; // scanned by scanLines()
        case 4: plane.eventMetadata.push_back(c.message()); break;
        case 5: plane.statMetadata.push_back(c.message()); break;
        case 6: plane.stats.push_back(c.message()); break;
        }
    }
    return plane;
}

void XPlanePlane::scanLines(std::vector<XPlanePlane> &planes)
{
    std::vector<XPlaneLine *> lines;
    for (XPlanePlane &plane : planes)
        for (XPlaneLine &line : plane.lines)
            lines.push_back(&line);
    std::stable_sort(lines.begin(), lines.end(), [](const XPlaneLine *a, const XPlaneLine *b) { return a->message.size() > b->message.size(); });
    parallelFor(lines.size(), [&lines](std::size_t i) { *lines[i] = XPlaneLine::scan(lines[i]->message); });
}

std::size_t XPlanePlane::eventCount() const
{
    std::size_t n = 0;
    for (const XPlaneLine &l : lines)
        n += l.eventCount;
    return n;
}

} // namespace hg
