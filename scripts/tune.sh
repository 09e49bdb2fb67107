#!/usr/bin/env bash
# The tuning walkthrough of docs/tuning.md in one command: an exhaustive sweep of Open MPI's
# bcast, reduce and allreduce algorithms (per communicator size one mpirun whose cases, every
# forced algorithm and the default, run interleaved in rounds),
# the decision exported as an Open MPI rules file, its check and its verification under Open MPI,
# then a calibration and the model-guided sweep compared with the exhaustive one.
#
#   scripts/tune.sh [--np 2,4] [--sizes 8..1M] [--collectives bcast,reduce,allreduce]
#                   [--out DIR] [--build DIR] [--margin 0.25] [--verify-every 4]
#
# Everything stays in DIR (default tune-walkthrough): sweep/, guided/, calibration, the rules
# file, and each step's report (*.txt). Rerunning resumes: finished sizes are not measured again.
# scripts/tune-guided.sh measures the model-guided table (two exhaustive sweeps, two guided).
set -euo pipefail

np=2,4
sizes=8..1M
collectives=bcast,reduce,allreduce
out=tune-walkthrough
build="${BUILD_DIR:-build}"
margin=0.25
verify_every=4
while [[ $# -gt 0 ]]; do
    case "$1" in
        --np) np="$2"; shift 2 ;;
        --sizes) sizes="$2"; shift 2 ;;
        --collectives) collectives="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        --build) build="$2"; shift 2 ;;
        --margin) margin="$2"; shift 2 ;;
        --verify-every) verify_every="$2"; shift 2 ;;
        -h | --help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "tune.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done
calltree="$build/cli/calltree"
runner="$build/runner/calltree-runner"
for tool in "$calltree" "$runner"; do
    [[ -x "$tool" ]] || { echo "tune.sh: $tool is not built (scripts/build.sh, or --build DIR)" >&2; exit 2; }
done
command -v mpirun >/dev/null || { echo "tune.sh: mpirun not found (apt-get install openmpi-bin)" >&2; exit 2; }
mkdir -p "$out"
# As root, Open MPI needs these.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
common=(--collectives "$collectives" --np "$np" --sizes "$sizes" --runner "$runner")

echo "1/4 exhaustive sweep ..." >&2
"$calltree" tune sweep "${common[@]}" --out "$out/sweep" \
    --export ompi --output "$out/tuned.rules" | tee "$out/sweep.txt"
"$calltree" rules check "$out/tuned.rules" >"$out/check.txt"

echo "2/4 verifying $out/tuned.rules under Open MPI ..." >&2
"$calltree" tune verify --rules "$out/tuned.rules" --in "$out/sweep" --runner "$runner" |
    tee "$out/verify.txt" || true   # exit 1 (did not take effect) is a finding, not a failure

echo "3/4 calibrating 2 ranks ..." >&2
[[ -s "$out/calibration.loggp.json" ]] ||
    mpirun --mca pml ob1 --mca btl self,vader -np 2 "$runner" calibrate \
        --output "$out/calibration.machine.json" --loggp-output "$out/calibration.loggp.json" \
        --name "this machine, 2 ranks" >"$out/calibration.txt"

echo "4/4 model-guided sweep, compared with the exhaustive one ..." >&2
"$calltree" tune sweep "${common[@]}" --out "$out/guided" --model "$out/calibration.loggp.json" \
    --margin "$margin" --verify-every "$verify_every" --compare "$out/sweep" | tee "$out/guided.txt"
