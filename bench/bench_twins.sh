#!/usr/bin/env bash
# The runner's execution of Open MPI's algorithms against Open MPI running the same algorithm
# (docs/runner.md, "The runner against the library"). For every Open MPI twin in the catalogue
# (broadcast 1-9, reduce 1-7, allreduce 1-6) and every rank count, one mpirun forces the twin's
# coll_tuned algorithm with the runner's segment size (the catalogue's default, 8192 bytes; Open
# MPI's own default for a forced algorithm, 0, would not segment at all) and runs
#   calltree-runner run --algorithm TWIN --baseline same --bytes SIZES
# with --rounds R, so that the program and MPI's collective alternate in R interleaved rounds per
# size (docs/runner.md, "How it is timed") under the same load. It prints
# one line per (twin, size, ranks): the runner's median, MPI's median (max over ranks per
# repetition, as every runner figure) and their ratio, then the load average before and after.
# With -l L every twin is launched L times: the library's small calls run at one of two levels
# chosen per launch (docs/runner.md, "The runner against the library"), so one launch is one
# draw of that level; each launch's line is printed, then a "median" line per (twin, size)
# whose ratio is the median of the L launches' ratios. The closing lines count, per rank count,
# the points within +-15 % (of the median lines when L > 1).
#
# usage: bench/bench_twins.sh [-p "2 3 4"] [-b 8,65536,1048576] [-s MIN_SECONDS] [-r ROUNDS]
#                             [-l LAUNCHES] [-t TWIN]... [-k DIR] RUNNER
#   -p  rank counts (default "2 3 4"; more ranks than cores run with --oversubscribe)
#   -b  message sizes (default 8,65536,1048576)
#   -s  --min-seconds per case (default 1), shared out over the rounds
#   -r  interleaved rounds (default 5; 1: the program's repetitions, then MPI's)
#   -l  launches per twin and rank count (default 1)
#   -t  only these twins (default: all 22)
#   -k  keep the results files in DIR
# Needs jq and Open MPI's mpirun.
set -euo pipefail

ranks="2 3 4"
sizes="8,65536,1048576"
seconds=1
rounds=5
launches=1
keep=""
only=()
usage() {
    echo "usage: $0 [-p 'RANKS'] [-b SIZES] [-s MIN_SECONDS] [-r ROUNDS] [-l LAUNCHES] [-t TWIN]... [-k DIR] RUNNER" >&2
    exit 2
}
while [[ $# -gt 0 ]]; do
    case "$1" in
        -p) ranks="${2:?}"; shift 2 ;;
        -b) sizes="${2:?}"; shift 2 ;;
        -s) seconds="${2:?}"; shift 2 ;;
        -r) rounds="${2:?}"; shift 2 ;;
        -l) launches="${2:?}"; shift 2 ;;
        -t) only+=("${2:?}"); shift 2 ;;
        -k) keep="${2:?}"; shift 2 ;;
        -h|--help) usage ;;
        -*) echo "unknown option $1" >&2; usage ;;
        *) break ;;
    esac
done
[[ $# -eq 1 ]] || usage
[[ "$launches" =~ ^[1-9][0-9]*$ ]] || { echo "error: -l wants a positive number of launches, not '$launches'" >&2; exit 2; }
runner="$1"
[[ -x "$runner" ]] || { echo "error: '$runner' is not an executable calltree-runner" >&2; exit 2; }
command -v jq >/dev/null || { echo "error: jq is needed to read the results" >&2; exit 2; }
command -v mpirun >/dev/null || { echo "error: mpirun (Open MPI) is needed" >&2; exit 2; }

# twin  collective  coll_tuned algorithm  (the catalogue's info.ompiAlgorithm)
twins=(
    "ompi-bcast-linear bcast 1" "ompi-bcast-chain bcast 2" "ompi-bcast-pipeline bcast 3"
    "ompi-bcast-split-binary bcast 4" "ompi-bcast-binary bcast 5" "ompi-bcast-binomial bcast 6"
    "ompi-bcast-knomial bcast 7" "ompi-bcast-scatter-allgather bcast 8"
    "ompi-bcast-scatter-allgather-ring bcast 9"
    "ompi-reduce-linear reduce 1" "ompi-reduce-chain reduce 2" "ompi-reduce-pipeline reduce 3"
    "ompi-reduce-binary reduce 4" "ompi-reduce-binomial reduce 5"
    "ompi-reduce-in-order-binary reduce 6" "ompi-reduce-rabenseifner reduce 7"
    "ompi-allreduce-basic-linear allreduce 1" "ompi-allreduce-reduce-bcast allreduce 2"
    "ompi-allreduce-recursive-doubling allreduce 3"
    "ompi-allreduce-ring allreduce 4" "ompi-allreduce-segmented-ring allreduce 5"
    "ompi-allreduce-rabenseifner allreduce 6")
segment=8192  # the catalogue's default segment (core/algorithms/mpilib/ompi_common.h)

export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
[[ -n "$keep" ]] && mkdir -p "$keep"

echo "== $(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
echo "== sizes $sizes, ranks $ranks, --min-seconds $seconds in $rounds rounds, segments $segment bytes on both sides"
printf '%-34s %8s %5s %12s %12s %7s\n' twin bytes ranks runner_us mpi_us ratio
for p in $ranks; do
    for t in "${twins[@]}"; do
        read -r name coll algo <<<"$t"
        if [[ ${#only[@]} -gt 0 && ! " ${only[*]} " == *" $name "* ]]; then continue; fi
        mca=(--mca coll_tuned_use_dynamic_rules 1 --mca "coll_tuned_${coll}_algorithm" "$algo"
             --mca "coll_tuned_${coll}_algorithm_segmentsize" "$segment")
        # Allreduce 2 runs MPI_Reduce and MPI_Bcast: the twin is binomial reduce + binomial bcast.
        [[ "$name" == ompi-allreduce-reduce-bcast ]] &&
            mca+=(--mca coll_tuned_reduce_algorithm 5 --mca coll_tuned_reduce_algorithm_segmentsize "$segment"
                  --mca coll_tuned_bcast_algorithm 6 --mca coll_tuned_bcast_algorithm_segmentsize "$segment")
        over=()
        [[ "$p" -gt "$(nproc)" ]] && over=(--oversubscribe)
        for ((launch = 1; launch <= launches; launch++)); do
            out="$tmp/$name-$p-$launch.results.json"
            if ! mpirun "${over[@]}" --mca pml ob1 --mca btl self,vader "${mca[@]}" -np "$p" \
                "$runner" run --algorithm "$name" --baseline same --bytes "$sizes" \
                --min-seconds "$seconds" --rounds "$rounds" --output "$out" --format json >/dev/null 2>"$tmp/err"; then
                echo "error: $name on $p ranks failed:" >&2
                cat "$tmp/err" >&2
                exit 1
            fi
            [[ -n "$keep" ]] && cp "$out" "$keep/"
            # Pair each program case with the baseline case of the same size and root.
            jq -r --arg name "$name" --arg p "$p" '
                [.cases[] | select(.status == "ok")] as $c
                | ($c | map(select(.kind == "mpi-baseline"))) as $mpi
                | $c[] | select(.kind == "catalogue") as $r
                | ($mpi[] | select(.bytes == $r.bytes and .root == $r.root)) as $m
                | [$name, ($r.bytes | tostring), $p,
                   ($r.stats.median * 1e6 | . * 1000 | round / 1000 | tostring),
                   ($m.stats.median * 1e6 | . * 1000 | round / 1000 | tostring),
                   ($r.stats.median / $m.stats.median | . * 100 | round / 100 | tostring)]
                | @tsv' "$out" >"$tmp/rows"
            while IFS=$'\t' read -r a b c d e f; do
                printf '%-34s %8s %5s %12s %12s %7s\n' "$a" "$b" "$c" "$d" "$e" "$f"
                echo "$a $b $c $f" >>"$tmp/ratios"
            done <"$tmp/rows"
        done
        if [[ "$launches" -gt 1 ]]; then
            # The median of the launches' ratios, per size (the middle one; for an even count
            # the mean of the two middle ones).
            grep "^$name " "$tmp/ratios" | awk -v p="$p" '$3 == p { r[$2] = r[$2] " " $4 }
                END { for (b in r) print b, r[b] }' | sort -n |
                while read -r b rest; do
                    m="$(tr ' ' '\n' <<<"$rest" | sort -g | awk '{ v[NR] = $1 }
                        END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }')"
                    printf '%-34s %8s %5s %12s %12s %7s\n' "$name" "$b" "$p" median "of $launches" "$m"
                    echo "$name $b $p $m" >>"$tmp/medians"
                done
        fi
    done
done
points="$tmp/ratios"
[[ "$launches" -gt 1 ]] && points="$tmp/medians"
if [[ -s "$points" ]]; then
    awk '{ n[$3]++; if ($4 < 0.85) f[$3]++; else if ($4 > 1.15) s[$3]++; else w[$3]++ }
         END { for (p in n) printf "== %s ranks: %d points, %d within +-15 %%, %d runner faster, %d runner slower\n",
                                  p, n[p], w[p], f[p], s[p] }' "$points" | sort -n -k2
fi
echo "== done $(date -u '+%H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
