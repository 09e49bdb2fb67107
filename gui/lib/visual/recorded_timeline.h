#pragma once
// A timeline the runner recorded for one case (`--record-timeline`, docs/runner.md "Recorded
// timelines"): per rank, when each of its operations started and ended in one repetition, in µs
// on a common clock, and what rebuilds the program it ran. Read by results_file.cpp. Qt-free.
#include <cstdint>
#include <limits>
#include <vector>

#include "catalogue/case_program.h"
#include "program/op.h"

namespace studio {

struct RecordedOp {
    std::uint64_t op = 0;  // index in the rank's op list
    ct::OpKind kind = ct::OpKind::Send;
    ct::Rank peer = ct::kNoRank;
    std::uint64_t bytes = 0;
    double start = 0;  // µs; a send: MPI_Isend called, a receive: MPI_Recv called
    double end = 0;    // µs; a send: posted, a receive: the data is in the buffer
    double completed = std::numeric_limits<double>::quiet_NaN();  // a send's completion
};

struct RecordedTimeline {
    std::vector<std::vector<RecordedOp>> ranks;
    std::vector<double> clockError;  // µs per rank: the bound of its clock offset
    std::uint64_t events = 0;
    std::uint64_t programOps = 0;
    std::uint64_t limit = 0;
    bool truncated = false;
    // The program's parameters as the runner built it (kind, algorithm, procs and root are
    // filled from the case).
    ct::CaseProgramSpec program;
};

}  // namespace studio
