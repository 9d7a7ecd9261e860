#include "PprofReader.h"

#include "PprofAssembler.h"
#include "PprofDecoder.h"
#include "formats/ProtoCursor.h"
#include "io/ReadContext.h"
#include "io/ReadError.h"
#include "io/Gzip.h"
#include "model/ProfileBuilder.h"

namespace hg {

namespace {

std::string_view view(QByteArrayView data) { return {data.data(), std::size_t(data.size())}; }

// The wire type each field of the Profile message has (0 = no such field);
// comments (13) may be packed.
bool fitsProfile(const ProtoCursor::Field &f)
{
    switch (f.number) {
    case 1: case 2: case 3: case 4: case 5: case 6: case 11: return f.type == ProtoCursor::Length;
    case 7: case 8: case 9: case 10: case 12: case 14: case 15: return f.type == ProtoCursor::Varint;
    case 13: return f.type == ProtoCursor::Varint || f.type == ProtoCursor::Length;
    default: return false;
    }
}

} // namespace

int PprofReader::probe(QByteArrayView head)
{
    // Walk the Profile fields the head holds: every one must be a field of
    // Profile with its wire type, and a sample type must hold only the two
    // varints of ValueType (an XSpace's first plane, also field 1, holds a
    // name string).
    if (head.size() < 4)
        return 0;
    ProtoCursor c(view(head), 0);
    int fields = 0;
    bool sawValueType = false;
    try {
        while (!c.atEnd()) {
            const ProtoCursor::Field f = c.field();
            if (!fitsProfile(f))
                return 0;
            if (f.type != ProtoCursor::Length) {
                c.varint();
                ++fields;
                continue;
            }
            const qint64 lengthAt = c.offset();
            const std::uint64_t length = c.varint();
            const std::uint64_t left = std::uint64_t(head.size() - c.offset());
            if (f.number == 1 || f.number == 11) {
                if (length > 64 || length > left)
                    return 0;
                ProtoCursor value(view(head).substr(std::size_t(c.offset()), std::size_t(length)), c.offset());
                while (!value.atEnd()) {
                    const ProtoCursor::Field vf = value.field();
                    if ((vf.number != 1 && vf.number != 2) || vf.type != ProtoCursor::Varint)
                        return 0;
                    value.varint();
                }
                sawValueType = true;
            }
            ++fields;
            if (length > left)
                break; // a message running past the head: nothing more to see
            ProtoCursor skip(view(head).substr(std::size_t(lengthAt)), lengthAt);
            skip.bytes();
            c = ProtoCursor(view(head).substr(std::size_t(skip.offset())), skip.offset());
        }
    } catch (const ReadError &) {
        // The head ends inside a field (a tag or length cut at 1 KiB): what
        // came before it decides.
    }
    if (sawValueType && fields >= 2)
        return 85;
    return 0;
}

void PprofReader::read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context)
{
    QByteArray inflated;
    if (Gzip::isGzip(data)) {
        inflated = Gzip::decompress(data, context);
        data = inflated;
    }
    if (data.isEmpty())
        throw ReadError(tr("the pprof profile is empty"), 0);
    const PprofProfile profile = PprofDecoder::decode(view(data), context);
    context.checkCancelled();
    PprofAssembler::assemble(profile, builder, context);
    context.progress(data.size());
}

} // namespace hg
