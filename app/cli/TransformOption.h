#pragma once
#include "CliCommand.h"
#include "analysis/Transform.h"

namespace hg::cli {

// `--transform SPEC` of tree and convert: repeatable, applied in order
// (merge:NAME, focus-subtree:A;B;C, focus:NAME, collapse-module:MOD,
// collapse-recursion:NAME, drop:NAME, my-code, invert, …).
class TransformOption
{
public:
    static QCommandLineOption option();
    // The steps given; false after printing what is wrong with one.
    static bool parse(const QCommandLineParser &parser, TransformList &steps, Streams streams);
    // `--weight wall|cpu` of tree: a weight: step after the others.
    static QCommandLineOption weightOption();
    static bool parseWeight(const QCommandLineParser &parser, TransformList &steps, Streams streams);
    // The profile reshaped by the steps, its notes on err; null after
    // printing "FILE: no function named …".
    static ProfilePtr apply(const ProfilePtr &profile, const TransformList &steps, const QString &path, Streams streams);
};

} // namespace hg::cli
