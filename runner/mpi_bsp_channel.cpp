#include "mpi_bsp_channel.h"

#include <climits>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "execution_plan.h"
#include "program_executor.h"
#include "sim/simulator.h"  // ProgramError

namespace ct::runner {

namespace {

constexpr int kExchangeTag = 21;

}  // namespace

MpiBspChannel::MpiBspChannel(MPI_Comm comm) : MpiBspChannel(Communicator::duplicate(comm)) {}

struct MpiBspChannel::PreparedProgram {
    std::shared_ptr<const Program> program;
    std::unique_ptr<ProgramExecutor> executor;
};

MpiBspChannel::MpiBspChannel(Communicator owned) : m_comm(std::move(owned)) {
    check(MPI_Comm_rank(m_comm.get(), &m_rank), "MPI_Comm_rank");
    check(MPI_Comm_size(m_comm.get(), &m_size), "MPI_Comm_size");
}

// Out of line: PreparedProgram is complete only here. Members go in reverse order: the
// executors, the partitions, then this channel's communicator.
MpiBspChannel::~MpiBspChannel() = default;

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

bsprun::BspChannel* MpiBspChannel::split(int colour, int key) {
    // Every processor learns every (colour, key): then all find the same partition made before,
    // or all make it anew (MPI_Comm_split is collective).
    const int mine[2] = {colour < 0 ? -1 : colour, key};
    std::vector<int> all(2 * static_cast<std::size_t>(m_size));
    check(MPI_Allgather(mine, 2, MPI_INT, all.data(), 2, MPI_INT, m_comm.get()), "MPI_Allgather");
    std::vector<std::pair<int, int>> requests(static_cast<std::size_t>(m_size));
    for (std::size_t r = 0; r < requests.size(); ++r)
        requests[r] = {all[2 * r], all[2 * r + 1]};
    auto made = m_partitions.find(requests);
    if (made == m_partitions.end()) {
        // MPI orders a colour's members by key, ties by their rank here: the channel's contract.
        Communicator part =
            Communicator::split(m_comm.get(), colour < 0 ? MPI_UNDEFINED : colour, key);
        std::unique_ptr<MpiBspChannel> channel;
        if (!part.isNull()) channel.reset(new MpiBspChannel(std::move(part)));
        made = m_partitions.emplace(std::move(requests), std::move(channel)).first;
    }
    return made->second.get();
}

void MpiBspChannel::runProgram(const std::shared_ptr<const Program>& shared, RankBuffer& buffer) {
    const Program& program = *shared;
    if (program.ranks() != m_size)
        throw ProgramError("a collective subcall's program has " + std::to_string(program.ranks()) +
                           " ranks, its partition " + std::to_string(m_size) + " processors");
    auto prepared = m_programs.find(&program);
    if (prepared == m_programs.end()) {
        ExecutionPlan plan;
        try {
            plan = planExecution(program, m_rank);
        } catch (const std::invalid_argument& e) {
            throw ProgramError(std::string("a collective subcall cannot run: ") + e.what());
        }
        auto entry = std::make_unique<PreparedProgram>();
        entry->program = shared;
        entry->executor = std::make_unique<ProgramExecutor>(
            program, m_rank, std::move(plan), RankBuffer(program.bufferBytes()), m_comm.get());
        prepared = m_programs.emplace(&program, std::move(entry)).first;
    }
    ProgramExecutor& executor = *prepared->second->executor;
    if (buffer.size() < program.bufferBytes()) buffer.resize(program.bufferBytes());
    // The executor works on its own buffer: the caller's is swapped in and back, so no byte is
    // copied.
    std::swap(executor.buffer(), buffer);
    try {
        executor.run();
    } catch (...) {
        std::swap(executor.buffer(), buffer);
        throw;
    }
    std::swap(executor.buffer(), buffer);
}

}  // namespace ct::runner
