#include "sampler_target_lib.h"

#include <time.h>

namespace hgtargetlib {

volatile unsigned long naps = 0;

__attribute__((noinline)) void nap()
{
    timespec nap{0, 20'000'000};
    nanosleep(&nap, nullptr);
    naps = naps + 1; // work after the call: no tail call leaves nap() off the stack
}

} // namespace hgtargetlib
