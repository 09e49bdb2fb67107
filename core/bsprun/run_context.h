#pragma once
// What one processor keeps while it runs a DataCase: the time each call-tree node's subtree took
// (node_times, docs/runner.md) and the programs of the collective subcalls, each expanded once
// per case. The algorithms are free functions that recurse with a node and a channel; rather than
// threading this through every one of them, DataCase::run makes its context the active one of
// the calling thread (ActiveRun), which is one processor in both channels (a thread of a
// ThreadChannel, the process of an MPI rank). Without an active context nothing is timed and
// every collective subcall is expanded when it runs (tests that call runSort directly).
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "bsprun/bsp_channel.h"
#include "schedule/call_tree.h"
#include "schedule/library.h"

namespace ct::bsprun {

// One node's share of one run on this processor: the time its subtree took, summed over its
// calls, and how often it ran.
struct NodeSample {
    double seconds = 0;
    std::uint64_t calls = 0;
    bool operator==(const NodeSample&) const = default;
};

class RunContext {
public:
    // Indexes the nodes of `tree` in preorder. `tree` must outlive the context and stay where it
    // is: nodes are recognised by their address.
    RunContext(const bsp::CallNode& tree, const bsp::Library& lib);

    // The nodes in preorder: "" the root, "1" its second child, "1.0" that child's first child.
    const std::vector<std::string>& paths() const { return m_paths; }
    // Per node (paths() order), this processor's time since the last clearSamples().
    const std::vector<NodeSample>& samples() const { return m_samples; }
    void clearSamples();

    // The index of `node` in paths(), or npos when it is not a node of the tree.
    std::size_t indexOf(const bsp::CallNode* node) const;
    static constexpr std::size_t npos = static_cast<std::size_t>(-1);
    void addCall(std::size_t index, double seconds) {
        m_samples[index].seconds += seconds;
        ++m_samples[index].calls;
    }

    // The program the collective subtree `node` (a node of the tree) expands into at `bytes`,
    // expanded at its first use and kept for the case: every processor of a partition asks for
    // the same (node, bytes) at the same call, so each gets the same program object every time,
    // which lets a channel prepare its execution once (BspChannel::runProgram).
    const std::shared_ptr<const Program>& program(const bsp::CallNode& node, std::uint64_t bytes);

private:
    const bsp::Library& m_lib;
    std::vector<std::string> m_paths;
    std::vector<std::pair<const bsp::CallNode*, std::size_t>> m_index;  // sorted by address
    std::vector<NodeSample> m_samples;
    std::map<std::pair<const bsp::CallNode*, std::uint64_t>, std::shared_ptr<const Program>>
        m_programs;
};

// The context of the DataCase run on this thread, or nullptr.
RunContext* activeRun();

// Makes `context` the active one of this thread while it lives.
class ActiveRun {
public:
    explicit ActiveRun(RunContext& context);
    ~ActiveRun();
    ActiveRun(const ActiveRun&) = delete;
    ActiveRun& operator=(const ActiveRun&) = delete;

private:
    RunContext* m_previous;
};

// Adds the time from its construction to its destruction, on `ch`'s clock, to `node` in the
// active context (nothing without one). No allocation: an address lookup and two clock reads.
class NodeScope {
public:
    NodeScope(const bsp::CallNode& node, BspChannel& ch);
    ~NodeScope();
    NodeScope(const NodeScope&) = delete;
    NodeScope& operator=(const NodeScope&) = delete;

private:
    RunContext* m_context;
    BspChannel& m_channel;
    std::size_t m_index = RunContext::npos;
    double m_start = 0;
};

}  // namespace ct::bsprun
