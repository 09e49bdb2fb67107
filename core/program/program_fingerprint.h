#pragma once
// A 64-bit fingerprint of what a program does: its ranks, every operation (kind, combine mode,
// peer, bytes, offsets) in order, its barrier groups, buffer size and element size — not its
// name. Two programs with the same fingerprint run the same messages; on 2 ranks, for instance,
// every broadcast tree of the catalogue is the one message from the root. The fidelity table
// counts such algorithms as one candidate (analysis/fidelity.h). FNV-1a: not for adversaries.
#include <cstdint>

#include "program/program.h"

namespace ct {

std::uint64_t programFingerprint(const Program& program);

}  // namespace ct
