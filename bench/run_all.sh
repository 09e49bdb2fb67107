#!/usr/bin/env bash
# Runs every performance benchmark of docs/performance.md against one build directory and prints
# the medians next to the issue's targets.
#
# usage: bench/run_all.sh [BUILD_DIR] [CALLTREE_BIN]
#   BUILD_DIR     a CMake build with the bench targets (default: build-bench); build it with
#                 cmake -S . -B build-bench -G Ninja -DCALLTREE_BUILD_GUI=OFF \
#                   -DCALLTREE_BUILD_RUNNER=OFF -DCALLTREE_BUILD_TESTS=OFF && ninja -C build-bench
#   CALLTREE_BIN  the CLI for target 3 (default: BUILD_DIR/cli/calltree); skipped when missing
# Raw Google Benchmark JSON goes to BUILD_DIR/bench-results/. Takes about 5 minutes.
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
build="${1:-build-bench}"
calltree="${2:-$build/cli/calltree}"
results="$build/bench-results"

for exe in bench_simulator bench_optimal_tree bench_memory; do
    if [[ ! -x "$build/bench/$exe" ]]; then
        echo "error: $build/bench/$exe not found; build it with: ninja -C $build $exe" >&2
        exit 2
    fi
done
mkdir -p "$results"
status=0

echo "== machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
echo "== date: $(date -u '+%Y-%m-%d %H:%M UTC'), load average: $(cut -d' ' -f1-3 /proc/loadavg)"

# Median rows of a Google Benchmark JSON file: name, wall and CPU time, the counters that matter.
# Rates (M msg/s) are per wall-clock second; on a loaded machine compare CPU times too.
summarize() {
    if ! command -v jq >/dev/null 2>&1; then
        echo "(jq not installed: see the raw JSON in $1)"
        return
    fi
    jq -r '.benchmarks[] | select(.aggregate_name == "median")
        | [(.run_name | sub("/min_time:[0-9.]+"; "") | sub("/repeats:[0-9]+"; "")
                      | sub("/real_time"; "")),
           "wall \(.real_time * 1000 | round / 1000) \(.time_unit)",
           "CPU \(.cpu_time * 1000 | round / 1000) \(.time_unit)",
           (if .messages_per_s then "\(.messages_per_s / 1e6 * 100 | round / 100) M msg/s" else "" end),
           (if .messages then "\(.messages / (.cpu_time / 1000) / 1e6 * 100 | round / 100) M msg/CPU-s"
            else "" end),
           (if .tree_ms then "tree \(.tree_ms * 10 | round / 10) ms + program \(.program_ms * 10 | round / 10) ms + simulate \(.simulate_ms * 10 | round / 10) ms" else "" end)]
        | @tsv' "$1" | column -t -s $'\t'
}

echo
echo "== 1. simulator throughput (target: >= 5 M messages/s, binomial, P = 2^20, one core)"
"$build/bench/bench_simulator" --benchmark_out="$results/simulator.json" --benchmark_out_format=json \
    || status=1
echo "-- medians:"
summarize "$results/simulator.json"

echo
echo "== 2. T*(P) tree + program + simulation (target: P = 10^6 in < 0.5 s)"
"$build/bench/bench_optimal_tree" --benchmark_out="$results/optimal_tree.json" \
    --benchmark_out_format=json || status=1
echo "-- medians:"
summarize "$results/optimal_tree.json"

echo
echo "== 2b. T*(P) peak memory per rank, fresh process per size (target: linear in P)"
"$build/bench/bench_memory" --runs 3 || status=1

echo
echo "== 3. calltree tree, P = 10^5, JSON (target: < 1 s)"
if [[ -x "$calltree" ]]; then
    "$here/cli_tree_bench.sh" -n 5 "$calltree" || status=1
else
    echo "skipped: no calltree binary at $calltree (build the CLI: ninja -C $build calltree)"
    status=1
fi
exit $status
