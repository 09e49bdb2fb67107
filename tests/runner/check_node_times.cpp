// Checks the time per call-tree node that a results file records for schedules run on data
// (docs/runner.md, "node_times"): every "ok" schedule case names every node of its schedule
// (rebuilt from the schedule file) in preorder, the root ran once and its time lies within
// TOLERANCE (a fraction) of the case's median, no node outlasts the root, and a node's calls are
// 0 only inside a collective subcall (whose program is timed as a whole).
// Usage: check_node_times FILE.results.json MIN_CASES TOLERANCE. Exit 0 when all holds; else
// one line per problem on stderr and exit 1.
#include <cmath>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "program/problem.h"
#include "protocol/results.h"
#include "schedule/library.h"
#include "schedule/schedule_file.h"

namespace {

struct Expected {
    std::string path;
    bool insideCollective = false;
};

void preorder(const ct::bsp::CallNode& n, const std::string& path, bool inside,
              std::vector<Expected>& out) {
    out.push_back({path, inside});
    for (std::size_t j = 0; j < n.children.size(); ++j)
        preorder(n.children[j], path.empty() ? std::to_string(j) : path + '.' + std::to_string(j),
                 inside || ct::hasContract(n.problem), out);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 4) {
        std::cerr << "usage: check_node_times FILE.results.json MIN_CASES TOLERANCE\n";
        return 2;
    }
    const std::size_t minCases = std::strtoul(argv[2], nullptr, 10);
    const double tolerance = std::strtod(argv[3], nullptr);
    std::vector<std::string> problems;
    std::size_t checked = 0;
    try {
        const auto doc = ct::protocol::loadResults(argv[1]);
        for (std::size_t i = 0; i < doc.cases.size(); ++i) {
            const ct::protocol::CaseResult& c = doc.cases[i];
            const std::string at = "cases[" + std::to_string(i) + "] (" + c.name + ")";
            if (c.status != ct::protocol::CaseStatus::Ok || c.spec.scheduleFile.empty()) continue;
            const auto schedule =
                ct::bsp::loadScheduleFile(c.spec.scheduleFile, ct::bsp::logpLibrary());
            std::vector<Expected> nodes;
            preorder(schedule.tree, "", false, nodes);
            if (c.nodeTimes.size() != nodes.size()) {
                problems.push_back(at + ": " + std::to_string(c.nodeTimes.size()) +
                                   " node times, the schedule has " + std::to_string(nodes.size()) +
                                   " nodes");
                continue;
            }
            ++checked;
            const double root = c.nodeTimes[0].seconds, median = c.stats->median;
            if (c.nodeTimes[0].calls != 1)
                problems.push_back(at + ": the root ran " + std::to_string(c.nodeTimes[0].calls) +
                                   " times");
            if (!(std::abs(root - median) <= tolerance * median))
                problems.push_back(at + ": the root took " + std::to_string(root) +
                                   " s, the case's median is " + std::to_string(median) + " s");
            for (std::size_t k = 0; k < nodes.size(); ++k) {
                const ct::protocol::NodeTime& t = c.nodeTimes[k];
                const std::string node = at + " node '" + nodes[k].path + "'";
                if (t.node != nodes[k].path) problems.push_back(node + ": named '" + t.node + "'");
                if (t.seconds > root * (1 + 1e-9) || t.seconds < 0)
                    problems.push_back(node + ": " + std::to_string(t.seconds) +
                                       " s, the root took " + std::to_string(root) + " s");
                if ((t.calls == 0) != nodes[k].insideCollective)
                    problems.push_back(node + ": " + std::to_string(t.calls) + " calls" +
                                       (nodes[k].insideCollective ? " inside a collective" : ""));
            }
        }
    } catch (const std::exception& e) {
        problems.push_back(e.what());
    }
    if (checked < minCases)
        problems.push_back(std::to_string(checked) + " cases checked, expected at least " +
                           std::to_string(minCases));
    for (const std::string& p : problems)
        std::cerr << p << '\n';
    if (!problems.empty()) return 1;
    std::cout << "node times: " << checked << " cases checked\n";
    return 0;
}
