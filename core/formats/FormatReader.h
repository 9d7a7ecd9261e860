#pragma once
#include <QByteArrayView>
#include <QString>
#include <QStringList>
#include <functional>

namespace hg {

class ProfileBuilder;
class ReadContext;
class Profile;

// A readable format: how to recognise it from its first bytes and how to read
// it into a ProfileBuilder. A reader throws ReadError on input it cannot open
// and adds warnings to the builder for what it could recover from.
struct FormatReader
{
    QString id;          // "sentry", as in `info --json`
    QString displayName; // "Sentry sample format"
    QStringList extensions; // preferred file name endings, without dot
    // Confidence 0..100 that `head` (the first KiB, decompressed) is this format.
    std::function<int(QByteArrayView head)> probe;
    std::function<void(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context)> read;
};

// A writable format. canWrite says why a profile does not fit (empty = fits).
struct FormatWriter
{
    QString id;
    QString displayName;
    QStringList extensions;
    std::function<QString(const Profile &profile)> cannotWriteReason;
    std::function<QByteArray(const Profile &profile, const ReadContext &context)> write;
};

} // namespace hg
