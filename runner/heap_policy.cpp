#include "heap_policy.h"

#include <malloc.h>

namespace ct::runner {

bool keepFreedMemoryInHeap() {
    // Fixing the mmap threshold also stops glibc from moving it (its dynamic threshold), which
    // otherwise rises to the size of each large block freed and sets the trim threshold to twice
    // that — the rule that left one call's temporaries above the trim threshold.
    const bool blocks = mallopt(M_MMAP_THRESHOLD, kHeapBlockLimitBytes) == 1;
    const bool trim = mallopt(M_TRIM_THRESHOLD, kHeapTrimThresholdBytes) == 1;
    return blocks && trim;
}

}  // namespace ct::runner
