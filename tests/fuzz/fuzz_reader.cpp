// libFuzzer entry for every format: run as fuzz_<format id> it fuzzes that
// reader, as fuzz_detect (or fuzz_read) detection plus the detected reader.
#include "FuzzInput.h"

#include <QFileInfo>
#include <cstddef>
#include <cstdint>

namespace {
QString readerId; // empty: detect
}

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    if (*argc > 0) {
        const QString name = QFileInfo(QString::fromLocal8Bit((*argv)[0])).fileName();
        if (name.startsWith(QLatin1String("fuzz_")) && name != QLatin1String("fuzz_detect") && name != QLatin1String("fuzz_read"))
            readerId = name.mid(5);
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    hg::fuzz::readInput(QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size)), readerId);
    return 0;
}
