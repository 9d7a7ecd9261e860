#include "SentryFormat.h"

#include "SentryReader.h"
#include "SentryWriter.h"
#include "formats/FormatModule.h"

namespace hg {

FormatModule SentryFormat::module()
{
    return moduleOf<SentryReader, SentryWriter>(id, QT_TRANSLATE_NOOP("FormatModule", "Sentry sample format"),
        {QStringLiteral("sentry.json"), QStringLiteral("json")});
}

} // namespace hg
