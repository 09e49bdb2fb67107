// Programs of Bonorden's (2002) broadcast algorithms (docs/bsp-algorithms.md, "Programs"). Logical
// processor 0 holds the data; every superstep ends with a barrier of the algorithm's partition.
#include "schedule/broadcast.h"
#include "schedule/expansion.h"

namespace ct::bsp {
namespace {

// Tree(d): processor 0 sends the data to the first processor of each of the d parts of p/d
// processors (one superstep), then every part broadcasts it (the subcall, d in parallel).
void expandTree(Expansion& x, const CallNode& n, const std::vector<Rank>& ranks, Part part,
                const std::string& path) {
    const std::size_t p = ranks.size();
    const std::size_t d = std::size_t(treeDegrees(int(p)).at(std::size_t(n.variant)));
    const std::size_t q = p / d;
    auto& b = x.builder();
    for (std::size_t j = 1; j < d; ++j)
        b.add(ranks[0], Op::send(ranks[j * q], part.bytes, part.offset));
    for (std::size_t j = 1; j < d; ++j)
        b.add(ranks[j * q], Op::recv(ranks[0], part.bytes, part.offset));
    x.barrier(ranks);
    if (q > 1)
        for (std::size_t j = 0; j < d; ++j)
            x.expand(n.children.at(0), slice(ranks, j * q, q), part, subcallPath(path, 0));
}

// ScatterGather(k): processor 0 sends block j (⌈m/k⌉ bytes) to the first processor of part j
// (superstep 1); part j broadcasts block j (the subcall, k in parallel); then processor t of
// every part exchanges its block with processor t of every other part (superstep 2). Blocks
// beyond the end of a short message are empty and move nothing.
void expandScatterGather(Expansion& x, const CallNode& n, const std::vector<Rank>& ranks, Part part,
                         const std::string& path) {
    const std::size_t p = ranks.size();
    const std::size_t k =
        std::size_t(scatterGatherBlocks(n.input[0], int(p)).at(std::size_t(n.variant)));
    const std::size_t q = p / k;
    const std::uint64_t blockBytes = (part.bytes + k - 1) / k;
    auto block = [&](std::size_t j) {
        const std::uint64_t begin = std::min<std::uint64_t>(part.bytes, j * blockBytes);
        const std::uint64_t end = std::min<std::uint64_t>(part.bytes, (j + 1) * blockBytes);
        return Part{part.offset + begin, end - begin};
    };
    auto& b = x.builder();
    for (std::size_t j = 1; j < k; ++j)
        if (block(j).bytes)
            b.add(ranks[0], Op::send(ranks[j * q], block(j).bytes, block(j).offset));
    for (std::size_t j = 1; j < k; ++j)
        if (block(j).bytes)
            b.add(ranks[j * q], Op::recv(ranks[0], block(j).bytes, block(j).offset));
    x.barrier(ranks);
    if (q > 1)
        for (std::size_t j = 0; j < k; ++j)
            if (block(j).bytes)
                x.expand(n.children.at(0), slice(ranks, j * q, q), block(j), subcallPath(path, 0));
    // Exchange: sends first (they do not block), then the receives.
    for (std::size_t t = 0; t < q; ++t)
        for (std::size_t j = 0; j < k; ++j) {
            const Rank me = ranks[j * q + t];
            for (std::size_t i = 0; i < k; ++i)
                if (i != j && block(j).bytes)
                    b.add(me, Op::send(ranks[i * q + t], block(j).bytes, block(j).offset));
            for (std::size_t i = 0; i < k; ++i)
                if (i != j && block(i).bytes)
                    b.add(me, Op::recv(ranks[i * q + t], block(i).bytes, block(i).offset));
        }
    x.barrier(ranks);
}

// Root (p = r²): the first interval of r processors broadcasts the data (subcall 1); processor
// j of it sends to the head j·r of interval j (one superstep); then every interval broadcasts
// from its head (subcall 2, r in parallel).
void expandRoot(Expansion& x, const CallNode& n, const std::vector<Rank>& ranks, Part part,
                const std::string& path) {
    const std::size_t r = std::size_t(rootOf(int(ranks.size())));
    x.expand(n.children.at(0), slice(ranks, 0, r), part, subcallPath(path, 0));
    auto& b = x.builder();
    for (std::size_t j = 1; j < r; ++j)
        b.add(ranks[j], Op::send(ranks[j * r], part.bytes, part.offset));
    for (std::size_t j = 1; j < r; ++j)
        b.add(ranks[j * r], Op::recv(ranks[j], part.bytes, part.offset));
    x.barrier(ranks);
    for (std::size_t j = 0; j < r; ++j)
        x.expand(n.children.at(1), slice(ranks, j * r, r), part, subcallPath(path, 1));
}

}  // namespace

void registerBroadcastExpanders(std::map<std::string, Expander>& table) {
    table["TreeBroadcast"] = expandTree;
    table["ScatterGatherBroadcast"] = expandScatterGather;
    table["RootBroadcast"] = expandRoot;
}

}  // namespace ct::bsp
