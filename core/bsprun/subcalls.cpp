#include "bsprun/subcalls.h"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "bsprun/run_context.h"
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
    const NodeScope timed(node, ch);
    requireProcs(node, ch);
    const std::uint64_t size = std::max<std::uint64_t>(bytes, 8);
    if (RunContext* run = activeRun())
        ch.runProgram(run->program(node, size), buffer);
    else
        ch.runProgram(expandCollective(node, lib, size), buffer);
}

std::shared_ptr<const Program> expandCollective(const bsp::CallNode& node, const bsp::Library& lib,
                                                std::uint64_t bytes) {
    bsp::CallNode tree = node;
    tree.calcProcs = tree.dataProcs;
    tree.count = 1;
    tree.parallel = 1;
    return std::make_shared<const Program>(
        bsp::expandToProgram(tree, lib, bsp::ExpansionOptions{0, bytes}).program);
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
