#pragma once
// The case specification: what one runner case runs, as ONE struct carried from the plan
// (run_plan.h) to the program builder (algorithms/catalogue/case_program.h's buildCaseProgram, for
// which ct::CaseProgramSpec is this struct) and into the results document (results.h), where a
// recorded timeline's "params" keep it so that the program can be rebuilt.
//
// Also the kinds of case. The MPI collectives a plan can name ("mpi": "MPI_Bcast") are problems
// with an MPI name (program/problem.h: parseMpiCollective, mpiName, ompiName).
#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "program/op.h"
#include "program/problem.h"

namespace ct::protocol {

enum class CaseKind { Catalogue, Schedule, MpiBaseline };
const char* toString(CaseKind k);  // "catalogue", "schedule", "mpi-baseline"
// The inverse of toString; nullopt for other names.
std::optional<CaseKind> parseCaseKind(const std::string& name);

// The seed of a Sort, IntegerSort or MST schedule's generated input when the plan names none
// (plan field "seed", the runner's --seed; docs/runner.md).
inline constexpr std::uint64_t kDefaultDataSeed = 1;

// A program case: a catalogue algorithm with its parameters, or a schedule file expanded for a
// size and root. In a plan case procs, root and bytes are filled per (size, root) instance
// (run_plan.h's instanceSpec); the parameters 0 mean "the algorithm's default".
struct CaseSpec {
    bool schedule = false;  // false: a catalogue algorithm (or, for baselines, an MPI collective)
    std::string algorithm;  // catalogue name; a schedule case's file name; "MPI_Bcast", …
    std::string scheduleFile;  // schedule cases: the file (as resolved against the plan)
    Rank procs = 1;
    Rank root = 0;
    std::uint64_t bytes = 0;  // the size asked for (a summation reports its element size)
    int radix = 4;
    std::uint64_t operands = 0;
    std::uint64_t segmentBytes = 0;
    int meshRows = 0;
    int strip = 0;
    std::uint64_t seed = kDefaultDataSeed;  // data schedules (Sort, IntegerSort, MST): the input's

    bool operator==(const CaseSpec&) const = default;
};

// The "params" object of a recorded timeline, what rebuilds the program with the case's
// algorithm, procs and root: {"bytes", "radix", "operands", "segment_bytes", "mesh_rows",
// "strip"} for catalogue cases, {"bytes", "schedule_file"} for schedule cases.
nlohmann::ordered_json paramsToJson(const CaseSpec& spec);
// Reads those fields into `spec` (its schedule flag says which set); absent ones keep their
// value. Throws FormatError naming the field.
void readParams(const nlohmann::json& params, const std::string& path, CaseSpec& spec);

}  // namespace ct::protocol
