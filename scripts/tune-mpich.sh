#!/usr/bin/env bash
# The MPICH walkthrough of docs/tuning.md ("Tuning MPICH") in one command: a sweep of MPICH's
# bcast, reduce and allreduce algorithms (one mpirun.mpich per communicator size, each algorithm
# forced per case by the runner writing its CVAR through MPI_T, beside MPICH's own choice) with
# calltree-runner-mpich, the MPICH JSON export (merged with the installed
# MPICH's built-in tree), its check as the installed MPICH reads it, and its verification under
# MPICH.
#
#   scripts/tune-mpich.sh [--np 2,4] [--sizes 8..1M] [--collectives bcast,reduce,allreduce]
#                         [--out DIR] [--build DIR]
#
# Everything stays in DIR (default tune-mpich-walkthrough): sweep/, tuned.json and each step's
# report (*.txt). Rerunning resumes: complete runs are not measured again.
set -euo pipefail

np=2,4
sizes=8..1M
collectives=bcast,reduce,allreduce
out=tune-mpich-walkthrough
build="${BUILD_DIR:-build}"
while [[ $# -gt 0 ]]; do
    case "$1" in
        --np) np="$2"; shift 2 ;;
        --sizes) sizes="$2"; shift 2 ;;
        --collectives) collectives="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        --build) build="$2"; shift 2 ;;
        -h | --help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "tune-mpich.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done
calltree="$build/cli/calltree"
runner="$build/runner/calltree-runner-mpich"
[[ -x "$calltree" ]] || { echo "tune-mpich.sh: $calltree is not built (scripts/build.sh)" >&2; exit 2; }
[[ -x "$runner" ]] || {
    echo "tune-mpich.sh: $runner is not built (apt-get install mpich libmpich-dev, then" \
         "cmake --build $build --target calltree-runner-mpich)" >&2
    exit 2
}
command -v mpirun.mpich >/dev/null || { echo "tune-mpich.sh: mpirun.mpich not found (apt-get install mpich)" >&2; exit 2; }
mkdir -p "$out"

echo "1/3 sweep under MPICH ..." >&2
"$calltree" tune sweep --mpi mpich --collectives "$collectives" --np "$np" --sizes "$sizes" \
    --runner "$runner" --out "$out/sweep" --export mpich-json --output "$out/tuned.json" |
    tee "$out/sweep.txt"

echo "2/3 checking $out/tuned.json as the installed MPICH reads it ..." >&2
"$calltree" rules check "$out/tuned.json" --mpich-version installed >"$out/check.txt"

echo "3/3 verifying $out/tuned.json under MPICH ..." >&2
"$calltree" tune verify --rules "$out/tuned.json" --in "$out/sweep" --runner "$runner" |
    tee "$out/verify.txt" || true   # exit 1 (did not take effect) is a finding, not a failure
