#pragma once
#include "formats/FormatModule.h"

#include <QByteArray>
#include <QCoreApplication>

namespace hg {

class Profile;
class ReadContext;

// Writes any span profile as a framed TraceActor packet log: per track a
// trace (startedTrace ... stoppedTrace, sequence from 0), its spans as
// enteredFrame / exitedFrame pairs in call order with name, location, depth
// and time, and how each ended (return, or the throw / yield / terminated a
// TraceActor recording said). Threads of one group (tracks with a thread
// id) are one trace whose frames carry a `thread` field, interleaved in
// time. TraceActorReader reads it back to the same call tree.
class TraceActorWriter
{
    Q_DECLARE_TR_FUNCTIONS(TraceActorWriter)
public:
    static QString cannotWriteReason(const Profile &profile);
    static QByteArray write(const Profile &profile, const ReadContext &context);
};

} // namespace hg
