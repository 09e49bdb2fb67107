#!/usr/bin/env bash
# Issue target 3: `calltree tree` for P = 10^5 answers in under 1 s, JSON output included.
#
# Runs
#   calltree tree --algorithm optimal --procs 100000 --L 6 --o 2 --g 4 --format json
# RUNS times (default 5), the JSON written to a temporary file, and prints each wall time and the
# median. Uses hyperfine when installed (one warm-up run, no intermediate shell), otherwise bash's
# `time`. Exit status: 0 when the median is under the target, 1 when it is not, 2 on usage errors
# or when the binary is missing or fails.
#
# usage: bench/cli_tree_bench.sh [-n RUNS] [-p PROCS] [-t TARGET_S] [--no-hyperfine] PATH/TO/calltree
set -euo pipefail

runs=5
procs=100000
target=1.0
use_hyperfine=1

usage() {
    echo "usage: $0 [-n RUNS] [-p PROCS] [-t TARGET_S] [--no-hyperfine] PATH/TO/calltree" >&2
    echo "  e.g. $0 build/cli/calltree" >&2
    exit 2
}

while [[ $# -gt 0 ]]; do
    case "$1" in
        -n) runs="${2:?}"; shift 2 ;;
        -p) procs="${2:?}"; shift 2 ;;
        -t) target="${2:?}"; shift 2 ;;
        --no-hyperfine) use_hyperfine=0; shift ;;
        -h|--help) usage ;;
        -*) echo "unknown option $1" >&2; usage ;;
        *) break ;;
    esac
done
[[ $# -eq 1 ]] || usage
bin="$1"
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "RUNS must be a positive integer" >&2; exit 2; }

if [[ ! -e "$bin" ]]; then
    echo "error: calltree binary not found at '$bin'." >&2
    echo "  Build it first, e.g.: ninja -C build calltree   (the CLI lives in cli/)" >&2
    exit 2
fi
if [[ ! -f "$bin" || ! -x "$bin" ]]; then
    echo "error: '$bin' is not an executable file." >&2
    exit 2
fi

args=(tree --algorithm optimal --procs "$procs" --L 6 --o 2 --g 4 --format json)
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
out="$tmp/tree.json"

echo "command: $bin ${args[*]} > (file)"

# One checked run first: the command must succeed and print JSON, or the timings mean nothing.
if ! "$bin" "${args[@]}" >"$out" 2>"$tmp/stderr"; then
    echo "error: the command failed:" >&2
    cat "$tmp/stderr" >&2
    exit 2
fi
bytes=$(wc -c <"$out")
if command -v jq >/dev/null 2>&1; then
    if ! jq empty "$out" 2>/dev/null; then
        echo "error: the output is not valid JSON (first bytes: $(head -c 200 "$out"))" >&2
        exit 2
    fi
    json_check="valid JSON"
else
    json_check="JSON not checked (jq missing)"
fi
echo "output: $bytes bytes, $json_check"

times=()
if [[ $use_hyperfine -eq 1 ]] && command -v hyperfine >/dev/null 2>&1 && command -v jq >/dev/null 2>&1; then
    cmd="$(printf '%q ' "$bin" "${args[@]}")"
    echo "timing with $(hyperfine --version), $runs runs after 1 warm-up"
    hyperfine -N --warmup 1 --runs "$runs" --output "$out" --export-json "$tmp/h.json" --style basic \
        "$cmd" >"$tmp/hyperfine.log" 2>&1 || {
        cat "$tmp/hyperfine.log" >&2
        exit 2
    }
    mapfile -t times < <(jq -r '.results[0].times[] | . * 1000 | round / 1000' "$tmp/h.json")
else
    echo "timing with bash's time, $runs runs (hyperfine not used)"
    TIMEFORMAT=%R
    for ((i = 0; i < runs; i++)); do
        { time "$bin" "${args[@]}" >"$out" 2>"$tmp/stderr"; } 2>"$tmp/time" || {
            echo "error: run $((i + 1)) failed:" >&2
            cat "$tmp/stderr" >&2
            exit 2
        }
        times+=("$(tail -n 1 "$tmp/time")")
    done
fi

for ((i = 0; i < ${#times[@]}; i++)); do
    printf 'run %d: %.3f s\n' "$((i + 1))" "${times[$i]}"
done
median=$(printf '%s\n' "${times[@]}" | sort -g | awk '{ v[NR] = $1 } END {
    if (NR % 2) printf "%.3f", v[(NR + 1) / 2]; else printf "%.3f", (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
echo "median: $median s over ${#times[@]} runs (P = $procs; target < $target s)"
if awk -v m="$median" -v t="$target" 'BEGIN { exit !(m < t) }'; then
    echo "target met"
else
    echo "TARGET MISSED: median $median s >= $target s"
    exit 1
fi
