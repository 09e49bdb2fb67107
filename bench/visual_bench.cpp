// Frame and opening times of the Studio's timeline and tree (issue 7 targets): a 4096-rank optimal
// broadcast and the 1024-rank ring allgather (1 047 552 messages). Runs offscreen; a frame is one
// QCustomPlot replot after a pan or zoom step (the plottable rebuilds its geometry each time, as
// the range changed). Target: frames >= 30 per second (< 33 ms), opening < 1 s.
#include <benchmark/benchmark.h>
#include <qcustomplot.h>
#include <QApplication>
#include <memory>

#include "visual/scenario.h"
#include "visual/timeline_index.h"
#include "visual/timeline_plottable.h"
#include "visual/timeline_view.h"
#include "visual/tree_graph_view.h"
#include "visual/visual_parameters.h"
#include "visual/visualization_workspace.h"

namespace {

using namespace studio;

struct Case {
    const char* algorithm;
    int procs;
    std::uint64_t bytes;
};
constexpr Case kOptimal{"optimal", 4096, 1};
constexpr Case kRing{"textbook-allgather-ring", 1024, 1024};

ct::AlgorithmParams paramsOf(const Case& c) {
    ct::AlgorithmParams p;
    p.procs = c.procs;
    p.bytes = c.bytes;
    p.model = ct::LogGP::logp(6, 2, 4);
    p.model.G = 0.01;
    return p;
}

struct Shown {
    std::shared_ptr<const Scenario> scenario;
    std::shared_ptr<const TimelineIndex> index;
    std::unique_ptr<TimelineView> view;
};

Shown open(const Case& c) {
    Shown s;
    auto scenario = std::make_shared<Scenario>(buildScenario(c.algorithm, paramsOf(c)));
    s.index = std::make_shared<TimelineIndex>(
        TimelineIndex::build(scenario->program, scenario->timeline));
    s.scenario = scenario;
    s.view = std::make_unique<TimelineView>();
    s.view->resize(1400, 800);
    s.view->show();  // offscreen: laid out and painted like on screen
    s.view->setScenario(s.scenario, s.index);
    s.view->plot()->replot(QCustomPlot::rpImmediateRefresh);
    return s;
}

// Simulate, index, show and draw the first frame.
void BM_OpenTimeline(benchmark::State& state, Case c) {
    for (auto _ : state) {
        Shown s = open(c);
        benchmark::DoNotOptimize(s.index->eventCount());
    }
}

void BM_OpenTree(benchmark::State& state, Case c) {
    auto scenario = std::make_shared<Scenario>(buildScenario(c.algorithm, paramsOf(c)));
    TreeGraphView view;
    view.resize(1000, 700);
    for (auto _ : state) {
        view.setScenario(scenario);
        benchmark::DoNotOptimize(view.nodeCount());
    }
}

// One frame per iteration: move the view by 3 % of its width (at a 4x zoom), then replot.
void BM_PanFrame(benchmark::State& state, Case c) {
    Shown s = open(c);
    QCustomPlot* plot = s.view->plot();
    const double total = s.index->total();
    const double width = total / 4;
    double lo = 0;
    double step = width * 0.03;
    for (auto _ : state) {
        lo += step;
        if (lo + width > total || lo < 0) step = -step, lo += 2 * step;
        plot->xAxis->setRange(lo, lo + width);
        plot->replot(QCustomPlot::rpImmediateRefresh);
    }
    state.counters["wires"] = s.view->plottable()->stats().wires;
    state.counters["plot_width"] = plot->width();
    state.counters["rects"] = s.view->plottable()->stats().rects;
}

// One frame per iteration: zoom by 1.25x in or out around the middle (between whole and 1/64).
void BM_ZoomFrame(benchmark::State& state, Case c) {
    Shown s = open(c);
    QCustomPlot* plot = s.view->plot();
    const double total = s.index->total();
    double width = total;
    double factor = 1 / 1.25;
    for (auto _ : state) {
        width *= factor;
        if (width < total / 64 || width > total) factor = 1 / factor, width *= factor * factor;
        plot->xAxis->setRange(total / 2 - width / 2, total / 2 + width / 2);
        plot->replot(QCustomPlot::rpImmediateRefresh);
    }
    state.counters["rects"] = s.view->plottable()->stats().rects;
}

// Repaint without a range change (hover, cursor-free expose): geometry comes from the cache.
void BM_CachedFrame(benchmark::State& state, Case c) {
    Shown s = open(c);
    for (auto _ : state)
        s.view->plot()->replot(QCustomPlot::rpImmediateRefresh);
}

// A parameter edit as the panel delivers it (after coalescing): simulate, index, timeline, tree,
// compare columns. Target: < 50 ms for P <= 1024.
void BM_WorkspaceRebuild(benchmark::State& state, Case c) {
    VisualizationWorkspace w;
    w.resize(1400, 900);
    w.show();
    VisualParameters p = w.parameterPanel()->parameters();
    p.algorithm = c.algorithm;
    p.procs = c.procs;
    p.bytes = c.bytes;
    w.parameterPanel()->setParameters(p);
    double g = 4;
    for (auto _ : state) {
        g = g == 4 ? 4.5 : 4;  // a slider step
        p.g = g;
        w.parameterPanel()->setParameters(p);
    }
    state.counters["last_rebuild_ms"] = w.lastRebuildMs();
}

constexpr Case kOptimal16{"optimal", 16, 1};
constexpr Case kOptimal1024{"optimal", 1024, 1};
constexpr Case kBinomial1024{"binomial", 1024, 1};
constexpr Case kRing128{"textbook-allgather-ring", 128, 128};

}  // namespace

// The README's rebuild times (Visualizations): 16 and 4096 ranks.
BENCHMARK_CAPTURE(BM_WorkspaceRebuild, optimal16, kOptimal16)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(10)
    ->Repetitions(3)
    ->ReportAggregatesOnly(true);
BENCHMARK_CAPTURE(BM_WorkspaceRebuild, optimal4096, kOptimal)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(10)
    ->Repetitions(3)
    ->ReportAggregatesOnly(true);
BENCHMARK_CAPTURE(BM_WorkspaceRebuild, optimal1024, kOptimal1024)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(10)
    ->Repetitions(3)
    ->ReportAggregatesOnly(true);
BENCHMARK_CAPTURE(BM_WorkspaceRebuild, binomial1024, kBinomial1024)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(10)
    ->Repetitions(3)
    ->ReportAggregatesOnly(true);
BENCHMARK_CAPTURE(BM_WorkspaceRebuild, ring128, kRing128)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(10)
    ->Repetitions(3)
    ->ReportAggregatesOnly(true);
BENCHMARK_CAPTURE(BM_OpenTimeline, optimal4096, kOptimal)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3)
    ->Repetitions(3)
    ->ReportAggregatesOnly(true);
BENCHMARK_CAPTURE(BM_OpenTimeline, ring1024, kRing)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3)
    ->Repetitions(3)
    ->ReportAggregatesOnly(true);
BENCHMARK_CAPTURE(BM_OpenTree, optimal4096, kOptimal)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3)
    ->Repetitions(3)
    ->ReportAggregatesOnly(true);
BENCHMARK_CAPTURE(BM_PanFrame, optimal4096, kOptimal)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(60)
    ->Repetitions(3)
    ->ReportAggregatesOnly(true);
BENCHMARK_CAPTURE(BM_PanFrame, ring1024, kRing)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(60)
    ->Repetitions(3)
    ->ReportAggregatesOnly(true);
BENCHMARK_CAPTURE(BM_ZoomFrame, optimal4096, kOptimal)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(60)
    ->Repetitions(3)
    ->ReportAggregatesOnly(true);
BENCHMARK_CAPTURE(BM_ZoomFrame, ring1024, kRing)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(60)
    ->Repetitions(3)
    ->ReportAggregatesOnly(true);
BENCHMARK_CAPTURE(BM_CachedFrame, ring1024, kRing)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(60)
    ->Repetitions(3)
    ->ReportAggregatesOnly(true);

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
