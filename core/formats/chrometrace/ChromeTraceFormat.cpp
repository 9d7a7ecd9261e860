#include "ChromeTraceFormat.h"

#include "ChromeTraceReader.h"
#include "ChromeTraceWriter.h"
#include "formats/FormatModule.h"

namespace hg {

FormatModule ChromeTraceFormat::module()
{
    FormatModule f;
    f.id = id;
    f.name = QT_TRANSLATE_NOOP("FormatModule", "Chrome trace event JSON");
    f.extensions = {QStringLiteral("trace.json"), QStringLiteral("chrome.json")};
    f.probe = &ChromeTraceReader::probe;
    f.read = &ChromeTraceReader::read;
    f.cannotWriteReason = &ChromeTraceWriter::cannotWriteReason;
    f.write = &ChromeTraceWriter::write;
    return f;
}

} // namespace hg
