#include "mpi_bsp_channel.h"

#include <climits>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>

#include "execution_plan.h"
#include "program_executor.h"
#include "sim/simulator.h"  // ProgramError

namespace ct::runner {

namespace {

constexpr int kExchangeTag = 21;

}  // namespace

MpiBspChannel::MpiBspChannel(MPI_Comm comm) : MpiBspChannel(Communicator::duplicate(comm)) {}

MpiBspChannel::MpiBspChannel(Communicator owned) : m_comm(std::move(owned)) {
    check(MPI_Comm_rank(m_comm.get(), &m_rank), "MPI_Comm_rank");
    check(MPI_Comm_size(m_comm.get(), &m_size), "MPI_Comm_size");
}

std::vector<bsprun::Bytes> MpiBspChannel::exchange(std::vector<bsprun::Bytes> outgoing) {
    const auto procs = static_cast<std::size_t>(m_size);
    if (outgoing.size() != procs)
        throw std::invalid_argument("a superstep on " + std::to_string(m_size) +
                                    " processors got " + std::to_string(outgoing.size()) +
                                    " outgoing parts");
    // The sizes first: a receiver cannot know them, they depend on the sender's data. A part too
    // large for an MPI count is refused on every rank (the maximum is agreed on with the sizes).
    std::vector<std::uint64_t> sendSizes(procs), recvSizes(procs);
    for (std::size_t d = 0; d < procs; ++d)
        sendSizes[d] = outgoing[d].size();
    check(MPI_Alltoall(sendSizes.data(), 1, MPI_UINT64_T, recvSizes.data(), 1, MPI_UINT64_T,
                       m_comm.get()),
          "MPI_Alltoall");
    for (std::size_t s = 0; s < procs; ++s)
        if (recvSizes[s] > static_cast<std::uint64_t>(INT_MAX) ||
            sendSizes[s] > static_cast<std::uint64_t>(INT_MAX))
            throw std::invalid_argument("a superstep message between processors " +
                                        std::to_string(s) + " and " + std::to_string(m_rank) +
                                        " has more bytes than an MPI count holds (" +
                                        std::to_string(std::max(recvSizes[s], sendSizes[s])) + ")");
    std::vector<bsprun::Bytes> incoming(procs);
    std::vector<MPI_Request> requests;
    requests.reserve(2 * procs);
    // Isend/Irecv instead of MPI_Alltoallv: no int displacements over the total, and empty
    // parts send nothing at all (a BSP* h-relation charges only what is sent).
    for (std::size_t s = 0; s < procs; ++s) {
        if (s == static_cast<std::size_t>(m_rank) || recvSizes[s] == 0) continue;
        incoming[s].resize(recvSizes[s]);
        requests.emplace_back();
        check(MPI_Irecv(incoming[s].data(), static_cast<int>(recvSizes[s]), MPI_BYTE,
                        static_cast<int>(s), kExchangeTag, m_comm.get(), &requests.back()),
              "MPI_Irecv");
    }
    for (std::size_t step = 1; step < procs; ++step) {
        const std::size_t d = (static_cast<std::size_t>(m_rank) + step) % procs;  // staggered
        if (outgoing[d].empty()) continue;
        requests.emplace_back();
        check(MPI_Isend(outgoing[d].data(), static_cast<int>(outgoing[d].size()), MPI_BYTE,
                        static_cast<int>(d), kExchangeTag, m_comm.get(), &requests.back()),
              "MPI_Isend");
    }
    incoming[static_cast<std::size_t>(m_rank)] =
        std::move(outgoing[static_cast<std::size_t>(m_rank)]);
    check(MPI_Waitall(static_cast<int>(requests.size()), requests.data(), MPI_STATUSES_IGNORE),
          "MPI_Waitall");
    return incoming;
}

std::unique_ptr<bsprun::BspChannel> MpiBspChannel::split(int colour, int key) {
    // MPI orders a colour's members by key, ties by their rank here: the channel's contract.
    Communicator part = Communicator::split(m_comm.get(), colour < 0 ? MPI_UNDEFINED : colour, key);
    if (part.isNull()) return nullptr;
    return std::unique_ptr<bsprun::BspChannel>(new MpiBspChannel(std::move(part)));
}

void MpiBspChannel::runProgram(const Program& program, RankBuffer& buffer) {
    if (program.ranks() != m_size)
        throw ProgramError("a collective subcall's program has " + std::to_string(program.ranks()) +
                           " ranks, its partition " + std::to_string(m_size) + " processors");
    ExecutionPlan plan;
    try {
        plan = planExecution(program, m_rank);
    } catch (const std::invalid_argument& e) {
        throw ProgramError(std::string("a collective subcall cannot run: ") + e.what());
    }
    if (buffer.size() < program.bufferBytes()) buffer.resize(program.bufferBytes());
    // The executor owns its buffer while it runs; the caller's is handed over and back, so no
    // byte is copied.
    ProgramExecutor executor(program, m_rank, std::move(plan), std::move(buffer), m_comm.get());
    executor.run();
    buffer = std::move(executor.buffer());
}

}  // namespace ct::runner
