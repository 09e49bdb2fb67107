#!/usr/bin/env bash
# The measured model-guided table of docs/tuning.md ("Model-guided tuning: measured"): two
# exhaustive interleaved sweeps (their comparison is the ceiling), a 2-rank calibration, and two
# model-guided sweeps (margin 0.25 with a verification point every 4th size; margin 0.10 without),
# each compared with both exhaustive sweeps by `calltree tune compare`, an adaptive one (margin
# 0.10, verification every 4th size, --adaptive) and one with identical programs merged (margin
# 0.10, no verification, --merge-identical). Prints the tables in Markdown, per collective and
# communicator size: the points (of all) whose pick is within 5 % of the exhaustive best, by
# medians / by intervals.
#
#   scripts/tune-guided.sh [--np 2,4] [--sizes 8..1M] [--collectives bcast,reduce,allreduce]
#                          [--out DIR] [--build DIR] [--rounds 5] [--merge-identical]
#                          [--wrap CMD] [--launch-per-algorithm]
#
# --wrap CMD runs every measuring command through CMD (e.g. a script that keeps the machine
# quiet); --launch-per-algorithm measures the old way, one mpirun per algorithm. Everything stays
# in DIR (default tune-guided): exhaustiveA/, exhaustiveB/, guided25/, guided10/, adaptive10/,
# merged10/, the calibration and each comparison (*.txt). Rerunning resumes (finished sizes are
# not measured again).
set -euo pipefail

np=2,4
sizes=8..1M
collectives=bcast,reduce,allreduce
out=tune-guided
build="${BUILD_DIR:-build}"
rounds=5
merge=()
wrap=()
mode=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --np) np="$2"; shift 2 ;;
        --sizes) sizes="$2"; shift 2 ;;
        --collectives) collectives="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        --build) build="$2"; shift 2 ;;
        --rounds) rounds="$2"; shift 2 ;;
        --merge-identical) merge=(--merge-identical); shift ;;
        --wrap) read -r -a wrap <<<"$2"; shift 2 ;;
        --launch-per-algorithm) mode=(--launch-per-algorithm); shift ;;
        -h | --help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "tune-guided.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done
[[ ${#mode[@]} -eq 0 ]] && mode=(--rounds "$rounds")
calltree="$build/cli/calltree"
runner="$build/runner/calltree-runner"
for tool in "$calltree" "$runner"; do
    [[ -x "$tool" ]] || { echo "tune-guided.sh: $tool is not built (scripts/build.sh, or --build DIR)" >&2; exit 2; }
done
command -v mpirun >/dev/null || { echo "tune-guided.sh: mpirun not found (apt-get install openmpi-bin)" >&2; exit 2; }
mkdir -p "$out"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
common=(--collectives "$collectives" --np "$np" --sizes "$sizes" --runner "$runner" "${mode[@]}")
measure() { "${wrap[@]}" "$@"; }

for s in A B; do
    echo "exhaustive sweep $s ..." >&2
    measure "$calltree" tune sweep "${common[@]}" --out "$out/exhaustive$s" >"$out/exhaustive$s.txt"
done
if [[ ! -s "$out/calibration.loggp.json" ]]; then
    echo "calibrating 2 ranks ..." >&2
    measure mpirun --mca pml ob1 --mca btl self,vader -np 2 "$runner" calibrate \
        --output "$out/calibration.machine.json" --loggp-output "$out/calibration.loggp.json" \
        --name "this machine, 2 ranks" >"$out/calibration.txt"
fi
echo "guided sweep, margin 0.25, verification every 4th size ..." >&2
measure "$calltree" tune sweep "${common[@]}" --out "$out/guided25" "${merge[@]}" \
    --model "$out/calibration.loggp.json" --margin 0.25 --verify-every 4 >"$out/guided25.txt"
echo "guided sweep, margin 0.10, no verification ..." >&2
measure "$calltree" tune sweep "${common[@]}" --out "$out/guided10" "${merge[@]}" \
    --model "$out/calibration.loggp.json" --margin 0.10 --verify-every 0 >"$out/guided10.txt"

echo "adaptive guided sweep, margin 0.10, verification every 4th size ..." >&2
measure "$calltree" tune sweep "${common[@]}" --out "$out/adaptive10" "${merge[@]}" \
    --model "$out/calibration.loggp.json" --margin 0.10 --verify-every 4 --adaptive >"$out/adaptive10.txt"
echo "guided sweep, margin 0.10, identical programs measured once ..." >&2
measure "$calltree" tune sweep "${common[@]}" --out "$out/merged10" --merge-identical \
    --model "$out/calibration.loggp.json" --margin 0.10 --verify-every 0 >"$out/merged10.txt"

compare() { "$calltree" tune compare --in "$out/$1" --with "$out/$2" >"$out/$1-vs-$2.txt"; }
compare guided25 exhaustiveA; compare guided25 exhaustiveB
compare guided10 exhaustiveA; compare guided10 exhaustiveB
compare exhaustiveA exhaustiveB; compare exhaustiveB exhaustiveA
compare adaptive10 exhaustiveA; compare adaptive10 exhaustiveB
compare merged10 exhaustiveA; compare merged10 exhaustiveB

# One comparison's row for (collective, ranks): "medians / intervals", and its measurements.
row() { awk -v c="$2" -v r="$3" '$1 == c && $2 == r { split($4, m, "/"); split($5, i, "/");
        print m[1] " / " i[1] }' "$out/$1.txt"; }
taken() { awk -v c="$2" -v r="$3" '$1 == c && $2 == r { split($3, n, "/"); print n[1] }' "$out/$1.txt"; }
all() { awk -v c="$2" -v r="$3" '$1 == c && $2 == r { split($3, n, "/"); print n[2] }' "$out/$1.txt"; }
points() { awk -v c="$2" -v r="$3" '$1 == c && $2 == r { split($4, m, "/"); print m[2] }' "$out/$1.txt"; }
# The totals line: "... at N of M points (..) by the medians, at K (..) where ..."
total() { sed -n 's/.* at \([0-9]*\) of \([0-9]*\) points ([0-9]* %) by the medians, at \([0-9]*\) (.*/\1 \3 \2/p' "$out/$1.txt"; }

echo "| collective | ranks | points | measurements 0.25 / 0.10 / all | guided 0.25 vs A | vs B | guided 0.10 vs A | vs B | ceiling: A vs B | B vs A |"
echo "|---|---|---|---|---|---|---|---|---|---|"
IFS=, read -r -a colls <<<"$collectives"
IFS=, read -r -a ranks <<<"$np"
for c in "${colls[@]}"; do
    for r in "${ranks[@]}"; do
        echo "| $c | $r | $(points exhaustiveA-vs-exhaustiveB "$c" "$r") | $(taken guided25-vs-exhaustiveA "$c" "$r") / $(taken guided10-vs-exhaustiveA "$c" "$r") / $(all guided25-vs-exhaustiveA "$c" "$r") | $(row guided25-vs-exhaustiveA "$c" "$r") | $(row guided25-vs-exhaustiveB "$c" "$r") | $(row guided10-vs-exhaustiveA "$c" "$r") | $(row guided10-vs-exhaustiveB "$c" "$r") | $(row exhaustiveA-vs-exhaustiveB "$c" "$r") | $(row exhaustiveB-vs-exhaustiveA "$c" "$r") |"
    done
done
pct() { read -r m i n <<<"$(total "$1")"; echo "$m / $i of $n ($((100 * m / n)) / $((100 * i / n)) %)"; }
measurements() { sed -n 's/^[^:]*: \([0-9]*\) measurements; .*/\1/p' "$out/$1.txt"; }
echo "| **all** | | | $(measurements guided25-vs-exhaustiveA) / $(measurements guided10-vs-exhaustiveA) / $(measurements exhaustiveA-vs-exhaustiveB) | $(pct guided25-vs-exhaustiveA) | $(pct guided25-vs-exhaustiveB) | $(pct guided10-vs-exhaustiveA) | $(pct guided10-vs-exhaustiveB) | $(pct exhaustiveA-vs-exhaustiveB) | $(pct exhaustiveB-vs-exhaustiveA) |"

# One more guided sweep's table: measurements and within 5 % against A and B.
table() {
    echo
    echo "| collective | ranks | measurements $1 / all | $1 vs A | vs B |"
    echo "|---|---|---|---|---|"
    for c in "${colls[@]}"; do
        for r in "${ranks[@]}"; do
            echo "| $c | $r | $(taken "$1-vs-exhaustiveA" "$c" "$r") / $(all "$1-vs-exhaustiveA" "$c" "$r") | $(row "$1-vs-exhaustiveA" "$c" "$r") | $(row "$1-vs-exhaustiveB" "$c" "$r") |"
        done
    done
    echo "| **all** | | $(measurements "$1-vs-exhaustiveA") / $(measurements exhaustiveA-vs-exhaustiveB) | $(pct "$1-vs-exhaustiveA") | $(pct "$1-vs-exhaustiveB") |"
}
table adaptive10
table merged10
