#pragma once
#include "ChromeTraceTime.h"
#include "model/AttributeTable.h"
#include "model/Ids.h"

#include <QtGlobal>
#include <vector>

namespace hg {

// One trace event as read, before the tracks are known: the phases the model
// holds (X, B, E, instants, C). Its args are a range of the shared list.
struct ChromeTraceEvent
{
    char phase = 0;
    char scope = 0;           // of an instant: g, p, t
    std::uint32_t thread = 0; // index into ChromeTraceEvents::threads
    StringId name{};
    StringId category{};
    ChromeTraceTime ts;
    TimePs duration = 0;
    std::uint32_t argsBegin = 0;
    std::uint32_t argsCount = 0;
    qint64 offset = -1; // of the event object in the file
};

struct ChromeTraceArg
{
    StringId key;
    AttributeValue value;
};

// What the metadata events say about one pid or one pid/tid.
struct ChromeTraceThread
{
    QString pid; // as written: "123", or a name some producers use
    QString tid;
    QString name;
    qint64 sortIndex = 0;
    std::uint32_t firstSeen = 0; // order of appearance
};

struct ChromeTraceProcess
{
    QString name;
    qint64 sortIndex = 0;
    std::uint32_t firstSeen = 0;
};

} // namespace hg
