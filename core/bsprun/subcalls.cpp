#include "bsprun/subcalls.h"

#include <map>
#include <stdexcept>
#include <string>

#include "schedule/call_tree_program.h"

namespace ct::bsprun {
namespace {

// What a collective subtree's expansion depends on, besides the size: every node's algorithm,
// variant, input and processors, in preorder.
void appendShape(const bsp::CallNode& n, std::string& key) {
    key += n.algorithm + '/' + std::to_string(n.variant) + '/' + n.input.toString() + '/' +
           std::to_string(n.dataProcs) + '/' + std::to_string(n.calcProcs) + '/' +
           std::to_string(n.count) + '/' + std::to_string(n.parallel) + '(';
    for (const bsp::CallNode& c : n.children)
        appendShape(c, key);
    key += ')';
}

// The program `tree` expands into at `bytes`, expanded once: a schedule's subcalls come back with
// the same shapes and sizes at every repetition (the input is regenerated alike), and expanding
// them inside the timed run() would be timed each time. One cache per thread (each thread of a
// ThreadChannel is a processor); it is dropped whole when it grows large, never entry by entry,
// so the reference returned stays valid until the next call.
const Program& expandedOnce(const bsp::CallNode& tree, const bsp::Library& lib,
                            std::uint64_t bytes) {
    thread_local std::map<std::string, Program> cache;
    std::string key =
        std::to_string(reinterpret_cast<std::uintptr_t>(&lib)) + '@' + std::to_string(bytes) + ':';
    appendShape(tree, key);
    auto it = cache.find(key);
    if (it == cache.end()) {
        if (cache.size() >= 256) cache.clear();
        it = cache
                 .emplace(std::move(key),
                          bsp::expandToProgram(tree, lib, bsp::ExpansionOptions{0, bytes}).program)
                 .first;
    }
    return it->second;
}

}  // namespace

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
    ch.runProgram(expandedOnce(tree, lib, std::max<std::uint64_t>(bytes, 8)), buffer);
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
