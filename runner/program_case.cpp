#include "program_case.h"

#include <unistd.h>
#include <algorithm>
#include <stdexcept>

#include "algorithms/catalogue/case_program.h"
#include "algorithms/catalogue/catalogue.h"
#include "algorithms/logp/optimal_summation.h"
#include "sim/simulator.h"

namespace ct::runner {

namespace {

// What the rank starts with and must end with. Collectives use core's data contract; the one
// summation algorithm, Shou & Chen's (1996), is checked against its plan, rebuilt here rather than
// read off the program so that the expected sums are an independent check of the program (same rule
// as the catalogue: N = 0 means 100·P).
Workload makeWorkload(const Algorithm& a, const AlgorithmParams& p) {
    if (hasContract(a.info.problem))
        return Workload::collective(CollectiveSpec{a.info.problem, p.procs, p.root, p.bytes});
    if (a.info.problem == Problem::Summation && a.info.name == "optimal-sum") {
        const std::uint64_t n = p.operands ? p.operands : 100 * static_cast<std::uint64_t>(p.procs);
        return Workload::summation(optimalSummation(p.procs, p.root, p.model, n));
    }
    throw std::invalid_argument("the runner cannot verify " + a.info.name + " (" +
                                toString(a.info.problem) + ") yet");
}

}  // namespace

std::uint64_t physicalMemoryBytes() {
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGESIZE);
    if (pages <= 0 || pageSize <= 0) return 0;
    return static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(pageSize);
}

namespace {
std::uint64_t g_hostBytes = 0;
int g_ranksOnHost = 1;
}  // namespace

void setMemoryBudget(std::uint64_t hostBytes, int ranksOnHost) {
    g_hostBytes = hostBytes ? hostBytes : physicalMemoryBytes();
    g_ranksOnHost = std::max(1, ranksOnHost);
}

void checkFitsMemory(std::uint64_t bytes, Rank rank) {
    if (g_hostBytes == 0) return;  // unknown: allocation failures are still caught
    const std::uint64_t budget = g_hostBytes / 10 * 8 / std::uint64_t(g_ranksOnHost);
    if (bytes > budget)
        throw std::invalid_argument("rank " + std::to_string(rank) + " needs " +
                                    std::to_string(bytes) + " bytes of buffers: with " +
                                    std::to_string(g_ranksOnHost) +
                                    " ranks on its host that does not fit the memory (" +
                                    std::to_string(g_hostBytes) + " bytes, 80% usable)");
}

std::unique_ptr<PreparedProgram> prepareProgram(Program program, Workload workload, Rank rank,
                                                const std::string& what) {
    auto s = std::make_unique<PreparedProgram>();
    s->program = std::move(program);
    s->workload = std::move(workload);
    // The same check the simulator trusts: matched messages, consistent barriers, no deadlock.
    // A program failing it would hang MPI, so it never starts.
    if (const ValidationReport v = validate(s->program); !v.ok())
        throw std::invalid_argument("the " + what + " program cannot run: " + v.problems.front());
    const std::uint64_t need = std::max(s->program.bufferBytes(), s->workload->requiredBytes(rank));
    if (s->workload->requiredBytes(rank) > s->program.bufferBytes())
        throw std::logic_error("rank " + std::to_string(rank) + "'s data (" +
                               std::to_string(s->workload->requiredBytes(rank)) +
                               " bytes) does not fit the program's " +
                               std::to_string(s->program.bufferBytes()) + "-byte buffer");
    checkFitsMemory(need, rank);
    s->plan = planExecution(s->program, rank);
    s->buffer.resize(need);
    s->workload->fill(rank, s->buffer);  // a dry run: a data problem is found while ranks agree
    return s;
}

std::unique_ptr<PreparedProgram> prepareCatalogueCase(const CaseSpec& spec, Rank rank,
                                                      const CaseMachine& machine) {
    const Algorithm* a = findAlgorithm(spec.algorithm);
    if (!a)
        throw std::invalid_argument("unknown algorithm '" + spec.algorithm +
                                    "' (known: " + algorithmNames() + ")");
    const Rank procs = spec.procs;
    // The same parameters the Studio rebuilds a recorded case's program from.
    const AlgorithmParams p = caseAlgorithmParams(spec, machine);
    Workload workload = makeWorkload(*a, p);
    Program program = a->program(p);
    if (program.ranks() != procs)
        throw std::logic_error("the " + spec.algorithm + " program has " +
                               std::to_string(program.ranks()) + " ranks, the world " +
                               std::to_string(procs));
    const bool summation = workload.isSummation();
    auto s = prepareProgram(std::move(program), std::move(workload), rank, spec.algorithm);
    s->problem = toString(a->info.problem);
    s->bytes = summation ? s->program.elementBytes() : spec.bytes;
    return s;
}

ProgramMeasurable::ProgramMeasurable(std::unique_ptr<PreparedProgram> prepared, Rank rank,
                                     MPI_Comm world)
    : m_prepared(std::move(prepared)),
      m_rank(rank),
      m_executor(m_prepared->program, rank, std::move(m_prepared->plan),
                 std::move(m_prepared->buffer), world) {}

void ProgramMeasurable::prepare() {
    // A broadcast root's data is written once: check() confirms after every run that it is
    // intact, and writing the same bytes again would only leave them dirty in this core's cache
    // for the receivers to pull across (docs/runner.md, "Comparing with OSU").
    if (m_filled && !m_rewriteAlways && m_prepared->workload->keepsInput(m_rank)) return;
    // The first run's scratch is junk, so that a program reading scratch it never wrote fails;
    // later runs find it as the last run left it, as Open MPI's collectives find their scratch
    // buffers (freed and allocated again in the same place): bytes a peer read in the last run
    // cost a write more there (LogGP::overwritePerByte), and the predictions assume the same
    // (SimulationOptions::refilledBytes).
    m_prepared->workload->fill(m_rank, m_executor.buffer(),
                               m_filled ? BufferFill::Layout : BufferFill::Whole);
    m_filled = true;
}

double ProgramMeasurable::execute() {
    return m_executor.run().result;
}

std::optional<Failure> ProgramMeasurable::check() {
    return m_prepared->workload->check(m_rank, m_executor.buffer());
}

void ProgramMeasurable::corrupt() {
    m_prepared->workload->corrupt(m_rank, m_executor.buffer());
}

}  // namespace ct::runner
