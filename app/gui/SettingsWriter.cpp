#include "SettingsWriter.h"

#include "util/SerialWorker.h"

#include <QSettings>
#include <atomic>

namespace hg::SettingsWriter {

namespace {

SerialWorker &writer()
{
    static SerialWorker worker;
    return worker;
}

std::atomic<SerialWorker::Ticket> lastWrite{0};

} // namespace

void setValue(const QString &key, const QVariant &value)
{
    lastWrite = writer().post([key, value] { QSettings().setValue(key, value); });
}

void flush()
{
    writer().wait(lastWrite);
}

} // namespace hg::SettingsWriter
