#pragma once
// How the runner's process keeps freed memory (docs/runner.md, "Heap trimming").
//
// Open MPI's reductions allocate whole-vector temporaries on every call (the linear reduce two,
// Rabenseifner's reduce and the basic linear allreduce theirs) and free them before returning.
// glibc gives the top of its heap back to the system when more than its trim threshold is free
// there; whether one call's frees cross it depends on what else lies on the heap. In the runner
// they did: MPI_Reduce with the linear algorithm at 1 MiB faulted its 256 pages in again on
// every call, where the same call in a small program (bench/reduce_page_faults.c) faults none —
// the runner measured its own heap layout, not the library. Benchmarks of the field (OSU) see
// the warm heap, so the runner keeps freed blocks up to glibc's largest heap allocation.
namespace ct::runner {

// Blocks up to this size come from the heap, not from a mapping of their own: glibc's largest
// mmap threshold on 64-bit systems.
inline constexpr int kHeapBlockLimitBytes = 32 << 20;
// Free memory the heap keeps at its top before it gives any back.
inline constexpr int kHeapTrimThresholdBytes = 1 << 30;

// Sets both for this process; false when glibc refuses a value (it takes both on 64-bit Linux).
bool keepFreedMemoryInHeap();

}  // namespace ct::runner
