#pragma once
// What a simulation yields: every message's three intervals, every operation's busy interval,
// each rank's completion time and the total.
#include <cstdint>
#include <vector>

#include "program/program.h"

namespace ct {

struct MessageRecord {
    Rank src = kNoRank;
    Rank dst = kNoRank;
    std::uint64_t bytes = 0;
    std::uint64_t sendOp = 0;  // global op indices in the program
    std::uint64_t recvOp = 0;
    double sendStart = 0;  // send overhead: [sendStart, sendEnd] on src
    double sendEnd = 0;    // wire: [sendEnd, arrival]
    double arrival = 0;
    double recvStart = 0;  // receive overhead: [recvStart, recvEnd] on dst
    double recvEnd = 0;
};

enum class BusyKind : std::uint8_t { SendOverhead, RecvOverhead, Combine, Copy };

struct BusyInterval {
    double start = 0;
    double end = 0;
    BusyKind kind = BusyKind::SendOverhead;
    std::uint64_t op = 0;
};

struct Timeline {
    Rank ranks = 0;
    std::vector<MessageRecord> messages;  // by message id (sends numbered in op order)
    std::vector<double> opStart;          // by global op index (barriers: arrival, release)
    std::vector<double> opEnd;
    std::vector<double> rankFinish;  // when each rank ends its last operation
    double total = 0;                // the latest rank's finish
    bool recorded = false;           // false when only totals were kept

    // A rank's busy intervals in time order (idle and barrier waiting are the gaps).
    std::vector<BusyInterval> busyIntervals(const Program& program, Rank r) const;
    // When rank r finished receiving the message it holds last (broadcast: when it has the data);
    // 0 for a rank that receives nothing.
    double lastReceive(const Program& program, Rank r) const;
};

}  // namespace ct
