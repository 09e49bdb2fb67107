#!/usr/bin/env bash
# The replay tables of docs/tuning.md ("Model-guided tuning: replayed on the exhaustive sweep"):
# two exhaustive interleaved sweeps on 2 ranks (their comparison is the ceiling between two
# launches), a 2-rank calibration at the sweeps' sizes, the model-guided sweep replayed on each
# exhaustive sweep's own measurements with four choices of options (`calltree tune replay`), and
# how well the calibration predicts the sweeps' forced algorithms per collective (`calltree
# fidelity`: points within ±25 %). Prints Markdown.
#
#   scripts/tune-replay.sh [--out DIR] [--build DIR] [--sizes 8..1M] [--rounds R] [--wrap CMD]
#
# --rounds R interleaves each sweep in R rounds (default: calltree tune sweep's, 200).
# --wrap CMD runs every measuring command through CMD (e.g. a script that keeps the machine
# quiet). Everything stays in DIR (default tune-replay): exhaustiveA/, exhaustiveB/, the
# calibration and each command's output (*.txt). Rerunning resumes the sweeps and reuses the
# calibration.
set -euo pipefail

out=tune-replay
build="${BUILD_DIR:-build}"
sizes=8..1M
rounds=()
wrap=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --out) out="$2"; shift 2 ;;
        --build) build="$2"; shift 2 ;;
        --sizes) sizes="$2"; shift 2 ;;
        --rounds) rounds=(--rounds "$2"); shift 2 ;;
        --wrap) read -r -a wrap <<<"$2"; shift 2 ;;
        -h | --help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "tune-replay.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done
calltree="$build/cli/calltree"
runner="$build/runner/calltree-runner"
for tool in "$calltree" "$runner"; do
    [[ -x "$tool" ]] || { echo "tune-replay.sh: $tool is not built (scripts/build.sh, or --build DIR)" >&2; exit 2; }
done
command -v mpirun >/dev/null || { echo "tune-replay.sh: mpirun not found (apt-get install openmpi-bin)" >&2; exit 2; }
command -v jq >/dev/null || { echo "tune-replay.sh: jq not found (apt-get install jq)" >&2; exit 2; }
mkdir -p "$out"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
measure() { "${wrap[@]}" "$@"; }
# The third reading of a comparison line: two bests running the same code count as agreeing.
same_code() { sed -n 's/.* at \([0-9]*\) (\([0-9]* %\)) counting as agreeing.*/\1 (\2)/p'; }

for s in A B; do
    echo "exhaustive sweep $s ..." >&2
    measure "$calltree" tune sweep --collectives bcast,reduce,allreduce --np 2 --sizes "$sizes" \
        --runner "$runner" "${rounds[@]}" --out "$out/exhaustive$s" >"$out/exhaustive$s.txt"
done
if [[ ! -s "$out/calibration.loggp.json" ]]; then
    echo "calibrating 2 ranks at the sweeps' sizes ..." >&2
    measure mpirun --mca pml ob1 --mca btl self,vader -np 2 "$runner" calibrate --sizes "$sizes" \
        --output "$out/calibration.machine.json" --loggp-output "$out/calibration.loggp.json" \
        --name "this machine, 2 ranks" >"$out/calibration.txt"
fi

echo "## The ceiling: two exhaustive sweeps, launched apart"
echo
echo "| first | timed in | within 5 % (medians) | within 5 % (intervals) | within 5 % or the same code |"
echo "|---|---|---|---|---|"
for pair in "A B" "B A"; do
    read -r x y <<<"$pair"
    "$calltree" tune compare --in "$out/exhaustive$x" --with "$out/exhaustive$y" >"$out/compare$x$y.txt"
    line=$(grep '^Against' "$out/compare$x$y.txt")
    med=$(sed -n 's/.* at \([0-9]* of [0-9]*\) points (\([0-9]* %\)) by the medians.*/\1 (\2)/p' <<<"$line")
    int=$(sed -n 's/.*by the medians, at \([0-9]*\) (\([0-9]* %\)) where.*/\1 (\2)/p' <<<"$line")
    code=$(same_code <<<"$line")
    echo "| exhaustive $x | exhaustive $y | $med | $int | $code |"
done
echo
echo "## Replayed on each exhaustive sweep's own measurements"
echo
echo "| options | measurements | on A: within 5 % (medians / intervals / or the same code) | on B |"
echo "|---|---|---|---|"
while IFS='|' read -r name opts; do
    cells=()
    count=""
    for s in A B; do
        # shellcheck disable=SC2086
        "$calltree" tune replay --in "$out/exhaustive$s" --model "$out/calibration.loggp.json" $opts \
            >"$out/replay-$name-$s.txt"
        count=$(sed -n 's/.*the guided sweep measures \([0-9]* of [0-9]* ([0-9.]*x fewer)\).*/\1/p' \
            "$out/replay-$name-$s.txt")
        line=$(grep '^Against' "$out/replay-$name-$s.txt")
        med=$(sed -n 's/.* at \([0-9]*\) of [0-9]* points (\([0-9]* %\)) by the medians.*/\1 (\2)/p' <<<"$line")
        int=$(sed -n 's/.*by the medians, at \([0-9]*\) (\([0-9]* %\)) where.*/\1 (\2)/p' <<<"$line")
        cells+=("$med / $int / $(same_code <<<"$line")")
    done
    echo "| \`$opts\` | $count | ${cells[0]} | ${cells[1]} |"
done <<'EOF'
merged10|--margin 0.10 --verify-every 0 --merge-identical
merged25|--margin 0.25 --verify-every 0 --merge-identical
guided10|--margin 0.10 --verify-every 0
guided25v4|--margin 0.25 --verify-every 4
EOF
echo
echo "## The calibration against the sweeps' forced algorithms (points within ±25 %)"
echo
echo "| sweep | MPI_Bcast | MPI_Reduce | MPI_Allreduce |"
echo "|---|---|---|---|"
for s in A B; do
    "$calltree" fidelity --machine "$out/calibration.loggp.json" \
        --results "$out/exhaustive$s/sweep-np2.results.json" --format json >"$out/fidelity$s.json"
    row="| exhaustive $s"
    for c in MPI_Bcast MPI_Reduce MPI_Allreduce; do
        row+=" | $(jq -r --arg c "$c" '[.table[] | select(.algorithm | startswith($c + " "))]
            | "\([.[] | select(.within)] | length) of \(length)"' "$out/fidelity$s.json")"
    done
    echo "$row |"
done
echo
echo "Misses of the first replay (on A):"
# grep fails when the replay missed nowhere: say so instead of ending with its status.
grep '^  ' "$out/replay-merged10-A.txt" | sed 's/^  /- /' || echo "- none"
