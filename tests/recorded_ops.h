#pragma once
// One recorded operation for the recorded-timeline tests (protocol and runner), written in one
// line per operation.
#include <cmath>
#include <cstdint>

#include "protocol/recorded_timeline.h"

namespace ct::test {

inline protocol::RecordedOp recordedOp(std::uint64_t k, OpKind kind, Rank peer, std::uint64_t bytes,
                                       double start, double end, double completed = NAN) {
    protocol::RecordedOp r;
    r.op = k;
    r.kind = kind;
    r.peer = peer;
    r.bytes = bytes;
    r.start = start;
    r.end = end;
    r.completed = completed;
    return r;
}

}  // namespace ct::test
