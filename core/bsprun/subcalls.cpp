#include "bsprun/subcalls.h"

#include <stdexcept>

#include "schedule/call_tree_program.h"

namespace ct::bsprun {

void requireProcs(const bsp::CallNode& node, const BspChannel& ch) {
    if (node.dataProcs != ch.size())
        throw std::invalid_argument(node.algorithm + ": the schedule gives it " +
                                    std::to_string(node.dataProcs) +
                                    " processors, the partition has " + std::to_string(ch.size()));
}

void runCollective(const bsp::CallNode& node, const bsp::Library& lib, BspChannel& ch,
                   RankBuffer& buffer, std::uint64_t bytes) {
    requireProcs(node, ch);
    // The program runs on the node's data processors; a subcall's own count and parallel copies
    // are its parent's business.
    bsp::CallNode tree = node;
    tree.calcProcs = tree.dataProcs;
    tree.count = 1;
    tree.parallel = 1;
    const auto expanded = bsp::expandToProgram(
        tree, lib, bsp::ExpansionOptions{0, std::max<std::uint64_t>(bytes, 8)});
    ch.runProgram(expanded.program, buffer);
}

Bytes gatherToZero(BspChannel& ch, Bytes mine) {
    std::vector<Bytes> out(static_cast<std::size_t>(ch.size()));
    out[0] = std::move(mine);
    Bytes all;
    for (Bytes& part : ch.exchange(std::move(out)))
        all.insert(all.end(), part.begin(), part.end());
    return all;
}

std::vector<Bytes> allGather(BspChannel& ch, const Bytes& mine) {
    return ch.exchange(std::vector<Bytes>(std::size_t(ch.size()), mine));
}

}  // namespace ct::bsprun
