#include "PprofDecoder.h"

#include "formats/ProtoCursor.h"
#include "io/ReadContext.h"
#include "io/ReadError.h"

namespace hg {

namespace {

// A repeated integer field: packed (one length-delimited run) or one value.
template <typename T>
void repeated(ProtoCursor &c, const ProtoCursor::Field &f, std::vector<T> &into, const char *message)
{
    if (f.type == ProtoCursor::Length) {
        ProtoCursor packed = c.message();
        while (!packed.atEnd())
            into.push_back(T(packed.varint()));
    } else if (f.type == ProtoCursor::Varint) {
        into.push_back(T(c.varint()));
    } else {
        c.wrongType(message, f);
    }
}

std::uint64_t number(ProtoCursor &c, const ProtoCursor::Field &f, const char *message)
{
    if (f.type != ProtoCursor::Varint)
        c.wrongType(message, f);
    return c.varint();
}

} // namespace

PprofProfile::ValueType PprofDecoder::valueType(ProtoCursor c)
{
    PprofProfile::ValueType v;
    while (!c.atEnd()) {
        const ProtoCursor::Field f = c.field();
        if (f.number == 1)
            v.type = std::int64_t(number(c, f, "ValueType"));
        else if (f.number == 2)
            v.unit = std::int64_t(number(c, f, "ValueType"));
        else
            c.skip(f.type);
    }
    return v;
}

PprofProfile::Label PprofDecoder::label(ProtoCursor c)
{
    PprofProfile::Label l;
    while (!c.atEnd()) {
        const ProtoCursor::Field f = c.field();
        switch (f.number) {
        case 1: l.key = std::int64_t(number(c, f, "Label")); break;
        case 2: l.str = std::int64_t(number(c, f, "Label")); break;
        case 3: l.num = std::int64_t(number(c, f, "Label")); break;
        case 4: l.numUnit = std::int64_t(number(c, f, "Label")); break;
        default: c.skip(f.type);
        }
    }
    return l;
}

void PprofDecoder::appendSample(const PprofProfile &p, const PprofProfile::Sample &s, std::string &locations, std::vector<std::int64_t> &values,
                                std::vector<PprofProfile::Label> &labels)
{
    const std::size_t firstLabel = labels.size();
    ProtoCursor c(p.wire.substr(std::size_t(s.offset), std::size_t(s.size)), s.offset);
    while (!c.atEnd()) {
        const ProtoCursor::Field f = c.field();
        switch (f.number) {
        case 1:
            if (f.type == ProtoCursor::Length) { // packed, as every writer we know packs them
                ProtoCursor packed = c.message();
                while (!packed.atEnd())
                    appendVarint(locations, packed.varint());
            } else if (f.type == ProtoCursor::Varint) {
                appendVarint(locations, c.varint());
            } else {
                c.wrongType("Sample", f);
            }
            break;
        case 2: repeated(c, f, values, "Sample"); break;
        case 3:
            if (f.type != ProtoCursor::Length)
                c.wrongType("Sample", f);
            labels.push_back(label(c.message()));
            break;
        default: c.skip(f.type);
        }
    }
    for (std::size_t i = firstLabel; i < labels.size(); ++i) {
        const PprofProfile::Label &l = labels[i];
        checkString(p, l.key, s.offset, "a sample label");
        checkString(p, l.str, s.offset, "a sample label");
        checkString(p, l.numUnit, s.offset, "a sample label");
    }
}

bool PprofDecoder::Samples::next(PprofProfile::Sample &sample)
{
    while (!m_cursor.atEnd()) {
        const ProtoCursor::Field f = m_cursor.field();
        if (f.number == 2 && f.type == ProtoCursor::Length) {
            const ProtoCursor message = m_cursor.message();
            sample = {message.fileOffset(), message.size()};
            return true;
        }
        m_cursor.skip(f.type);
    }
    return false;
}

void PprofDecoder::mapping(ProtoCursor c, PprofProfile &p)
{
    PprofProfile::Mapping m;
    while (!c.atEnd()) {
        const ProtoCursor::Field f = c.field();
        if (f.number > 10) {
            c.skip(f.type);
            continue;
        }
        const std::uint64_t v = number(c, f, "Mapping");
        switch (f.number) {
        case 1: m.id = v; break;
        case 2: m.memoryStart = v; break;
        case 3: m.memoryLimit = v; break;
        case 4: m.fileOffset = v; break;
        case 5: m.filename = std::int64_t(v); break;
        case 6: m.buildId = std::int64_t(v); break;
        case 7: m.hasFunctions = v; break;
        case 8: m.hasFilenames = v; break;
        case 9: m.hasLineNumbers = v; break;
        case 10: m.hasInlineFrames = v; break;
        }
    }
    p.mappings.push_back(m);
}

void PprofDecoder::location(ProtoCursor c, PprofProfile &p)
{
    PprofProfile::Location l;
    l.offset = c.fileOffset();
    l.firstLine = std::uint32_t(p.lines.size());
    while (!c.atEnd()) {
        const ProtoCursor::Field f = c.field();
        switch (f.number) {
        case 1: l.id = number(c, f, "Location"); break;
        case 2: l.mappingId = number(c, f, "Location"); break;
        case 3: l.address = number(c, f, "Location"); break;
        case 4: {
            if (f.type != ProtoCursor::Length)
                c.wrongType("Location", f);
            ProtoCursor line = c.message();
            PprofProfile::Line entry;
            while (!line.atEnd()) {
                const ProtoCursor::Field lf = line.field();
                switch (lf.number) {
                case 1: entry.function = number(line, lf, "Line"); break;
                case 2: entry.line = std::int64_t(number(line, lf, "Line")); break;
                case 3: entry.column = std::int64_t(number(line, lf, "Line")); break;
                default: line.skip(lf.type);
                }
            }
            p.lines.push_back(entry);
            break;
        }
        case 5: l.folded = number(c, f, "Location"); break;
        default: c.skip(f.type);
        }
    }
    l.lineCount = std::uint32_t(p.lines.size()) - l.firstLine;
    p.locations.push_back(l);
}

void PprofDecoder::function(ProtoCursor c, PprofProfile &p)
{
    PprofProfile::Function fn;
    fn.offset = c.fileOffset();
    while (!c.atEnd()) {
        const ProtoCursor::Field f = c.field();
        if (f.number > 5) {
            c.skip(f.type);
            continue;
        }
        const std::uint64_t v = number(c, f, "Function");
        switch (f.number) {
        case 1: fn.id = v; break;
        case 2: fn.name = std::int64_t(v); break;
        case 3: fn.systemName = std::int64_t(v); break;
        case 4: fn.filename = std::int64_t(v); break;
        case 5: fn.startLine = std::int64_t(v); break;
        }
    }
    p.functions.push_back(fn);
}

PprofProfile PprofDecoder::decode(std::string_view bytes, const ReadContext &context)
{
    PprofProfile p;
    p.wire = bytes;
    ProtoCursor c(bytes, 0);
    std::size_t n = 0;
    auto sub = [&c](const ProtoCursor::Field &f) {
        if (f.type != ProtoCursor::Length)
            c.wrongType("Profile", f);
        return c.message();
    };
    while (!c.atEnd()) {
        const ProtoCursor::Field f = c.field();
        switch (f.number) {
        case 1: p.sampleTypes.push_back(valueType(sub(f))); break;
        case 2: {
            const ProtoCursor message = sub(f); // read in place later: see PprofProfile
            ++p.sampleCount;
            p.sampleBytes += message.size();
            break;
        }
        case 3: mapping(sub(f), p); break;
        case 4: location(sub(f), p); break;
        case 5: function(sub(f), p); break;
        case 6: {
            if (f.type != ProtoCursor::Length)
                c.wrongType("Profile", f);
            p.strings.push_back(c.bytes());
            break;
        }
        case 7: p.dropFrames = std::int64_t(number(c, f, "Profile")); break;
        case 8: p.keepFrames = std::int64_t(number(c, f, "Profile")); break;
        case 9: p.timeNanos = std::int64_t(number(c, f, "Profile")); break;
        case 10: p.durationNanos = std::int64_t(number(c, f, "Profile")); break;
        case 11: p.periodType = valueType(sub(f)); break;
        case 12: p.period = std::int64_t(number(c, f, "Profile")); break;
        case 13: repeated(c, f, p.comments, "Profile"); break;
        case 14: p.defaultSampleType = std::int64_t(number(c, f, "Profile")); break;
        case 15: p.docUrl = std::int64_t(number(c, f, "Profile")); break;
        default: c.skip(f.type);
        }
        if ((++n & 0xFFFF) == 0) {
            context.checkCancelled();
            context.progress(c.offset() / 2);
        }
    }
    if (p.strings.empty() || !p.strings.front().empty())
        throw ReadError(tr("this is no pprof profile: its string table %1").arg(p.strings.empty() ? tr("is missing") : tr("does not start with the empty string")), 0);
    checkStrings(p);
    return p;
}

void PprofDecoder::checkString(const PprofProfile &p, std::int64_t index, qint64 offset, const char *what)
{
    const auto size = std::int64_t(p.strings.size());
    if (index < 0 || index >= size)
        throw ReadError(tr("corrupted pprof profile at byte %1: %2 refers to string %3, but the string table has %4")
                            .arg(offset).arg(QLatin1String(what)).arg(index).arg(size), offset);
}

void PprofDecoder::checkStrings(const PprofProfile &p)
{
    auto check = [&p](std::int64_t index, qint64 offset, const char *what) { checkString(p, index, offset, what); };
    for (const PprofProfile::ValueType &v : p.sampleTypes) {
        check(v.type, 0, "a sample type");
        check(v.unit, 0, "a sample type");
    }
    for (const PprofProfile::Function &f : p.functions) {
        check(f.name, f.offset, "a function");
        check(f.systemName, f.offset, "a function");
        check(f.filename, f.offset, "a function");
    }
    for (const PprofProfile::Mapping &m : p.mappings) {
        check(m.filename, 0, "a mapping");
        check(m.buildId, 0, "a mapping");
    }
    check(p.periodType.type, 0, "the period type");
    check(p.periodType.unit, 0, "the period type");
    check(p.defaultSampleType, 0, "the default sample type");
    check(p.docUrl, 0, "the doc URL");
    check(p.dropFrames, 0, "drop_frames");
    check(p.keepFrames, 0, "keep_frames");
    for (const std::int64_t comment : p.comments)
        check(comment, 0, "a comment");
}

} // namespace hg
