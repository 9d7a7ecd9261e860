#include "FirefoxProfilerReader.h"

#include "FirefoxProfileAssembler.h"
#include "FirefoxProfileParser.h"
#include "FirefoxThreadPreview.h"
#include "io/ReadContext.h"

namespace hg {

int FirefoxProfilerReader::probe(QByteArrayView head)
{
    const QByteArrayView text = head.trimmed();
    if (!text.startsWith('{'))
        return 0;
    if (text.contains("\"preprocessedProfileVersion\""))
        return 100;
    // Firefox starts its Gecko profiles with the libraries it had loaded.
    if (text.startsWith("{\"libs\"") && (text.contains("\"breakpadId\"") || text.contains("\"debugName\"")))
        return 95;
    int score = 0;
    if (text.contains("\"meta\""))
        score += 30;
    if (text.contains("\"threads\"") || text.contains("\"processes\""))
        score += 20;
    if (text.contains("\"stackTable\"") || text.contains("\"frameTable\"") || text.contains("\"stringTable\"")
        || text.contains("\"stringArray\""))
        score += 30;
    if (text.contains("\"processType\"") || text.contains("\"markerSchema\"") || text.contains("\"stackwalk\"")
        || text.contains("\"categories\""))
        score += 20;
    return score >= 50 ? std::min(score, 90) : 0;
}

void FirefoxProfilerReader::read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context)
{
    context.progress(0);
    firefox::ProfileData first = firefox::FirefoxThreadPreview::offer(data, builder.formatId(), context);
    firefox::ProfileData collected;
    firefox::FirefoxProfileParser parser(collected, context);
    parser.reuseFirstThread(std::move(first));
    parser.parse(data);
    context.checkCancelled();
    firefox::FirefoxProfileAssembler(builder, collected, context).assemble();
    context.progress(data.size());
}

} // namespace hg
