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
// make(i) made. Exceptions are as parallelFor's; after one, take is not run.
void parallelInOrder(std::size_t count, const std::function<void(std::size_t)> &make,
                     const std::function<void(std::size_t)> &take);

} // namespace hg
