#pragma once
// The mesh-combine paper's setting: an n x n mesh of processors with XY (dimension-ordered)
// wormhole routing, each holding a vector of M 8-byte elements to be combined. The node in row r,
// column c is rank r·n + c.
#include <cstdint>
#include <string>

#include "algorithms/catalogue/catalogue.h"

namespace ct::mesh {

struct MeshProblem {
    int n = 1;                   // mesh width, a power of two
    std::uint64_t elements = 1;  // M
    Rank root = 0;               // where SBT-R combines (the cost does not depend on it)
    int strip = 0;               // adaptive strip length S as requested (0: choose the best)

    Rank nodes() const { return Rank(n) * Rank(n); }
    Rank rankAt(int row, int col) const { return Rank(row) * Rank(n) + Rank(col); }
    int rowOf(Rank r) const { return static_cast<int>(r / n); }
    int colOf(Rank r) const { return static_cast<int>(r % n); }
    // Links a message between a and b crosses under XY routing (Manhattan distance).
    int hops(Rank a, Rank b) const;
};

// Reads procs, meshRows, bytes, root and strip. Throws std::invalid_argument naming the bad value
// when P is not n x n with n a power of two, or the vector is not whole 8-byte elements.
MeshProblem meshProblemFrom(const AlgorithmParams& p, const std::string& algorithm);

bool isPowerOfTwo(std::uint64_t v);
// log2 of a power of two.
int log2Exact(std::uint64_t v);

}  // namespace ct::mesh
