#pragma once
#include <QString>

namespace hg {

struct FormatModule;

// The open dialog's filter: every readable format's extensions, then all files.
QString openDialogFilter();
// File dialog text for a writable format: "Sentry sample format (*.json *.json.gz)".
QString fileDialogFilter(const FormatModule &writer);
// `path` ending in one of the writer's extensions (maybe with .gz); the
// first one is added when it has none.
QString withFormatExtension(const QString &path, const FormatModule &writer);

} // namespace hg
