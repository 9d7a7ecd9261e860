#include "SentryFormat.h"

#include "SentryReader.h"
#include "SentryWriter.h"
#include "formats/FormatModule.h"

namespace hg {

FormatModule SentryFormat::module()
{
    FormatModule f;
    f.id = id;
    f.name = QT_TRANSLATE_NOOP("FormatModule", "Sentry sample format");
    f.extensions = {QStringLiteral("sentry.json"), QStringLiteral("json")};
    f.probe = &SentryReader::probe;
    f.read = &SentryReader::read;
    f.cannotWriteReason = &SentryWriter::cannotWriteReason;
    f.write = &SentryWriter::write;
    return f;
}

} // namespace hg
