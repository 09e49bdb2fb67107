#pragma once
// Running a node's subcalls on real data: the partitions a child runs on, and the collective
// subcalls (ScanAll, Scan, Broadcast, EdgeMinimum, SegmentMinimum) executed as the communication
// programs their subtrees expand into (bsp::expandToProgram), on the data of this run.
#include <cstdint>
#include <memory>
#include <string>

#include "bsprun/bsp_channel.h"
#include "schedule/call_tree.h"
#include "schedule/library.h"

namespace ct::bsprun {

// Throws std::invalid_argument naming the node when `node` expects another number of processors
// than `ch` has (a tree that does not fit the channel it runs on).
void requireProcs(const bsp::CallNode& node, const BspChannel& ch);

// Runs the collective subtree `node` (its problem has a data contract, program/collective.h) on
// `ch` with this processor's `buffer` laid out as the contract says for a vector of `bytes`
// bytes (a multiple of 8 except for Broadcast); the root is processor 0.
// Inside a DataCase run the program is expanded once per case (RunContext::program), and the
// call is timed as the node's (node_times).
void runCollective(const bsp::CallNode& node, const bsp::Library& lib, BspChannel& ch,
                   RankBuffer& buffer, std::uint64_t bytes);

// The program of the collective subtree `node` at `bytes` (at least 8) on its data processors:
// its own count and parallel copies are its parent's business.
std::shared_ptr<const Program> expandCollective(const bsp::CallNode& node, const bsp::Library& lib,
                                                std::uint64_t bytes);

// Sends every processor's `mine` to processor 0, which gets them concatenated in rank order (the
// others get nothing).
Bytes gatherToZero(BspChannel& ch, Bytes mine);
// Every processor gets every processor's `mine`, in rank order.
std::vector<Bytes> allGather(BspChannel& ch, const Bytes& mine);

}  // namespace ct::bsprun
