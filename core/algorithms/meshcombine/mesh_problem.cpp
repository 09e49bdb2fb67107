#include "algorithms/meshcombine/mesh_problem.h"

#include <cstdlib>
#include <stdexcept>

namespace ct::mesh {

int MeshProblem::hops(Rank a, Rank b) const {
    return std::abs(rowOf(a) - rowOf(b)) + std::abs(colOf(a) - colOf(b));
}

bool isPowerOfTwo(std::uint64_t v) {
    return v != 0 && (v & (v - 1)) == 0;
}

int log2Exact(std::uint64_t v) {
    int k = 0;
    while ((std::uint64_t(1) << k) < v)
        ++k;
    return k;
}

MeshProblem meshProblemFrom(const AlgorithmParams& p, const std::string& algorithm) {
    const auto refuse = [&](const std::string& why) {
        throw std::invalid_argument(algorithm + ": " + why);
    };
    if (p.procs < 1)
        refuse("needs at least one processor (got P = " + std::to_string(p.procs) + ")");
    int n = 0;
    while (Rank(n + 1) * Rank(n + 1) <= p.procs)
        ++n;
    if (Rank(n) * Rank(n) != p.procs)
        refuse("runs on an n x n mesh, and P = " + std::to_string(p.procs) + " is not a square");
    // The paper's trees and blocks halve the mesh width; it assumes n is a power of two.
    if (!isPowerOfTwo(std::uint64_t(n)))
        refuse("needs the mesh width n to be a power of two (got n = " + std::to_string(n) +
               ", P = " + std::to_string(p.procs) + ")");
    if (p.meshRows != 0 && p.meshRows != n)
        refuse("runs on a square mesh: " + std::to_string(p.meshRows) +
               " rows do not fit P = " + std::to_string(p.procs));
    if (p.bytes == 0 || p.bytes % 8 != 0)
        refuse(
            "combines 8-byte elements, so the vector must be a positive multiple of 8 bytes (got " +
            std::to_string(p.bytes) + " bytes)");
    if (p.root < 0 || p.root >= p.procs)
        refuse("root " + std::to_string(p.root) + " is out of range 0.." +
               std::to_string(p.procs - 1));
    if (p.strip < 0)
        refuse("the strip length S must be positive (got " + std::to_string(p.strip) + ")");
    MeshProblem m;
    m.n = n;
    m.elements = p.bytes / 8;
    m.root = p.root;
    m.strip = p.strip;
    return m;
}

}  // namespace ct::mesh
