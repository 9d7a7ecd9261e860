#pragma once
#include <cstddef>
#include <functional>

namespace hg {

// Parts of an input made side by side and taken in order: make(i) runs for
// every part on every core (as parallelFor hands them out, in order), and
// take(i) runs for each part once it is made, in index order, one part at a
// time, on whichever thread finds the parts before it taken: a reader parses
// stretches of a file on both cores while its model is built from them in
// file order, with no thread set aside for either. take(i) may free what
// make(i) made. A few parts at most are made ahead of those taken. What
// make(i) throws is thrown in part i's turn, so the first error in order
// reaches the caller (a reader's errors name the first bad place in the
// file); after an error no part is taken.
void parallelInOrder(std::size_t count, const std::function<void(std::size_t)> &make,
                     const std::function<void(std::size_t)> &take);

} // namespace hg
