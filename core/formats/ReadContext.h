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
