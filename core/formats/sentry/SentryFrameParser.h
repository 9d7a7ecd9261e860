#pragma once
#include "model/Ids.h"

#include <simdjson.h>

namespace hg {

class ProfileBuilder;

// Turns one Sentry frame object into a model frame: function (or the older
// "name"/"symbol"), file, module or package, line, column, in_app and the
// instruction address; the other fields become frame attributes.
class SentryFrameParser
{
public:
    explicit SentryFrameParser(ProfileBuilder &builder);
    FrameId parse(simdjson::ondemand::object frame);
    // A frame that is not an object (a bare string or number in old drafts).
    FrameId parseUnknown();

private:
    ProfileBuilder &m_builder;
};

} // namespace hg
