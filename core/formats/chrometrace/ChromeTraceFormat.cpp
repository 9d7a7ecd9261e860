#include "ChromeTraceFormat.h"

#include "ChromeTraceReader.h"
#include "ChromeTraceWriter.h"
#include "formats/FormatModule.h"

namespace hg {

FormatModule ChromeTraceFormat::module()
{
    return moduleOf<ChromeTraceReader, ChromeTraceWriter>(id, QT_TRANSLATE_NOOP("FormatModule", "Chrome trace event JSON"),
        {QStringLiteral("trace.json"), QStringLiteral("chrome.json")});
}

} // namespace hg
