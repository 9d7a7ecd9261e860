// libFuzzer entry for one reader (HG_FUZZ_READER = its id) or, when the id is
// empty, for detection plus the detected reader (fuzz_detect).
#include "FuzzInput.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const QString readerId = QStringLiteral(HG_FUZZ_READER);
    hg::fuzz::readInput(QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size)), readerId);
    return 0;
}
