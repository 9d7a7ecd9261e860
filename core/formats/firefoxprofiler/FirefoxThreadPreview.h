#pragma once
#include "FirefoxProfileData.h"

#include <QByteArrayView>
#include <QString>

namespace hg {

class ReadContext;

namespace firefox {

// A big Firefox profile's first thread, read, assembled and handed to
// ReadContext::onPreview before the whole file is read: a profile of many
// threads is shown in the time of one. Worth it only when the thread is a
// small part of a big file (it is assembled again with the others);
// otherwise, and on any error (the whole read reports it), nothing is offered.
class FirefoxThreadPreview
{
public:
    // Returns what was read of the file for the part offered (no threads
    // when none was), for FirefoxProfileParser::reuseFirstThread.
    static ProfileData offer(QByteArrayView data, const QString &formatId, const ReadContext &context);
};

} // namespace firefox
} // namespace hg
