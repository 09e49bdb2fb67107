#!/usr/bin/env bash
# The accuracy table of the LogGP model on this machine, in one command: calibrate the ranks given,
# run every broadcast of the catalogue that takes that many ranks and MPI_Bcast with each of Open
# MPI's algorithms forced (one mpirun each: Open MPI reads the setting when MPI starts), predict
# every case from the calibration and print `calltree fidelity`'s table (docs/runner.md,
# "Fidelity").
#
#   scripts/fidelity.sh [-np N] [--sizes 8..4M] [--out DIR] [--format text|json|csv]
#                       [--build DIR] [--quick] [--algorithms a,b] [--ompi 1,6]
#
# --quick: fewer repetitions (a smoke test, not a measurement). --algorithms: only these catalogue
# broadcasts (default all that take N ranks); --ompi: only these forced algorithms (default 1-9). Everything the run writes stays in
# DIR (default fidelity-N-ranks): the calibration, one results file per mpirun, the table.
set -euo pipefail

ranks=2
sizes=8..4M
out=""
format=text
build="${BUILD_DIR:-build}"
quick=0
algorithms=""
ompi="1,2,3,4,5,6,7,8,9"
while [[ $# -gt 0 ]]; do
    case "$1" in
        -np | --ranks) ranks="$2"; shift 2 ;;
        --sizes) sizes="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        --format) format="$2"; shift 2 ;;
        --build) build="$2"; shift 2 ;;
        --quick) quick=1; shift ;;
        --algorithms) algorithms="$2"; shift 2 ;;
        --ompi) ompi="$2"; shift 2 ;;
        -h | --help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "fidelity.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done
[[ "$ranks" =~ ^[0-9]+$ && "$ranks" -ge 2 ]] ||
    { echo "fidelity.sh: -np needs a whole number >= 2 (calibration measures between two ranks), got '$ranks'" >&2; exit 2; }
out="${out:-fidelity-$ranks-ranks}"
calltree="$build/cli/calltree"
runner="$build/runner/calltree-runner"
for tool in "$calltree" "$runner"; do
    [[ -x "$tool" ]] || { echo "fidelity.sh: $tool is not built (scripts/build.sh, or --build DIR)" >&2; exit 2; }
done
command -v mpirun >/dev/null || { echo "fidelity.sh: mpirun not found (apt-get install openmpi-bin)" >&2; exit 2; }
mkdir -p "$out"

# As root, Open MPI needs these; on one machine shared memory is the transport.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
mpi=(mpirun --mca pml ob1 --mca btl self,vader -np "$ranks")
[[ "$ranks" -gt "$(nproc)" ]] && mpi+=(--oversubscribe) &&
    echo "note: $ranks ranks on $(nproc) cores share cores; the model does not account for that" >&2
timing=()
calibrate=()
[[ $quick == 1 ]] && timing=(--warmup 1 --min-reps 3 --min-seconds 0) && calibrate=(--reps 5)

echo "1/3 calibrating $ranks ranks ..." >&2
"${mpi[@]}" "$runner" calibrate --output "$out/calibration.machine.json" \
    --loggp-output "$out/calibration.loggp.json" --name "this machine, $ranks ranks" \
    --sizes "$sizes" "${calibrate[@]}" >"$out/calibration.txt"

# Every broadcast of the catalogue that can run on this many ranks (simulate refuses the others).
results=()
echo "2/3 running the broadcast catalogue at $sizes ..." >&2
while IFS=, read -r name problem _; do
    [[ "$problem" == broadcast ]] || continue
    [[ -z "$algorithms" || ",$algorithms," == *",$name,"* ]] || continue
    "$calltree" simulate --algorithm "$name" --procs "$ranks" >/dev/null 2>&1 || continue
    # Built for the calibrated machine: trees shaped and segments chosen with its profile.
    "${mpi[@]}" "$runner" run --algorithm "$name" --bytes "$sizes" "${timing[@]}" \
        --machine "$out/calibration.loggp.json" \
        --output "$out/$name.results.json" </dev/null >/dev/null
    results+=("$out/$name.results.json")
done < <("$calltree" algorithms --format csv | tail -n +2)

echo "3/3 running MPI_Bcast with each of Open MPI's algorithms forced ..." >&2
for algorithm in ${ompi//,/ }; do
    "${mpi[@]}" --mca coll_tuned_use_dynamic_rules 1 --mca coll_tuned_bcast_algorithm "$algorithm" \
        "$runner" run --mpi MPI_Bcast --ompi-algorithm "$algorithm" --bytes "$sizes" "${timing[@]}" \
        --output "$out/ompi-bcast-$algorithm.results.json" </dev/null >/dev/null
    results+=("$out/ompi-bcast-$algorithm.results.json")
done

list=$(IFS=,; echo "${results[*]}")
"$calltree" fidelity --machine "$out/calibration.loggp.json" --results "$list" --format "$format" |
    tee "$out/fidelity.$format"
