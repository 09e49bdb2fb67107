#pragma once
// The BSP channel of a data-dependent schedule (core/bsprun/bsp_channel.h) over an MPI
// communicator: one superstep is an MPI_Alltoall of the message sizes followed by point-to-point
// messages of exactly those sizes (sizes depend on the data, so they are agreed on first);
// partitions for subcalls are MPI_Comm_split; collective subcalls run through the runner's
// ProgramExecutor, as catalogue programs do. Every channel owns a duplicate of its communicator,
// so its messages never match anyone else's.
#include <memory>
#include <vector>

#include "bsprun/bsp_channel.h"
#include "mpi_env.h"

namespace ct::runner {

class MpiBspChannel : public bsprun::BspChannel {
public:
    // Collective over `comm` (it is duplicated).
    explicit MpiBspChannel(MPI_Comm comm);

    int rank() const override { return m_rank; }
    int size() const override { return m_size; }
    // Throws std::invalid_argument when outgoing.size() != size() or a part exceeds an MPI count,
    // MpiError when MPI fails.
    std::vector<bsprun::Bytes> exchange(std::vector<bsprun::Bytes> outgoing) override;
    std::unique_ptr<bsprun::BspChannel> split(int colour, int key) override;
    void runProgram(const Program& program, RankBuffer& buffer) override;

    MPI_Comm comm() const { return m_comm.get(); }

private:
    explicit MpiBspChannel(Communicator owned);

    Communicator m_comm;
    int m_rank = 0;
    int m_size = 1;
};

}  // namespace ct::runner
