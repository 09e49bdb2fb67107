#!/usr/bin/env bash
# What --output costs the runner (issue 21, "Nothing lost"): a plan of CASES small cases (default
# 1000: flat broadcast of 8 bytes, one timed repetition each, on 2 ranks) run with and without
# --output, each RUNS times (default 3), alternately, so both see the same machine load. Prints
# the median wall time of each, their difference per case, and the size of the results file.
# Given an OLD runner too (e.g. a build of the commit before the results were appended case by
# case, which rewrote the whole file after every case), prints the same for it: before/after.
#
# usage: bench/results_output_bench.sh [-n RUNS] [-c CASES] NEW_RUNNER [OLD_RUNNER]
# Open MPI as root needs OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1.
set -euo pipefail

runs=3
cases=1000
usage() {
    echo "usage: $0 [-n RUNS] [-c CASES] NEW_RUNNER [OLD_RUNNER]" >&2
    exit 2
}
while [[ $# -gt 0 ]]; do
    case "$1" in
        -n) runs="${2:?}"; shift 2 ;;
        -c) cases="${2:?}"; shift 2 ;;
        -h|--help) usage ;;
        -*) echo "unknown option $1" >&2; usage ;;
        *) break ;;
    esac
done
[[ $# -ge 1 && $# -le 2 ]] || usage
runners=("$@")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$cases" > "$work/plan.json" <<'PY'
import json, sys
n = int(sys.argv[1])
print(json.dumps({"format": "calltree-plan", "version": 1,
                  "timing": {"warmup": 0, "min_reps": 1, "max_reps": 1, "min_seconds": 0},
                  "cases": [{"algorithm": "flat", "bytes": 8}] * n}))
PY
mpirun=(mpirun --oversubscribe --mca pml ob1 --mca btl self,vader -np 2)

seconds() {  # seconds RUNNER [--output FILE]: wall time of one run
    local start end
    start=$(date +%s.%N)
    "${mpirun[@]}" "$@" > /dev/null
    end=$(date +%s.%N)
    echo "$end - $start" | bc
}
median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }

declare -A with without size
for ((r = 0; r < runs; ++r)); do
    for runner in "${runners[@]}"; do
        rm -f "$work/out.results.json"
        with[$runner]+="$(seconds "$runner" run --plan "$work/plan.json" --output "$work/out.results.json" --format json) "
        size[$runner]=$(stat -c %s "$work/out.results.json")
        without[$runner]+="$(seconds "$runner" run --plan "$work/plan.json" --format json) "
    done
done

echo "$cases cases, 2 ranks, median of $runs runs (seconds)"
printf '%-10s %12s %12s %14s %14s\n' runner "--output" without "per case (ms)" "file (bytes)"
label=(new old)
for i in "${!runners[@]}"; do
    runner=${runners[$i]}
    w=$(tr ' ' '\n' <<< "${with[$runner]}" | grep . | median)
    wo=$(tr ' ' '\n' <<< "${without[$runner]}" | grep . | median)
    per=$(echo "scale=3; ($w - $wo) * 1000 / $cases" | bc)
    printf '%-10s %12.2f %12.2f %14s %14s\n' "${label[$i]}" "$w" "$wo" "$per" "${size[$runner]}"
done
