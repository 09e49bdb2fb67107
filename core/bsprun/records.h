#pragma once
// The records the algorithms move, laid out as the library's costs assume (Bonorden 2002 §3.3:
// sizeof(Edge) = 24, sizeof(BoruvkaStepEdge) = 32; schedule/register.h kEdgeBytes,
// kStepEdgeBytes), and the rule that says which processor holds which position.
#include <cstdint>
#include <cstring>

#include "bsprun/bsp_channel.h"

namespace ct::bsprun {

// An undirected edge: endpoints, its number in the generated graph (the tie breaker that makes
// the minimum spanning tree unique) and its weight (a whole number, docs/bsp-execution.md).
struct Edge {
    std::int32_t u = 0, v = 0, id = 0;
    double weight = 0;
    bool operator==(const Edge&) const = default;
};
static_assert(sizeof(Edge) == 24, "the library costs an Edge as 24 bytes");

// One direction of an edge between supernodes, as the Borůvka steps handle it. The supernode it
// leaves comes first: IntegerSort sorts by an int stored first.
struct StepEdge {
    std::int32_t from = 0, to = 0;
    Edge edge;
};
static_assert(sizeof(StepEdge) == 32, "the library costs a BoruvkaStepEdge as 32 bytes");

// The order every algorithm uses to pick a lightest edge: weight, then number, so that ties
// never make a cycle and every algorithm finds the same tree.
inline bool lighter(const Edge& a, const Edge& b) {
    return a.weight < b.weight || (a.weight == b.weight && a.id < b.id);
}

// Even distribution (the thesis' ⌈e/p⌉ consecutive edges per processor): processor r holds the
// positions [r·⌈n/p⌉, min(n, (r+1)·⌈n/p⌉)); trailing processors may hold fewer or none.
inline std::uint64_t blockSize(std::uint64_t n, int p) {
    return (n + std::uint64_t(p) - 1) / std::uint64_t(p);
}
inline std::uint64_t blockBegin(std::uint64_t n, int p, int r) {
    const std::uint64_t b = blockSize(n, p) * std::uint64_t(r);
    return b < n ? b : n;
}
inline int blockOwner(std::uint64_t n, int p, std::uint64_t position) {
    return int(position / blockSize(n, p));
}

// Records <-> bytes (the channel moves bytes).
template <class T>
Bytes toBytes(const std::vector<T>& v) {
    Bytes b(v.size() * sizeof(T));
    if (!v.empty()) std::memcpy(b.data(), v.data(), b.size());
    return b;
}
template <class T>
void appendRecords(std::vector<T>& out, const Bytes& b) {
    const std::size_t old = out.size();
    out.resize(old + b.size() / sizeof(T));
    if (!b.empty()) std::memcpy(out.data() + old, b.data(), b.size() / sizeof(T) * sizeof(T));
}

// A 64-bit mix (splitmix64's finalizer): the generators and the checksums use it.
inline std::uint64_t mix64(std::uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

}  // namespace ct::bsprun
