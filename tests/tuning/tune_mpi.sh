#!/usr/bin/env bash
# The tuning loop under Open MPI on 2 ranks (ctest tune_mpi, label mpi), one mpirun per algorithm
# (--launch-per-algorithm; tune_interleaved_mpi.sh tests the default, interleaved launches):
# calltree tune sweep of MPI_Bcast over 3 sizes with algorithms 1 and 6 forced (plus Open MPI's
# default), its resume (complete runs skipped, an incomplete one redone), Ctrl+C (exit 130,
# measured runs kept), the classic export (checked clean by calltree rules check) and tune verify
# under it.
#
#   tune_mpi.sh CALLTREE RUNNER OUTDIR MPIEXEC [MPIEXEC FLAGS...]
set -u
calltree=$1 runner=$2 out=$3
shift 3
launcher="$*"
fail() { echo "FAIL: $*" >&2; exit 1; }
rm -rf "$out" && mkdir -p "$out" || fail "cannot create $out"
sweep=(tune sweep --collectives bcast --np 2 --sizes 8,1K,64K --algorithms 1,6 --out "$out/sweep"
       --launch-per-algorithm --launcher "$launcher" --runner "$runner" --min-reps 10)

# Ctrl+C during the first run: exit 130, nothing claims to be complete, the message says how to
# resume. (The long --min-seconds keeps the run going until the signal arrives; the large
# --max-reps lets it: the runner's default cap of 100000 repetitions ended it after about 3 s on a
# quiet machine, before the signal.)
"$calltree" "${sweep[@]}" --min-seconds 20 --max-reps 1000000000 >"$out/int.txt" 2>"$out/int.err" &
pid=$!
for _ in $(seq 100); do grep -q "running" "$out/int.err" 2>/dev/null && break; sleep 0.1; done
sleep 2
kill -INT "$pid"
wait "$pid"
status=$?
[[ $status == 130 ]] || fail "interrupted sweep: exit status $status, expected 130 ($(cat "$out/int.err"))"
grep -q "interrupted: 0 of 3 run(s) complete in $out/sweep; run the same command again to resume" \
    "$out/int.err" || fail "interrupted sweep: no resume message: $(cat "$out/int.err")"
[[ ! -s "$out/int.txt" ]] || fail "interrupted sweep printed a decision"

"$calltree" "${sweep[@]}" --min-seconds 0 --export ompi --output "$out/bcast.rules" >"$out/sweep.txt" 2>"$out/sweep.err"
status=$?
[[ $status == 0 ]] || fail "sweep: exit status $status: $(cat "$out/sweep.err")"
grep -q "^Sweep: 3 run(s) in $out/sweep: 3 measured, 0 already complete, 0 failed.$" "$out/sweep.txt" ||
    fail "sweep summary: $(head -1 "$out/sweep.txt")"
[[ $(grep -c "measured in" "$out/sweep.err") == 3 ]] || fail "progress lines: $(cat "$out/sweep.err")"
for k in 0 1 6; do
    grep -q '"complete":  true' "$out/sweep/bcast-np2-alg$k.results.json" || fail "alg$k not complete"
done
grep -q "^3 point(s): the default mispicks at " "$out/sweep.txt" || fail "no decision: $(cat "$out/sweep.txt")"
for b in 8 1024 65536; do
    grep -Eq "^bcast +2 +$b +[0-9.]+ \[" "$out/sweep.txt" || fail "no row for $b bytes"
done
grep -q "^wrote $out/bcast.rules$" "$out/sweep.txt" || fail "no export"
grep -q "one mpirun per algorithm forced with --mca" "$out/bcast.rules" || fail "export provenance"
grep -q "^# use it with: mpirun --mca coll_tuned_use_dynamic_rules 1 --mca coll_tuned_dynamic_rules_filename $out/bcast.rules" \
    "$out/bcast.rules" || fail "export header"
"$calltree" rules check "$out/bcast.rules" >"$out/check.txt" 2>&1 || fail "rules check: $(cat "$out/check.txt")"

# Resume: the complete runs are skipped; an interrupted one (complete false) is run again.
sed -i 's/"complete":  true/"complete": false/' "$out/sweep/bcast-np2-alg6.results.json"
"$calltree" "${sweep[@]}" --min-seconds 0 >"$out/resume.txt" 2>"$out/resume.err" || fail "resume: $(cat "$out/resume.err")"
grep -q "^Sweep: 3 run(s) in $out/sweep: 1 measured, 2 already complete, 0 failed.$" "$out/resume.txt" ||
    fail "resume summary: $(head -1 "$out/resume.txt")"
[[ $(grep -c "skipped (complete)" "$out/resume.err") == 2 ]] || fail "resume progress: $(cat "$out/resume.err")"

# Verify under the exported file: one run, a row per size; exit 0 unless the file did not take
# effect.
"$calltree" tune verify --rules "$out/bcast.rules" --in "$out/sweep" --launcher "$launcher" \
    --runner "$runner" --min-reps 10 --min-seconds 0 >"$out/verify.txt" 2>"$out/verify.err"
status=$?
[[ $status == 0 ]] || fail "verify: exit status $status: $(cat "$out/verify.txt" "$out/verify.err")"
grep -q "coll_tuned_dynamic_rules_filename $out/bcast.rules" "$out/verify.err" || fail "verify command"
[[ $(grep -Ec "^bcast +2 +(8|1024|65536) " "$out/verify.txt") == 3 ]] || fail "verify rows: $(cat "$out/verify.txt")"
grep -Eq "^[0-9]+ point\(s\) in effect, [0-9]+ not, [0-9]+ undecided " "$out/verify.txt" || fail "verify summary: $(cat "$out/verify.txt")"
grep -q '"ompi_forced": "coll_tuned_use_dynamic_rules=1 coll_tuned_dynamic_rules_filename=' \
    "$out/sweep/verify/rules-np2.results.json" || fail "verify run not under the file"
echo "tune_mpi: ok"
