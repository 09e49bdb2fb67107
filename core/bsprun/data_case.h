#pragma once
// A Sort, IntegerSort or MST schedule run on real data (Bonorden 2002 §4.4.3–4.4.7): deterministic
// input from a seed, the schedule's algorithms executed as its call tree chooses them (subcalls
// included), and the result verified. The runner times run() and nothing else; tests drive the
// same class over a ThreadChannel.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bsprun/bsp_channel.h"
#include "bsprun/run_context.h"
#include "schedule/call_tree.h"
#include "schedule/library.h"

namespace ct::bsprun {

// Why `tree` cannot run on real data (not a Sort, IntegerSort or MST family tree, an algorithm
// without a data execution, an input too large), or nothing.
std::optional<std::string> dataExecutionUnsupported(const bsp::CallNode& tree,
                                                    const bsp::Library& lib);

struct DataVerdict {
    bool ok = false;
    std::string failure;  // what is wrong, naming processor and values, when !ok
    std::string summary;  // what was checked: "8192 elements sorted, checksum …" / "MST weight …"
};

class DataCase {
public:
    // This processor's share of the input of `tree` (its problem and input: count and element
    // size, or nodes and edges), generated from `seed` as docs/bsp-execution.md describes; the
    // same seed gives the same input on any number of processors. `rank` and `procs` are this
    // processor's place in the world channel the case will run on (procs == tree.calcProcs).
    // Throws std::invalid_argument naming what is wrong (e.g. a graph that cannot be connected).
    DataCase(const bsp::CallNode& tree, const bsp::Library& lib, int rank, int procs,
             std::uint64_t seed);
    ~DataCase();
    DataCase(DataCase&&) noexcept;
    DataCase& operator=(DataCase&&) noexcept;

    // Restores the generated input (before every timed repetition).
    void reset();
    // Runs the schedule once on the current data. Collective over `world`.
    void run(BspChannel& world);
    // Checks the result of the last run() (collective over `world`; every processor gets the
    // same verdict).
    DataVerdict verify(BspChannel& world);

    // The call tree's nodes in preorder, as node_times names them: "" the root, "1" its second
    // child, "1.0" that child's first child.
    const std::vector<std::string>& nodePaths() const;
    // This processor's time per node (nodePaths() order) in the last run(): each node's subtree,
    // summed over its calls, on the channel's clock, and how often the node ran here (0 where
    // this processor took no part). Recorded without allocating inside run().
    const std::vector<NodeSample>& lastRunNodeTimes() const;
    // Test hook: damages this processor's result, so that verify() must fail, whichever
    // processor calls it: swaps two elements (flips a key bit; adds an element where there are
    // none) / changes a tree edge's weight (claims an edge where there is no tree edge).
    void corruptResult();

private:
    struct State;
    std::unique_ptr<State> m_state;
};

}  // namespace ct::bsprun
