#pragma once
#include <QString>
#include <QVariant>

namespace hg {

// QSettings values written on a thread of their own, one after another in
// the order they were set: QSettings writes its file at once, which kept
// the GUI thread 6-20 ms right after a document loaded (the recent files),
// before the document's first paint. Reading a value the app writes this
// way waits for the writes set before it (flush()).
namespace SettingsWriter {

void setValue(const QString &key, const QVariant &value);
// Returns once every value set so far is in the settings.
void flush();

} // namespace SettingsWriter

} // namespace hg
