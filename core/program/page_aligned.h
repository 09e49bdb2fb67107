#pragma once
// An allocator whose blocks start on a page boundary. Buffers that MPI copies from and into are
// page-aligned as the OSU Micro-Benchmarks' are: where malloc puts a buffer changes how fast the
// library copies it (a block from mmap starts 16 bytes into its page), so two cases of one
// launch, or the runner and OSU, would otherwise time the same call on differently placed data.
#include <cstddef>
#include <new>

namespace ct {

inline constexpr std::size_t kPageBytes = 4096;

template <class T>
struct PageAlignedAllocator {
    using value_type = T;

    PageAlignedAllocator() = default;
    template <class U>
    PageAlignedAllocator(const PageAlignedAllocator<U>&) noexcept {}

    T* allocate(std::size_t n) {
        return static_cast<T*>(::operator new (n * sizeof(T), std::align_val_t{kPageBytes}));
    }
    void deallocate(T* p, std::size_t) noexcept {
        ::operator delete (p, std::align_val_t{kPageBytes});
    }

    template <class U>
    bool operator==(const PageAlignedAllocator<U>&) const noexcept {
        return true;
    }
};

}  // namespace ct
