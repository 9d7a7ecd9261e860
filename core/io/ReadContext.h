#pragma once
#include "ReadError.h"
#include "model/Profile.h"

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
    // Set by the loader when the data is a mapped file: the pages before
    // `upTo` go back to the page cache (read again from there if touched).
    std::function<void(const char *upTo)> onInputConsumed;
    // The file's name without its folder, for a format whose content does
    // not say what it holds (node names a V8 profile's thread in it).
    QString fileName;
    // Set by a caller that shows a big profile while it loads (the GUI): a
    // reader that can read a part of the file first (a Firefox profile's
    // first thread) hands it here as a profile of its own, on the reading
    // thread, then reads the whole file as it would have.
    std::function<void(ProfilePtr part)> onPreview;

    void progress(qint64 bytesDone) const
    {
        if (onProgress)
            onProgress(bytesDone);
    }
    // A streaming reader is past `upTo` for good (only an error path may
    // look back): a mapped file's pages before it need not stay resident,
    // so a large file is not held in memory twice, as bytes and as model.
    void inputConsumed(const char *upTo) const
    {
        if (onInputConsumed)
            onInputConsumed(upTo);
    }
    // Throws ReadCancelled when the user has asked to stop.
    void checkCancelled() const
    {
        if (isCancelled && isCancelled())
            throw ReadCancelled();
    }
};

} // namespace hg
