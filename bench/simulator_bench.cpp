// Simulator throughput (issue target 1): at least 5 million messages per second on one core for a
// binomial broadcast on 2^20 ranks.
//
// The program is built once, outside the timed loop (and cached across repetitions); only
// ct::simulate is timed: message matching, the barrier check, the event engine and freeing the
// returned Timeline. Each benchmark first checks that the simulated total equals the catalogue's
// closed formula, so a fast but wrong simulator does not pass.
//
//   build-bench/bench/bench_simulator                       all of them
//   build-bench/bench/bench_simulator --benchmark_filter=Simulate/binomial
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>

#include "algorithms/catalogue/catalogue.h"
#include "program/message_matching.h"
#include "sim/simulator.h"
#include "sim/link_simulator.h"
#include "sim/network.h"

namespace {

// Shou & Chen's (1996) L = 6, o = 2, g = 4 cycles
const ct::LogGP kModel = ct::LogGP::logp(6, 2, 4);

ct::AlgorithmParams paramsFor(ct::Rank procs) {
    return ct::AlgorithmParams{.procs = procs, .root = 0, .bytes = 1, .model = kModel};
}

struct Case {
    ct::Program program;
    double formula = 0;  // the catalogue's closed-form completion time
};

// Building a 2^20-rank program takes about 75 ms: build each one once per process, not once per
// repetition.
const Case& programFor(const std::string& algorithm, ct::Rank procs) {
    static std::map<std::pair<std::string, ct::Rank>, std::unique_ptr<Case>> cache;
    auto& slot = cache[{algorithm, procs}];
    if (!slot) {
        const ct::Algorithm* a = ct::findAlgorithm(algorithm);
        if (a == nullptr) throw std::invalid_argument("no algorithm " + algorithm);
        const ct::AlgorithmParams p = paramsFor(procs);
        slot = std::make_unique<Case>(Case{a->program(p), a->formula(p)});
    }
    return *slot;
}

bool sameTime(double a, double b) {
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

void setCounters(benchmark::State& state, const ct::Program& program) {
    const double messages = double(program.messageCount());
    const double iterations = double(state.iterations());
    state.counters["messages_per_s"] =
        benchmark::Counter(messages * iterations, benchmark::Counter::kIsRate);
    state.counters["ops_per_s"] = benchmark::Counter(double(program.allOps().size()) * iterations,
                                                     benchmark::Counter::kIsRate);
    state.counters["messages"] = messages;
}

// args: {procs, recordTimeline}
void BM_Simulate(benchmark::State& state, const std::string& algorithm) {
    const auto procs = static_cast<ct::Rank>(state.range(0));
    const bool record = state.range(1) != 0;
    const Case& c = programFor(algorithm, procs);
    const ct::SimulationOptions options{.recordTimeline = record};
    {
        const ct::Timeline check = ct::simulate(c.program, kModel, options);
        if (!sameTime(check.total, c.formula)) {
            state.SkipWithError(("simulated total " + std::to_string(check.total) + " != formula " +
                                 std::to_string(c.formula))
                                    .c_str());
            return;
        }
    }
    for (auto _ : state) {
        ct::Timeline tl = ct::simulate(c.program, kModel, options);
        benchmark::DoNotOptimize(tl.total);
        benchmark::ClobberMemory();
    }
    setCounters(state, c.program);
    state.SetLabel(record ? "timeline" : "totals only");
}

// The part of simulate() that is not the event engine: pairing every send with its receive.
void BM_MatchMessages(benchmark::State& state, const std::string& algorithm) {
    const Case& c = programFor(algorithm, static_cast<ct::Rank>(state.range(0)));
    for (auto _ : state) {
        ct::MessageMatching m = ct::matchMessages(c.program);
        benchmark::DoNotOptimize(m.messages);
        benchmark::ClobberMemory();
    }
    setCounters(state, c.program);
}

// For scale: building the program (tree + expansion), which the timed loops above exclude.
void BM_BuildProgram(benchmark::State& state, const std::string& algorithm) {
    const ct::Algorithm* a = ct::findAlgorithm(algorithm);
    const ct::AlgorithmParams p = paramsFor(static_cast<ct::Rank>(state.range(0)));
    std::uint64_t messages = 0;
    for (auto _ : state) {
        ct::Program program = a->program(p);
        messages = program.messageCount();
        benchmark::DoNotOptimize(messages);
    }
    state.counters["messages_per_s"] = benchmark::Counter(
        double(messages) * double(state.iterations()), benchmark::Counter::kIsRate);
}

// Grama et al.'s (2003) link model (docs/topology-model.md, "Limits"): the ring all-to-all
// broadcast on a ring network, where every message shares links with those in flight. The simulated
// total must equal the catalogue's closed link formula (no contention on a ring for this
// algorithm). args: {procs, recordTimeline}; 1 KiB per rank, ts = 10, tw = 0.5, th = 1.
void BM_LinkSimulate_AllgatherRing(benchmark::State& state) {
    const auto procs = static_cast<ct::Rank>(state.range(0));
    const bool record = state.range(1) != 0;
    const ct::Algorithm* a = ct::findAlgorithm("textbook-allgather-ring");
    ct::AlgorithmParams p = paramsFor(procs);
    p.bytes = 1024;
    const ct::Program program = a->program(p);
    const ct::LinkCosts costs{10, 0.5, 1, 0};
    const ct::Network ring = ct::Network::ring(procs);
    const ct::SimulationOptions options{.recordTimeline = record};
    {
        const double total = ct::simulateOnNetwork(program, ring, costs, options).total;
        const double formula = a->linkFormula(p, costs);
        if (!sameTime(total, formula)) {
            state.SkipWithError(("simulated total " + std::to_string(total) + " != formula " +
                                 std::to_string(formula))
                                    .c_str());
            return;
        }
    }
    for (auto _ : state) {
        ct::Timeline tl = ct::simulateOnNetwork(program, ring, costs, options);
        benchmark::DoNotOptimize(tl.total);
        benchmark::ClobberMemory();
    }
    setCounters(state, program);
    state.counters["seconds_per_message"] =
        benchmark::Counter(double(program.messageCount()) * double(state.iterations()),
                           benchmark::Counter::kIsRate | benchmark::Counter::kInvert,
                           benchmark::Counter::OneK::kIs1000);
    state.SetLabel(record ? "timeline" : "totals only");
}

constexpr std::int64_t k2to16 = std::int64_t{1} << 16;
constexpr std::int64_t k2to20 = std::int64_t{1} << 20;

// Every benchmark: wall-clock time (the machine is shared), 5 repetitions, aggregates shown.
void configure(benchmark::internal::Benchmark* b, double minTime) {
    b->Unit(benchmark::kMillisecond)
        ->UseRealTime()
        ->MinTime(minTime)
        ->Repetitions(5)
        ->DisplayAggregatesOnly(true);
}

}  // namespace

// Target 1: binomial at 2^20 with and without the timeline, plus 2^16 for scale.
BENCHMARK_CAPTURE(BM_Simulate, binomial, std::string("binomial"))
    ->ArgNames({"P", "timeline"})
    ->Args({k2to16, 1})
    ->Args({k2to16, 0})
    ->Args({k2to20, 1})
    ->Args({k2to20, 0})
    ->Apply([](benchmark::internal::Benchmark* b) { configure(b, 0.5); });
// Other shapes at 2^20 for comparison.
BENCHMARK_CAPTURE(BM_Simulate, optimal, std::string("optimal"))
    ->ArgNames({"P", "timeline"})
    ->Args({k2to20, 1})
    ->Args({k2to20, 0})
    ->Apply([](benchmark::internal::Benchmark* b) { configure(b, 0.5); });
BENCHMARK_CAPTURE(BM_Simulate, hypercube, std::string("hypercube"))
    ->ArgNames({"P", "timeline"})
    ->Args({k2to20, 1})
    ->Args({k2to20, 0})
    ->Apply([](benchmark::internal::Benchmark* b) { configure(b, 0.5); });
// Issue 3's target: Grama et al.'s (2003) ring all-to-all broadcast on 1024 ranks (1,047,552
// messages) < 1 s.
BENCHMARK_CAPTURE(BM_Simulate, textbook_allgather_ring, std::string("textbook-allgather-ring"))
    ->ArgNames({"P", "timeline"})
    ->Args({1024, 1})
    ->Args({1024, 0})
    ->Apply([](benchmark::internal::Benchmark* b) { configure(b, 0.5); });
// The link model's speed (docs/topology-model.md): the same ring on a ring network, 512 ranks.
BENCHMARK(BM_LinkSimulate_AllgatherRing)
    ->ArgNames({"P", "timeline"})
    ->Args({512, 0})
    ->Args({512, 1})
    ->Apply([](benchmark::internal::Benchmark* b) { configure(b, 0.5); });
// Breakdown: matching alone, and building the program (both at 2^20, binomial).
BENCHMARK_CAPTURE(BM_MatchMessages, binomial, std::string("binomial"))
    ->ArgName("P")
    ->Arg(k2to20)
    ->Apply([](benchmark::internal::Benchmark* b) { configure(b, 0.5); });
BENCHMARK_CAPTURE(BM_BuildProgram, binomial, std::string("binomial"))
    ->ArgName("P")
    ->Arg(k2to20)
    ->Apply([](benchmark::internal::Benchmark* b) { configure(b, 0.5); });
