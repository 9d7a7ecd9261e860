#pragma once
#include "Transform.h"
#include "model/StackTable.h"

#include <QStringList>

#include <stdexcept>
#include <vector>

namespace hg {

class ProfileBuilder;

// A transform that cannot apply: a name that matches nothing.
class TransformError : public std::runtime_error
{
public:
    explicit TransformError(const QString &message) : std::runtime_error(message.toStdString()), m_message(message) {}
    const QString &message() const { return m_message; }

private:
    QString m_message;
};

// What one transform does to each call path of a prefix tree. Every
// transform decides, position by position, whether a frame stays on the path
// (perhaps as another frame: a module's), and from what lies above it only;
// so one pass over the tree, parents first, serves the paths of samples and
// of spans alike. A sample keeps its reshaped path, or is dropped; a span
// stays if its own frame does, under its nearest caller that stays.
struct PathMapping
{
    StackTable paths;                  // the reshaped paths
    std::vector<StackId> reshaped;     // input path -> reshaped path (kNoId: empty)
    std::vector<std::uint8_t> ownKept; // the input path's last frame stays
    std::vector<std::uint8_t> dropped; // a sample with this path is dropped
    bool dropsEmpty = false;           // a sample whose path is left empty is dropped
    QStringList notes;                 // what the person should know (nothing of their own code)

    // Applies `step` to `paths` (parents first). Frames it makes (a
    // collapsed module's) are added to `builder`, whose frames and strings
    // the paths' frames are. Throws TransformError when a name it gives
    // matches no function, module or category.
    static PathMapping of(const Transform &step, const StackTable &paths, ProfileBuilder &builder);
};

} // namespace hg
