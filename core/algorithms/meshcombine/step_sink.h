#pragma once
// The paper describes every algorithm as synchronous steps of point-to-point messages. An
// algorithm emits its steps into a sink; the sinks turn them into a program, an exact LogP time
// or the paper's step cost, so the three cannot describe different schedules.
//
// Meaning of a step: every node first sends its transfers (in the order given), then receives
// its transfers (in order), combining each received part into its own copy or overwriting it.
// A node's sends therefore read its data as it was before the step. No barrier separates steps:
// a node starts step k+1 as soon as its own part of step k is done (asynchronous execution).
#include "algorithms/meshcombine/segment.h"
#include "program/op.h"

namespace ct::mesh {

struct Transfer {
    Rank from = 0;
    Rank to = 0;
    Segment part;
    bool combine = false;  // true: the receiver adds the part into its own; false: overwrites
};

class StepSink {
public:
    virtual ~StepSink() = default;
    virtual void transfer(const Transfer& t) = 0;
    virtual void endStep() = 0;
};

}  // namespace ct::mesh
