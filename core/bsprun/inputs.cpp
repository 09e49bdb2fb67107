#include "bsprun/inputs.h"

#include <numeric>
#include <stdexcept>
#include <string>

namespace ct::bsprun {
namespace {

// A key repeats about every fourth position, so duplicates occur at every size >= 2.
std::uint32_t keyOf(std::uint64_t position, std::uint64_t seed) {
    std::uint64_t source = position;
    const std::uint64_t h = mix64(seed ^ mix64(position));
    if (position > 0 && h % 4 == 0) source = (h >> 8) % position;  // an earlier key again
    return std::uint32_t(mix64(seed * 31 + mix64(source)) >> 32);
}

// A uniform number below `bound` from a stream of hashes.
struct Stream {
    std::uint64_t state;
    std::uint64_t below(std::uint64_t bound) { return mix64(state++) % bound; }
};

}  // namespace

Bytes generateKeys(std::uint64_t total, std::uint64_t elementBytes, std::uint64_t first,
                   std::uint64_t count, std::uint64_t seed) {
    if (elementBytes < 4)
        throw std::invalid_argument("element_size: " + std::to_string(elementBytes) +
                                    " bytes cannot hold the 4-byte key");
    if (first + count > total) throw std::invalid_argument("generateKeys: range beyond the input");
    Bytes out(count * elementBytes);
    for (std::uint64_t i = 0; i < count; ++i) {
        std::uint8_t* e = out.data() + i * elementBytes;
        const std::uint32_t key = keyOf(first + i, seed);
        std::memcpy(e, &key, 4);
        // Payload from the key and the position: two equal keys carry different payloads, so a
        // lost or duplicated element changes the checksum.
        for (std::uint64_t b = 4; b < elementBytes; ++b)
            e[b] = std::uint8_t(mix64((std::uint64_t(key) << 20) ^ ((first + i) * 131 + b)));
    }
    return out;
}

std::uint64_t elementsChecksum(const Bytes& elements, std::uint64_t elementBytes) {
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i + elementBytes <= elements.size(); i += elementBytes) {
        std::uint64_t h = elementBytes;
        for (std::uint64_t b = 0; b < elementBytes; ++b)
            h = mix64(h ^ (std::uint64_t(elements[i + b]) << (8 * (b % 7))));
        sum += h;
    }
    return sum;
}

std::vector<Edge> generateGraph(std::int64_t nodes, std::int64_t edges, std::uint64_t seed) {
    if (nodes < 1) throw std::invalid_argument("nodes: at least 1, got " + std::to_string(nodes));
    if (nodes > std::int64_t(1) << 30)
        throw std::invalid_argument("nodes: at most 2^30, got " + std::to_string(nodes));
    if (edges < nodes - 1)
        throw std::invalid_argument("a disconnected input is refused: " + std::to_string(nodes) +
                                    " nodes need at least " + std::to_string(nodes - 1) +
                                    " edges to be connected, got " + std::to_string(edges));
    if (edges > kMaxEdges)
        throw std::invalid_argument("edges: at most " + std::to_string(kMaxEdges) + ", got " +
                                    std::to_string(edges));
    Stream s{mix64(seed) ^ 0x5eedULL};
    // A random labelling of the nodes; node order[i] (i >= 1) hangs on an earlier one.
    std::vector<std::int32_t> order(static_cast<std::size_t>(nodes));
    std::iota(order.begin(), order.end(), 0);
    for (std::size_t i = order.size(); i > 1; --i)
        std::swap(order[i - 1], order[s.below(i)]);
    std::vector<Edge> g;
    g.reserve(std::size_t(edges));
    auto weight = [&] { return double(1 + s.below(kMaxWeight)); };
    for (std::int64_t i = 1; i < nodes; ++i)
        g.push_back({order[std::size_t(i)], order[s.below(std::uint64_t(i))], 0, weight()});
    while (std::int64_t(g.size()) < edges) {
        const auto u = std::int32_t(s.below(std::uint64_t(nodes)));
        auto v = std::int32_t(s.below(std::uint64_t(nodes)));
        if (nodes > 1 && v == u) v = std::int32_t((v + 1) % nodes);
        g.push_back({u, v, 0, weight()});
    }
    for (std::size_t i = g.size(); i > 1; --i)
        std::swap(g[i - 1], g[s.below(i)]);
    for (std::size_t i = 0; i < g.size(); ++i)
        g[i].id = std::int32_t(i);
    return g;
}

}  // namespace ct::bsprun
