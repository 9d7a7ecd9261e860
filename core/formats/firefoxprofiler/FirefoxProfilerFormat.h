#pragma once
#include <QLatin1String>

#include <QString>
#include <utility>
#include <vector>

namespace hg {
class Profile;
struct FormatModule;
}

namespace hg::FirefoxProfilerFormat {

// The format's id, as `Profile::formatId()` and `info --json` give it.
inline constexpr QLatin1String id("firefoxprofiler");

// Its identity, reader and writer for the FormatRegistry.
FormatModule module();

// The colours of the categories a Firefox file gave (meta.categories), for
// this module and the Gecko profile's.
std::vector<std::pair<QString, QString>> categoryColors(const Profile &profile);

} // namespace hg::FirefoxProfilerFormat
