#!/usr/bin/env bash
# One message's time against the calibrated one-way trip, per size, for runs of
# scripts/fidelity.sh (docs/runner.md, "Fidelity": what the launch decides). For each DIR it
# prints, per size, the run's `binomial` median (on 2 ranks one message), the trip its
# calibration.loggp.json charges at that size (o_s + L + G·(m−1) + o_r of the size's range) and
# their ratio.
#
# usage: bench/trip_level.sh DIR [DIR ...]
set -euo pipefail
[[ $# -ge 1 ]] || { echo "usage: bench/trip_level.sh DIR [DIR ...] (folders of scripts/fidelity.sh --out)" >&2; exit 2; }
command -v jq >/dev/null || { echo "trip_level.sh: jq not found (apt-get install jq)" >&2; exit 2; }
for dir in "$@"; do
    for f in fidelity.results.json calibration.loggp.json; do
        [[ -f "$dir/$f" ]] || { echo "trip_level.sh: $dir/$f is missing (a scripts/fidelity.sh --out folder?)" >&2; exit 2; }
    done
    echo "== $dir"
    printf '%10s %12s %12s %7s\n' bytes run_us trip_us ratio
    join <(jq -r '.cases[] | select(.algorithm == "binomial" and .status == "ok")
                  | "\(.bytes) \(.stats.median * 1e6)"' "$dir/fidelity.results.json" | sort -k1,1) \
         <(jq -r '.ranges[] | "\(.measured_bytes) \(.o_s + .L + .o_r + .G * (.measured_bytes - 1))"' \
                  "$dir/calibration.loggp.json" | sort -k1,1) |
        sort -n -k1,1 | awk '{ printf "%10d %12.3f %12.3f %7.2f\n", $1, $2, $3, $2 / $3 }'
done
