#!/usr/bin/env bash
# Bonorden's (2002) MST and sorting study (his Figures 13 and 14), redone on this machine: for
# every root algorithm of MST (graphs of --nodes nodes and each edge count of --edges) and of Sort
# and IntegerSort (each element count of --counts), build the cheapest schedule that starts with
# it (`calltree optimize --algorithm`), run them all on real data in one plan (calltree-runner,
# verified every repetition), and print per size: measured median beside the prediction under
# this machine's calibrated BSP* profile and under the thesis' psc2-tcp profile, which algorithm
# each profile picks, which one wins, and what each mispick loses (docs/mst-study.md).
#
#   scripts/mst_study.sh [-np N] [--nodes 1024] [--edges 1024..65536] [--counts 1024..1M]
#                        [--machine FILE] [--part mst|sort|both] [--out DIR] [--build DIR]
#                        [--seed S] [--quick] [--plan-only]
#
# --machine: a BSP* profile to predict with (default: `calltree-runner calibrate` of N ranks, kept
# in DIR). --quick: fewer repetitions (a smoke test, not a measurement). DIR (default
# mst-study-N-ranks) keeps the schedules, the plan, the results and the tables (study.txt,
# study.csv). --plan-only: stop once the schedules and the plan (study.plan.json, schedule paths
# relative to it) are written; docs/plans/mst-study-2-ranks/ is made so with --machine psc2-tcp.
# The chart: scripts/mst_study_chart.py DIR/study.csv DIR/study.svg.
set -euo pipefail

ranks=2
nodes=1024
edges=1024..65536
counts=1024..1048576
machine=""
part=both
out=""
build="${BUILD_DIR:-build}"
seed=1
quick=0
plan_only=0
while [[ $# -gt 0 ]]; do
    case "$1" in
        -np | --ranks) ranks="$2"; shift 2 ;;
        --nodes) nodes="$2"; shift 2 ;;
        --edges) edges="$2"; shift 2 ;;
        --counts) counts="$2"; shift 2 ;;
        --machine) machine="$2"; shift 2 ;;
        --part) part="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        --build) build="$2"; shift 2 ;;
        --seed) seed="$2"; shift 2 ;;
        --quick) quick=1; shift ;;
        --plan-only) plan_only=1; shift ;;
        -h | --help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "mst_study.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done
[[ "$ranks" =~ ^[0-9]+$ && "$ranks" -ge 2 ]] ||
    { echo "mst_study.sh: -np needs a whole number >= 2 (calibration measures between two ranks), got '$ranks'" >&2; exit 2; }
[[ "$part" == mst || "$part" == sort || "$part" == both ]] ||
    { echo "mst_study.sh: --part must be mst, sort or both, got '$part'" >&2; exit 2; }
out="${out:-mst-study-$ranks-ranks}"
calltree="$build/cli/calltree"
runner="$build/runner/calltree-runner"
for tool in "$calltree" "$runner"; do
    [[ -x "$tool" ]] || { echo "mst_study.sh: $tool is not built (scripts/build.sh, or --build DIR)" >&2; exit 2; }
done
command -v mpirun >/dev/null || { echo "mst_study.sh: mpirun not found (apt-get install openmpi-bin)" >&2; exit 2; }
command -v python3 >/dev/null || { echo "mst_study.sh: python3 is needed for the table" >&2; exit 2; }
mkdir -p "$out/schedules"

# "1024..65536" doubles from the first; "1024,4096" is a list.
expand_sizes() {
    if [[ "$1" == *..* ]]; then
        local from="${1%%..*}" to="${1##*..}" s
        for ((s = from; s <= to; s *= 2)); do echo "$s"; done
    else
        tr ',' '\n' <<<"$1"
    fi
}

export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
mpi=(mpirun --mca pml ob1 --mca btl self,vader -np "$ranks")
if [[ "$ranks" -gt "$(nproc)" ]]; then
    mpi+=(--oversubscribe)
    echo "note: $ranks ranks on $(nproc) cores share cores; the model does not account for that" >&2
fi

if [[ -z "$machine" ]]; then
    echo "1/4 calibrating $ranks ranks (BSP* g, L and the operation rate) ..." >&2
    machine="$out/this-machine.machine.json"
    reps=(); [[ $quick == 1 ]] && reps=(--reps 5)
    "${mpi[@]}" "$runner" calibrate --output "$machine" --name "this machine, $ranks ranks" \
        "${reps[@]}" >"$out/calibration.txt"
fi

# One row per schedule: problem, size, root algorithm, file, cost under psc2-tcp (ns).
manifest="$out/schedules.csv"
picks="$out/picks.csv"
echo "problem,size,algorithm,file,thesis_ns" >"$manifest"
echo "problem,size,profile,pick,schedule" >"$picks"
# Root algorithms of each problem in the library (core/schedule/*_algorithms.cpp); those with no
# schedule on this many processors (Kruskal and MergeSort run on one) are reported and skipped.
declare -A algorithms=(
    [MST]="MSTWithMerge MST MSTBoruvkaAndMerge Kruskal"
    [Sort]="DistributedWithMasterSort MergeSort"
    [IntegerSort]="RadixSort IntegerSortWithSort IntegerWithMasterSort SeqRadixSort")
problems=()
[[ "$part" != sort ]] && problems+=(MST)
[[ "$part" != mst ]] && problems+=(Sort IntegerSort)

echo "2/4 building each root algorithm's cheapest schedule ..." >&2
root_of() { python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["tree"]["algorithm"] + "," + d["name"])'; }
for problem in "${problems[@]}"; do
    if [[ $problem == MST ]]; then sizes=$(expand_sizes "$edges"); else sizes=$(expand_sizes "$counts"); fi
    for size in $sizes; do
        if [[ $problem == MST ]]; then input="nodes=$nodes,edges=$size"; else input="count=$size,element_size=8"; fi
        common=(--problem "$problem" --input "$input" --procs "$ranks")
        for profile in "$machine" psc2-tcp; do
            label=this-machine; [[ $profile == psc2-tcp ]] && label=psc2-tcp
            pick=$("$calltree" optimize --machine "$profile" "${common[@]}" --format json | root_of)
            echo "$problem,$size,$label,$pick" >>"$picks"
        done
        for algorithm in ${algorithms[$problem]}; do
            file="$out/schedules/$problem-$size-$algorithm.calltree.json"
            if ! "$calltree" optimize --machine "$machine" "${common[@]}" --algorithm "$algorithm" \
                --output "$file" --format json >/dev/null 2>"$out/optimize.err"; then
                echo "  $problem $input: no $algorithm schedule on $ranks processors ($(tail -1 "$out/optimize.err"))" >&2
                continue
            fi
            thesis=$("$calltree" cost "$file" --machine psc2-tcp --format json |
                python3 -c 'import json,sys; print(json.load(sys.stdin).get("time_ns", ""))')
            echo "$problem,$size,$algorithm,$file,$thesis" >>"$manifest"
        done
    done
done

echo "3/4 writing the plan and running every schedule on real data (seed $seed) ..." >&2
timing='{"warmup": 1, "min_reps": 10, "min_seconds": 0.2, "max_reps": 200}'
[[ $quick == 1 ]] && timing='{"warmup": 1, "min_reps": 3, "min_seconds": 0, "max_reps": 3}'
python3 - "$manifest" "$out/study.plan.json" "$timing" "$seed" "$ranks" <<'PY'
import csv, json, os, sys
manifest, plan, timing, seed, ranks = sys.argv[1:]
# Relative to the plan's folder (the runner resolves them from there): the folder can move.
here = os.path.dirname(os.path.abspath(plan))
cases = [{"schedule": os.path.relpath(os.path.abspath(r["file"]), here), "procs": int(ranks),
          "seed": int(seed)} for r in csv.DictReader(open(manifest))]
json.dump({"format": "calltree-plan", "version": 1, "timing": json.loads(timing), "cases": cases},
          open(plan, "w"), indent=1)
PY
if [[ $plan_only == 1 ]]; then
    echo "written: $out/study.plan.json and its schedules (run: ${mpi[*]} $runner run --plan $out/study.plan.json)" >&2
    exit 0
fi
"${mpi[@]}" "$runner" run --plan "$out/study.plan.json" --output "$out/study.results.json" \
    --format text >"$out/run.txt"

echo "4/4 the table ..." >&2
python3 - "$manifest" "$picks" "$out/study.results.json" "$out/study.txt" "$out/study.csv" "$machine" <<'PY'
import csv, json, os, sys
manifest, picks_file, results, text_out, csv_out, machine = sys.argv[1:]
rows = list(csv.DictReader(open(manifest)))
picks = {}
for p in csv.DictReader(open(picks_file)):
    picks[(p["problem"], p["size"], p["profile"])] = p["pick"]
by_file = {os.path.abspath(c["schedule_file"]): c for c in json.load(open(results))["cases"]}
table = []
for r in rows:
    c = by_file.get(os.path.abspath(r["file"]))
    ok = c is not None and c["status"] == "ok"
    table.append({
        "problem": r["problem"], "size": int(r["size"]), "algorithm": r["algorithm"],
        "schedule": c["algorithm"] if c else "",
        "measured_s": c["stats"]["median"] if ok else None,
        "predicted_s": c.get("predicted_seconds") if c else None,
        "thesis_s": float(r["thesis_ns"]) * 1e-9 if r["thesis_ns"] else None,
        "status": c["status"] if c else "not run"})

def fmt(s):
    if s is None: return "-"
    return "%.3g ms" % (s * 1e3) if s < 1 else "%.3g s" % s

lines, out_rows = [], []
lines.append("MST and sorting on this machine: measured (median) vs predicted; profile " + machine)
for (problem, size) in sorted({(t["problem"], t["size"]) for t in table}):
    group = [t for t in table if t["problem"] == problem and t["size"] == size]
    done = [t for t in group if t["measured_s"] is not None]
    winner = min(done, key=lambda t: t["measured_s"]) if done else None
    lines.append("")
    lines.append("%s %s %d" % (problem, "edges" if problem == "MST" else "elements", size))
    lines.append("  %-26s %11s %11s %9s %11s  %s" % ("algorithm", "measured", "predicted", "pred/meas", "psc2-tcp", "schedule"))
    for t in group:
        ratio = t["predicted_s"] / t["measured_s"] if t["measured_s"] and t["predicted_s"] else None
        name = t["schedule"] if len(t["schedule"]) <= 60 else t["schedule"][:57] + "..."
        lines.append("  %-26s %11s %11s %9s %11s  %s%s" % (
            t["algorithm"], fmt(t["measured_s"]), fmt(t["predicted_s"]),
            "%.2f" % ratio if ratio else "-", fmt(t["thesis_s"]), name,
            "" if t["status"] == "ok" else "  [" + t["status"] + "]"))
    for profile in ("this-machine", "psc2-tcp"):
        pick = picks.get((problem, str(size), profile), "")
        root = pick.split(",")[0]
        chosen = next((t for t in done if t["algorithm"] == root), None)
        if winner is None:
            verdict = "no measurement"
        elif chosen is None:
            verdict = "picked %s (not measured)" % root
        elif chosen is winner:
            verdict = "picked %s = the measured winner" % root
        else:
            loss = chosen["measured_s"] / winner["measured_s"] - 1
            verdict = "picked %s, measured winner %s: loses %.0f %%" % (root, winner["algorithm"], 100 * loss)
        lines.append("  %s model: %s" % (profile, verdict))
        out_rows.append({"problem": problem, "size": size, "profile": profile, "pick": root,
                         "winner": winner["algorithm"] if winner else "",
                         "loss_percent": "%.1f" % (100 * (chosen["measured_s"] / winner["measured_s"] - 1)) if chosen and winner else ""})
open(text_out, "w").write("\n".join(lines) + "\n")
with open(csv_out, "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["problem", "size", "algorithm", "measured_s", "predicted_s", "thesis_psc2_s", "status", "schedule"])
    for t in table:
        w.writerow([t["problem"], t["size"], t["algorithm"], t["measured_s"] or "", t["predicted_s"] or "", t["thesis_s"] or "", t["status"], t["schedule"]])
    w.writerow([])
    w.writerow(["problem", "size", "profile", "pick", "measured_winner", "loss_percent"])
    for r in out_rows:
        w.writerow([r["problem"], r["size"], r["profile"], r["pick"], r["winner"], r["loss_percent"]])
print("\n".join(lines))
PY
echo "written: $out/study.txt, $out/study.csv (schedules, plan and results in $out)" >&2
