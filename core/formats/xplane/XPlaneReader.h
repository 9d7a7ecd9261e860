#pragma once
#include "formats/FormatModule.h"

#include <QCoreApplication>

namespace hg {

// XSpace protobufs (*.xplane.pb) as TensorFlow, JAX and XLA profilers write
// them, decoded from the wire format straight into the model: planes are
// track groups, lines tracks, events spans nested by time containment.
class XPlaneReader
{
    Q_DECLARE_TR_FUNCTIONS(XPlaneReader)
public:
    static int probe(QByteArrayView head);
    static void read(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context);
};

} // namespace hg
