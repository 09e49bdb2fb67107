#pragma once
// Costs under a LogP/LogGP profile (issue 4): a schedule whose call tree expands to a program is
// costed by simulating that program (sim/simulator.h) — the same program the Studio animates and
// the runner executes. Under BSP* the formulas of the algorithms apply (call_tree.h).
#include <cstdint>
#include <optional>
#include <string>

#include "model/loggp_profile.h"
#include "model/machine.h"
#include "schedule/call_tree.h"

namespace ct::bsp {

// Largest partition costed by simulation: ScatterGather(k = p) alone sends p·(p−1) messages, so
// bigger schedules would take gigabytes; schedules on more processors are refused with a message.
inline constexpr int kMaxSimulatedProcs = 1024;

// How many microseconds one `unit` lasts ("s", "ms", "us" or "µs", "ns"); nothing for units
// without a fixed length ("cycles").
std::optional<double> microsecondsPerUnit(const std::string& unit);
// The profile with every time of every range (L, o_s, o_r, g, G, combine, spreads) scaled to
// microseconds and unit "us": the scale the runner measures in and the Studio compares with.
// Throws std::invalid_argument naming the unit when it has no fixed length.
LogGPProfile logGPInMicroseconds(const LogGPProfile& p);

// The message size m a node's program moves: Broadcast `size` bytes; the other prefix problems
// `size` elements of 8 bytes (the collective data contract's 64-bit integers); SegmentMinimum
// ⌈elements/p⌉ words of 8 bytes per processor (its messages are single words; m sets its local
// passes).
std::uint64_t programBytes(const CallNode& n);

// Simulated completion time of the tree's program (root 0, m = programBytes) in the profile's
// unit, every message costed with its size's range; LogP trees are shaped for the range of m.
// Throws ct::ProgramError when the tree does not expand.
double simulatedCost(const CallNode& tree, const Library& lib, const LogGPProfile& m);

// Every node's cost becomes the simulated time of its own subtree on its partition (so the root
// holds the schedule's cost); variant names are refreshed. Returns the root's cost.
double evaluateLogPCost(CallNode& tree, const Library& lib, const LogGPProfile& m);

// evaluateCost under BSP*, evaluateLogPCost under LogGP.
double evaluateCost(CallNode& tree, const Library& lib, const MachineProfile& m);

// Why the tree cannot be costed under `m` (a LogP-only algorithm under BSP*, a tree that does not
// expand under LogGP), as "path: message", or nothing.
std::optional<std::string> uncostable(const CallNode& tree, const Library& lib,
                                      const MachineProfile& m);

// The cost's unit ("operations" under BSP*, the LogP profile's unit) and, when the unit allows,
// the cost in nanoseconds.
std::string costUnit(const MachineProfile& m);
std::optional<double> costInNanoseconds(const MachineProfile& m, double cost, int procs);

}  // namespace ct::bsp
