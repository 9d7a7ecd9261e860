#pragma once
#include "formats/FormatModule.h"

#include <QCoreApplication>

namespace hg {

// speedscope's own file format (https://www.speedscope.app/file-format-schema.json),
// as written by speedscope's exporter, py-spy, rbspy, pyinstrument and
// others: `shared.frames` [{name, file, line, col}] and `profiles`, each
// `evented` (open/close events at times) or `sampled` (stacks, root first,
// with weights). Each profile becomes a track (SpeedscopeProfileReader).
class SpeedscopeReader
{
    Q_DECLARE_TR_FUNCTIONS(SpeedscopeReader)
public:
    static int probe(QByteArrayView head);
    static void read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context);
};

} // namespace hg
