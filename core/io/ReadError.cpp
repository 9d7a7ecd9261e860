#include "ReadError.h"

namespace hg {

const char *ReadError::what() const noexcept
{
    m_what = m_message.toUtf8();
    return m_what.constData();
}

} // namespace hg
