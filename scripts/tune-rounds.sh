#!/usr/bin/env bash
# The rounds table of docs/tuning.md ("How many rounds"): for each R given, the pair of
# exhaustive 2-rank sweeps of scripts/tune-replay.sh interleaved in R rounds, every pair
# replayed with one calibration (the first pair's, copied to the others), and per R: how long
# the script took, how often the two sweeps agree within 5 % (the ceiling, by the medians) and
# how often the merged model-guided replay's picks do. Prints Markdown.
#
#   scripts/tune-rounds.sh [--out DIR] [--rounds "5 50 100 200"] [tune-replay.sh options]
#
# Everything stays in DIR (default tune-rounds): <K>-r<R>/ holds the K-th pair's tune-replay.sh
# folder (an R may come twice) and <K>-r<R>.md its tables. Rerunning resumes, as tune-replay.sh
# does.
set -euo pipefail

out=tune-rounds
list="5 50 100 200"
pass=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --out) out="$2"; shift 2 ;;
        --rounds) list="$2"; shift 2 ;;
        -h | --help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) pass+=("$1"); shift ;;
    esac
done
for r in $list; do
    [[ "$r" =~ ^[1-9][0-9]*$ ]] || { echo "tune-rounds.sh: '$r' is not a number of rounds" >&2; exit 2; }
done
here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$out"
# The ceiling's and the first replay row's "by the medians" cells of a tune-replay.sh table.
ceiling() { grep '^| exhaustive . | exhaustive' "$1" | cut -d'|' -f4 | sed 's/^ *\([0-9]* of [0-9]*\) /\1 /; s/ *$//' | paste -sd/ - | sed 's| */ *| / |'; }
replay() { grep -- '^| `--margin 0.10 --verify-every 0 --merge-identical`' "$1" | awk -F'|' '
    function trim(s) { gsub(/^ +| +$/, "", s); return s }
    { split($4, a, " / "); split($5, b, " / "); print trim($3) "|" trim(a[1]) " / " trim(b[1]) }'; }

echo "| rounds | script time | two sweeps agree within 5 % (medians; A in B / B in A) | merged replay: measurements | within 5 % (medians, A / B) |"
echo "|---|---|---|---|---|"
first=""
k=0
for r in $list; do
    k=$((k + 1))
    dir="$out/$k-r$r"
    mkdir -p "$dir"
    if [[ -n "$first" && ! -s "$dir/calibration.loggp.json" ]]; then
        cp "$first/calibration.loggp.json" "$first/calibration.machine.json" "$dir/"
    fi
    start=$(date +%s)
    "$here/tune-replay.sh" --out "$dir" --rounds "$r" "${pass[@]}" >"$dir.md"
    took=$(($(date +%s) - start))
    [[ -n "$first" ]] || first="$dir"
    IFS='|' read -r count cells <<<"$(replay "$dir.md")"
    echo "| $r | ${took} s | $(ceiling "$dir.md") | $count | $cells |"
done
