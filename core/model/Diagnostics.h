#pragma once
#include <QString>
#include <QStringList>
#include <QtGlobal>
#include <vector>

namespace hg {

// A recoverable problem found while reading: the rest of the file still opened.
struct Diagnostic
{
    QString message;
    qint64 offset = -1; // byte offset in the (decompressed) input, -1 if unknown
    qint64 line = -1;   // 1-based line, -1 if unknown

    // "line 12: message", "offset 4096: message" or just the message.
    QString toString() const;
};

// Warnings of one document. Repeats beyond a cap are counted, not stored, so a
// file with a million bad records cannot exhaust memory.
class Diagnostics
{
public:
    static constexpr std::size_t kMaxStored = 1000;

    void warn(const QString &message, qint64 offset = -1, qint64 line = -1);
    const std::vector<Diagnostic> &warnings() const { return m_warnings; }
    QStringList messages() const; // the stored warnings' texts
    std::size_t count() const { return m_warnings.size() + m_dropped; }
    std::size_t dropped() const { return m_dropped; }
    bool empty() const { return count() == 0; }

private:
    std::vector<Diagnostic> m_warnings;
    std::size_t m_dropped = 0;
};

} // namespace hg
