// Bonorden's (2002) schedulers (issue 4 targets; compare the two Broadcast rows of one run):
//  - Optimizer >= 100x faster than DepthSearch for Broadcast on p = 1024,
//  - the optimum for Broadcast of 1 MiB on p = 65536 in < 1 s,
//  - the thesis' MST instance (4096 nodes, 32768 edges, 16 processors) in < 100 ms.
// Each iteration uses a fresh Optimizer, so no memo survives between iterations (only the
// per-thread tables of P's divisors do, pure arithmetic that every scheduler shares). The
// p = 1024 rows run for every power of two from 1 B to 1 MiB, so the ratio can be read per size;
// Broadcast is solved by its own scheduler, and the OptimizerGeneric rows show the generic
// search alone.
#include <benchmark/benchmark.h>

#include "schedule/search.h"

using namespace ct::bsp;

namespace {

// The counters are set once, after the timed loop: a counter lookup per iteration would be
// timed too, and costs as much as a small search.
void runDepthSearch(benchmark::State& state, const SearchRequest& r) {
    const BspProfile m = psc2Tcp().bsp;
    std::uint64_t candidates = 0;
    for (auto _ : state) {
        DepthSearch search(standardLibrary(), m);
        auto best = search.optimize(r);
        benchmark::DoNotOptimize(best);
        candidates = search.candidates();
    }
    state.counters["candidates"] = double(candidates);
}

void runOptimizer(benchmark::State& state, const SearchRequest& r,
                  Optimizer::Schedulers schedulers = Optimizer::Schedulers::ProblemsOwn) {
    const BspProfile m = psc2Tcp().bsp;
    std::uint64_t candidates = 0;
    std::size_t subproblems = 0;
    int rounds = 0;
    for (auto _ : state) {
        Optimizer opt(standardLibrary(), m, schedulers);
        auto best = opt.optimize(r);
        benchmark::DoNotOptimize(best);
        candidates = opt.candidates();
        subproblems = opt.memoSize();
        rounds = opt.rounds();
    }
    state.counters["candidates"] = double(candidates);
    state.counters["subproblems"] = double(subproblems);
    state.counters["rounds"] = rounds;
}

// Broadcast on p = 1024 for the size in bytes given as the argument: compare the DepthSearch
// and Optimizer rows of the same size (1 B, 1 KiB, 64 KiB, 1 MiB).
SearchRequest broadcast1024(const benchmark::State& s) {
    return {ct::Problem::Broadcast, Input{{double(s.range(0))}}, 1024, 1024};
}
void BM_DepthSearch_Broadcast_p1024(benchmark::State& s) {
    runDepthSearch(s, broadcast1024(s));
}
void BM_Optimizer_Broadcast_p1024(benchmark::State& s) {
    runOptimizer(s, broadcast1024(s));
}
// The generic search alone, without Broadcast's own scheduler (for comparison).
void BM_OptimizerGeneric_Broadcast_p1024(benchmark::State& s) {
    runOptimizer(s, broadcast1024(s), Optimizer::Schedulers::GenericOnly);
}
void BM_Optimizer_Broadcast1MiB_p65536(benchmark::State& s) {
    runOptimizer(s, {ct::Problem::Broadcast, Input{{1 << 20}}, 65536, 65536});
}
// P = 720720 has 240 divisors, more than Broadcast's bound keeps tables for (128): the search
// falls back to the one-superstep bound (docs/bsp-model.md, "Lower bounds").
void BM_Optimizer_Broadcast_p720720(benchmark::State& s) {
    runOptimizer(s, {ct::Problem::Broadcast, Input{{double(s.range(0))}}, 720720, 720720});
}
void BM_Optimizer_MST_4096_32768_p16(benchmark::State& s) {
    runOptimizer(s, {ct::Problem::MST, Input{{4096, 32768}}, 16, 16});
}

}  // namespace

// Every power of two from 1 B to 1 MiB: the sizes `calltree predict --sizes 1..1048576` sweeps
// (Bonorden's (2002) Figure 5).
void sizes(benchmark::internal::Benchmark* b) {
    b->ArgName("bytes");
    for (int e = 0; e <= 20; ++e)
        b->Arg(1 << e);
}
BENCHMARK(BM_DepthSearch_Broadcast_p1024)->Apply(sizes)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Optimizer_Broadcast_p1024)->Apply(sizes)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_OptimizerGeneric_Broadcast_p1024)->Apply(sizes)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Optimizer_Broadcast1MiB_p65536)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Optimizer_MST_4096_32768_p16)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Optimizer_Broadcast_p720720)
    ->ArgName("bytes")
    ->Arg(1)
    ->Arg(1 << 10)
    ->Arg(1 << 16)
    ->Arg(1 << 20)
    ->Unit(benchmark::kMillisecond);
