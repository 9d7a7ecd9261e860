#pragma once
#include <QCoreApplication>
#include <QString>
#include <QtGlobal>

#include <cstdint>
#include <cstring>
#include <string_view>

namespace hg {

// Reads perf.data's fixed-size fields (in the byte order of this machine:
// files of the other one are refused up front) from a range of bytes,
// every read bounds-checked against the range. A read past its end throws
// ReadError with the absolute offset and what was being read.
class PerfCursor
{
    Q_DECLARE_TR_FUNCTIONS(PerfCursor)
public:
    // `fileOffset`: where `bytes` begins in the file, for errors; `what`
    // names the range ("the header", "a sample record") in them.
    PerfCursor(std::string_view bytes, qint64 fileOffset, const char *what)
        : m_begin(bytes.data()), m_pos(bytes.data()), m_end(bytes.data() + bytes.size()), m_fileOffset(fileOffset),
          m_what(what) {}

    qint64 offset() const { return m_fileOffset + (m_pos - m_begin); }
    std::size_t left() const { return std::size_t(m_end - m_pos); }
    bool atEnd() const { return m_pos == m_end; }
    const char *position() const { return m_pos; }

    std::uint64_t u64() { return value<std::uint64_t>(); }
    std::uint32_t u32() { return value<std::uint32_t>(); }
    std::uint16_t u16() { return value<std::uint16_t>(); }
    std::uint8_t u8() { return value<std::uint8_t>(); }
    // `count` bytes as they are.
    std::string_view bytes(std::uint64_t count)
    {
        need(count);
        const std::string_view v(m_pos, std::size_t(count));
        m_pos += count;
        return v;
    }
    void skip(std::uint64_t count) { bytes(count); }
    // A NUL-padded text field of `count` bytes, up to its first NUL.
    std::string_view text(std::uint64_t count)
    {
        const std::string_view field = bytes(count);
        return field.substr(0, std::min(field.find('\0'), field.size()));
    }
    // A perf_header_string: its u32 length, then that many bytes, NUL-padded.
    std::string_view headerString() { return text(u32()); }

    // Throws ReadError at the cursor: "<what> at byte N: <message>".
    [[noreturn]] void fail(const QString &message) const;

private:
    template <typename T>
    T value()
    {
        need(sizeof(T));
        T v;
        std::memcpy(&v, m_pos, sizeof v);
        m_pos += sizeof v;
        return v;
    }
    void need(std::uint64_t count) const
    {
        if (count > left())
            pastEnd(count);
    }
    [[noreturn]] void pastEnd(std::uint64_t count) const;

    const char *m_begin;
    const char *m_pos;
    const char *m_end;
    qint64 m_fileOffset;
    const char *m_what;
};

} // namespace hg
