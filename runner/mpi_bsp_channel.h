#pragma once
// The BSP channel of a data-dependent schedule (core/bsprun/bsp_channel.h) over an MPI
// communicator: one superstep is an MPI_Alltoall of the message sizes followed by point-to-point
// messages of exactly those sizes (sizes depend on the data, so they are agreed on first);
// partitions for subcalls are MPI_Comm_split; collective subcalls run through the runner's
// ProgramExecutor, as catalogue programs do. Every channel owns a duplicate of its communicator,
// so its messages never match anyone else's.
// Partitions and executors are made once and kept: a schedule's repetitions split the same
// partitions and run the same collective subcalls again, and making either is collective
// (MPI_Comm_split, MPI_Comm_dup and the executor's group splits), costing more than the small
// subcall itself. A repeated split costs one MPI_Allgather of the colours and keys.
#include <map>
#include <memory>
#include <utility>
#include <vector>

#include "bsprun/bsp_channel.h"
#include "mpi_env.h"

namespace ct::runner {

class MpiBspChannel : public bsprun::BspChannel {
public:
    // Collective over `comm` (it is duplicated).
    explicit MpiBspChannel(MPI_Comm comm);
    ~MpiBspChannel() override;

    int rank() const override { return m_rank; }
    int size() const override { return m_size; }
    // Throws std::invalid_argument when outgoing.size() != size() or a part exceeds an MPI count,
    // MpiError when MPI fails.
    std::vector<bsprun::Bytes> exchange(std::vector<bsprun::Bytes> outgoing) override;
    bsprun::BspChannel* split(int colour, int key) override;
    // The first run of a program object prepares its executor (collective); later runs reuse it.
    void runProgram(const std::shared_ptr<const Program>& program, RankBuffer& buffer) override;
    double now() const override { return MPI_Wtime(); }

    MPI_Comm comm() const { return m_comm.get(); }

private:
    explicit MpiBspChannel(Communicator owned);

    struct PreparedProgram;

    Communicator m_comm;
    int m_rank = 0;
    int m_size = 1;
    // By every processor's (colour, key): the partition made (nullptr where this one has none).
    std::map<std::vector<std::pair<int, int>>, std::unique_ptr<MpiBspChannel>> m_partitions;
    // By program: the program (kept alive, so its address names it) and its executor.
    std::map<const Program*, std::unique_ptr<PreparedProgram>> m_programs;
};

}  // namespace ct::runner
