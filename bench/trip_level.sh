#!/usr/bin/env bash
# One message's time against the calibrated one-way trip, per size, for runs of
# scripts/fidelity.sh (docs/runner.md, "Fidelity": what the launch decides). For each DIR it
# prints, per size, the run's `binomial` median (on 2 ranks one message), the trip its
# calibration.loggp.json (measured at the launch's start) charges at that size (o_s + L +
# G·(m−1) + o_r of the size's range) and their ratio; when the folder has
# calibration-beside.loggp.json (measured in the run's rounds beside each size's cases), its trip
# and ratio too.
#
# usage: bench/trip_level.sh DIR [DIR ...]
set -euo pipefail
[[ $# -ge 1 ]] || { echo "usage: bench/trip_level.sh DIR [DIR ...] (folders of scripts/fidelity.sh --out)" >&2; exit 2; }
command -v jq >/dev/null || { echo "trip_level.sh: jq not found (apt-get install jq)" >&2; exit 2; }
# "bytes trip" per range of a LogGP profile, sorted for join.
trips() {
    jq -r '.ranges[] | "\(.measured_bytes) \((.o_s + .L + .o_r + .G * (.measured_bytes - 1)) * (.level // 1))"' "$1" |
        sort -k1,1
}
for dir in "$@"; do
    for f in fidelity.results.json calibration.loggp.json; do
        [[ -f "$dir/$f" ]] || { echo "trip_level.sh: $dir/$f is missing (a scripts/fidelity.sh --out folder?)" >&2; exit 2; }
    done
    echo "== $dir"
    run=$(jq -r '.cases[] | select(.algorithm == "binomial" and .status == "ok")
                 | "\(.bytes) \(.stats.median * 1e6)"' "$dir/fidelity.results.json" | sort -k1,1)
    if [[ -f "$dir/calibration-beside.loggp.json" ]]; then
        printf '%10s %12s %12s %7s %12s %7s\n' bytes run_us start_us ratio beside_us ratio
        join <(join <(echo "$run") <(trips "$dir/calibration.loggp.json")) \
             <(trips "$dir/calibration-beside.loggp.json") | sort -n -k1,1 |
            awk '{ printf "%10d %12.3f %12.3f %7.2f %12.3f %7.2f\n", $1, $2, $3, $2 / $3, $4, $2 / $4 }'
    else
        printf '%10s %12s %12s %7s\n' bytes run_us trip_us ratio
        join <(echo "$run") <(trips "$dir/calibration.loggp.json") | sort -n -k1,1 |
            awk '{ printf "%10d %12.3f %12.3f %7.2f\n", $1, $2, $3, $2 / $3 }'
    fi
done
