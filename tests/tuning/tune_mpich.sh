#!/usr/bin/env bash
# The tuning loop under MPICH on 2 ranks (ctest tune_mpich, labels mpi and mpich): calltree tune
# sweep --mpi mpich of MPI_Bcast over 3 sizes (MPICH's 4 bcast algorithms forced by CVAR, plus
# "auto"), the results recording MPICH and the CVAR, the MPICH JSON export (merged with the
# installed MPICH's built-in tree, checked clean as that MPICH reads it), tune verify under it
# (the runs record the file; exit 0), and a launcher that drops the file: exit 1, "did not take
# effect".
#
#   tune_mpich.sh CALLTREE RUNNER_MPICH OUTDIR MPIEXEC_MPICH
set -u
calltree=$1 runner=$2 out=$3 mpiexec=$4
fail() { echo "FAIL: $*" >&2; exit 1; }
rm -rf "$out" && mkdir -p "$out" || fail "cannot create $out"
timing=(--min-reps 10 --min-seconds 0)

"$calltree" tune sweep --mpi mpich --collectives bcast --np 2 --sizes 8,1K,64K --out "$out/sweep" \
    --launcher "$mpiexec" --runner "$runner" "${timing[@]}" --export mpich-json \
    --output "$out/bcast.json" >"$out/sweep.txt" 2>"$out/sweep.err"
status=$?
[[ $status == 0 ]] || fail "sweep: exit status $status: $(cat "$out/sweep.err" "$out/sweep.txt")"
grep -q "^Sweep: 5 run(s) in $out/sweep: 5 measured, 0 already complete, 0 failed.$" "$out/sweep.txt" ||
    fail "sweep summary: $(head -1 "$out/sweep.txt")"
grep -q '"mpi_library": "MPICH Version:' "$out/sweep/bcast-np2-alg0.results.json" || fail "alg0 not MPICH"
grep -q '"mpich_forced": "MPIR_CVAR_BCAST_INTRA_ALGORITHM=scatter_ring_allgather"' \
    "$out/sweep/bcast-np2-alg3.results.json" || fail "alg3 does not record its CVAR"
for b in 8 1024 65536; do
    grep -Eq "^bcast +2 +$b +[0-9.e+]+ \[" "$out/sweep.txt" || fail "no row for $b bytes"
done
grep -q "^wrote $out/bcast.json$" "$out/sweep.txt" || fail "no export: $(cat "$out/sweep.txt")"
grep -q "MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE=$out/bcast.json MPIR_CVAR_BCAST_INTRA_ALGORITHM=auto" \
    "$out/sweep.txt" || fail "usage line"
grep -q '"collective=barrier"' "$out/bcast.json" || fail "the built-in tree is not merged in"
"$calltree" rules check "$out/bcast.json" --mpich-version installed >"$out/check.txt" 2>&1 ||
    fail "rules check: $(cat "$out/check.txt")"

"$calltree" tune verify --rules "$out/bcast.json" --in "$out/sweep" --launcher "$mpiexec" \
    --runner "$runner" "${timing[@]}" >"$out/verify.txt" 2>"$out/verify.err"
status=$?
[[ $status == 0 ]] || fail "verify: exit status $status: $(cat "$out/verify.txt" "$out/verify.err")"
grep -q -- "-genv MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE $out/bcast.json" "$out/verify.err" ||
    fail "verify command: $(cat "$out/verify.err")"
[[ $(grep -Ec "^bcast +2 +(8|1024|65536) " "$out/verify.txt") == 3 ]] || fail "verify rows: $(cat "$out/verify.txt")"
grep -q "\"mpich_forced\": \"MPIR_CVAR_BCAST_INTRA_ALGORITHM=auto MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE=$out/bcast.json\"" \
    "$out/sweep/verify/bcast-np2-rules.results.json" || fail "verify run not under the file"

# A launcher that does not pass the file on (as a batch launcher without the variable would;
# named mpirun* so that it gets hydra's -genv arguments, which it drops):
# the runs record no file and verify says the file did not take effect (exit 1).
cat >"$out/mpirun-dropping-the-file" <<SH
#!/usr/bin/env bash
args=()
while (( \$# )); do
    if [[ \$1 == -genv && \$2 == MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE ]]; then shift 3; continue; fi
    args+=("\$1"); shift
done
exec "$mpiexec" "\${args[@]}"
SH
chmod +x "$out/mpirun-dropping-the-file"
"$calltree" tune verify --rules "$out/bcast.json" --in "$out/sweep" --launcher "$out/mpirun-dropping-the-file" \
    --runner "$runner" "${timing[@]}" --out "$out/dropped" >"$out/dropped.txt" 2>"$out/dropped.err"
status=$?
[[ $status == 1 ]] || fail "verify with the file dropped: exit status $status, expected 1"
grep -q "did not take effect: the ranks did not receive MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE" \
    "$out/dropped.err" || fail "verify with the file dropped: $(cat "$out/dropped.err")"
echo "tune_mpich: ok"
