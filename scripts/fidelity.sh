#!/usr/bin/env bash
# The accuracy table of the LogGP model on this machine, in one command: calibrate the ranks given,
# run every broadcast of the catalogue that takes that many ranks and MPI_Bcast with each of Open
# MPI's algorithms forced — all in one mpirun that calibrates first (`run --calibrate`), the cases
# of each size interleaved in rounds so that the machine's drift hits them alike (the runner
# forces each algorithm on a communicator of its own) — predict every case from the calibration
# and print `calltree fidelity`'s table, then the same summary without the calibrated stream gap
# (docs/runner.md, "Fidelity").
#
#   scripts/fidelity.sh [-np N] [--sizes 8..4M] [--out DIR] [--format text|json|csv]
#                       [--build DIR] [--quick] [--algorithms a,b] [--ompi 1,6] [--rounds R]
#                       [--seconds S] [--sync barrier|window] [--separate-calibration]
#                       [--start-calibration]
#
# --quick: fewer repetitions (a smoke test, not a measurement). --algorithms: only these catalogue
# broadcasts (default all that take N ranks); --ompi: only these forced algorithms (default 1-9);
# --rounds: interleaved rounds (default 20; 1 runs each case's repetitions back to back), of the
# run and of the calibration; --seconds: timed seconds per case and size, shared out over the
# rounds, in the run and in the calibration (default 0.5); --sync: how each repetition starts,
# in the run and in the calibration's case-like measurements (default barrier; window: at
# instants agreed on synchronised clocks, without the barrier's skew); --separate-calibration:
# calibrate in a launch of its own before the run's (`calltree-runner calibrate`, as before
# 2026-11-28), which also writes the BSP* profile, calibration.machine.json. By default (2 or more
# rounds) the run also measures each size's lone message again inside its rounds, beside that
# size's cases (`run --calibrate-beside`, calibration-beside.loggp.json: the calibration with
# each range's level), and each size's cases are predicted at the level measured beside them:
# the machine's level for small messages changes within a launch;
# --start-calibration predicts from the launch's first calibration instead (as before the evening of 2026-11-28).
# Everything the run writes stays in DIR (default fidelity-N-ranks): the calibration, the plan,
# the results, the table.
set -euo pipefail

ranks=2
sizes=8..4M
out=""
format=text
build="${BUILD_DIR:-build}"
quick=0
algorithms=""
ompi="1,2,3,4,5,6,7,8,9"
rounds=20
seconds=0.5
separate=0
start=0
sync=barrier
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
        --rounds) rounds="$2"; shift 2 ;;
        --seconds) seconds="$2"; shift 2 ;;
        --separate-calibration) separate=1; shift ;;
        --start-calibration) start=1; shift ;;
        --sync) sync="$2"; shift 2 ;;
        -h | --help) sed -n '2,30p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "fidelity.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done
[[ "$ranks" =~ ^[0-9]+$ && "$ranks" -ge 2 ]] ||
    { echo "fidelity.sh: -np needs a whole number >= 2 (calibration measures between two ranks), got '$ranks'" >&2; exit 2; }
[[ "$sync" == barrier || "$sync" == window ]] ||
    { echo "fidelity.sh: --sync must be barrier or window, got '$sync'" >&2; exit 2; }
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
[[ "$rounds" =~ ^[0-9]+$ && "$rounds" -ge 1 ]] ||
    { echo "fidelity.sh: --rounds needs a whole number >= 1, got '$rounds'" >&2; exit 2; }
[[ "$seconds" =~ ^[0-9]*\.?[0-9]+$ ]] ||
    { echo "fidelity.sh: --seconds needs a number of seconds, got '$seconds'" >&2; exit 2; }
timing="\"warmup\": 2, \"min_reps\": 10, \"min_seconds\": $seconds"
calibrate=(--rounds "$rounds" --min-seconds "$seconds")
[[ $quick == 1 ]] && timing='"warmup": 1, "min_reps": 3, "min_seconds": 0' && calibrate=(--reps 5 --rounds 2)
timing="$timing, \"sync\": \"$sync\""
calibrate+=(--sync "$sync")

name="this machine, $ranks ranks"
# The profile the cases are predicted from (the run below may choose the one beside its cases).
model="$out/calibration.loggp.json"
if [[ $separate == 1 ]]; then
    echo "1/3 calibrating $ranks ranks in a launch of its own ..." >&2
    "${mpi[@]}" "$runner" calibrate --output "$out/calibration.machine.json" \
        --loggp-output "$out/calibration.loggp.json" --name "$name" \
        --sizes "$sizes" "${calibrate[@]}" >"$out/calibration.txt"
else
    echo "1/3 the run below calibrates $ranks ranks first, in its own launch" >&2
fi

# One plan: every broadcast of the catalogue that can run on this many ranks (simulate refuses
# the others) and MPI_Bcast with each forced algorithm, at every size.
cases=()
while IFS=, read -r name problem _; do
    [[ "$problem" == broadcast ]] || continue
    [[ -z "$algorithms" || ",$algorithms," == *",$name,"* ]] || continue
    "$calltree" simulate --algorithm "$name" --procs "$ranks" >/dev/null 2>&1 || continue
    cases+=("{\"algorithm\": \"$name\", \"bytes\": BYTES}")
done < <("$calltree" algorithms --format csv | tail -n +2)
for algorithm in ${ompi//,/ }; do
    cases+=("{\"mpi\": \"MPI_Bcast\", \"bytes\": BYTES, \"ompi_algorithm\": $algorithm}")
done
# The plan's sizes as numbers, expanded as core/protocol/sizes.h does (8..1M: every power of
# two times the start); the runner checks them when it reads the plan.
list=$(python3 - "$sizes" <<'PY'
import re, sys
def size(t):
    m = re.fullmatch(r"(\d+)([KMG]?)(I?B)?", t.replace(" ", "").upper())
    if not m:
        sys.exit(f"fidelity.sh: '{t}' is not a message size (bytes, optionally with K, M or G)")
    return int(m.group(1)) * {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30}[m.group(2)]
out = []
for part in sys.argv[1].split(","):
    if not part.strip():
        continue
    if ".." in part:
        a, b = (size(x) for x in part.split(".."))
        while a <= b:
            out.append(a)
            a = a * 2 if a else 1
    else:
        out.append(size(part))
print(",".join(map(str, out)))
PY
)
plan="$out/fidelity.plan.json"
{
    echo "{\"format\": \"calltree-plan\", \"version\": 1,"
    echo " \"timing\": {$timing, \"rounds\": $rounds},"
    echo " \"cases\": ["
    for i in "${!cases[@]}"; do
        sep=$([[ $i -lt $((${#cases[@]} - 1)) ]] && echo , || true)
        echo "  ${cases[$i]//BYTES/[$list]}$sep"
    done
    echo " ]}"
} >"$plan"

echo "2/3 running ${#cases[@]} cases at $sizes in $rounds interleaved rounds (one mpirun) ..." >&2
# Dynamic rules on: the runner forces each MPI_Bcast case's algorithm itself (MPI_T).
if [[ $separate == 1 ]]; then
    profile=(--machine "$out/calibration.loggp.json")
else
    # The calibration measures the plan's sizes with its rounds and seconds.
    profile=(--calibrate "$out/calibration.loggp.json" --name "$name")
    if [[ $start == 0 && $rounds -ge 2 ]]; then
        profile+=(--calibrate-beside "$out/calibration-beside.loggp.json")
        model="$out/calibration-beside.loggp.json"
    fi
fi
"${mpi[@]}" --mca coll_tuned_use_dynamic_rules 1 "$runner" run --plan "$plan" \
    "${profile[@]}" --output "$out/fidelity.results.json" </dev/null >/dev/null

echo "3/3 predicting from $model ..." >&2
"$calltree" fidelity --machine "$model" --results "$out/fidelity.results.json" \
    --format "$format" | tee "$out/fidelity.$format"
# The same measurements predicted without the stream gap (what calibration measured before it).
jq 'if .ranges then .ranges |= map(del(.stream_gap) | if .spread then .spread |= del(.stream_gap) else . end) else . end' \
    "$model" >"$out/calibration-no-stream.loggp.json"
"$calltree" fidelity --machine "$out/calibration-no-stream.loggp.json" \
    --results "$out/fidelity.results.json" --format "$format" >"$out/fidelity-no-stream.$format"
if [[ "$format" == text ]]; then
    echo "without the stream gap: $(grep 'points within' "$out/fidelity-no-stream.text")" >&2
else
    echo "without the stream gap: $out/fidelity-no-stream.$format" >&2
fi
