#pragma once
// Arrays of millions of entries (a program's operations, a simulation's per-rank state) are
// written once, right after they are allocated. Asking the kernel for transparent huge pages
// there (Linux THP in "madvise" mode, the Debian default) turns 512 page faults into one; on a
// virtual machine whose page faults are slow that was most of the time `calltree simulate` took
// at 2^20 ranks (docs/performance.md). Only whole 2 MiB pages inside the array are advised, so
// the resident size never grows beyond what the array itself touches.
#include <cstddef>
#include <vector>

namespace ct {

// Advice only: does nothing for small arrays, on other systems, or when the kernel refuses.
void adviseHugePages(const void* data, std::size_t bytes);

// v.reserve(n) for an array about to be filled, with the advice above.
template <class T>
void reserveLarge(std::vector<T>& v, std::size_t n) {
    if (n <= v.capacity()) return;
    v.reserve(n);
    adviseHugePages(v.data(), n * sizeof(T));
}

// v.assign(n, value) with the advice above.
template <class T>
void assignLarge(std::vector<T>& v, std::size_t n, const T& value) {
    if (n > v.capacity()) {
        v = std::vector<T>();
        reserveLarge(v, n);
    }
    v.assign(n, value);
}

}  // namespace ct
