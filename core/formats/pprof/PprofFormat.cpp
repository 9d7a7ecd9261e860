#include "PprofFormat.h"

#include "PprofReader.h"
#include "PprofWriter.h"
#include "formats/FormatModule.h"

namespace hg {

FormatModule PprofFormat::module()
{
    return moduleOf<PprofReader, PprofWriter>(id, QT_TRANSLATE_NOOP("FormatModule", "pprof (profile.proto)"),
        {QStringLiteral("pprof"), QStringLiteral("pb.gz"), QStringLiteral("prof")});
}

} // namespace hg
