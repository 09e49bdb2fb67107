#pragma once
// All-to-all broadcast (Grama et al. 2003, §4.2; the allgather data contract of
// program/collective.h: block j of m bytes at j·m). Every message moves real blocks, so the
// reference executor can check that each rank ends with all P of them.
#include <cstdint>
#include <vector>

#include "program/program.h"
#include "algorithms/textbook/lockstep_costs.h"
#include "algorithms/textbook/mesh_shape.h"

namespace ct {

// Algorithm 4.4: P-1 steps; in step i rank r sends block r-i+1 to its right neighbour and
// receives block r-i from its left one (indices mod P). Any P.
Program ringAllgatherProgram(Rank P, std::uint64_t m);
std::vector<LockstepStep> ringAllgatherSteps(Rank P, std::uint64_t m);

// Algorithm 4.6: the ring algorithm along every row (cols-1 steps of m bytes), then along every
// column with a row's cols blocks, contiguous in the layout, as one message (rows-1 steps of
// cols·m bytes). Rows and columns wrap around, as the book's (my_id ± 1) mod √p does.
Program meshAllgatherProgram(const MeshShape& mesh, std::uint64_t m);
std::vector<LockstepStep> meshAllgatherSteps(const MeshShape& mesh, std::uint64_t m);

// Algorithm 4.7: step i = 0..d-1 exchanges the 2^i blocks of r's aligned subcube with r XOR 2^i.
// P must be a power of two (throws std::invalid_argument otherwise).
Program hypercubeAllgatherProgram(Rank P, std::uint64_t m);
std::vector<LockstepStep> hypercubeAllgatherSteps(Rank P, std::uint64_t m);

// Throws std::invalid_argument naming `algorithm` unless P is a power of two.
void requirePowerOfTwo(Rank P, const char* algorithm);

}  // namespace ct
