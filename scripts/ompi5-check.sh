#!/usr/bin/env bash
# Open MPI 5.0's reading of classic rules files (docs/tuning.md, "Open MPI classic rules (4.1,
# 5.0)"), checked under an Open MPI 5.0 installation and a calltree-runner built against it, on
# 2 ranks of this machine:
#  a. a sweep of bcast (8 B, 1 KiB, 1 MiB; algorithms 1 and 8) exported as a classic file, checked
#     and verified; a classic file that picks 8 everywhere verified in effect, and NOT in effect
#     through a launcher that drops the file (tune verify exits 1 there);
#  b. MPI_Bcast timed unforced, 8 and 6 forced in one launch under hand-written files:
#     rule-file-version-2 with the fifth (max requests) column (read by 5.0.7+, ignored by 4.1.4),
#     a size written with a leading zero (octal), a first rule not for size 0 (the whole file
#     is ignored) and an algorithm beyond an int (its low 32 bits count); each unforced time is
#     held against the algorithm `rules check` says runs;
#  c. which coll component serves MPI_Bcast on one node (coll_base_verbose 10 on rank 0: coll/han,
#     above tuned in priority, disqualifies itself on a communicator of one node's processes).
#
#   scripts/ompi5-check.sh --prefix /path/to/openmpi-5.0 --runner /path/to/calltree-runner
#                          [--out DIR] [--build DIR]
#
# --prefix is an Open MPI 5.0 installation (bin/mpirun, bin/ompi_info; Debian 12 ships 4.1.4),
# --runner the runner configured with -DMPI_C_COMPILER=PREFIX/bin/mpicc
# -DMPI_CXX_COMPILER=PREFIX/bin/mpicxx (cmake --build DIR --target calltree-runner), --build the
# build whose cli/calltree is used (default: build). Needs jq. Everything stays in DIR (default
# ompi5-check). Exits 1 when a verdict or a timed figure is not the expected one.
set -euo pipefail

prefix=""
runner=""
out=ompi5-check
build="${BUILD_DIR:-build}"
while [[ $# -gt 0 ]]; do
    case "$1" in
        --prefix | --runner | --out | --build)
            [[ $# -ge 2 ]] || { echo "ompi5-check.sh: $1 needs a value" >&2; exit 2; } ;;&
        --prefix) prefix="$2"; shift 2 ;;
        --runner) runner="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        --build) build="$2"; shift 2 ;;
        -h | --help) sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "ompi5-check.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done
[[ -x "$prefix/bin/mpirun" && -x "$prefix/bin/ompi_info" ]] ||
    { echo "ompi5-check.sh: --prefix must be an Open MPI installation (bin/mpirun, bin/ompi_info)" >&2; exit 2; }
[[ -x "$runner" ]] || { echo "ompi5-check.sh: --runner: '$runner' is not an executable" >&2; exit 2; }
calltree="$build/cli/calltree"
[[ -x "$calltree" ]] || { echo "ompi5-check.sh: $calltree is not built (scripts/build.sh)" >&2; exit 2; }
command -v jq >/dev/null || { echo "ompi5-check.sh: jq not found (apt-get install jq)" >&2; exit 2; }
version=$("$prefix/bin/ompi_info" --version | sed -n 's/^Open MPI v\([0-9.]*\).*/\1/p' | head -1)
[[ $version == 5.* ]] ||
    { echo "ompi5-check.sh: $prefix is Open MPI '${version:-?}', not 5.x (6.0: scripts/ompi6-check.sh)" >&2; exit 2; }
mkdir -p "$out"
out=$(cd "$out" && pwd)
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
launcher="$prefix/bin/mpirun --mca pml ob1 --mca btl self,sm"
"$prefix/bin/ompi_info" --param coll tuned --level 9 --parsable >"$out/ompi_info.txt"
# Always both: rules check has no launcher to find its installation's ompi_info by, and would
# ask the one on PATH (Debian's 4.1.4 here).
info=(--ompi-info "$out/ompi_info.txt" --ompi-version "$version")
timing=(--rounds 3 --min-reps 10)
unexpected=0
unexpected() { echo "   ^ unexpected: $1"; unexpected=$((unexpected + 1)); }
# check NAME VERSION: what rules check says of $out/NAME as Open MPI VERSION reads it.
check() {
    local rc=0
    "$calltree" rules check "$out/$1" --ompi-info "$out/ompi_info.txt" --ompi-version "$2" \
        >"$out/${1%.*}-$2.check.txt" 2>/dev/null || rc=$?
    echo "== rules check $1 --ompi-version $2 (exit $rc)"
    sed "s|$out/||g" "$out/${1%.*}-$2.check.txt" |
        grep -E "^$1:[0-9]+:|reads this file|ignores this file" | sed 's/^/   /' || true
}
echo "Open MPI $("$prefix/bin/ompi_info" --version | head -1 | sed 's/^Open MPI //'); launcher: $launcher"

echo "== a. a sweep of bcast on 2 ranks (8 B, 1 KiB, 1 MiB; algorithms 1 and 8), exported as sweep.rules"
rm -rf "$out/sweep"  # measured afresh: tune sweep would resume a sweep left from a former run
"$calltree" tune sweep --collectives bcast --np 2 --sizes 8,1K,1M --algorithms 1,8 --out "$out/sweep" \
    "${timing[@]}" --min-seconds 0.1 --launcher "$launcher" --runner "$runner" "${info[@]}" \
    --export ompi --output "$out/sweep.rules" >"$out/sweep.txt" 2>"$out/sweep.log"
grep -E '^bcast|^  bcast' "$out/sweep.txt"
# verify FILE NAME DROP EXPECTED_EXIT: tune verify under FILE (DROP yes: through a launcher that
# drops the file), its table and verdict; EXPECTED_EXIT - for any.
verify() {
    local l="$launcher" rc=0
    [[ $3 == yes ]] && l="env -u OMPI_MCA_coll_tuned_dynamic_rules_filename $launcher"
    echo "== tune verify $2 (file dropped: $3)"
    "$calltree" tune verify --rules "$1" --in "$out/sweep" --out "$out/verify-$2-$3" \
        --launcher "$l" --runner "$runner" "${info[@]}" "${timing[@]}" --min-seconds 0.05 \
        >"$out/verify-$2-$3.txt" 2>"$out/verify-$2-$3.log" || rc=$?
    grep -E '^bcast|took effect|not take effect|cannot tell' "$out/verify-$2-$3.txt" || true
    # A verdict against the file (exit 1) is said on stderr.
    sed -n 's|^calltree tune: |   |p' "$out/verify-$2-$3.log" | sed "s|$out/||g"
    echo "   (exit $rc)"
    [[ $4 == - || $rc == "$4" ]] && return
    local yes no
    yes=$(grep -cE '^bcast.* {2}in effect$' "$out/verify-$2-$3.txt" || true)
    no=$(grep -cE '^bcast.* NOT in effect$' "$out/verify-$2-$3.txt" || true)
    unexpected "tune verify exit $rc, expected $4 ($no point(s) NOT in effect, $yes in effect)"
}
check sweep.rules "$version"
# The sweep's picks run as fast as the default on 2 ranks: the times can hardly tell.
verify "$out/sweep.rules" sweep no -
printf '1\n7\n1\n2 1\n0 8 0 0\n' >"$out/all8.rules"
check all8.rules "$version"
verify "$out/all8.rules" all8 no 0
verify "$out/all8.rules" all8 yes 1

# timed NAME SIZES [MPIRUN_ARGS...]: MPI_Bcast on 2 ranks at SIZES (bytes, comma-separated),
# unforced and with 8 and 6 forced, in one launch under $out/NAME (NAME "-": no file; 5.0 lets a
# forced algorithm win over the file, so only the unforced call follows it); the runner goes
# behind "${wrap[@]}". Then, per size, the algorithm `rules check` says runs (Open MPI's fixed
# decision when the file is ignored) and which forced time the unforced one lies nearer to (on
# 2 ranks 6 unsegmented takes the fixed decision's time); where 8 and 6 forced lie within 25 %
# of each other the times cannot tell.
wrap=()
timed() {
    local name=$1 sizes=$2 base=${1%.*} file=()
    shift 2
    [[ $name == - ]] && base="no-file"
    [[ $name != - ]] && file=(--mca coll_tuned_dynamic_rules_filename "$out/$name")
    local plan="$out/$base.plan.json"
    printf '{"format": "calltree-plan", "version": 1, "timing": {"rounds": 5}, "cases": [%s]}\n' \
        "$(for a in 0 8 6; do printf '%s{"mpi": "MPI_Bcast", "bytes": [%s], "ompi_algorithm": %d}' \
            "$([[ $a == 0 ]] || echo ', ')" "$sizes" "$a"; done)" >"$plan"
    echo "== MPI_Bcast on 2 ranks under ${name/#-/no file}: unforced, 8 and 6 forced${*:+ ($*)}"
    $launcher -np 2 --mca coll_tuned_use_dynamic_rules 1 "${file[@]}" "$@" "${wrap[@]}" "$runner" run \
        --plan "$plan" --min-seconds 0.2 --output "$out/$base.results.json" >"$out/$base.txt" 2>&1 ||
        { cat "$out/$base.txt"; echo "ompi5-check.sh: the launch under $name failed" >&2; exit 1; }
    grep '^ *MPI_Bcast' "$out/$base.txt" | sed 's/  min .*//'
    if [[ $name == - ]]; then
        echo '{"loads": false, "decisions": []}' >"$out/$base.check.json"
    else
        "$calltree" rules check "$out/$name" "${info[@]}" --format json >"$out/$base.check.json" 2>/dev/null || true
    fi
    local verdicts
    verdicts=$(jq -r --slurpfile check "$out/$base.check.json" --arg file "$name" '
        def median(a; b): [.cases[] | select(.bytes == b and .ompi_algorithm == a and .status == "ok")
                                     | .stats.median][0];
        def size: if . >= 1048576 then "\(. / 1048576) MiB" elif . >= 1024 then "\(. / 1024) KiB"
                  else "\(.) B" end;
        def ratio: . * 100 | round / 100;
        def distance(a; b): (a / b) | log | fabs;
        $check[0] as $c | . as $r | [.cases[].bytes] | unique[] as $b
        | ($r | median(0; $b)) as $u | ($r | median(8; $b)) as $e | ($r | median(6; $b)) as $s
        | (if $file == "-" then 0 elif ($c.loads | not) then -1 else
             ([$c.decisions[] | select(.collective == "bcast" and .comm_size_min <= 2
                 and (.comm_size_max == null or .comm_size_max >= 2) and .bytes_min <= $b
                 and (.bytes_max == null or .bytes_max >= $b)) | .algorithm][0] // 0) end) as $p
        | (if $file == "-" then "no file: the fixed decision"
           elif $p == -1 then "rules check: the file is ignored, the fixed decision"
           elif $p == 0 then "rules check: the fixed decision" else "rules check: \($p)" end) as $said
        | if $u == null or $e == null or $s == null then "\($b | size): not measured\tbad"
          else "\($b | size): unforced / 8 forced \($u / $e | ratio), / 6 forced \($u / $s | ratio): "
            + (if distance($e; $s) < (1.25 | log) then "8 and 6 forced too close to tell; \($said)\tok"
               else (if distance($u; $e) < distance($u; $s) then 8 else 6 end) as $ran
               | "runs like \($ran) forced; \($said)"
                 + (if ($ran == 8) == ($p == 8) then " - as predicted\tok" else " - NOT as predicted\tbad" end)
               end)
          end' "$out/$base.results.json")
    while IFS=$'\t' read -r line verdict; do
        echo "   $line"
        [[ $verdict == ok ]] || unexpected "$name at this size"
    done <<<"$verdicts"
}

echo "== b. files 5.0 reads as 4.1.4 does not, and two that Open MPI misreads without a word"
timed - 8,1024,1048576
# rule-file-version-2 (5.0.7+, 4.1.8+), every rule with the max requests column: 8 from 0 B, 6
# from 1 KiB, 6 with 1 KiB segments from 64 KiB (at 1 MiB 3-4 times the fixed decision's time;
# the launch gives forced algorithms the same segments). 4.1.4 skips the letters of the first
# line and reads "-2" as the number of collectives.
printf 'rule-file-version-2\n1\n7\n1\n2 3\n0 8 0 0 4\n1024 6 0 0 4\n65536 6 0 1024 4\n' >"$out/version2.rules"
check version2.rules "$version"
check version2.rules 4.1.4
timed version2.rules 8,1024,1048576 --mca coll_tuned_bcast_algorithm_segmentsize 1024
# Meant: 6 up to 1000 B, then 8. "01000" is octal: 8 from 512 B, so 768 B runs 8.
printf '1\n7\n1\n2 2\n0 6 0 0\n01000 8 0 0\n' >"$out/octal.rules"
check octal.rules "$version"
timed octal.rules 256,768
# Meant: 8 from 8 B. A first rule not for size 0 makes Open MPI drop the whole file.
printf '1\n7\n1\n2 1\n8 8 0 0\n' >"$out/first-not-zero.rules"
check first-not-zero.rules "$version"
timed first-not-zero.rules 8,1024

# Meant: algorithm 2^32 + 8. Open MPI keeps the low 32 bits of it in an int: 8.
printf '1\n7\n1\n2 1\n0 4294967304 0 0\n' >"$out/beyond-int.rules"
check beyond-int.rules "$version"
timed beyond-int.rules 8,1024

echo "== c. which coll component serves MPI_Bcast on one node (rank 0 with coll_base_verbose 10)"
# Only rank 0 talks: two ranks' verbose lines would interleave within lines.
# shellcheck disable=SC2016  # expanded by the rank's sh
wrap=(sh -c 'if [ "${OMPI_COMM_WORLD_RANK:-}" = 0 ]; then
    OMPI_MCA_coll_base_verbose=10; export OMPI_MCA_coll_base_verbose; fi; exec "$@"' sh)
timed all8.rules 8,1024
wrap=()
# Per communicator: han's word on it and the components enabled. comm_select enables them by
# rising priority, each replacing the functions it has; the last with a blocking bcast (not
# libnbc: nonblocking ones only; not ftagree: agreement only) serves MPI_Bcast.
awk -v served="$out/served.txt" '
    { sub(/^\[[^]]*\] /, "") }
    /coll:base:comm_select: new communicator/ {
        if (comm != "") print comm ": " bcast > served
        comm = $0; sub(/.*new communicator: */, "", comm); bcast = "?"; print
    }
    /coll:han:comm_query/ { print }
    /coll:base:comm_select: selecting .*Enabled$/ {
        print; name = $3; sub(/,$/, "", name); priority = $5; sub(/,$/, "", priority)
        if (name != "libnbc" && name != "ftagree") bcast = name " (priority " priority ")"
    }
    END { if (comm != "") print comm ": " bcast > served }' "$out/all8.txt" >"$out/selection.txt"
# MPI_COMM_WORLD's selection (the others' are in selection.txt), then each communicator once.
awk '/new communicator/ { world = /MPI_COMM_WORLD/ } world { print "   " $0 }' "$out/selection.txt"
echo "   MPI_Bcast is served by (the unforced calls run on MPI_COMM_WORLD, the forced ones on duplicates):"
awk '!seen[$0]++ { print "     " $0 }' "$out/served.txt"
grep -q 'comm has only local processes; disqualifying myself' "$out/selection.txt" ||
    unexpected "coll/han did not disqualify itself on a communicator of one node"
grep -q '^MPI_COMM_WORLD (cid 0): tuned ' "$out/served.txt" ||
    unexpected "MPI_COMM_WORLD's MPI_Bcast is not coll/tuned's"

if ((unexpected > 0)); then
    echo "ompi5-check.sh: $unexpected figure(s) or verdict(s) not as expected (see above; files in $out)" >&2
    exit 1
fi
echo "all verdicts and figures as expected; files in $out"
