#pragma once
#include <QCoreApplication>
#include <QString>
#include <simdjson.h>

namespace hg {

// One level of JSON nesting that a reader follows by recursion, alive while
// the reader is inside it. simdjson's On-Demand parser (unlike its DOM) does
// not bound nesting, so each recursive walker counts its own depth with this
// guard and refuses input past kMaxDepth instead of overflowing the stack.
// The limit is the DOM parser's, so both paths refuse the same files.
class JsonDepthGuard
{
    Q_DECLARE_TR_FUNCTIONS(JsonDepthGuard)
public:
    static constexpr int kMaxDepth = int(simdjson::DEFAULT_MAX_DEPTH);

    // `levels`: how many JSON levels one step of the walker enters (a
    // MiniProfiler step and its "Children" array are two).
    explicit JsonDepthGuard(int &depth, int levels = 1)
        : m_depth(depth), m_levels(levels)
    {
        m_depth += m_levels;
    }
    ~JsonDepthGuard() { m_depth -= m_levels; }
    JsonDepthGuard(const JsonDepthGuard &) = delete;
    JsonDepthGuard &operator=(const JsonDepthGuard &) = delete;

    bool tooDeep() const { return m_depth > kMaxDepth; }
    // What the reader's ReadError says; `what` names what nests ("steps").
    static QString message(const QString &what)
    {
        return tr("%1 nest deeper than %2 levels of JSON, more than this reader follows").arg(what).arg(kMaxDepth);
    }

private:
    int &m_depth;
    int m_levels;
};

} // namespace hg
