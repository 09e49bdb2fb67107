#!/usr/bin/env bash
# An interleaved tuning sweep under Open MPI on 2 ranks (ctest tune_interleaved_mpi, label mpi):
# calltree tune sweep of MPI_Bcast over 8 B, 1 KiB and 64 KiB with Open MPI's default and
# algorithms 1 and 6 as the cases of one mpirun, in 2 rounds. It is interrupted once 8 B is
# written (exit 130, nothing decided), resumed (only 1 KiB and 64 KiB are launched again, into a
# continuation file; 8 B is not measured again), decided and exported (the rules check clean),
# a third call measures nothing, and tune decide and tune verify read the folder. Last, a
# model-guided --adaptive sweep launches its verification points first, then the other sizes, and
# tune verify tells a rules file in effect from one the launcher dropped.
#
#   tune_interleaved_mpi.sh CALLTREE RUNNER OUTDIR MPIEXEC [MPIEXEC FLAGS...]
set -u
calltree=$1 runner=$2 out=$3
shift 3
launcher="$*"
fail() { echo "FAIL: $*" >&2; exit 1; }
rm -rf "$out" && mkdir -p "$out" || fail "cannot create $out"
dir="$out/sweep"
sweep=(tune sweep --collectives bcast --np 2 --sizes 8,1K,64K --algorithms 1,6 --out "$dir"
       --rounds 2 --launcher "$launcher" --runner "$runner" --min-reps 10)
# Cases of one size in a results file: "MPI_Bcast 8 B root 0", "MPI_Bcast (ompi 6) 8 B root 0".
count() { grep -Ec "\"name\": +\"MPI_Bcast[^\"]* $2 B root 0\"" "$1" 2>/dev/null; }

# Each case takes 1 s per size (two rounds of 0.5 s): interrupted while 1 KiB runs, once the
# three cases of 8 B are in the file.
"$calltree" "${sweep[@]}" --min-seconds 1 >"$out/int.txt" 2>"$out/int.err" &
pid=$!
for _ in $(seq 300); do [[ $(count "$dir/sweep-np2.results.json" 8) == 3 ]] && break; sleep 0.1; done
[[ $(count "$dir/sweep-np2.results.json" 8) == 3 ]] || fail "8 B never written: $(cat "$out/int.err")"
kill -INT "$pid"
wait "$pid"
status=$?
[[ $status == 130 ]] || fail "interrupted sweep: exit status $status, expected 130 ($(cat "$out/int.err"))"
grep -q "interrupted: 0 of 1 run(s) complete in $dir; run the same command again to resume" \
    "$out/int.err" || fail "interrupted sweep: no resume message: $(cat "$out/int.err")"
grep -q "^tune: \[1/1\] np 2: bcast 0,1,6 interleaved in 2 round(s) (9 measurements): running ...$" \
    "$out/int.err" || fail "progress line: $(cat "$out/int.err")"
[[ ! -s "$out/int.txt" ]] || fail "interrupted sweep printed a decision"
# On a loaded machine the interrupt can arrive after 1 KiB is written too (3 cases), and then
# while 64 KiB runs; the size the interrupt ended holds at most that case, marked failed, and is
# measured again. 64 KiB is never written whole: the sweep would have ended (exit 0, not 130).
kib=$(count "$dir/sweep-np2.results.json" 1024)
k64=$(count "$dir/sweep-np2.results.json" 65536)
[[ $k64 == 0 || ($k64 == 1 && $kib == 3) ]] || fail "64 KiB: $k64 case(s) before the interrupt, 1 KiB $kib"
if [[ $kib == 3 ]]; then left=3 resumedKib=0; else left=6 resumedKib=3; fi
grep -q '"complete": \+false' "$dir/sweep-np2.results.json" || fail "interrupted file claims to be complete"
grep -q '"rounds": 2' "$dir/sweep-np2.plan.json" || fail "plan: $(cat "$dir/sweep-np2.plan.json")"

# Resume: only the sizes not written (1 KiB and 64 KiB, or 64 KiB alone) are launched, into -resume1.
"$calltree" "${sweep[@]}" --min-seconds 0 --export ompi --output "$out/bcast.rules" \
    >"$out/sweep.txt" 2>"$out/sweep.err"
status=$?
[[ $status == 0 ]] || fail "resumed sweep: exit status $status: $(cat "$out/sweep.err")"
grep -q "^tune: \[1/1\] np 2: bcast 0,1,6 interleaved in 2 round(s) ($left measurements left, into $dir/sweep-np2-resume1.results.json): measured in " \
    "$out/sweep.err" || fail "resume progress: $(cat "$out/sweep.err")"
resumed="$dir/sweep-np2-resume1.results.json"
[[ $(count "$resumed" 8) == 0 ]] || fail "8 B measured again"
[[ $(count "$resumed" 1024) == "$resumedKib" && $(count "$resumed" 65536) == 3 ]] || fail "resume cases: $(cat "$resumed")"
grep -q '"complete": \+true' "$resumed" || fail "resume not complete"
grep -q '"ompi_forced": "coll_tuned_use_dynamic_rules=1"' "$resumed" || fail "dynamic rules not on"
grep -q "^Sweep: 1 run(s) in $dir: 1 measured, 0 already complete, 0 failed.$" "$out/sweep.txt" ||
    fail "sweep summary: $(head -1 "$out/sweep.txt")"
grep -q "^3 point(s): the default mispicks at " "$out/sweep.txt" || fail "no decision: $(cat "$out/sweep.txt")"
for b in 8 1024 65536; do
    grep -Eq "^bcast +2 +$b +[0-9.]+ \[" "$out/sweep.txt" || fail "no row for $b bytes: $(cat "$out/sweep.txt")"
done
grep -q "^wrote $out/bcast.rules$" "$out/sweep.txt" || fail "no export"
grep -q "one mpirun per communicator size with --mca coll_tuned_use_dynamic_rules 1, each algorithm forced by the runner through MPI_T, interleaved in 2 round(s)" \
    "$out/bcast.rules" || fail "export provenance: $(head -5 "$out/bcast.rules")"
"$calltree" rules check "$out/bcast.rules" >"$out/check.txt" 2>&1 || fail "rules check: $(cat "$out/check.txt")"

# Everything measured: nothing is launched, no further file.
"$calltree" "${sweep[@]}" --min-seconds 0 >"$out/again.txt" 2>"$out/again.err" || fail "again: $(cat "$out/again.err")"
grep -q "^tune: \[1/1\] np 2: bcast 0,1,6 interleaved in 2 round(s) (9 measurements): skipped (complete)$" \
    "$out/again.err" || fail "again progress: $(cat "$out/again.err")"
grep -q "^Sweep: 1 run(s) in $dir: 0 measured, 1 already complete, 0 failed.$" "$out/again.txt" ||
    fail "again summary: $(head -1 "$out/again.txt")"
[[ ! -e "$dir/sweep-np2-resume2.results.json" ]] || fail "a complete sweep launched again"

# tune decide reads the folder: the interrupted file's 8 B and the continuation's other sizes.
"$calltree" tune decide --in "$dir" >"$out/decide.txt" 2>&1 || fail "decide: $(cat "$out/decide.txt")"
grep -q "^3 point(s): the default mispicks at " "$out/decide.txt" || fail "decide: $(cat "$out/decide.txt")"
# tune verify reads the folder too (one launch under the exported file, a row per size).
"$calltree" tune verify --rules "$out/bcast.rules" --in "$dir" --launcher "$launcher" \
    --runner "$runner" --min-reps 10 --min-seconds 0 >"$out/verify.txt" 2>"$out/verify.err"
status=$?
[[ $status == 0 ]] || fail "verify: exit status $status: $(cat "$out/verify.txt" "$out/verify.err")"
[[ $(grep -Ec "^bcast +2 +(8|1024|65536) " "$out/verify.txt") == 3 ]] || fail "verify rows: $(cat "$out/verify.txt")"
grep -Eq "^[0-9]+ point\(s\) in effect, [0-9]+ not, [0-9]+ undecided " "$out/verify.txt" ||
    fail "verify summary: $(cat "$out/verify.txt")"
# Adaptive: 1 KiB and 1 MiB (every 2nd size) with every algorithm in the first launch, then 8 B
# and 64 KiB with what the model and the verification points leave.
profile="$(dirname "$0")/../gui/data/calibration-2ranks.loggp.json"
"$calltree" tune sweep --collectives bcast --np 2 --sizes 8,1K,64K,1M --algorithms 1,6,8 \
    --out "$out/adaptive" --rounds 2 --launcher "$launcher" --runner "$runner" --min-reps 10 \
    --min-seconds 0 --model "$profile" --margin 0.10 --verify-every 2 --adaptive \
    >"$out/adaptive.txt" 2>"$out/adaptive.err"
status=$?
[[ $status == 0 ]] || fail "adaptive: exit status $status: $(cat "$out/adaptive.err")"
grep -q "^tune: \[1/1\] np 2: bcast 0,1,6,8 interleaved in 2 round(s) (8 measurements): measured in " \
    "$out/adaptive.err" || fail "adaptive, first launch: $(cat "$out/adaptive.err")"
[[ $(grep -c "measured in" "$out/adaptive.err") == 2 ]] || fail "adaptive launches: $(cat "$out/adaptive.err")"
[[ $(count "$out/adaptive/sweep-np2-verification.results.json" 1024) == 4 &&
   $(count "$out/adaptive/sweep-np2-verification.results.json" 8) == 0 ]] || fail "verification file"
[[ $(count "$out/adaptive/sweep-np2.results.json" 8) -ge 2 &&
   $(count "$out/adaptive/sweep-np2.results.json" 1024) == 0 ]] || fail "second launch's file"
grep -Eq "^Model-guided: [0-9]+ of 16 measurements \([0-9.]+x fewer\), 2 mpirun launches\.$" \
    "$out/adaptive.txt" || fail "adaptive report: $(cat "$out/adaptive.txt")"
grep -Eq "^  adaptive: the algorithms within the margin missed the measured best by more than 5 % at [0-2] of 2 verification point\(s\); [0-2] size\(s\) next to them measured every algorithm$" \
    "$out/adaptive.txt" || fail "adaptive line: $(cat "$out/adaptive.txt")"
for b in 8 1024 65536 1048576; do
    grep -Eq "^bcast +2 +$b +[0-9.]+ \[" "$out/adaptive.txt" || fail "adaptive: no row for $b bytes"
done

# Verification against the same launch: a file that picks scatter-allgather (8) at every size,
# which a sweep of 8 B and 1 KiB measures at about twice the default's time on 2 ranks (small
# sizes: at 1 MiB the default's time alone changes 2x from launch to launch here). Under the file
# the launch runs 8 both unforced and forced: in effect. Through a launcher that drops the file
# (env -u; the settings reach a non-mpirun launcher as OMPI_MCA_ variables) the unforced case
# runs the default: NOT in effect, exit 1. Ranks sharing cores with another test can make the
# times undecided (never the wrong verdict): each case is tried up to 3 times until decided.
printf '1\n7\n1\n2 1\n0 8 0 0\n' >"$out/pick8.rules"
# The effect column of both rows, "in effect in effect", "NOT in effect undecided", ...
verdict() {
    grep -E "^bcast +2 +(8|1024) +8 scatter_allgather " "$1" |
        grep -Eo "(NOT in effect|in effect|undecided)$" | paste -sd' '
}
verifyPick8() {  # NAME LAUNCHER: sweeps 8 B and 1 KiB, verifies; exit status in $status
    "$calltree" tune sweep --collectives bcast --np 2 --sizes 8,1K --algorithms 8 --out "$out/small" \
        --rounds 3 --launcher "$launcher" --runner "$runner" --min-reps 10 --min-seconds 0.1 \
        >"$out/small.txt" 2>&1 || fail "8 B and 1 KiB sweep: $(cat "$out/small.txt")"
    "$calltree" tune verify --rules "$out/pick8.rules" --in "$out/small" --runner "$runner" \
        --min-reps 10 --min-seconds 0.05 --rounds 3 --launcher "$2" >"$out/$1.txt" 2>"$out/$1.err"
    status=$?
    # The pick forced beside the file's own choice, in the one launch.
    grep -q '"name": \+"MPI_Bcast (ompi 8) 1024 B root 0"' "$out/small/verify/rules-np2.results.json" ||
        fail "the pick is not forced in the verification launch"
    rm -rf "$out/small"
}
for attempt in 1 2 3; do
    verifyPick8 pick8 "$launcher"
    [[ $(verdict "$out/pick8.txt") == *NOT* ]] && fail "pick8 read as NOT in effect: $(cat "$out/pick8.txt")"
    [[ $status == 0 ]] || fail "pick8 verify: exit status $status: $(cat "$out/pick8.txt" "$out/pick8.err")"
    [[ $(verdict "$out/pick8.txt") == "in effect in effect" ]] && break
    echo "pick8, attempt $attempt: undecided" >&2
done
[[ $(verdict "$out/pick8.txt") == "in effect in effect" ]] || fail "pick8 in effect: $(cat "$out/pick8.txt")"
grep -q "pick8.rules took effect.$" "$out/pick8.txt" || fail "pick8 verdict: $(cat "$out/pick8.txt")"
for attempt in 1 2 3; do
    verifyPick8 dropped "env -u OMPI_MCA_coll_tuned_dynamic_rules_filename $launcher"
    v=$(verdict "$out/dropped.txt")
    [[ ${v//NOT in effect/NOT} == *"in effect"* ]] && fail "dropped file read as in effect: $(cat "$out/dropped.txt")"
    [[ $(verdict "$out/dropped.txt") == "NOT in effect NOT in effect" ]] && break
    echo "dropped file, attempt $attempt: undecided" >&2
done
[[ $status == 1 ]] || fail "dropped file: exit status $status: $(cat "$out/dropped.txt" "$out/dropped.err")"
[[ $(verdict "$out/dropped.txt") == "NOT in effect NOT in effect" ]] || fail "dropped file: $(cat "$out/dropped.txt")"
grep -q "pick8.rules did not take effect" "$out/dropped.err" || fail "dropped file: $(cat "$out/dropped.err")"
echo "tune_interleaved_mpi: ok"
