#pragma once
// MPI's own collectives as baselines, timed by the same loop and verified like the programs:
// broadcast, reduce, allreduce, allgather and reduce-scatter use core's data contract
// (program/collective.h, the same layouts as the catalogue's programs, reductions in place);
// all-to-all, which has no catalogue program, checks a byte pattern that names sender, receiver
// and offset. Sums are over uint64 (MPI_UINT64_T, MPI_SUM): unsigned addition wraps exactly as
// the contract's int64 additions do.
//
// Forcing Open MPI's algorithm: mpirun passes the MCA parameters (`--mca
// coll_tuned_use_dynamic_rules 1 --mca coll_tuned_bcast_algorithm 6`), or only the first, and the
// runner forces each case's algorithm on a communicator of its own (ompi_forcing.h). Open MPI
// hands --mca settings to every process as OMPI_MCA_* environment variables, which is how the
// runner checks that what a case asks for can be in effect.
#include <optional>
#include <string>

#include "benchmark.h"
#include "program/collective.h"
#include "program/problem.h"
#include "protocol/case_spec.h"

namespace ct::runner {

class BaselineCollective : public Measurable {
public:
    // Throws std::invalid_argument for sizes the collective cannot take (reductions: m % 8 != 0).
    BaselineCollective(Problem kind, Rank procs, Rank rank, Rank root, std::uint64_t bytes,
                       MPI_Comm world);

    void prepare() override;
    double execute() override;
    std::optional<Failure> check() override;
    void corrupt() override;

private:
    Problem m_kind;
    Rank m_procs;
    Rank m_rank;
    Rank m_root;
    std::uint64_t m_bytes;
    MPI_Comm m_world;
    std::optional<CollectiveSpec> m_spec;  // none for all-to-all
    RankBuffer m_buffer;
    RankBuffer m_send;  // all-to-all and reduce-scatter inputs
    bool m_filled = false;
};

// The arguments mpirun needs so that coll_tuned runs algorithm `algorithm` for `kind`.
std::string mcaArguments(Problem kind, int algorithm);
// The coll_tuned algorithm forced for `kind` in this process (from OMPI_MCA_* variables), 0 when
// Open MPI decides itself.
int forcedOmpiAlgorithm(Problem kind);
// "coll_tuned_use_dynamic_rules=1 coll_tuned_bcast_algorithm=6" or "" (with a forced algorithm's
// "coll_tuned_bcast_algorithm_segmentsize=8192" when mpirun set it, and
// " coll_tuned_dynamic_rules_filename=FILE" when a rules file is given).
std::string forcedOmpiSettings();
// MPICH's collective CVARs in this process's environment ("MPIR_CVAR_BCAST_INTRA_ALGORITHM=binomial
// MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE=F"; "" when none): MPICH reads them at MPI_Init,
// so they say what forced or tuned the collectives of a run under MPICH.
std::string forcedMpichSettings();
// Nothing when a case asking for `algorithm` (0: Open MPI's own choice) can run in this process
// (forced by mpirun, or dynamic rules on so that the runner can force it); otherwise why not,
// with the mpirun arguments that would make it run.
std::optional<std::string> checkForcedAlgorithm(Problem kind, int algorithm,
                                                const std::string& mpiLibrary);

}  // namespace ct::runner
