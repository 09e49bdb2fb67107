#pragma once
// All-to-all reduction (Grama et al. 2003, §4.2; the reduce-scatter data contract: rank r starts
// with P blocks of m bytes, block j at j·m meant for rank j, and ends with block r summed over all
// ranks at r·m). The dual of the all-to-all broadcasts: the same steps in reverse order and
// direction, each received part added into the local one (8-byte integers). A scratch part
// after the P blocks takes each incoming message.
#include <cstdint>
#include <vector>

#include "program/program.h"
#include "algorithms/textbook/lockstep_costs.h"
#include "algorithms/textbook/mesh_shape.h"

namespace ct {

// Algorithm 4.5: in step i = 1..P-1 rank r sends its partial block r+i to its left neighbour,
// receives the partial block r+i+1 from its right one and adds it in; the last step brings
// block r. Any P.
Program ringReduceScatterProgram(Rank P, std::uint64_t m);
std::vector<LockstepStep> ringReduceScatterSteps(Rank P, std::uint64_t m);

// The book's Problem 4.4, the dual of Algorithm 4.6: first the ring reduction along every
// column with a whole row's cols blocks as one part (rows-1 steps of cols·m bytes), leaving
// rank (i, j) row i's blocks summed over its column; then along every row with single blocks.
Program meshReduceScatterProgram(const MeshShape& mesh, std::uint64_t m);
std::vector<LockstepStep> meshReduceScatterSteps(const MeshShape& mesh, std::uint64_t m);

// Algorithm 4.8: for i = d-1 down to 0 rank r keeps the aligned half (2^i blocks) of its range
// that holds block r, sends the other half to r XOR 2^i and adds the partner's copy of its own
// half. P must be a power of two.
Program hypercubeReduceScatterProgram(Rank P, std::uint64_t m);
std::vector<LockstepStep> hypercubeReduceScatterSteps(Rank P, std::uint64_t m);

}  // namespace ct
