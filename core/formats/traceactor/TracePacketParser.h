#pragma once
#include "TracePacket.h"
#include "TraceTextCache.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <simdjson.h>
#include <vector>

namespace hg {

// Turns the JSON of recorded packets into TracePackets: one packet, a JSON
// array of packets, or a batch ({type: "traces", traces: [...]}) each
// become their packets in order. One parser serves many parts (a file's
// batches in turn, or a live connection's packets).
class TracePacketParser
{
    Q_DECLARE_TR_FUNCTIONS(TracePacketParser)
public:
    // Numbers texts from `firstTextNumber` (see TraceTextCache).
    explicit TracePacketParser(std::uint32_t firstTextNumber = 0) : m_texts(firstTextNumber) {}

    // `json` lies at `offset` in `whole` (for error locations); the
    // packets' value texts are kept in `texts`. Throws ReadError on invalid
    // JSON or a value that is not a packet.
    void parse(QByteArrayView whole, qint64 offset, qint64 size, std::vector<TracePacket> &out, TraceTextArena &texts);

    // A member's text as json::fieldText gives it, shared through `texts`.
    // `number`: the cache's number for it, if it has one.
    static QString text(std::optional<simdjson::dom::element> value, TraceTextCache &texts, std::uint32_t *number = nullptr);

private:
    void packet(simdjson::dom::element value, qint64 offset, std::vector<TracePacket> &out, TraceTextArena &arena, int nesting);
    // An enteredFrame's parameter names: a function has the same at every
    // call, so each distinct list is made once and then shared.
    QStringList parameterNames(simdjson::dom::array names);
    QStringList eachName(simdjson::dom::array names);

    simdjson::dom::parser m_parser;
    TraceTextCache m_texts;
    TraceTextCache m_nameLists; // numbers the lists by their names, from 0
    std::vector<QStringList> m_nameListsByNumber; // indexed by those numbers
    std::string m_nameListKey; // the list being looked up
    std::string m_scratch; // the value text being made
};

} // namespace hg
