#pragma once
// A recorded timeline: when every operation of every rank started and ended in one repetition
// of a program, on a common clock (docs/runner.md, "Recorded timelines"). The runner's executor
// fills RecordedOps, rank 0 gathers them (as bytes: the struct stays trivially copyable) and
// writes them into the case's results entry; the Studio and the checks read them back.
//
//   {"unit": "us", "clock": …, "columns": ["op", "kind", "peer", "bytes", "start", "end"],
//    "events": n, "program_ops": m, "limit": l, "truncated": false, "params": {…},
//    "clock_error": [per rank], "ranks": [[[op, kind, peer, bytes, start, end(, completed)], …],
//    …]}
// Times in µs rounded to the nanosecond; a send's record has a 7th value, its completion.
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "program/op.h"
#include "protocol/case_spec.h"
#include "protocol/strict_json.h"

namespace ct::protocol {

// One operation as it ran. Times are MPI_Wtime seconds on the recording rank's clock until the
// gathering turns them into microseconds since the common zero.
struct RecordedOp {
    std::uint64_t op = 0;  // the op's index in its rank's list
    std::uint64_t bytes = 0;
    double start = 0;  // Send: MPI_Isend called; Recv: MPI_Recv called; others: the op began
    double end = 0;    // Send: MPI_Isend returned (posted); Recv: the message is in the buffer
    // Send only: when its request was seen complete (MPI_Wait/MPI_Waitany returned); NaN else.
    double completed = std::numeric_limits<double>::quiet_NaN();
    Rank peer = kNoRank;  // Send: destination; Recv: source; Barrier: group index; else -1
    OpKind kind = OpKind::Send;
};
// Field by field; two NaN completion times are equal (no completion on either side).
bool operator==(const RecordedOp& a, const RecordedOp& b);

struct RecordedTimeline {
    std::vector<std::vector<RecordedOp>> ranks;  // per rank, in op order; times in µs
    std::vector<double> clockError;              // per rank: bound of its clock offset, µs
    std::uint64_t programOps = 0;                // ops of all ranks in the program
    std::uint64_t limit = 0;                     // the event limit in force
    bool truncated = false;                      // some rank recorded only its first ops

    std::uint64_t events() const;  // records of all ranks
    bool operator==(const RecordedTimeline&) const = default;
};

// How many ops each of `ranks` ranks may record so that all of them stay within `limit`.
std::uint64_t perRankLimit(std::uint64_t limit, int ranks);
// Rounds µs to whole nanoseconds (short numbers in the file; MPI_Wtick is 1 ns at best).
double roundToNanosecond(double us);

// The "timeline" object; `program` gives its "params" (case_spec.h's paramsToJson).
nlohmann::ordered_json toJson(const RecordedTimeline& t, const CaseSpec& program);
// Reads a "timeline" object written by toJson (or by earlier runners: the same format). `program`
// comes in with the case's schedule flag, algorithm, procs and root and leaves with the params.
// Checks: unit "us", one op list per rank (program.procs of them), rows of 6 or 7 values of the
// right types, known kinds, no op ending before it starts, "events" equal to the records.
// Throws FormatError naming the field ("cases[0].timeline.ranks[1][2]: …").
RecordedTimeline readTimeline(const nlohmann::json& j, const std::string& path, CaseSpec& program);

}  // namespace ct::protocol
