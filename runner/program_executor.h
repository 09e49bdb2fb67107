#pragma once
// Executes one rank's part of a program with MPI point-to-point messages, op by op:
//   Send    -> MPI_Isend, left pending (sends overlap, as LogP assumes); all are completed with
//              MPI_Waitall after the last op (or earlier, see ExecutionPlan's send hazards)
//   Recv    -> MPI_Irecv from the named source, posted early where ExecutionPlan allows it, and
//              MPI_Wait at the op's turn (the received size is checked)
//   Combine -> real int64 additions (elementwise through the library's MPI_SUM kernel, or fold),
//              minima, segmented minima
//   Copy    -> memmove inside the buffer
//   Barrier -> MPI_Barrier on the group's communicator, split once up front
// All traffic uses a private duplicate of the world communicator and one tag: MPI's
// non-overtaking rule then pairs the k-th send from s to d with the k-th receive at d from s,
// exactly the pairing ct::matchMessages assumes.
// A recorder (setRecorder) makes run() stamp every op with MPI_Wtime and complete the sends one
// by one so that each completion is timed too; the timed repetitions run without one.
#include <cstddef>
#include <vector>

#include "execution_plan.h"
#include "mpi_env.h"
#include "program/program.h"
#include "program/reference_executor.h"
#include "protocol/recorded_timeline.h"

namespace ct::runner {

using protocol::RecordedOp;

// The runner's combine kernel: `op` (a Combine of 8-byte integers) applied to `buffer` in place,
// as every program's Combine runs; `calltree-runner calibrate` times it for the combine cost.
// Elementwise sums of whole, aligned, disjoint parts run on MPI_Reduce_local (MPI_SUM on
// MPI_UINT64_T), the kernel the library's own reductions combine with; so it needs MPI started.
void combineInBuffer(const Op& op, std::uint8_t* buffer);

class ProgramExecutor {
public:
    // Collective over `world` (communicator splits): every rank must construct it. `program` must
    // outlive the executor and have as many ranks as `world`; `plan` is planExecution(program,
    // rank); `buffer` holds at least program.bufferBytes() bytes (allocated by the caller, where
    // running out of memory is still an error all ranks can agree on).
    ProgramExecutor(const Program& program, Rank rank, ExecutionPlan plan, RankBuffer buffer,
                    MPI_Comm world);

    // The rank's buffer (at least program.bufferBytes() bytes): fill it before run(), check it
    // after. Do not resize it while run() is on the stack.
    RankBuffer& buffer() { return m_buffer; }

    struct Stamps {
        double result = 0;  // MPI_Wtime when every op has run: the rank holds its result
        double finish = 0;  // MPI_Wtime when its pending sends have completed as well
    };
    // Runs the rank's ops once. Throws MpiError (the job then has to be aborted: peers may wait).
    Stamps run();

    // Until cleared (nullptr), run() appends to `out` one RecordedOp per op for the first `maxOps`
    // ops (times: this rank's MPI_Wtime). `out` must outlive the runs that fill it.
    void setRecorder(std::vector<RecordedOp>* out, std::uint64_t maxOps);

private:
    void send(const Op& op);
    void postReceive(std::size_t op);
    void receive(const Op& op);
    void waitForSends(const std::vector<std::size_t>& indices);
    void record(const Op& op, std::size_t k, double start);
    void waitForSendsOneByOne();

    const Program& m_program;
    Rank m_rank;
    ExecutionPlan m_plan;
    Communicator m_comm;
    std::vector<Communicator> m_groups;  // null where the rank is not a member
    RankBuffer m_buffer;
    std::vector<MPI_Request> m_requests;
    std::vector<MPI_Request> m_receives;  // one per Recv op, in program order
    std::size_t m_nextSend = 0;
    std::size_t m_nextPost = 0;             // the first receive not yet posted
    std::size_t m_nextReceive = 0;          // the first receive not yet waited for
    std::vector<std::size_t> m_receiveOps;  // per receive: its op index
    std::vector<RecordedOp>* m_record = nullptr;
    std::uint64_t m_recordMax = 0;
    std::vector<std::size_t> m_sendRecord;  // per send request: its record (or npos)
};

}  // namespace ct::runner
