#!/usr/bin/env bash
# Alternates bench/bcast_variants.c's four variants (MPI thread level single or funneled, buffers
# page-aligned or from malloc) over rounds on 2 ranks and prints each variant's median OSU figure
# at 8 KiB and 64 KiB (docs/runner.md, "Comparing with OSU"), then the load average.
#
# usage: bench/bcast_variants.sh [-r ROUNDS] BCAST_VARIANTS
#   build it first: mpicc -O2 bench/bcast_variants.c -o /tmp/bcast_variants
# Needs Open MPI's mpirun.
set -euo pipefail

rounds=15
[[ "${1:-}" == -r ]] && { rounds="${2:?}"; shift 2; }
[[ $# -eq 1 && -x "$1" ]] || { echo "usage: $0 [-r ROUNDS] BCAST_VARIANTS" >&2; exit 2; }
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
work=$(mktemp)
trap 'rm -f "$work"' EXIT
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for ((round = 1; round <= rounds; ++round)); do
    for level in single funneled; do
        for placement in aligned malloc; do
            mpirun --mca pml ob1 --mca btl self,vader -np 2 "$1" "$level" "$placement" \
                </dev/null >>"$work"
        done
    done
done
echo "load after:  $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-9s %-8s %7s %10s\n' level buffers bytes "median us"
sort -k1,1 -k2,2 -k3,3n -k4,4g "$work" | awk '
    function flush() { if (n) printf "%-9s %-8s %7s %10.2f\n", k1, k2, k3, (n % 2) ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2 }
    { key = $1 " " $2 " " $3; if (key != last) { flush(); n = 0; last = key; k1 = $1; k2 = $2; k3 = $3 } v[++n] = $4 }
    END { flush() }'
