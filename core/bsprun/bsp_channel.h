#pragma once
// The communication a BSP* algorithm needs when it runs on real data (Bonorden 2002 §2.1): the
// processors of one partition, supersteps whose message sizes depend on the data, partitions for
// subcalls, and the communication programs that collective subcalls expand into. core implements
// it with threads in one process (thread_channel.h, for tests); the runner with MPI
// (runner/mpi_bsp_channel.h). Every call is collective over the partition: all its processors
// make the same calls in the same order.
#include <cstdint>
#include <memory>
#include <vector>

#include "program/program.h"
#include "program/reference_executor.h"  // RankBuffer

namespace ct::bsprun {

using Bytes = std::vector<std::uint8_t>;

class BspChannel {
public:
    virtual ~BspChannel() = default;

    // This processor's number in the partition, 0 … size() − 1.
    virtual int rank() const = 0;
    virtual int size() const = 0;

    // One superstep: outgoing[d] goes to processor d (outgoing.size() == size(); empty parts send
    // nothing); returns incoming[s], what processor s sent here. The sizes may differ per pair and
    // depend on the data: the implementation agrees on them first.
    virtual std::vector<Bytes> exchange(std::vector<Bytes> outgoing) = 0;

    // Partitions for subcalls (a child node with fewer data processors, or `parallel` copies side
    // by side): processors with the same colour ≥ 0 form one new channel, numbered by `key`, ties
    // by rank(); a negative colour takes part in none and gets nullptr. The channel owns the
    // partitions it made and keeps them: a split that repeats an earlier one (every processor
    // asks with the colour and key it asked with then) returns the channel made then, so that
    // what that channel prepared (programs, its own partitions) serves every repetition of a
    // schedule; only the colours and keys are exchanged to find out.
    virtual BspChannel* split(int colour, int key) = 0;

    // Runs `program` (over size() ranks: a collective subcall expanded from its subtree by
    // bsp::expandToProgram) with `buffer` as this processor's buffer; the buffer is grown to
    // program.bufferBytes() if smaller. The channel may keep the program and what it prepared to
    // run it, and reuse both when the same program object comes again. Throws ct::ProgramError
    // when the program cannot run.
    virtual void runProgram(const std::shared_ptr<const Program>& program, RankBuffer& buffer) = 0;

    // Seconds on a clock that only moves forward (MPI_Wtime, std::chrono::steady_clock): what the
    // time per call-tree node is measured with (run_context.h).
    virtual double now() const = 0;
};

}  // namespace ct::bsprun
