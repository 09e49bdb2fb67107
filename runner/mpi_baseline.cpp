#include "mpi_baseline.h"

#include <cstdlib>
#include <cstring>
#include <stdexcept>

#include "mpi_env.h"
#include "ompi_forcing.h"
#include "program_case.h"

namespace ct::runner {

namespace {

// Byte i of the all-to-all block that `from` sends to `to`.
std::uint8_t alltoallByte(Rank from, Rank to, std::uint64_t i) {
    return static_cast<std::uint8_t>(
        (i * 131 + std::uint64_t(from) * 29 + std::uint64_t(to) * 17 + 3) & 0xff);
}

int count(std::uint64_t n) {
    return static_cast<int>(n);  // sizes are checked against kMaxBytes (INT_MAX) by the plan
}

const char* env(const std::string& name) {
    return std::getenv(name.c_str());
}

}  // namespace

BaselineCollective::BaselineCollective(Problem kind, Rank procs, Rank rank, Rank root,
                                       std::uint64_t bytes, MPI_Comm world)
    : m_kind(kind), m_procs(procs), m_rank(rank), m_root(root), m_bytes(bytes), m_world(world) {
    if (!mpiName(kind))
        throw std::invalid_argument(std::string("MPI has no collective for ") + toString(kind));
    if (root < 0 || root >= procs)
        throw std::invalid_argument("root " + std::to_string(root) + " is out of range 0.." +
                                    std::to_string(procs - 1));
    const std::uint64_t total = bytes * std::uint64_t(procs);
    if (kind == Problem::Alltoall || kind == Problem::Allgather || kind == Problem::ReduceScatter) {
        if (total > 2147483647ull)
            throw std::invalid_argument(std::string(mpiName(kind)) + " of " +
                                        std::to_string(bytes) +
                                        " bytes per rank exceeds MPI's int "
                                        "counts on " +
                                        std::to_string(procs) + " ranks");
    }
    if (hasContract(kind)) {
        checkFitsMemory(CollectiveSpec{kind, procs, root, bytes}.layoutBytes() +
                            (kind == Problem::ReduceScatter ? bytes : 0),
                        rank);
        m_spec = CollectiveSpec{kind, procs, root, bytes};
        if ((kind == Problem::Reduce || kind == Problem::Allreduce ||
             kind == Problem::ReduceScatter) &&
            bytes % 8 != 0)
            throw std::invalid_argument(
                std::string(mpiName(kind)) +
                " adds 8-byte integers: bytes must be a multiple of 8, got " +
                std::to_string(bytes));
        m_buffer.resize(m_spec->layoutBytes());
        if (kind == Problem::ReduceScatter) m_send.resize(bytes);
    } else {
        checkFitsMemory(2 * total, rank);
        m_send.resize(total);
        m_buffer.resize(total);
    }
}

void BaselineCollective::prepare() {
    if (m_spec) {
        // MPI_Bcast's root only sends: its data is written once, as for the programs
        // (ProgramMeasurable::prepare, inputsRewrittenBeforeEachRun), and check() confirms it
        // after every run.
        const bool keeps = !inputsRewrittenBeforeEachRun(m_kind) && m_rank == m_root;
        if (!(keeps && m_filled)) initializeBuffer(*m_spec, m_rank, m_buffer);
        m_filled = true;
        return;
    }
    for (Rank to = 0; to < m_procs; ++to)
        for (std::uint64_t i = 0; i < m_bytes; ++i)
            m_send[std::uint64_t(to) * m_bytes + i] = alltoallByte(m_rank, to, i);
    std::fill(m_buffer.begin(), m_buffer.end(), std::uint8_t(0xA5));
}

double BaselineCollective::execute() {
    const std::uint64_t elements = m_bytes / 8;
    std::uint8_t* buf = m_buffer.data();
    switch (m_kind) {
        case Problem::Broadcast:
            ct::runner::check(MPI_Bcast(buf, count(m_bytes), MPI_BYTE, m_root, m_world),
                              "MPI_Bcast");
            break;
        case Problem::Reduce:
            ct::runner::check(
                MPI_Reduce(m_rank == m_root ? MPI_IN_PLACE : buf, m_rank == m_root ? buf : nullptr,
                           count(elements), MPI_UINT64_T, MPI_SUM, m_root, m_world),
                "MPI_Reduce");
            break;
        case Problem::Allreduce:
            ct::runner::check(
                MPI_Allreduce(MPI_IN_PLACE, buf, count(elements), MPI_UINT64_T, MPI_SUM, m_world),
                "MPI_Allreduce");
            break;
        case Problem::Allgather:
            ct::runner::check(MPI_Allgather(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, buf, count(m_bytes),
                                            MPI_BYTE, m_world),
                              "MPI_Allgather");
            break;
        case Problem::Alltoall:
            ct::runner::check(MPI_Alltoall(m_send.data(), count(m_bytes), MPI_BYTE, buf,
                                           count(m_bytes), MPI_BYTE, m_world),
                              "MPI_Alltoall");
            break;
        case Problem::ReduceScatter: {
            ct::runner::check(MPI_Reduce_scatter_block(buf, m_send.data(), count(elements),
                                                       MPI_UINT64_T, MPI_SUM, m_world),
                              "MPI_Reduce_scatter_block");
            const double held = MPI_Wtime();
            // Into the contract's place for rank r's block (untimed: MPI's result was held).
            if (m_bytes) std::memcpy(buf + std::uint64_t(m_rank) * m_bytes, m_send.data(), m_bytes);
            return held;
        }
        default:  // refused by the constructor
            break;
    }
    return MPI_Wtime();
}

std::optional<Failure> BaselineCollective::check() {
    Failure f;
    f.rank = m_rank;
    if (m_spec) {
        auto bad = checkBuffer(*m_spec, m_rank, m_buffer);
        if (!bad) return std::nullopt;
        f.what = std::move(*bad);
        return f;
    }
    for (Rank from = 0; from < m_procs; ++from)
        for (std::uint64_t i = 0; i < m_bytes; ++i) {
            const std::uint64_t at = std::uint64_t(from) * m_bytes + i;
            const std::uint8_t want = alltoallByte(from, m_rank, i);
            if (m_buffer[at] != want) {
                f.what = "rank " + std::to_string(m_rank) + " offset " + std::to_string(at) +
                         ": expected " + std::to_string(want) + " got " +
                         std::to_string(m_buffer[at]);
                return f;
            }
        }
    return std::nullopt;
}

void BaselineCollective::corrupt() {
    std::uint64_t begin = 0, end = m_buffer.size();
    if (m_kind == Problem::Reduce && m_rank != m_root) return;  // holds no result
    if (m_kind == Problem::ReduceScatter) {
        begin = std::uint64_t(m_rank) * m_bytes;
        end = begin + m_bytes;
    }
    if (begin < end) m_buffer[begin + (end - begin) / 2] ^= 0xff;
}

std::string mcaArguments(Problem kind, int algorithm) {
    return "--mca coll_tuned_use_dynamic_rules 1 --mca coll_tuned_" + std::string(ompiName(kind)) +
           "_algorithm " + std::to_string(algorithm);
}

int forcedOmpiAlgorithm(Problem kind) {
    if (!ompiName(kind)) return 0;
    const char* dynamic = env("OMPI_MCA_coll_tuned_use_dynamic_rules");
    if (!dynamic || std::string(dynamic) != "1") return 0;
    const char* value = env("OMPI_MCA_coll_tuned_" + std::string(ompiName(kind)) + "_algorithm");
    return value ? std::atoi(value) : 0;
}

std::string forcedOmpiSettings() {
    const char* dynamic = env("OMPI_MCA_coll_tuned_use_dynamic_rules");
    if (!dynamic || std::string(dynamic) != "1") return "";
    std::string out = "coll_tuned_use_dynamic_rules=1";
    for (const ProblemNames& c : problemTable())
        if (const int a = c.ompi ? forcedOmpiAlgorithm(c.problem) : 0) {
            out.append(" coll_tuned_")
                .append(c.ompi)
                .append("_algorithm=")
                .append(std::to_string(a));
            // The segment size decides how many messages the algorithm sends: a twin is only
            // comparable with the same one (0, Open MPI's default, does not segment).
            const std::string segment =
                "coll_tuned_" + std::string(c.ompi) + "_algorithm_segmentsize";
            if (const char* s = env("OMPI_MCA_" + segment))
                out.append(" ").append(segment).append("=").append(s);
        }
    // A rules file decides per communicator and message size (calltree rules check shows how).
    if (const char* file = env("OMPI_MCA_coll_tuned_dynamic_rules_filename"); file && *file)
        out.append(" coll_tuned_dynamic_rules_filename=").append(file);
    return out;
}

std::string forcedMpichSettings() {
    std::string out;
    const auto add = [&out](const std::string& name) {
        if (const char* value = env(name); value && *value)
            out.append(out.empty() ? "" : " ").append(name).append("=").append(value);
    };
    for (const char* c : {"BCAST", "REDUCE", "ALLREDUCE", "ALLGATHER", "ALLTOALL"})
        add(std::string("MPIR_CVAR_") + c + "_INTRA_ALGORITHM");
    add("MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE");
    return out;
}

std::optional<std::string> checkForcedAlgorithm(Problem kind, int algorithm,
                                                const std::string& mpiLibrary) {
    const int forced = forcedOmpiAlgorithm(kind);
    if (algorithm == forced) return std::nullopt;
    if (algorithm != 0 && mpiLibrary.find("Open MPI") == std::string::npos)
        return std::string("forcing a collective algorithm needs Open MPI (this is ") +
               mpiLibrary.substr(0, mpiLibrary.find(',')) + ")";
    // With dynamic rules on, the runner forces each case's algorithm itself (ompi_forcing.h).
    if (ompiDynamicRules()) return std::nullopt;
    if (algorithm == 0)
        return std::string(mpiName(kind)) +
               " with Open MPI's own choice was asked for, but "
               "algorithm " +
               std::to_string(forced) +
               " is forced by the environment; run the "
               "plan without --mca coll_tuned_" +
               ompiName(kind) + "_algorithm";
    return std::string(mpiName(kind)) + " with Open MPI's algorithm " + std::to_string(algorithm) +
           " needs these mpirun arguments (MCA parameters are read when MPI starts): " +
           mcaArguments(kind, algorithm) +
           " (or only --mca coll_tuned_use_dynamic_rules 1: the runner then forces each case's "
           "algorithm itself)";
}

}  // namespace ct::runner
