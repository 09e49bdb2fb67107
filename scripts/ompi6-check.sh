#!/usr/bin/env bash
# The Open MPI 6.0 figures of docs/tuning.md ("Open MPI 6.0"): under an Open MPI 6.0 installation
# and a calltree-runner built against it, a JSON rules file is checked and verified (in effect,
# and NOT in effect through a launcher that drops the file), and three files are timed directly:
# a classic file with communicator sizes 2 and 4 (6.0 gives 2 ranks the rules written for 4),
# and JSON files whose comm_size_max is "inf" and 100000.
#
#   scripts/ompi6-check.sh --prefix /path/to/openmpi-6.0 --runner /path/to/calltree-runner
#                          [--out DIR] [--build DIR]
#
# Open MPI 6.0 is not a Debian 12 package and this project does not build it: --prefix is an
# installation made elsewhere (bin/mpirun, bin/ompi_info), --runner the runner configured with
# -DMPI_C_COMPILER=PREFIX/bin/mpicc -DMPI_CXX_COMPILER=PREFIX/bin/mpicxx (cmake --build DIR
# --target calltree-runner). Everything stays in DIR (default ompi6-check).
set -euo pipefail

prefix=""
runner=""
out=ompi6-check
build="${BUILD_DIR:-build}"
while [[ $# -gt 0 ]]; do
    case "$1" in
        --prefix) prefix="$2"; shift 2 ;;
        --runner) runner="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        --build) build="$2"; shift 2 ;;
        -h | --help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "ompi6-check.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done
[[ -x "$prefix/bin/mpirun" && -x "$prefix/bin/ompi_info" ]] ||
    { echo "ompi6-check.sh: --prefix must be an Open MPI installation (bin/mpirun, bin/ompi_info)" >&2; exit 2; }
[[ -x "$runner" ]] || { echo "ompi6-check.sh: --runner: '$runner' is not an executable" >&2; exit 2; }
calltree="$build/cli/calltree"
[[ -x "$calltree" ]] || { echo "ompi6-check.sh: $calltree is not built (scripts/build.sh)" >&2; exit 2; }
mkdir -p "$out"
out=$(cd "$out" && pwd)
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
launcher="$prefix/bin/mpirun --mca pml ob1 --mca btl self,sm"
version=$("$prefix/bin/ompi_info" --version | sed -n 's/^Open MPI v\([0-9.]*\).*/\1/p' | head -1)
"$prefix/bin/ompi_info" --param coll tuned --level 9 --parsable >"$out/ompi_info.txt"
info=(--ompi-info "$out/ompi_info.txt" --ompi-version "$version")
echo "Open MPI $("$prefix/bin/ompi_info" --version | head -1 | sed 's/^Open MPI //')"

echo "== a sweep of bcast on 2 ranks (8 B, 1 KiB, 1 MiB; algorithms 1 and 8)"
"$calltree" tune sweep --collectives bcast --np 2 --sizes 8,1K,1M --algorithms 1,8 --out "$out/sweep" \
    --rounds 3 --min-reps 10 --min-seconds 0.1 --launcher "$launcher" --runner "$runner" "${info[@]}" \
    >"$out/sweep.txt"
printf '{"rule_file_version": 3, "module": "tuned", "collectives": {"bcast": [{"rules": [{"alg": "scatter_allgather"}]}]}}\n' \
    >"$out/all8.json"
echo "== rules check all8.json"
"$calltree" rules check "$out/all8.json" "${info[@]}" | sed -n '2p'
for drop in no yes; do
    l="$launcher"
    [[ $drop == yes ]] && l="env -u OMPI_MCA_coll_tuned_dynamic_rules_filename $launcher"
    echo "== tune verify all8.json (file dropped: $drop)"
    "$calltree" tune verify --rules "$out/all8.json" --in "$out/sweep" --out "$out/verify-$drop" \
        --launcher "$l" --runner "$runner" "${info[@]}" --rounds 3 --min-reps 10 --min-seconds 0.05 \
        2>/dev/null | grep -E '^bcast|took effect|not take effect|cannot tell' || true
done

plan="$out/plan.json"
cat >"$plan" <<'EOF'
{"format": "calltree-plan", "version": 1, "timing": {"rounds": 5}, "cases": [
  {"mpi": "MPI_Bcast", "bytes": [8, 1048576], "ompi_algorithm": 0},
  {"mpi": "MPI_Bcast", "bytes": [8, 1048576], "ompi_algorithm": 8},
  {"mpi": "MPI_Bcast", "bytes": [8, 1048576], "ompi_algorithm": 1}]}
EOF
printf '1\n7\n2\n2 1\n0 8 0 0\n4 1\n0 1 0 0\n' >"$out/two-sizes.rules"
printf '{"collectives": {"bcast": [{"comm_size_max": "inf", "rules": [{"alg": 8}]}]}}\n' >"$out/inf.json"
printf '{"collectives": {"bcast": [{"comm_size_max": 100000, "rules": [{"alg": 8}]}]}}\n' >"$out/finite.json"
echo "== rules check two-sizes.rules"
"$calltree" rules check "$out/two-sizes.rules" "${info[@]}" | head -1 || true
for f in two-sizes.rules inf.json finite.json; do
    echo "== MPI_Bcast on 2 ranks under $f: unforced, 8 and 1 forced"
    $launcher -np 2 --mca coll_tuned_use_dynamic_rules 1 --mca coll_tuned_dynamic_rules_filename \
        "$out/$f" "$runner" run --plan "$plan" --min-seconds 0.2 --output "$out/${f%.*}.results.json" \
        | grep 'MPI_Bcast'
done
