#include "PerfDataFormat.h"

#include "PerfDataFacts.h"
#include "PerfDataReader.h"
#include "formats/FormatModule.h"

namespace hg {

namespace {

struct PerfDataWriting
{
    Q_DECLARE_TR_FUNCTIONS(PerfDataWriting)
public:
    static QString cannotWriteReason(const Profile &)
    {
        return tr("perf.data is read only: only perf record writes it; save as perf script text, pprof or another "
                  "format instead");
    }
};

} // namespace

FormatModule PerfDataFormat::module()
{
    FormatModule f;
    f.id = id;
    f.name = QT_TRANSLATE_NOOP("FormatModule", "perf.data");
    f.extensions = {QStringLiteral("data")};
    f.probe = &PerfDataReader::probe;
    f.read = &PerfDataReader::read;
    f.cannotWriteReason = &PerfDataWriting::cannotWriteReason;
    f.facts = &PerfDataFacts::addFacts;
    return f;
}

} // namespace hg
