#pragma once
// Schedules built by a fixed rule rather than by search: the "pure" broadcast algorithms the
// thesis compares in §3.2.2 / Figure 5 (LIST, recursive TREE with d = 2 and d = 4, recursive
// ROOT, SCATTERGATHER_k over LIST), and for any problem the best schedule that starts with a
// given algorithm.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "schedule/search.h"

namespace ct::bsp {

struct Choice {
    std::string algorithm;
    int calcProcs = 1;
    int variant = 0;
};
// Picks the algorithm for a subproblem at a depth of the tree (0: the root); nullopt: none fits.
using Chooser = std::function<std::optional<Choice>(const SearchRequest&, int depth)>;

// Follows the chooser down the tree; nullopt if it gives up or a choice is invalid. Costs set.
std::optional<CallNode> buildSchedule(const Library& lib, const BspProfile& m,
                                      const SearchRequest& r, const Chooser& choose);

struct NamedSchedule {
    std::string name;  // "List", "Tree(d=2)", "Root", "ScatterGather(k=8)"
    CallNode tree;
};
// The thesis' pure broadcasts for `bytes` on p processors (those that exist for this p).
std::vector<NamedSchedule> pureBroadcasts(const Library& lib, const BspProfile& m, double bytes,
                                          int p);

// The cheapest schedule whose root runs `algorithm` (subproblems optimized); nullopt if it cannot
// solve the request.
std::optional<CallNode> bestStartingWith(Optimizer& opt, const Library& lib, const BspProfile& m,
                                         const SearchRequest& r, const std::string& algorithm);

}  // namespace ct::bsp
