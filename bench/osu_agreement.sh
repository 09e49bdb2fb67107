#!/usr/bin/env bash
# The runner's OSU-compatible figure (`--osu`) against the OSU Micro-Benchmarks themselves
# (docs/runner.md, "Comparing with OSU"). OSU is not packaged for Debian: build osu_bcast from
# its sources yourself (mpicc -O2 -o osu_bcast osu_bcast.c osu_coll.c, or OSU's configure) and
# give its path. Rounds alternate one osu_bcast run and one runner run under the same mpirun
# arguments, so both meet the same load; per size the script prints the median over rounds of
# OSU's "Avg Latency(us)", of the runner's OSU figure (avg) and of the runner's own median, and
# the ratios runner-OSU-figure / OSU and runner-median / OSU, then the load average before and
# after.
#
# usage: bench/osu_agreement.sh [-p RANKS] [-b SIZES] [-r ROUNDS] [-a ALGORITHM] OSU_BCAST RUNNER
#   -p  ranks (default 2)
#   -b  sizes in bytes, comma-separated powers of two (default 65536,1048576,2097152,4194304)
#   -r  rounds (default 5)
#   -a  Open MPI's bcast algorithm forced in both (coll_tuned_bcast_algorithm; default 0: Open
#       MPI's own choice)
# Needs jq and Open MPI's mpirun.
set -euo pipefail

ranks=2
sizes="65536,1048576,2097152,4194304"
rounds=5
algorithm=0
usage() {
    echo "usage: $0 [-p RANKS] [-b SIZES] [-r ROUNDS] [-a ALGORITHM] OSU_BCAST RUNNER" >&2
    exit 2
}
while [[ $# -gt 0 ]]; do
    case "$1" in
        -p) ranks="${2:?}"; shift 2 ;;
        -b) sizes="${2:?}"; shift 2 ;;
        -r) rounds="${2:?}"; shift 2 ;;
        -a) algorithm="${2:?}"; shift 2 ;;
        -h|--help) usage ;;
        -*) echo "unknown option $1" >&2; usage ;;
        *) break ;;
    esac
done
[[ $# -eq 2 ]] || usage
osu="$1"
runner="$2"
[[ -x "$osu" ]] || { echo "$0: $osu is not an executable osu_bcast" >&2; exit 2; }
[[ -x "$runner" ]] || { echo "$0: $runner is not an executable calltree-runner" >&2; exit 2; }
command -v jq >/dev/null || { echo "$0: needs jq (apt-get install jq)" >&2; exit 2; }
command -v mpirun >/dev/null || { echo "$0: needs mpirun (apt-get install openmpi-bin)" >&2; exit 2; }

export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
mpi=(mpirun --mca pml ob1 --mca btl self,vader -np "$ranks")
forced=()
runner_forced=(--mpi MPI_Bcast)
if [[ "$algorithm" != 0 ]]; then
    forced=(--mca coll_tuned_use_dynamic_rules 1 --mca coll_tuned_bcast_algorithm "$algorithm")
    runner_forced+=(--ompi-algorithm "$algorithm")
fi
[[ $ranks -gt $(nproc) ]] && mpi+=(--oversubscribe)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
smallest=${sizes%%,*}
largest=${sizes##*,}
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for ((round = 1; round <= rounds; ++round)); do
    # OSU's table: "SIZE AVG" lines after the header comments.
    "${mpi[@]}" "${forced[@]}" "$osu" -m "$smallest:$largest" </dev/null |
        awk '!/^#/ && NF >= 2 {print $1, $2}' >"$work/osu.$round"
    "${mpi[@]}" "${forced[@]}" "$runner" run "${runner_forced[@]}" --bytes "$sizes" --osu \
        --output "$work/runner.$round.json" </dev/null >/dev/null
    jq -r '.cases[] | "\(.bytes) \(.osu.avg * 1e6) \(.stats.median * 1e6)"' \
        "$work/runner.$round.json" >"$work/r.$round"
done
echo "load after:  $(cut -d' ' -f1-3 /proc/loadavg)"

median() { sort -g | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
printf '%-9s %12s %16s %14s %10s %10s\n' bytes "OSU avg us" "runner OSU us" "runner med us" "OSU fig/OSU" "median/OSU"
for size in ${sizes//,/ }; do
    o=$(cat "$work"/osu.* | awk -v s="$size" '$1 == s {print $2}' | median)
    f=$(cat "$work"/r.* | awk -v s="$size" '$1 == s {print $2}' | median)
    m=$(cat "$work"/r.* | awk -v s="$size" '$1 == s {print $3}' | median)
    awk -v s="$size" -v o="$o" -v f="$f" -v m="$m" \
        'BEGIN {printf "%-9s %12.2f %16.2f %14.2f %10.2f %10.2f\n", s, o, f, m, f / o, m / o}'
done
