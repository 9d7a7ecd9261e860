#include "FirefoxThreadPreview.h"

#include "FirefoxProfileAssembler.h"
#include "FirefoxProfileParser.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"

namespace hg::firefox {

namespace {
// Below this a whole Firefox profile reads in well under 0.1 s: no preview.
constexpr qint64 kMinBytes = qint64(4) << 20;
// The first thread at most this part of the file: the rest, read after it
// is shown, is the bigger part of the wait.
constexpr qint64 kMaxShare = 3;
} // namespace

ProfileData FirefoxThreadPreview::offer(QByteArrayView data, const QString &formatId, const ReadContext &context)
{
    if (!context.onPreview || data.size() < kMinBytes)
        return {};
    // No progress and no pages dropped: the whole read goes over it again.
    ReadContext quiet;
    quiet.isCancelled = context.isCancelled;
    quiet.readablePadding = context.readablePadding;
    quiet.fileName = context.fileName;
    ProfileData first;
    try {
        const qint64 end = FirefoxProfileParser(first, quiet).parseFirstThread(data);
        if (end <= 0 || end * kMaxShare > data.size() || first.threads.size() != 1)
            return {};
        const Thread &thread = first.threads.front();
        // What comes after the thread could change how it reads: a processed
        // profile's shared tables, a meta after the threads.
        const bool tables = thread.tables ? thread.strings != nullptr : first.hasSharedTables && first.hasSharedStrings;
        if (!tables || (!first.geckoVersion && !first.processedVersion) || thread.samples.stack.empty())
            return {};
        ProfileBuilder builder(formatId);
        FirefoxProfileAssembler assembler(builder, first, quiet);
        assembler.keepColumns(); // for the whole read (FirefoxProfileParser::reuseFirstThread)
        assembler.assemble();
        context.checkCancelled();
        ProfilePtr part = builder.build();
        context.progress(end); // the part's bytes are read: the progress shown with it
        context.onPreview(std::move(part));
        return first;
    } catch (const ReadCancelled &) {
        throw;
    } catch (const std::exception &) {
        // No preview: the whole read meets the error again and says where.
    }
    return {};
}

} // namespace hg::firefox
