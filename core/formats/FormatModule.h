#pragma once
#include "FigureTable.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>
#include <functional>
#include <utility>
#include <vector>

namespace hg {

class ProfileBuilder;
class ReadContext;
class Profile;

// One line of "what is this profile": a label and its value for the header
// and `hourglass-cli info`.
struct ContextFact
{
    QString label;
    QString value;
};

// Adds a fact unless its value is empty (the format did not say).
inline void addFact(std::vector<ContextFact> &facts, const QString &label, const QString &value)
{
    if (!value.isEmpty())
        facts.push_back({label, value});
}

// Everything Hourglass knows of one file format, declared once in the
// format's own folder (<Name>Format.cpp) and registered in one line of
// FormatRegistry: its identity, how to recognise, read and write it, and
// what only it can tell about a profile. Pages of its own are registered in
// views/ (docs/ARCHITECTURE.md, "Adding a format").
struct FormatModule
{
    QString id;                    // "sentry": Profile::formatId(), `info --json`, `--format`
    const char *name = nullptr;    // QT_TRANSLATE_NOOP("FormatModule", ...): see displayName()
    QStringList extensions;        // file name endings it writes and reads, without dot; preferred first
    QStringList alsoReads;         // further endings recognised when reading only

    // Reading: confidence 0..100 that `head` (the first KiB, decompressed)
    // is this format; read() fills the builder, throws ReadError on input it
    // cannot open and adds warnings for what it recovered from.
    std::function<int(QByteArrayView head)> probe;
    std::function<void(QByteArrayView data, ProfileBuilder &builder, const ReadContext &context)> read;

    // Writing (empty for a read-only format): why a profile does not fit
    // (empty = it fits), and the bytes.
    std::function<QString(const Profile &profile)> cannotWriteReason;
    std::function<QByteArray(const Profile &profile, const ReadContext &context)> write;
    // Optional: what a profile that fits loses in the file, or how the file
    // is read elsewhere, worth telling whoever writes it (empty: nothing),
    // e.g. a format of one thread naming the one it keeps. `convert` prints
    // it, the GUI shows it once the file is saved.
    std::function<QString(const Profile &profile)> writeNote;

    // Optional analyses: facts and notes only this format's profiles have
    // (a game server's TPS, an XSpace's devices), after the generic ones.
    std::function<void(const Profile &profile, const QLocale &locale, std::vector<ContextFact> &facts)> facts;
    std::function<QStringList(const Profile &profile)> notes;
    // The figures its users compare between two runs (FigureTable), for the
    // comparison of two profiles of this format.
    std::function<FigureTable(const Profile &profile)> figures;
    // The colour each frame category has in the format's own viewer, as a
    // CSS colour name ("yellow", "lightblue", "grey"), for the categories
    // the profile names (Firefox's meta.categories); others get a colour by
    // their name.
    std::function<std::vector<std::pair<QString, QString>>(const Profile &profile)> categoryColors;

    // The name in the language the application shows now.
    QString displayName() const { return QCoreApplication::translate("FormatModule", name); }
    // Every ending it recognises when reading, preferred first.
    QStringList readExtensions() const { return extensions + alsoReads; }
    bool canWrite() const { return bool(write); }
};

// The usual module: a reader class with static probe() and read() and a
// writer class with static cannotWriteReason() and write().
template <typename Reader, typename Writer>
FormatModule moduleOf(QLatin1String id, const char *name, QStringList extensions, QStringList alsoReads = {})
{
    FormatModule f;
    f.id = id;
    f.name = name;
    f.extensions = std::move(extensions);
    f.alsoReads = std::move(alsoReads);
    f.probe = &Reader::probe;
    f.read = &Reader::read;
    f.cannotWriteReason = &Writer::cannotWriteReason;
    f.write = &Writer::write;
    return f;
}

} // namespace hg
