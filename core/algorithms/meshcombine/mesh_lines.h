#pragma once
// Lines of mesh nodes the 1-D building blocks run along, in physical order.
#include <vector>

#include "algorithms/meshcombine/mesh_problem.h"

namespace ct::mesh {

using Line = std::vector<Rank>;

Line rowLine(const MeshProblem& m, int row, int firstCol, int count);
Line columnLine(const MeshProblem& m, int col, int firstRow, int count, int spacing = 1);
// All N nodes in row-major order: the whole mesh as one line of N = n² nodes, so a binomial
// tree over it moves along columns for the high bits and along rows for the low ones.
Line rowMajorLine(const MeshProblem& m);

// A logical ring over a line without wrap-around links: even positions left to right, odd ones
// right to left (0, 2, 4, …, 5, 3, 1). Every ring neighbour is at most two hops away and each
// directed link carries one message per step, so the bucket steps are contention-free.
Line foldedRing(const Line& line);
// A Hamiltonian cycle of the whole mesh (n even, or n = 1): row 0 left to right, rows 1..n-1
// snaking through columns 1..n-1, then column 0 back up. Every ring neighbour is one hop away.
Line meshCycle(const MeshProblem& m);

}  // namespace ct::mesh
