#pragma once

// A shared library of sampler_target's, built with debug information: the
// sampler finds its functions' source lines after the recording (see
// Symbolizer), as it does for any library's.
namespace hgtargetlib {
void nap(); // sleeps 20 ms in nanosleep
} // namespace hgtargetlib
