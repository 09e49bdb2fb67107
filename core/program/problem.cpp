#include "program/problem.h"

#include <algorithm>
#include <cctype>
#include <iterator>

namespace ct {

namespace {

// The results names are those results files of earlier versions hold; the schedule names those
// schedule files hold. Neither may change without an alias for old files.
constexpr ProblemNames kProblems[] = {
    {Problem::Broadcast, "Broadcast", "broadcast", "MPI_Bcast", "bcast", true},
    {Problem::Reduce, "Reduce", "reduce", "MPI_Reduce", "reduce", true},
    {Problem::Allreduce, "ReduceAll", "allreduce", "MPI_Allreduce", "allreduce", true},
    {Problem::Allgather, "Allgather", "allgather", "MPI_Allgather", "allgather", true},
    {Problem::Alltoall, "Alltoall", "alltoall", "MPI_Alltoall", "alltoall", false},
    {Problem::ReduceScatter, "ReduceScatter", "reduce-scatter", "MPI_Reduce_scatter_block",
     "reduce_scatter_block", true},
    {Problem::Scan, "Scan", "scan", nullptr, nullptr, true},
    {Problem::ScanAll, "ScanAll", "scan-all", nullptr, nullptr, true},
    {Problem::EdgeMinimum, "EdgeMinimum", "allreduce-min", nullptr, nullptr, true},
    {Problem::SegmentMinimum, "SegmentMinimum", "segment-minimum", nullptr, nullptr, true},
    {Problem::Summation, "Summation", "summation", nullptr, nullptr, false},
    {Problem::Sort, "Sort", "sort", nullptr, nullptr, false},
    {Problem::IntegerSort, "IntegerSort", "integer-sort", nullptr, nullptr, false},
    {Problem::MST, "MST", "mst", nullptr, nullptr, false},
    {Problem::BoruvkaStep, "BoruvkaStep", "boruvka-step", nullptr, nullptr, false},
    {Problem::MSTMerge, "MSTMerge", "mst-merge", nullptr, nullptr, false},
};

static_assert(
    [] {
        for (std::size_t i = 0; i < std::size(kProblems); ++i)
            if (static_cast<std::size_t>(kProblems[i].problem) != i) return false;
        return true;
    }(),
    "kProblems must list the problems in the enum's order");

std::string lower(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    return out;
}

}  // namespace

std::span<const ProblemNames> problemTable() {
    return kProblems;
}

const ProblemNames& namesOf(Problem p) {
    return kProblems[static_cast<std::size_t>(p)];
}

const char* toString(Problem p) {
    return namesOf(p).results;
}
const char* scheduleName(Problem p) {
    return namesOf(p).schedule;
}
const char* mpiName(Problem p) {
    return namesOf(p).mpi;
}
const char* ompiName(Problem p) {
    return namesOf(p).ompi;
}
bool hasContract(Problem p) {
    return namesOf(p).contract;
}

bool inputsRewrittenBeforeEachRun(Problem p) {
    return p != Problem::Broadcast;
}

std::optional<Problem> parseProblem(std::string_view resultsName) {
    for (const ProblemNames& n : kProblems)
        if (resultsName == n.results) return n.problem;
    return std::nullopt;
}

std::optional<Problem> parseScheduleProblem(std::string_view name) {
    for (const ProblemNames& n : kProblems)
        if (name == n.schedule) return n.problem;
    return std::nullopt;
}

std::optional<Problem> parseMpiCollective(std::string_view name) {
    std::string key = lower(name);
    if (key.starts_with("mpi_")) key = key.substr(4);
    for (const ProblemNames& n : kProblems)
        if (n.ompi && key == n.ompi) return n.problem;
    return std::nullopt;
}

std::string mpiCollectiveNames() {
    std::string s;
    for (const ProblemNames& n : kProblems)
        if (n.mpi) s += (s.empty() ? "" : ", ") + std::string(n.mpi);
    return s;
}

std::string scheduleProblemNames() {
    std::string s;
    for (const ProblemNames& n : kProblems)
        s += (s.empty() ? "" : ", ") + std::string(n.schedule);
    return s;
}

}  // namespace ct
