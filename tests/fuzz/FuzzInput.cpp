#include "FuzzInput.h"

#include "formats/FormatRegistry.h"
#include "io/ReadContext.h"
#include "io/Gzip.h"
#include "model/ProfileBuilder.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace hg::fuzz {

void readInput(QByteArrayView data, const QString &readerId)
{
    const FormatRegistry &registry = FormatRegistry::instance();
    ReadContext context;
    try {
        QByteArray inflated;
        QByteArrayView input = data;
        const FormatModule *reader = nullptr;
        if (readerId.isEmpty()) {
            // ProfileLoader::loadData without its catch-all for bad_alloc and
            // std::exception, which would hide findings.
            if (Gzip::isGzip(data)) {
                inflated = Gzip::decompress(data, context, qint64(64) << 20);
                input = inflated;
            }
            if (input.isEmpty())
                return;
            reader = registry.detect(input.first(std::min<qsizetype>(1024, input.size())), QString());
            if (!reader)
                return;
        } else {
            reader = registry.reader(readerId);
            if (!reader) {
                std::fprintf(stderr, "no reader with id %s\n", qPrintable(readerId));
                std::abort();
            }
        }
        ProfileBuilder builder(reader->id);
        reader->read(input, builder, context);
        const ProfilePtr profile = builder.build();
        (void)profile;
    } catch (const ReadError &) {
    } catch (const ReadCancelled &) {
    }
}

} // namespace hg::fuzz
