#!/usr/bin/env bash
# How one launch's speed moved while it measured: for every case of COLLECTIVE at BYTES in a
# results file, the median of each of PARTS consecutive parts of its repetitions (the runner
# keeps them in order, round after round) and of all of them, in ns. Cases that ran in the same
# minutes but differ part by part caught the machine at different levels (docs/tuning.md, "How
# many rounds").
#
#   scripts/case-levels.sh RESULTS.json COLLECTIVE BYTES [PARTS]   e.g. ... MPI_Bcast 64 5
set -euo pipefail
[[ $# -ge 3 ]] || { sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
file=$1 collective=$2 bytes=$3 parts=${4:-5}
command -v jq >/dev/null || { echo "case-levels.sh: jq not found (apt-get install jq)" >&2; exit 2; }
[[ -r "$file" ]] || { echo "case-levels.sh: cannot read '$file'" >&2; exit 2; }
[[ "$bytes" =~ ^[0-9]+$ && "$parts" =~ ^[1-9][0-9]*$ ]] ||
    { echo "case-levels.sh: BYTES and PARTS must be whole numbers" >&2; exit 2; }
jq -r --arg c "$collective" --argjson b "$bytes" --argjson k "$parts" '
    def median: sort | if length % 2 == 1 then .[length / 2 | floor]
                       else (.[length / 2 - 1] + .[length / 2]) / 2 end;
    def ns: . * 1e9 | round | tostring;
    [.cases[] | select(.algorithm == $c and .bytes == $b and (.times | length) >= $k)]
    | if length == 0 then error("no case of \($c) at \($b) B with \($k) repetitions or more")
      else . end
    | "algorithm  medians of the \($k) parts (ns)  all", (.[]
      | (.ompi_algorithm // .name) as $case | .times as $t | ($t | length) as $n
      | [range(0; $k) | $t[(. * $n / $k | floor):((. + 1) * $n / $k | floor)] | median | ns]
      | "\($case)  \(join(" "))  \($t | median | ns)")' "$file"
