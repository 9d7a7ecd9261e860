#pragma once
#include <QString>
#include <QtGlobal>
#include <exception>

namespace hg {

// Thrown by a reader when the input cannot be opened: says where (byte offset
// and/or 1-based line) and what was expected there.
class ReadError : public std::exception
{
public:
    explicit ReadError(QString message, qint64 offset = -1, qint64 line = -1)
        : m_message(std::move(message)), m_offset(offset), m_line(line) {}

    const QString &message() const { return m_message; }
    qint64 offset() const { return m_offset; }
    qint64 line() const { return m_line; }
    const char *what() const noexcept override;

private:
    QString m_message;
    qint64 m_offset;
    qint64 m_line;
    mutable QByteArray m_what;
};

// Thrown through a reader when the user cancelled the load.
class ReadCancelled : public std::exception
{
public:
    const char *what() const noexcept override { return "cancelled"; }
};

} // namespace hg
