#pragma once
#include "ReadError.h"

#include <QString>
#include <functional>

namespace hg {

// What a reader gets besides its bytes: progress reporting and cancellation.
class ReadContext
{
public:
    std::function<void(qint64 bytesDone)> onProgress;
    std::function<bool()> isCancelled;
    // Readable bytes after the end of the data (their values do not matter):
    // with enough of them a JSON reader parses in place instead of copying.
    qint64 readablePadding = 0;

    void progress(qint64 bytesDone) const
    {
        if (onProgress)
            onProgress(bytesDone);
    }
    // Throws ReadCancelled when the user has asked to stop.
    void checkCancelled() const
    {
        if (isCancelled && isCancelled())
            throw ReadCancelled();
    }
};

} // namespace hg
