#pragma once
#include "CallTree.h"

#include <span>
#include <vector>

namespace hg {

// Every function of a call tree with its figures merged over all the places
// it is called from: self (the time in the function itself), total (the time
// with its callees, a recursive call counted once per stack), and count
// (spans, or samples, of its outermost calls). What the function list shows.
class FunctionTable
{
public:
    struct Row
    {
        FrameId frame = kNoId; // the first frame of the function met
        std::int64_t self = 0;
        std::int64_t total = 0;
        std::uint64_t count = 0;
    };

    // From a top-down tree, a function a frame; returns an empty table for
    // a bottom-up one.
    static FunctionTable of(const CallTree &tree);
    // The same with frames grouped into functions: functionOf[frame] numbers
    // each frame's function from 0, so the frames of one function (at other
    // lines, or of one name in two profiles) make one row, and recursion
    // through any of them counts once.
    static FunctionTable of(const CallTree &tree, std::span<const std::uint32_t> functionOf);

    CallTree::Unit unit() const { return m_unit; }
    // The tree's whole: what percentages are of.
    std::int64_t whole() const { return m_whole; }
    const std::vector<Row> &rows() const { return m_rows; }

private:
    CallTree::Unit m_unit = CallTree::Unit::Time;
    std::int64_t m_whole = 0;
    std::vector<Row> m_rows; // heaviest self first
};

} // namespace hg
