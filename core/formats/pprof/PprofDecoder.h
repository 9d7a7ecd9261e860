#pragma once
#include "PprofProfile.h"
#include "formats/ProtoCursor.h"

#include <string>

#include <QCoreApplication>

namespace hg {

class ReadContext;

// Decodes profile.proto from the wire format with the shared ProtoCursor:
// every length is checked against its message before use, and tables grow
// only with what the bytes hold, so bogus lengths cannot allocate. Repeated
// numbers are read packed or not. Errors name the byte offset.
class PprofDecoder
{
    Q_DECLARE_TR_FUNCTIONS(PprofDecoder)
public:
    // Everything but the samples' fields (see PprofProfile).
    static PprofProfile decode(std::string_view bytes, const ReadContext &context);
    // One sample's fields appended where a batch of samples gathers them,
    // its label strings checked: its location ids (leaf first) to
    // `locations` spelt as varints (the shortest spelling), its values and
    // labels to theirs. Straight from the wire: no copy in between. On an
    // error, what was appended of the sample is left behind the ends the
    // caller kept.
    static void appendSample(const PprofProfile &p, const PprofProfile::Sample &s, std::string &locations, std::vector<std::int64_t> &values,
                             std::vector<PprofProfile::Label> &labels);
    // `id` appended to `to` as a varint.
    static void appendVarint(std::string &to, std::uint64_t id)
    {
        while (id >= 0x80) {
            to.push_back(char(id | 0x80));
            id >>= 7;
        }
        to.push_back(char(id));
    }
    // Where each sample is, in file order: the message walked again (its
    // fields were checked by decode()).
    class Samples
    {
    public:
        explicit Samples(const PprofProfile &p) : m_cursor(p.wire, 0) {}
        bool next(PprofProfile::Sample &sample);

    private:
        ProtoCursor m_cursor;
    };

private:
    static void mapping(ProtoCursor message, PprofProfile &p);
    static void location(ProtoCursor message, PprofProfile &p);
    static void function(ProtoCursor message, PprofProfile &p);
    static PprofProfile::ValueType valueType(ProtoCursor message);
    static PprofProfile::Label label(ProtoCursor message);
    // Checks that every string index is in the table (a ReadError otherwise).
    static void checkStrings(const PprofProfile &p);
    static void checkString(const PprofProfile &p, std::int64_t index, qint64 offset, const char *what);
};

} // namespace hg
