#pragma once
// Runs a program on real bytes in one process, so tests can check that an algorithm moves and
// combines data as its collective requires — the same program the simulator costs and the MPI
// runner executes. Combine adds 64-bit integers (wrapping), as the runner does.
#include <cstdint>
#include <vector>

#include "program/page_aligned.h"
#include "program/program.h"

namespace ct {

// Page-aligned: the runner hands these buffers to MPI (program/page_aligned.h says why).
using RankBuffer = std::vector<std::uint8_t, PageAlignedAllocator<std::uint8_t>>;

// `buffers` holds one buffer per rank; each is grown to program.bufferBytes() if smaller.
// A send takes a snapshot of its part when it executes (the program must not change the part
// while the message is in flight; the runner relies on the same rule). Throws ProgramError when
// the program cannot run to completion.
void executeProgram(const Program& program, std::vector<RankBuffer>& buffers);

}  // namespace ct
