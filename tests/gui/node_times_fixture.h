#pragma once
// Times per call-tree node written by hand, as the runner's "node_times" will carry them: for
// every node of a BSP* schedule, measured = predicted × a factor chosen per node. The predicted
// seconds are recomputed here from their definition (cost × the counts from the root down ÷ the
// root partition's speed s), independently of the Studio's measured_nodes.cpp.
#include <functional>
#include <string>
#include <vector>

#include "protocol/results.h"
#include "schedule/schedule_file.h"

namespace studio::test {

// s(p) straight from the profile's row for p (the schedules here run on a row's partition).
inline double speedOfRow(const ct::bsp::Schedule& s, int p) {
    for (const ct::bsp::BspEntry& e : s.machine.bsp.entries)
        if (e.procs == p) return e.s;
    return 0;
}

struct NodeWalk {
    std::string key;
    const ct::bsp::CallNode* node;
    double calls;  // per repetition: the counts from the root down
    double predictedSeconds;
};

inline void walkNodes(const ct::bsp::CallNode& n, const std::string& key, double calls,
                      double speed, std::vector<NodeWalk>& out) {
    calls *= n.count;
    out.push_back({key, &n, calls, n.cost * calls / speed * 1e-9});
    for (std::size_t i = 0; i < n.children.size(); ++i)
        walkNodes(n.children[i], key.empty() ? std::to_string(i) : key + "." + std::to_string(i),
                  calls, speed, out);
}

// Every node with its key and predicted seconds, root first.
inline std::vector<NodeWalk> everyNode(const ct::bsp::Schedule& s) {
    std::vector<NodeWalk> out;
    walkNodes(s.tree, "", 1, speedOfRow(s, s.tree.calcProcs), out);
    return out;
}

inline std::vector<ct::protocol::NodeTime> handWrittenNodeTimes(
    const ct::bsp::Schedule& s, const std::function<double(const std::string&)>& factor) {
    std::vector<ct::protocol::NodeTime> times;
    for (const NodeWalk& w : everyNode(s))
        times.push_back({w.key, w.predictedSeconds * factor(w.key), std::uint64_t(w.calls)});
    return times;
}

}  // namespace studio::test
