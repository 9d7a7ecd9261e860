#include "PerfScriptFormat.h"

#include "PerfKeys.h"
#include "PerfScriptReader.h"
#include "formats/FormatModule.h"
#include "model/Profile.h"

namespace hg {

namespace {

class PerfFacts
{
    Q_DECLARE_TR_FUNCTIONS(PerfScriptFormat)
public:
    static void add(const Profile &profile, const QLocale &, std::vector<ContextFact> &facts)
    {
        const QString events = profile.metadataString(perf::key::kEvents);
        addFact(facts, tr("Events"), QString(events).replace(QLatin1Char(','), QStringLiteral(", ")));
        if (events.contains(QLatin1Char(',')))
            addFact(facts, tr("Shown event"), profile.metadataString(perf::key::kEvent));
        addFact(facts, tr("Off-CPU time from"), profile.metadataString(perf::key::kOffCpu));
    }
};

} // namespace

FormatModule PerfScriptFormat::module()
{
    FormatModule f;
    f.id = id;
    f.name = QT_TRANSLATE_NOOP("FormatModule", "perf script output");
    f.extensions = {QStringLiteral("perf"), QStringLiteral("perfscript")};
    f.probe = &PerfScriptReader::probe;
    f.read = &PerfScriptReader::read;
    f.facts = &PerfFacts::add;
    return f;
}

} // namespace hg
