#pragma once
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace hg {

// One step that reshapes a profile's call paths (Firefox Profiler's
// transforms). Steps name functions, modules and categories by text, not by
// id, so a list of them outlives the profile it was made on: it is written as
// `spec()` text (the CLI's --transform, a document's saved steps) and read
// back with parse().
struct Transform
{
    enum class Kind {
        MergeFunction,           // merge:NAME — the function's frames leave every path
        MergeCallNode,           // merge-node:A;B;C — that one call node leaves its path
        FocusSubtree,            // focus-subtree:A;B;C — the node at that path becomes the root
        FocusFunction,           // focus:NAME — every call of it becomes one root
        FocusCategory,           // focus-category:CAT — only that category's frames
        FocusModule,             // focus-module:MOD — only that module's frames
        CollapseModule,          // collapse-module:MOD — a module's runs of frames become one frame
        CollapseRecursion,       // collapse-recursion:NAME — inner calls of it merge into the outermost
        CollapseDirectRecursion, // collapse-direct-recursion:NAME — only calls of it from itself
        CollapseSubtree,         // collapse-subtree:NAME — its callees merge into it
        DropFunction,            // drop:NAME — samples (spans) with it on their path go
        MyCode,                  // my-code[:PATTERN] — only the program's own frames
        Invert,                  // invert — the trees grow from the called functions up
        Weight,                  // weight:cpu, weight:wall — samples count their CPU time, or wall time again
        Only,                    // only:running, only:waiting — samples on a CPU, or off one, alone
    };

    Kind kind = Kind::Invert;
    QString name;     // the function, module, category or my-code pattern
    QStringList path; // call path, root first (merge-node, focus-subtree)

    // Parses "merge:NAME" etc.; nullopt with `error` set when it cannot.
    static std::optional<Transform> parse(const QString &spec, QString *error = nullptr);
    QString spec() const;
    // Applies to call paths rather than only to how trees are drawn.
    bool reshapesPaths() const { return kind != Kind::Invert && !actsOnSamples(); }
    // Chooses or weighs samples by what their thread did (weight:, only:).
    bool actsOnSamples() const { return kind == Kind::Weight || kind == Kind::Only; }
    // Keeps only the paths it focuses on: a path left empty is dropped.
    bool focuses() const;
    bool namesFunction() const; // `name` is a function name
    bool operator==(const Transform &) const = default;
};

// Transforms in the order applied.
using TransformList = std::vector<Transform>;

// The arguments of weight: and only:.
inline const QString kWeightCpu = QStringLiteral("cpu");
inline const QString kWeightWall = QStringLiteral("wall");
inline const QString kOnlyRunning = QStringLiteral("running");
inline const QString kOnlyWaiting = QStringLiteral("waiting");

// The samples are weighed by CPU time after these steps (the last weight: says).
bool weighsByCpu(const TransformList &steps);

// The trees are drawn inverted after these steps (an odd number of inverts).
bool invertsTrees(const TransformList &steps);
QStringList specsOf(const TransformList &steps);

} // namespace hg
