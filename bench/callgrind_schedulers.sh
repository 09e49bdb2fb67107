#!/usr/bin/env bash
# Instructions per call of Bonorden's (2002) schedulers, Broadcast on p = 1024 (psc2-tcp): DepthSearch,
# the Optimizer (Broadcast's own scheduler) and the Optimizer's generic search alone, and the
# ratios DepthSearch / Optimizer. Prints the Markdown table of docs/performance.md ("Instructions
# per call"). Deterministic: the same build gives the same counts.
#
# usage: bench/callgrind_schedulers.sh [BUILD_DIR] [BYTES...]
#   BUILD_DIR  a build with the target scheduler_instructions (default: build)
#   BYTES      message sizes (default: 1 2 16 256 512 1024 4096 8192 16384 65536 1048576)
# Needs valgrind (apt-get install valgrind). Method: each scheduler runs under callgrind with N
# and 2N calls (Optimizer and generic N = 100, DepthSearch N = 2); the difference of the two
# totals divided by N is one call. A few minutes for the default sizes.
set -euo pipefail

build="${1:-build}"
shift || true
sizes=("$@")
[[ ${#sizes[@]} -gt 0 ]] || sizes=(1 2 16 256 512 1024 4096 8192 16384 65536 1048576)
driver="$build/bench/scheduler_instructions"
if [[ ! -x "$driver" ]]; then
    echo "error: $driver not found; build it with: cmake --build $build --target scheduler_instructions" >&2
    exit 2
fi
command -v valgrind >/dev/null || { echo "error: valgrind not found (apt-get install valgrind)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Total instructions (Ir) of one run of the driver.
instructions() {
    valgrind --tool=callgrind --callgrind-out-file="$work/out" "$driver" "$@" >/dev/null 2>"$work/log" ||
        { cat "$work/log" >&2; exit 1; }
    sed -n 's/^summary: \([0-9]*\).*/\1/p' "$work/out"
}
# Instructions of one call: (I(2n) - I(n)) / n.
per_call() {
    local which=$1 bytes=$2 n=$3
    local one two
    one=$(instructions "$which" "$bytes" "$n")
    two=$(instructions "$which" "$bytes" $((2 * n)))
    echo $(((two - one) / n))
}
# 1580000 -> "1.58 M", 9312 -> "9.3 k", three significant digits at most.
human() {
    awk -v x="$1" 'BEGIN {
        if (x >= 1e6) { v = x / 1e6; u = " M" } else if (x >= 1e3) { v = x / 1e3; u = " k" } else { v = x; u = "" }
        if (v >= 100) printf "%.0f%s", v, u; else if (v >= 10) printf "%.1f%s", v, u; else printf "%.2f%s", v, u }'
}
label() {
    local b=$1
    if ((b >= 1048576 && b % 1048576 == 0)); then echo "$((b / 1048576)) MiB"
    elif ((b >= 1024 && b % 1024 == 0)); then echo "$((b / 1024)) KiB"
    else echo "$b B"; fi
}

echo "Instructions per call (bench/callgrind_schedulers.sh; $(git -C "$(dirname "$0")" rev-parse --short HEAD 2>/dev/null || echo 'unknown commit')):"
echo
echo "| size | DepthSearch | Optimizer | **ratio** | generic | ratio generic |"
echo "|---|---|---|---|---|---|"
for bytes in "${sizes[@]}"; do
    depth=$(per_call depth "$bytes" 2)
    opt=$(per_call optimizer "$bytes" 100)
    gen=$(per_call generic "$bytes" 100)
    echo "| $(label "$bytes") | $(human "$depth") | $(human "$opt") | **$((depth / opt))** | $(human "$gen") | $((depth / gen)) |"
done
