#include "run_command.h"

#include <algorithm>
#include <iostream>
#include <new>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "benchmark.h"
#include "catalogue/catalogue.h"
#include "collectives/collective.h"
#include "execution_plan.h"
#include "logp/optimal_summation.h"
#include "program_executor.h"
#include "report.h"
#include "sim/simulator.h"
#include "verification.h"

namespace ct::runner {

namespace {

// Everything a rank prepares before the first message. It depends only on the arguments, the
// world size and the rank, so all ranks normally reach the same verdict; agreeOnSetup() makes
// sure they do even when one rank alone fails (e.g. runs out of memory).
struct Setup {
    const Algorithm* algorithm = nullptr;
    AlgorithmParams params;
    Program program;
    std::optional<Workload> workload;
    ExecutionPlan plan;
    RankBuffer buffer;
    std::uint64_t operands = 0;  // summation only
};

// What the rank starts with and must end with. Collectives use core's data contract; the one
// summation algorithm, seed 000's, is checked against its plan, rebuilt here rather than read
// off the program so that the expected sums are an independent check of the program (same rule
// as the catalogue: N = 0 means 100·P).
Workload makeWorkload(const Algorithm& a, const AlgorithmParams& p, std::uint64_t& operands) {
    if (const auto collective = collectiveOf(a.info.problem))
        return Workload::collective(CollectiveSpec{*collective, p.procs, p.root, p.bytes});
    if (a.info.problem == Problem::Summation && a.info.name == "optimal-sum") {
        operands = p.operands ? p.operands : 100 * static_cast<std::uint64_t>(p.procs);
        return Workload::summation(optimalSummation(p.procs, p.root, p.model, operands));
    }
    throw std::invalid_argument("the runner cannot verify " + a.info.name + " (" +
                                toString(a.info.problem) + ") yet");
}

Setup prepare(const RunOptions& o, Rank procs, Rank rank) {
    Setup s;
    s.algorithm = findAlgorithm(o.algorithm);
    if (!s.algorithm)
        throw std::invalid_argument("unknown algorithm '" + o.algorithm +
                                    "' (known: " + algorithmNames() + ")");
    AlgorithmParams& p = s.params;
    p.procs = procs;
    p.root = o.root;
    p.bytes = o.bytes;
    p.radix = o.radix;
    p.operands = o.operands;
    p.segmentBytes = o.segmentBytes;
    p.meshRows = o.meshRows;
    p.strip = o.strip;
    p.model = defaultModel();
    if (auto bad = checkParams(p)) throw std::invalid_argument(*bad);
    if (o.corruptRank != kNoRank && o.corruptRank >= procs)
        throw std::invalid_argument("--corrupt-rank " + std::to_string(o.corruptRank) +
                                    " is out of range 0.." + std::to_string(procs - 1));

    s.workload = makeWorkload(*s.algorithm, p, s.operands);
    s.program = s.algorithm->program(p);
    if (s.program.ranks() != procs)
        throw std::logic_error("the " + o.algorithm + " program has " +
                               std::to_string(s.program.ranks()) + " ranks, the world " +
                               std::to_string(procs));
    // The same check the simulator trusts: matched messages, consistent barriers, no deadlock.
    // A program failing it would hang MPI, so it never starts.
    if (const ValidationReport v = validate(s.program); !v.ok())
        throw std::invalid_argument("the " + o.algorithm +
                                    " program cannot run: " + v.problems.front());

    if (s.workload->requiredBytes(rank) > s.program.bufferBytes())
        throw std::logic_error("rank " + std::to_string(rank) + "'s data (" +
                               std::to_string(s.workload->requiredBytes(rank)) +
                               " bytes) does not fit the program's " +
                               std::to_string(s.program.bufferBytes()) + "-byte buffer");
    s.plan = planExecution(s.program, rank);
    s.buffer.resize(std::max(s.program.bufferBytes(), s.workload->requiredBytes(rank)));
    s.workload->fill(rank, s.buffer);  // a dry run: a data problem is found while ranks can agree
    return s;
}

// All ranks learn whether every rank prepared successfully; the lowest failing rank says why
// (rank 0 when, as usual, all failed alike), so one line is printed, not one per rank.
bool agreeOnSetup(const MpiEnvironment& mpi, const std::string& error) {
    const int mine = error.empty() ? mpi.size() : mpi.rank();
    int lowest = 0;
    check(MPI_Allreduce(&mine, &lowest, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD), "MPI_Allreduce");
    if (lowest == mpi.size()) return true;
    if (mpi.rank() == lowest)
        std::cerr << "calltree-runner: error: "
                  << (lowest ? "rank " + std::to_string(lowest) + ": " : "") << error << '\n';
    return false;
}

RunReport makeReport(const Setup& s, const RunOptions& o, const BenchmarkResult& result,
                     MpiInfo mpi) {
    RunReport r;
    r.algorithm = s.algorithm->info.name;
    r.problem = toString(s.algorithm->info.problem);
    r.procs = s.params.procs;
    r.root = s.params.root;
    const bool summation = s.workload->isSummation();
    r.bytes = summation ? s.program.elementBytes() : s.params.bytes;
    const auto& extra = s.algorithm->info.parameters;
    if (std::find(extra.begin(), extra.end(), "radix") != extra.end()) r.radix = s.params.radix;
    if (summation) r.operands = s.operands;
    if (s.params.segmentBytes) r.segmentBytes = s.params.segmentBytes;
    if (s.params.meshRows) r.meshRows = s.params.meshRows;
    if (s.params.strip) r.strip = s.params.strip;
    r.messages = s.program.messageCount();
    r.warmup = o.warmup;
    r.reps = o.reps;
    r.verified = result.verified;
    for (const Failure& f : result.failures)
        r.failures.push_back(f.describe());
    r.times = result.resultTimes;
    r.finishTimes = result.finishTimes;
    r.mpi = std::move(mpi);
    const LogGP& m = s.params.model;
    r.predicted.model = "LogP L=" + std::to_string(int(m.L)) +
                        " o=" + std::to_string(int(m.oSend)) + " g=" + std::to_string(int(m.g));
    r.predicted.unit = m.unit;
    r.predicted.combinePerElement = m.combinePerElement;
    r.predicted.time = simulate(s.program, m, SimulationOptions{.recordTimeline = false}).total;
    r.predicted.formula = s.algorithm->formula(s.params);
    return r;
}

}  // namespace

LogGP defaultModel() {
    LogGP m = LogGP::logp(6, 2, 4);
    m.combinePerElement = 1;
    return m;
}

int runCommand(const MpiEnvironment& mpi, const RunOptions& options, OutputFormat format) {
    Setup s;
    std::string error;
    try {
        s = prepare(options, mpi.size(), mpi.rank());
    } catch (const std::bad_alloc&) {
        error =
            "out of memory while preparing the run (bytes " + std::to_string(options.bytes) + ")";
    } catch (const std::exception& e) {
        error = e.what();
    }
    if (!agreeOnSetup(mpi, error)) return kExitUsage;
    if (mpi.leader() && s.workload->isSummation() && options.bytesGiven)
        std::cerr << "calltree-runner: note: --bytes does not apply to " << options.algorithm
                  << " (its messages carry one int64); ignored\n";

    ProgramExecutor executor(s.program, mpi.rank(), std::move(s.plan), std::move(s.buffer),
                             MPI_COMM_WORLD);
    const BenchmarkResult result = runBenchmark(
        executor, *s.workload, mpi.rank(),
        BenchmarkSettings{options.warmup, options.reps, options.corruptRank}, MPI_COMM_WORLD);
    MpiInfo info;
    info.hosts = gatherHosts(MPI_COMM_WORLD, 0);  // collective: every rank takes part
    if (mpi.leader()) {
        info.library = mpiLibraryVersion();
        info.standard = mpiStandardVersion();
        info.wtimeIsGlobal = wtimeIsGlobal();
        info.wtick = MPI_Wtick();
        info.worldSize = mpi.size();
        const RunReport report = makeReport(s, options, result, std::move(info));
        for (const auto& line : report.failures)
            std::cerr << "calltree-runner: verification failed: " << line << '\n';
        if (format == OutputFormat::Json)
            std::cout << toJson(report).dump(2) << '\n';
        else
            std::cout << toText(report);
        std::cout.flush();
    }
    return result.verified ? kExitOk : kExitUnverified;
}

}  // namespace ct::runner
