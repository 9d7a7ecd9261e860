#include "PprofFormat.h"

#include "PprofReader.h"
#include "PprofWriter.h"
#include "formats/FormatModule.h"

namespace hg {

FormatModule PprofFormat::module()
{
    FormatModule f;
    f.id = id;
    f.name = QT_TRANSLATE_NOOP("FormatModule", "pprof (profile.proto)");
    f.extensions = {QStringLiteral("pprof"), QStringLiteral("pb.gz"), QStringLiteral("prof")};
    f.probe = &PprofReader::probe;
    f.read = &PprofReader::read;
    f.cannotWriteReason = &PprofWriter::cannotWriteReason;
    f.write = &PprofWriter::write;
    return f;
}

} // namespace hg
