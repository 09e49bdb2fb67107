#pragma once
// Every problem the project knows, defined once: the catalogue's collectives and summation, the
// BSP* sub-call model's problems (Bonorden 2002) and the MPI collectives the runner times as
// baselines. One table gives each problem its names, so that a schedule file, a results file,
// a run plan and Open MPI's parameters all mean the same problem:
//
//   schedule name   schedule files and the BSP* library ("ReduceAll" for Allreduce)
//   results name    results files, the catalogue and the command line ("allreduce")
//   MPI name        the MPI collective a run plan names ("MPI_Allreduce"), when MPI has one
//   Open MPI name   coll_tuned's name of that collective ("allreduce")
//   contract        whether program/collective.h defines what its programs do to the data
//
// To add a problem: add the enumerator and its row in problem.cpp (the rows follow the enum).
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace ct {

enum class Problem {
    Broadcast,
    Reduce,
    Allreduce,
    Allgather,
    Alltoall,
    ReduceScatter,
    Scan,
    ScanAll,
    EdgeMinimum,  // its data contract is an elementwise allreduce with minimum
    SegmentMinimum,
    Summation,
    Sort,
    IntegerSort,
    MST,
    BoruvkaStep,
    MSTMerge
};

struct ProblemNames {
    Problem problem;
    const char* schedule;  // "ReduceAll"
    const char* results;   // "allreduce"
    const char* mpi;       // "MPI_Allreduce"; nullptr when MPI has no such collective
    const char* ompi;      // "allreduce" (coll_tuned_<ompi>_algorithm); nullptr likewise
    bool contract;         // program/collective.h defines its data contract
};

// Every problem, in the enum's order.
std::span<const ProblemNames> problemTable();
const ProblemNames& namesOf(Problem p);

// The results name: "broadcast", "reduce-scatter", "allreduce-min", …
const char* toString(Problem p);
const char* scheduleName(Problem p);  // "Broadcast", "ReduceAll", …
const char* mpiName(Problem p);       // "MPI_Bcast", …; nullptr when none
const char* ompiName(Problem p);      // "bcast", …; nullptr when none
bool hasContract(Problem p);

// The inverses, exact names; nullopt for other names.
std::optional<Problem> parseProblem(std::string_view resultsName);
std::optional<Problem> parseScheduleProblem(std::string_view scheduleName);
// "MPI_Bcast" or "bcast" (any case, with or without "MPI_") -> Broadcast; nullopt for names of
// no MPI collective.
std::optional<Problem> parseMpiCollective(std::string_view name);

// Whether the runner writes the inputs of a `p` case afresh before every run: every problem's
// but a broadcast's, whose root only sends and keeps its data as it was checked (the other
// problems change their buffers). Data a rank has just written costs its messages more
// (LogGP::writtenPerByte), so the runner's cases are predicted from the same start
// (runner/verification.h's Workload, analysis/prediction_accuracy.h's caseSimulation).
bool inputsRewrittenBeforeEachRun(Problem p);

// For messages: "MPI_Bcast, MPI_Reduce, …" and "Broadcast, Reduce, ReduceAll, …".
std::string mpiCollectiveNames();
std::string scheduleProblemNames();

}  // namespace ct
