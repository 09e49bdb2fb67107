#!/usr/bin/env bash
# How far identical cases of one launch differ at 1–4 MiB (docs/runner.md, "Fidelity": the ties
# of identical programs at large sizes): six copies of the catalogue's `binomial` (one message on
# 2 ranks) and two of MPI_Bcast with Open MPI's basic linear algorithm forced, each with buffers
# of its own, interleaved in 10 rounds (bench/plans/large-copies.plan.json). Prints, per size and
# kind, every copy's median in µs, sorted, and the largest over the smallest; then the same for
# the copies' minima (their fastest repetitions).
#
# usage: bench/copies_spread.sh [BUILD_DIR] [OUT.results.json]
set -euo pipefail
build="${1:-build}"
out="${2:-large-copies.results.json}"
here="$(cd "$(dirname "$0")" && pwd)"
command -v jq >/dev/null || { echo "copies_spread.sh: jq not found (apt-get install jq)" >&2; exit 2; }
[[ -x "$build/runner/calltree-runner" ]] || { echo "copies_spread.sh: $build/runner/calltree-runner is not built" >&2; exit 2; }
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
mpirun --mca pml ob1 --mca btl self,vader -np 2 --mca coll_tuned_use_dynamic_rules 1 \
    "$build/runner/calltree-runner" run --plan "$here/plans/large-copies.plan.json" \
    --output "$out" >/dev/null
spread() {  # $1: the statistic (median or min)
    jq -r --arg s "$1" '.cases[] | select(.status == "ok")
           | "\(.bytes) \(.algorithm // ("MPI_Bcast-ompi" + (.ompi_algorithm | tostring))) \(.stats[$s] * 1e6)"' "$out" |
        sort -k1,1n -k2,2 -k3,3n |
        awk -v s="$1" '{ k = $1 " " $2; v[k] = v[k] sprintf(" %.0f", $3); if (!(k in lo)) lo[k] = $3; hi[k] = $3 }
             END { for (k in v) printf "%s %s:%s  (%.2fx)\n", k, s, v[k], hi[k] / lo[k] }' | sort -n
}
spread median
spread min
