#include "operation_rate.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <numeric>
#include <random>

namespace ct::runner {

namespace {

double log2Ceil(double x) {
    return x <= 1 ? 0 : std::ceil(std::log2(x));
}

template <typename Fn>
double medianNs(int reps, Fn&& run) {
    std::vector<double> times;
    for (int k = 0; k < reps + 1; ++k) {
        const double ns = run();
        if (k > 0) times.push_back(ns);  // the first run warms caches and pages
    }
    return summarizeSpread(times).median;
}

using Clock = std::chrono::steady_clock;

double nsSince(Clock::time_point t) {
    return std::chrono::duration<double, std::nano>(Clock::now() - t).count();
}

struct Edge {
    std::uint32_t u, v;
    std::uint64_t weight;
};

// Kruskal as the MST algorithms run it sequentially: sort by weight, then union-find with path
// halving and union by size. Returns the tree's weight, so the work cannot be dropped.
std::uint64_t kruskal(std::vector<Edge>& edges, std::uint32_t nodes) {
    std::sort(edges.begin(), edges.end(),
              [](const Edge& a, const Edge& b) { return a.weight < b.weight; });
    std::vector<std::uint32_t> parent(nodes), size(nodes, 1);
    std::iota(parent.begin(), parent.end(), 0u);
    const auto find = [&](std::uint32_t x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    };
    std::uint64_t total = 0;
    for (const Edge& e : edges) {
        std::uint32_t a = find(e.u), b = find(e.v);
        if (a == b) continue;
        if (size[a] < size[b]) std::swap(a, b);
        parent[b] = a;
        size[a] += size[b];
        total += e.weight;
    }
    return total;
}

}  // namespace

double mergeSortOperations(double n, double elementBytes, double g1) {
    return n * log2Ceil(n) * (elementBytes * g1 + 1);
}

double kruskalOperations(double edges) {
    return 20 * edges * log2Ceil(edges) + 32 * edges;
}

OperationRate operationRateFrom(double copyNs, double copyBytes, double sortNs,
                                std::uint64_t sortElements, double kruskalNs, std::uint64_t nodes,
                                std::uint64_t edges) {
    OperationRate r;
    r.sortElements = sortElements;
    r.kruskalNodes = nodes;
    r.kruskalEdges = edges;
    r.copyNsPerByte = copyNs / copyBytes;
    // sortNs = n·⌈log2 n⌉·(8·copy + t_op): the comparisons' share is what remains per step.
    const double steps = double(sortElements) * log2Ceil(double(sortElements));
    const double perStep = sortNs / steps;
    r.sortNsPerOp = perStep - 8 * r.copyNsPerByte;
    if (r.sortNsPerOp < perStep / 10) {
        r.notes.push_back("merge sort: the byte moves (8 × " + std::to_string(r.copyNsPerByte) +
                          " ns) left " + std::to_string(r.sortNsPerOp) +
                          " ns per comparison; raised to a tenth of the " +
                          std::to_string(perStep) + " ns per step");
        r.sortNsPerOp = perStep / 10;
    }
    r.kruskalNsPerOp = kruskalNs / kruskalOperations(double(edges));
    r.nsPerOp = std::sqrt(r.sortNsPerOp * r.kruskalNsPerOp);
    return r;
}

OperationRate measureOperationRate(int reps) {
    constexpr std::size_t kCopyBytes = 64u << 20;  // beyond every cache
    constexpr std::uint64_t kSortElements = 1u << 20;
    constexpr std::uint32_t kNodes = 1024;
    constexpr std::uint64_t kEdges = 65536;  // the thesis' largest MST input
    std::mt19937_64 random(20021);
    volatile std::uint64_t sink = 0;

    std::vector<std::uint8_t> from(kCopyBytes, 1), to(kCopyBytes);
    const double copyNs = medianNs(reps, [&] {
        const auto t = Clock::now();
        std::memcpy(to.data(), from.data(), kCopyBytes);
        const double ns = nsSince(t);
        sink = sink + to[std::size_t(ns) % kCopyBytes];
        return ns;
    });

    std::vector<std::uint64_t> keys(kSortElements), work;
    for (auto& k : keys)
        k = random();
    const double sortNs = medianNs(reps, [&] {
        work = keys;  // untimed: fresh input
        const auto t = Clock::now();
        std::stable_sort(work.begin(), work.end());  // libstdc++: a merge sort
        const double ns = nsSince(t);
        sink = sink + work[kSortElements / 2];
        return ns;
    });

    std::vector<Edge> edges(kEdges), scratch;
    for (std::uint64_t i = 0; i < kEdges; ++i)
        edges[i] = {std::uint32_t(i < kNodes - 1 ? i + 1 : random() % kNodes),
                    std::uint32_t(i < kNodes - 1 ? random() % (i + 1) : random() % kNodes),
                    random() % 1000000};
    const double kruskalNs = medianNs(reps, [&] {
        scratch = edges;
        const auto t = Clock::now();
        const std::uint64_t w = kruskal(scratch, kNodes);
        const double ns = nsSince(t);
        sink = sink + w;
        return ns;
    });
    return operationRateFrom(copyNs, double(kCopyBytes), sortNs, kSortElements, kruskalNs, kNodes,
                             kEdges);
}

nlohmann::json operationRateJson(const OperationRate& r) {
    return {{"ns_per_op", r.nsPerOp},
            {"sort_ns_per_op", r.sortNsPerOp},
            {"kruskal_ns_per_op", r.kruskalNsPerOp},
            {"copy_ns_per_byte", r.copyNsPerByte},
            {"sort_elements", r.sortElements},
            {"kruskal_nodes", r.kruskalNodes},
            {"kruskal_edges", r.kruskalEdges},
            {"note",
             "ns per operation: merge sort of 8-byte keys (its byte moves taken out) and Kruskal, "
             "each over the library's operation count; s = 1 / ns_per_op, g(1) = copy / "
             "ns_per_op"}};
}

}  // namespace ct::runner
