#pragma once
// Deterministic inputs from a seed, the same on any number of processors (docs/bsp-execution.md):
// sort keys of a given element size, and connected weighted graphs.
#include <cstdint>
#include <vector>

#include "bsprun/records.h"

namespace ct::bsprun {

// Elements [first, first + count) of a sequence of `total` elements of `elementBytes` bytes (at
// least 4): a 32-bit unsigned key stored first (duplicates occur: about a quarter of the
// positions repeat an earlier key), then payload bytes derived from the key and the position.
Bytes generateKeys(std::uint64_t total, std::uint64_t elementBytes, std::uint64_t first,
                   std::uint64_t count, std::uint64_t seed);
// An element's key (the first 4 bytes).
inline std::uint32_t keyAt(const std::uint8_t* element) {
    std::uint32_t k;
    std::memcpy(&k, element, 4);
    return k;
}
// An order-independent checksum of elements (each element's bytes hashed, the hashes summed).
std::uint64_t elementsChecksum(const Bytes& elements, std::uint64_t elementBytes);

// The largest weight; weights are whole numbers 1 … kMaxWeight, so equal weights are common.
inline constexpr int kMaxWeight = 1000;
// Edge numbers fit in 22 bits (the SegmentMinimum words pack a weight and a number in 32 bits).
inline constexpr std::int64_t kMaxEdges = std::int64_t(1) << 22;

// A connected graph of `nodes` nodes and `edges` >= nodes − 1 edges: a random spanning tree, then
// random extra edges (parallel edges possible, no self-loops unless there is one node), in a
// random order; edge i has id i. Throws std::invalid_argument for edges < nodes − 1 (a
// disconnected input) or sizes out of range.
std::vector<Edge> generateGraph(std::int64_t nodes, std::int64_t edges, std::uint64_t seed);

}  // namespace ct::bsprun
