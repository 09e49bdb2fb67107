#!/usr/bin/env bash
# The tuning loop under MPICH on 2 ranks (ctest tune_mpich, labels mpi and mpich):
# - the runner's integer for every value of MPICH's bcast, reduce and allreduce CVARs (read off
#   the variable's description) is the one MPICH itself stores for that value set in the
#   environment (the runner refuses to force when they differ);
# - calltree tune sweep --mpi mpich of MPI_Bcast over 3 sizes in one launch, MPICH's 4 bcast
#   algorithms and "auto" interleaved, each forced per case through MPI_T: the results record
#   each case's CVAR value, and the scatter + allgather algorithms take longer than binomial at
#   64 KiB (the write took effect);
# - the same sweep with --launch-per-algorithm (5 launches, the CVAR in the environment);
# - the MPICH JSON export (merged with the installed MPICH's built-in tree, checked clean as that
#   MPICH reads it), tune verify under it (one launch, the runs record the file; exit 0), and a
#   launcher that drops the file: exit 1, "did not take effect".
#
#   tune_mpich.sh CALLTREE RUNNER_MPICH OUTDIR MPIEXEC_MPICH
set -u
calltree=$1 runner=$2 out=$3 mpiexec=$4
fail() { echo "FAIL: $*" >&2; exit 1; }
rm -rf "$out" && mkdir -p "$out" || fail "cannot create $out"
timing=(--min-reps 10 --min-seconds 0)

# Every value's integer as the runner reads it off the description = MPICH's own.
declare -A values=(
    [BCAST]="auto binomial nb smp scatter_recursive_doubling_allgather scatter_ring_allgather"
    [REDUCE]="auto binomial nb smp reduce_scatter_gather"
    [ALLREDUCE]="auto nb smp recursive_doubling reduce_scatter_allgather")
declare -A call=([BCAST]=MPI_Bcast [REDUCE]=MPI_Reduce [ALLREDUCE]=MPI_Allreduce)
declare -A forced=([BCAST]=binomial [REDUCE]=binomial [ALLREDUCE]=recursive_doubling)
for c in BCAST REDUCE ALLREDUCE; do
    for v in ${values[$c]}; do
        "$mpiexec" -n 1 -genv "MPIR_CVAR_${c}_INTRA_ALGORITHM" "$v" "$runner" run --mpi "${call[$c]}" \
            --mpich-algorithm "${forced[$c]}" --bytes 64 "${timing[@]}" --output "$out/value.json" \
            >"$out/value.txt" 2>&1 || fail "$c=$v: $(cat "$out/value.txt")"
    done
done
# A value the variable does not have: the case fails, naming it.
"$mpiexec" -n 1 "$runner" run --mpi MPI_Bcast --mpich-algorithm ring --bytes 64 "${timing[@]}" \
    --output "$out/bad.json" >"$out/bad.txt" 2>&1 && fail "an unknown value was accepted"
grep -q "'ring' is not one value of MPIR_CVAR_BCAST_INTRA_ALGORITHM" "$out/bad.txt" ||
    fail "unknown value: $(cat "$out/bad.txt")"

"$calltree" tune sweep --mpi mpich --collectives bcast --np 2 --sizes 8,1K,64K --out "$out/sweep" \
    --launcher "$mpiexec" --runner "$runner" "${timing[@]}" --export mpich-json \
    --output "$out/bcast.json" >"$out/sweep.txt" 2>"$out/sweep.err"
status=$?
[[ $status == 0 ]] || fail "sweep: exit status $status: $(cat "$out/sweep.err" "$out/sweep.txt")"
grep -q "^Sweep: 1 run(s) in $out/sweep: 1 measured, 0 already complete, 0 failed.$" "$out/sweep.txt" ||
    fail "sweep summary: $(head -1 "$out/sweep.txt")"
results="$out/sweep/sweep-np2.results.json"
grep -q '"mpi_library": "MPICH Version:' "$results" || fail "not MPICH"
[[ $(grep -c '"mpich_algorithm": "scatter_ring_allgather"' "$results") == 3 ]] ||
    fail "the ring's cases do not record their CVAR value"
# The medians at 64 KiB: both scatter + allgathers send the message twice over (about 2x
# binomial's here), so if the writes had no effect all five would take the same time.
python3 - "$results" <<'PY' || fail "the forced algorithms do not differ at 64 KiB"
import json, sys
cases = json.load(open(sys.argv[1]))["cases"]
median = {c["mpich_algorithm"]: c["stats"]["median"] for c in cases if c["bytes"] == 65536}
print("64 KiB medians:", median)
assert median["scatter_ring_allgather"] > 1.2 * median["binomial"], median
assert median["scatter_recursive_doubling_allgather"] > 1.2 * median["binomial"], median
PY
"$calltree" tune sweep --mpi mpich --collectives bcast --np 2 --sizes 8,64K --out "$out/per-algorithm" \
    --launch-per-algorithm --launcher "$mpiexec" --runner "$runner" "${timing[@]}" \
    >"$out/per-algorithm.txt" 2>&1 || fail "per algorithm: $(cat "$out/per-algorithm.txt")"
grep -q "^Sweep: 5 run(s) in $out/per-algorithm: 5 measured" "$out/per-algorithm.txt" ||
    fail "per-algorithm summary: $(head -1 "$out/per-algorithm.txt")"
grep -q '"mpich_forced": "MPIR_CVAR_BCAST_INTRA_ALGORITHM=scatter_ring_allgather"' \
    "$out/per-algorithm/bcast-np2-alg3.results.json" || fail "alg3 does not record its CVAR"
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
    "$out/sweep/verify/rules-np2.results.json" || fail "verify run not under the file"

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
