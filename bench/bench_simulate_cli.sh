#!/usr/bin/env bash
# The whole `calltree simulate` command as a user runs it: building the program, simulating it
# and writing the output, in a fresh process each time (docs/performance.md, "calltree simulate").
#
# For every case it runs the command RUNS times (default 5), the output going to a file, and
# prints the median wall time, the median CPU time (user + system, from /usr/bin/time: on a
# shared machine the better measure of the command's own work), messages per second of each,
# and the median peak RSS (max resident set size). The message count is read from the command's own output
# ("messages: N" in text, "messages": N in JSON), not assumed. Given two binaries, it runs them
# alternately (old, new, old, new, ...) so both see the same machine load, checks that their
# outputs are byte-identical and prints the ratio old/new of the medians.
#
# usage: bench/bench_simulate_cli.sh [-n RUNS] [-c CASE]... NEW_CALLTREE [OLD_CALLTREE]
#   CASE  "ALGORITHM PROCS FORMAT [more simulate options]", e.g. -c "binomial 1048576 json";
#         without -c the cases below run.
set -euo pipefail

runs=5
cases=()
usage() {
    echo "usage: $0 [-n RUNS] [-c 'ALGORITHM PROCS FORMAT [OPTIONS]']... NEW_CALLTREE [OLD_CALLTREE]" >&2
    exit 2
}
while [[ $# -gt 0 ]]; do
    case "$1" in
        -n) runs="${2:?}"; shift 2 ;;
        -c) cases+=("${2:?}"); shift 2 ;;
        -h|--help) usage ;;
        -*) echo "unknown option $1" >&2; usage ;;
        *) break ;;
    esac
done
[[ $# -ge 1 && $# -le 2 ]] || usage
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "RUNS must be a positive integer" >&2; exit 2; }
bins=("$@")
for b in "${bins[@]}"; do
    [[ -x "$b" ]] || { echo "error: '$b' is not an executable calltree" >&2; exit 2; }
done
[[ -x /usr/bin/time ]] || { echo "error: /usr/bin/time (GNU time) is needed for the peak RSS" >&2; exit 2; }
if [[ ${#cases[@]} -eq 0 ]]; then
    cases=("binomial 1048576 text"
           "binomial 1048576 json"
           "optimal 1048576 text"
           "hypercube 1048576 json"
           "binomial 65536 text"
           "binomial 4096 text --network hypercube --tw 1 --th 1")
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

median() {
    sort -g | awk '{ v[NR] = $1 } END {
        if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

echo "== $(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg), $runs runs per case"
for ((b = 0; b < ${#bins[@]}; b++)); do
    echo "== binary $b: ${bins[$b]}"
done
printf '%-52s %-4s %10s %10s %9s %9s %9s %9s\n' "case" "bin" "wall (ms)" "CPU (ms)" "M msg/s" \
    "M msg/CPU-s" "RSS (MB)" "messages"

for spec in "${cases[@]}"; do
    read -r -a words <<<"$spec"
    args=(simulate --algorithm "${words[0]}" --procs "${words[1]}" --format "${words[2]}"
          "${words[@]:3}")
    for ((b = 0; b < ${#bins[@]}; b++)); do
        : >"$tmp/wall$b"
        : >"$tmp/rss$b"
        : >"$tmp/cpu$b"
    done
    for ((i = 0; i < runs; i++)); do
        for ((b = 0; b < ${#bins[@]}; b++)); do
            start=$EPOCHREALTIME
            /usr/bin/time -f '%M %U %S' -o "$tmp/time" "${bins[$b]}" "${args[@]}" >"$tmp/out$b" \
                2>"$tmp/err" || { echo "error: ${bins[$b]} ${args[*]} failed:" >&2; cat "$tmp/err" >&2; exit 2; }
            end=$EPOCHREALTIME
            awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f\n", (e - s) * 1000 }' >>"$tmp/wall$b"
            tail -n 1 "$tmp/time" | awk '{ print $1 }' >>"$tmp/rss$b"
            tail -n 1 "$tmp/time" | awk '{ printf "%.0f\n", ($2 + $3) * 1000 }' >>"$tmp/cpu$b"
        done
    done
    walls=()
    cpus=()
    for ((b = 0; b < ${#bins[@]}; b++)); do
        messages=$(grep -oE '"messages": ?[0-9]+|messages: +[0-9]+' "$tmp/out$b" | head -n 1 | grep -oE '[0-9]+$' || true)
        [[ -n "$messages" ]] || { echo "error: no message count in the output of ${args[*]}" >&2; exit 2; }
        wall=$(median <"$tmp/wall$b")
        cpu=$(median <"$tmp/cpu$b")
        rss=$(median <"$tmp/rss$b")
        walls+=("$wall")
        cpus+=("$cpu")
        printf '%-52s %-4s %10.1f %10.0f %9.2f %11.2f %9.1f %9s\n' "$spec" "$b" "$wall" "$cpu" \
            "$(awk -v m="$messages" -v w="$wall" 'BEGIN { print m / w / 1000 }')" \
            "$(awk -v m="$messages" -v w="$cpu" 'BEGIN { print (w > 0 ? m / w / 1000 : 0) }')" \
            "$(awk -v k="$rss" 'BEGIN { print k / 1024 }')" "$messages"
    done
    if [[ ${#bins[@]} -eq 2 ]]; then
        if cmp -s "$tmp/out0" "$tmp/out1"; then same="outputs identical"; else same="OUTPUTS DIFFER"; fi
        printf '%-52s %-4s old/new: wall %.2f, CPU %.2f; %s\n' "$spec" "" \
            "$(awk -v n="${walls[0]}" -v o="${walls[1]}" 'BEGIN { print o / n }')" \
            "$(awk -v n="${cpus[0]}" -v o="${cpus[1]}" 'BEGIN { print (n > 0 ? o / n : 0) }')" "$same"
    fi
done
