#!/usr/bin/env bash
# The same measurements predicted three ways (docs/runner.md, "Each size at the level measured
# beside it"), for folders of scripts/fidelity.sh --out: from the launch-start calibration
# (calibration.loggp.json), from the profile refitted from the terms measured beside each size's
# cases (what calibration-beside.loggp.json held before 2026-11-29: one range per size, each at
# its own group's level), and from the start calibration with each range's level — that size's
# trip beside its cases over the start's trip there — which predicts each size's cases at their
# own level (what --calibrate-beside writes since 2026-11-29). Folders written since then hold
# the levelled profile already: the second line is then the same as the third, unless the
# beside profile has eager levels (since the morning of 2026-11-29), which the third line leaves
# out — every message of a size's cases at that size's one level.
#
# usage: bench/level_repredict.sh [--build DIR] RUN_DIR [RUN_DIR ...]
set -euo pipefail
build=build
if [[ "${1:-}" == --build ]]; then
    build="$2"
    shift 2
fi
[[ $# -ge 1 ]] || { echo "usage: bench/level_repredict.sh [--build DIR] RUN_DIR... (folders of scripts/fidelity.sh --out)" >&2; exit 2; }
command -v jq >/dev/null || { echo "level_repredict.sh: jq not found (apt-get install jq)" >&2; exit 2; }
calltree="$build/cli/calltree"
[[ -x "$calltree" ]] || { echo "level_repredict.sh: $calltree is not built" >&2; exit 2; }
summary() {  # $1 profile, $2 results
    "$calltree" fidelity --machine "$1" --results "$2" | grep 'points within'
}
for dir in "$@"; do
    for f in fidelity.results.json calibration.loggp.json calibration-beside.loggp.json; do
        [[ -f "$dir/$f" ]] || { echo "level_repredict.sh: $dir/$f is missing" >&2; exit 2; }
    done
    # One-way trip per measured size (o_s + L + G·(m−1) + o_r of its range, times its level).
    trips='[.ranges[] | {key: (.measured_bytes | tostring),
             value: ((.o_s + .L + .o_r + .G * (.measured_bytes - 1)) * (.level // 1))}] | from_entries'
    levelled="$dir/calibration-levels.loggp.json"
    jq --argjson beside "$(jq "$trips" "$dir/calibration-beside.loggp.json")" '
        .ranges |= map(. as $r | ($r.o_s + $r.L + $r.o_r + $r.G * ($r.measured_bytes - 1)) as $start
            | ($beside[$r.measured_bytes | tostring]) as $b
            | if $b != null and $start > 0 and $b > 0 then . + {level: ($b / $start)} else . end)
        | .name += "-levels"' "$dir/calibration.loggp.json" >"$levelled"
    echo "== $dir"
    echo "start:    $(summary "$dir/calibration.loggp.json" "$dir/fidelity.results.json")"
    echo "beside:   $(summary "$dir/calibration-beside.loggp.json" "$dir/fidelity.results.json")"
    echo "levelled: $(summary "$levelled" "$dir/fidelity.results.json")"
done
