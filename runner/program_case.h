#pragma once
// A case that runs a communication program (a catalogue algorithm, or a schedule expanded by
// core): everything a rank prepares before the first message, and the Measurable that runs it.
// Preparation depends only on the case, the world size and the rank, so all ranks normally reach
// the same verdict; the caller still agrees on it, because one rank alone can fail (memory).
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "algorithms/catalogue/case_program.h"
#include "benchmark.h"
#include "execution_plan.h"
#include "model/loggp.h"
#include "program_executor.h"
#include "protocol/case_spec.h"
#include "verification.h"

namespace ct::runner {

struct PreparedProgram {
    Program program;
    std::optional<Workload> workload;
    ExecutionPlan plan;
    RankBuffer buffer;
    std::string problem;      // "broadcast", "summation", …
    std::uint64_t bytes = 0;  // as reported (summation: its message size, one int64)
};

using protocol::CaseSpec;

// The catalogue program `spec` names, for this rank (spec.procs is the world size). Throws
// std::invalid_argument / std::logic_error naming what is wrong.
// Its trees and default segments are built for `machine` (algorithms/catalogue/case_program.h).
std::unique_ptr<PreparedProgram> prepareCatalogueCase(const CaseSpec& spec, Rank rank,
                                                      const CaseMachine& machine = {});
// Checks, plans and allocates for a program that must fulfil `workload` (shared by all kinds).
std::unique_ptr<PreparedProgram> prepareProgram(Program program, Workload workload, Rank rank,
                                                const std::string& what);

// Bytes of memory this host has (0: unknown).
std::uint64_t physicalMemoryBytes();
// The "does not fit memory" check: ranks on one host share its memory, and 80% of it may hold
// buffers. `hostBytes` 0 means physicalMemoryBytes() (tests pass a small value). Set once per run.
void setMemoryBudget(std::uint64_t hostBytes, int ranksOnHost);
// Throws std::invalid_argument naming the need when `bytes` per rank does not fit the budget.
void checkFitsMemory(std::uint64_t bytes, Rank rank);

class ProgramMeasurable : public Measurable {
public:
    // Collective over `world` (the executor splits communicators for barrier groups).
    ProgramMeasurable(std::unique_ptr<PreparedProgram> prepared, Rank rank, MPI_Comm world);
    void prepare() override;
    double execute() override;
    std::optional<Failure> check() override;
    void corrupt() override;

    // Writes every rank's input before every run, a broadcast root's too (which otherwise keeps
    // its data as checked): calibration's message of data its sender has just written.
    void rewriteInputEveryRun() { m_rewriteAlways = true; }

    // For recording a timeline (timeline_recording.h).
    ProgramExecutor& executor() { return m_executor; }
    const Program& program() const { return m_prepared->program; }

private:
    std::unique_ptr<PreparedProgram> m_prepared;
    Rank m_rank;
    ProgramExecutor m_executor;
    bool m_filled = false;
    bool m_rewriteAlways = false;
};

}  // namespace ct::runner
