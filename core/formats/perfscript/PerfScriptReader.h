#pragma once
#include <QByteArrayView>
#include <QCoreApplication>

namespace hg {

class ProfileBuilder;
class ReadContext;

// `perf script`'s text: samples (a header line, then the call chain's lines
// after a tab, then a blank line; or one line each without a call chain),
// parsed in stretches on one thread while the stretch before is assembled
// on another (PerfSampleAssembler makes the model).
class PerfScriptReader
{
    Q_DECLARE_TR_FUNCTIONS(PerfScriptReader)
public:
    static int probe(QByteArrayView head);
    static void read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context);
};

} // namespace hg
