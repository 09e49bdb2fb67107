// Tuning under MPICH (core/tuning/mpich_*): MPICH's built-in picks as its 4.0.2 selection tree
// states them, the sweep's launches forcing MPICH's algorithms by CVAR, decisions from runs
// under MPICH, the selection file written from them (read back with MPICH's own search order),
// the checker's version limits (what MPICH 4.0.2 aborts on, tried with the installed library)
// and the merge with MPICH's built-in tree.
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "protocol/results.h"
#include "protocol/run_plan.h"
#include "tuning/measured_decision.h"
#include "tuning/mpich_algorithms.h"
#include "tuning/mpich_builtin_tree.h"
#include "tuning/mpich_measured_export.h"
#include "tuning/mpich_rules.h"
#include "tuning/mpich_selection.h"
#include "tuning/mpich_sweep.h"
#include "tuning/mpich_verification.h"
#include "tuning/ompi_collectives.h"
#include "tuning/sweep_plan.h"

using namespace ct::tuning;
using ct::protocol::CaseKind;
using ct::protocol::CaseResult;
using ct::protocol::ResultsDocument;
using ct::protocol::Statistics;

namespace {

const std::string kMpich = "MPICH Version:\t4.0.2\nMPICH Release date:\tThu Apr  7 2022";

CaseResult baseline(const std::string& mpi, int procs, std::uint64_t bytes, double medianUs,
                    double lowUs, double highUs) {
    CaseResult c;
    c.name = mpi + " " + std::to_string(bytes) + " B";
    c.kind = CaseKind::MpiBaseline;
    c.spec.algorithm = mpi;
    c.spec.procs = procs;
    c.spec.bytes = bytes;
    c.bytes = bytes;
    Statistics s;
    s.count = 20;
    s.min = lowUs * 0.9e-6;
    s.median = medianUs * 1e-6;
    s.mean = medianUs * 1e-6;
    s.max = highUs * 1.1e-6;
    s.p90 = highUs * 1e-6;
    s.ci95Low = lowUs * 1e-6;
    s.ci95High = highUs * 1e-6;
    s.ciCoverage = 0.96;
    c.stats = s;
    c.times.assign(20, s.median);
    return c;
}

NamedResults mpichRun(const std::string& name, const std::string& forced,
                      std::vector<CaseResult> cases, const std::string& library = kMpich) {
    ResultsDocument d;
    d.complete = true;
    d.environment.ranks = 2;
    d.environment.mpiLibrary = library;
    d.environment.mpichForced = forced;
    d.cases = std::move(cases);
    return {name, d};
}

std::string pickOf(const std::string& json, const std::string& collective, int commSize,
                   std::uint64_t bytes) {
    MpichCall call{collective, commSize, bytes, collective == "bcast" ? bytes : bytes / 8};
    return selectMpichAlgorithm(json, call).algorithm.value_or("none");
}

bool hasFinding(const MpichCheck& c, const std::string& part) {
    return std::any_of(c.findings.begin(), c.findings.end(),
                       [&](const auto& f) { return f.message.find(part) != std::string::npos; });
}

}  // namespace

class TestTuningMpichSweep : public QObject {
    Q_OBJECT
private slots:
    // MPICH 4.0.2's generic.json: bcast on fewer than 8 ranks is always binomial; on 8 (a
    // power of two) binomial up to 12288 B, scatter + recursive-doubling allgather up to
    // 524288 B, then scatter + ring allgather; on 12 ranks binomial, then the ring at once.
    void builtinBcast() {
        QCOMPARE(mpichBuiltinPick(ompi::kBcast, 2, 8), 1);
        QCOMPARE(mpichBuiltinPick(ompi::kBcast, 4, 1 << 20), 1);
        QCOMPARE(mpichBuiltinPick(ompi::kBcast, 8, 12288), 1);
        QCOMPARE(mpichBuiltinPick(ompi::kBcast, 8, 12289), 2);
        QCOMPARE(mpichBuiltinPick(ompi::kBcast, 8, 524288), 2);
        QCOMPARE(mpichBuiltinPick(ompi::kBcast, 8, 524289), 3);
        QCOMPARE(mpichBuiltinPick(ompi::kBcast, 12, 12289), 3);
        QCOMPARE(mpichBuiltinBoundaries(ompi::kBcast, 2), std::vector<std::uint64_t>{});
        QCOMPARE(mpichBuiltinBoundaries(ompi::kBcast, 8),
                 (std::vector<std::uint64_t>{12289, 524289}));
    }

    // Reductions: binomial / recursive doubling while small (≤ 2048 B, ≤ 8 B) or while the count
    // of doubles is below the largest power of two ≤ the ranks; then reduce-scatter based.
    void builtinReductions() {
        QCOMPARE(mpichBuiltinPick(ompi::kReduce, 2, 2048), 1);
        QCOMPARE(mpichBuiltinPick(ompi::kReduce, 2, 2056), 2);
        QCOMPARE(mpichBuiltinPick(ompi::kAllreduce, 2, 8), 1);
        QCOMPARE(mpichBuiltinPick(ompi::kAllreduce, 2, 16), 2);
        QCOMPARE(mpichBuiltinPick(ompi::kAllreduce, 4, 24), 1);  // 3 doubles < 4
        QCOMPARE(mpichBuiltinPick(ompi::kAllreduce, 4, 32), 2);
        QCOMPARE(mpichBuiltinBoundaries(ompi::kAllreduce, 4), std::vector<std::uint64_t>{32});
        QCOMPARE(mpichBuiltinBoundaries(ompi::kReduce, 4), std::vector<std::uint64_t>{2049});
    }

    // By default one launch per communicator size: its plan has every algorithm as a case with
    // its CVAR value ("auto" first: MPICH's own choice), which the runner writes through MPI_T;
    // the launch sets each swept collective's CVAR to auto for all ranks (hydra's -genv).
    void interleavedSweepLaunch() {
        SweepRequest request;
        request.collectives = {ompi::kBcast, ompi::kAllreduce};
        request.commSizes = {2, 4};
        request.sizes = {8, 1024};
        request.algorithms = {{ompi::kAllreduce, {2}}};
        request.outDir = "out";
        request.rounds = 3;
        LaunchOptions launch;
        launch.launcher = {"mpirun.mpich"};
        launch.runner = "calltree-runner-mpich";
        launch.timing = {"--min-reps", "20"};
        const auto runs = planMpichSweep(request, launch);
        QCOMPARE(runs.size(), std::size_t(2));
        QVERIFY(runs[0].mpich && runs[0].interleaved());
        QCOMPARE(runs[0].commandText(),
                 std::string("mpirun.mpich -n 2 -genv MPIR_CVAR_BCAST_INTRA_ALGORITHM auto -genv "
                             "MPIR_CVAR_ALLREDUCE_INTRA_ALGORITHM auto calltree-runner-mpich run "
                             "--plan out/sweep-np2.plan.json --min-reps 20 --output "
                             "out/sweep-np2.results.json"));
        QCOMPARE(runs[1].file, std::string("out/sweep-np4.results.json"));
        // bcast: auto and MPICH's 4 (numbers 1..4 in mpichSweepAlgorithms' order); allreduce:
        // auto and the one asked for (2: reduce_scatter_allgather).
        QCOMPARE(runs[0].measurements(), 7 * 2);
        const auto plan = ct::protocol::parsePlan(sweepPlanJson(runs[0]));
        QCOMPARE(plan.timing.rounds, 3);
        std::vector<std::string> values;
        for (const auto& c : plan.cases) {
            QCOMPARE(c.ompiAlgorithm, 0);
            QCOMPARE(c.bytes, (std::vector<std::uint64_t>{8, 1024}));
            values.push_back(c.spec.algorithm + " " + c.mpichAlgorithm);
        }
        QCOMPARE(values, (std::vector<std::string>{"MPI_Bcast auto", "MPI_Bcast binomial",
                                                   "MPI_Bcast scatter_recursive_doubling_allgather",
                                                   "MPI_Bcast scatter_ring_allgather",
                                                   "MPI_Bcast nb", "MPI_Allreduce auto",
                                                   "MPI_Allreduce reduce_scatter_allgather"}));
        request.algorithms = {{ompi::kAllreduce, {9}}};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, planMpichSweep(request, launch));
        request.algorithms = {};
        request.rounds = 0;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, planMpichSweep(request, launch));
    }

    // An interleaved MPICH launch resumes as Open MPI's does, its cases read back by their
    // "mpich_algorithm": a size of which one algorithm is missing is measured again whole.
    void interleavedSweepResumes() {
        QTemporaryDir dir;
        SweepRequest request;
        request.collectives = {ompi::kBcast};
        request.commSizes = {2};
        request.sizes = {8, 1024};
        request.algorithms = {{ompi::kBcast, {1, 3}}};
        request.outDir = dir.path().toStdString();
        LaunchOptions launch;
        launch.launcher = {"mpirun.mpich"};
        const SweepRun run = planMpichSweep(request, launch).front();
        const auto measured = [](const std::string& value, std::uint64_t bytes) {
            CaseResult c = baseline("MPI_Bcast", 2, bytes, 10, 9, 11);
            c.mpichAlgorithm = value;
            return c;
        };
        NamedResults doc = mpichRun(
            "x", "MPIR_CVAR_BCAST_INTRA_ALGORITHM=auto",
            {measured("auto", 8), measured("binomial", 8), measured("scatter_ring_allgather", 8),
             measured("auto", 1024), measured("binomial", 1024)});
        doc.results.complete = false;
        ct::protocol::writeResults(run.file, doc.results);
        const SweepRun left = remainingRun(run);
        QVERIFY(left.mpich);
        const std::vector<SweepCase> expected = {
            {ompi::kBcast, 0, {1024}}, {ompi::kBcast, 1, {1024}}, {ompi::kBcast, 3, {1024}}};
        QVERIFY(left.cases == expected);
        QVERIFY(sweepPlanJson(left).find("\"mpich_algorithm\": \"scatter_ring_allgather\"") !=
                std::string::npos);
        // The decision reads each case's own algorithm, not the launch's environment (auto).
        doc.results.cases.push_back(measured("scatter_ring_allgather", 1024));
        const auto d = decideFromResults({doc});
        QCOMPARE(d.points.size(), std::size_t(2));
        QVERIFY(d.mpich);
        std::vector<int> algorithms;
        for (const auto& m : d.measurements)
            algorithms.push_back(m.algorithm);
        QCOMPARE(algorithms, (std::vector<int>{0, 1, 3, 0, 1, 3}));
    }

    // With SweepLaunches::PerAlgorithm: one launch per forced algorithm, the CVAR given to every
    // rank with hydra's -genv, and "auto" for MPICH's own choice; srun gets the settings in the
    // environment.
    void sweepLaunches() {
        SweepRequest request;
        request.collectives = {ompi::kBcast};
        request.commSizes = {2};
        request.sizes = {8, 1024};
        request.outDir = "out";
        request.launches = SweepLaunches::PerAlgorithm;
        LaunchOptions launch;
        launch.launcher = {"mpirun.mpich"};
        launch.runner = "calltree-runner-mpich";
        const auto runs = planMpichSweep(request, launch);
        QCOMPARE(runs.size(), std::size_t(5));  // auto and 4 forced
        QCOMPARE(runs[0].file, std::string("out/bcast-np2-alg0.results.json"));
        QCOMPARE(runs[0].commandText(),
                 std::string("mpirun.mpich -n 2 -genv MPIR_CVAR_BCAST_INTRA_ALGORITHM auto "
                             "calltree-runner-mpich run --mpi MPI_Bcast --bytes 8,1K --output "
                             "out/bcast-np2-alg0.results.json"));
        QCOMPARE(runs[3].argv[5], std::string("scatter_ring_allgather"));
        launch.launcher = {"srun"};
        const SweepRun underFile =
            mpichLaunchCommand(ompi::kReduce, 4, -1, {64}, "f.json", launch, "/abs/tuned.json");
        QCOMPARE(underFile.commandText(),
                 std::string("MPIR_CVAR_REDUCE_INTRA_ALGORITHM=auto "
                             "MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE=/abs/tuned.json srun -n 4 "
                             "calltree-runner-mpich run --mpi MPI_Reduce --bytes 64 --output "
                             "f.json"));
        request.collectives = {ompi::kAlltoall};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, planMpichSweep(request, launch));
    }

    // Verification under MPICH: one interleaved launch per communicator size under the file,
    // each collective's CVAR auto (the file decides) beside the algorithms the file picks,
    // forced per case; the runner's record of the file says whether the ranks got it.
    void verificationLaunchesAndDelivery() {
        MeasuredDecision sweep;
        sweep.mpich = true;
        for (const auto& [collective, np, bytes] : {std::tuple{ompi::kBcast, 2, 1024ull},
                                                    {ompi::kBcast, 2, 8ull},
                                                    {ompi::kBcast, 4, 8ull},
                                                    {ompi::kReduce, 2, 64ull}}) {
            PointDecision p;
            p.collective = collective;
            p.commSize = np;
            p.bytes = bytes;
            p.messageBytes = bytes;
            sweep.points.push_back(p);
        }
        LaunchOptions launch;
        launch.launcher = {"mpirun.mpich"};
        launch.runner = "calltree-runner-mpich";
        // The file: bcast's ring (3) at 1 KiB, MPICH's default elsewhere; an algorithm the
        // sweep did not force (-1) is not run.
        const FilePick pick = [](int collective, int, std::uint64_t bytes) {
            if (collective == ompi::kReduce) return -1;
            return bytes == 1024 ? 3 : 0;
        };
        const auto runs = planMpichRulesVerification(sweep, pick, "v", 4, launch, "/abs/t.json");
        QCOMPARE(runs.size(), std::size_t(2));
        QCOMPARE(runs[0].commandText(),
                 std::string("mpirun.mpich -n 2 -genv MPIR_CVAR_BCAST_INTRA_ALGORITHM auto -genv "
                             "MPIR_CVAR_REDUCE_INTRA_ALGORITHM auto -genv "
                             "MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE /abs/t.json "
                             "calltree-runner-mpich run --plan v/rules-np2.plan.json --output "
                             "v/rules-np2.results.json"));
        QCOMPARE(runs[0].log, std::string("v/rules-np2.log"));
        QCOMPARE(runs[0].rounds, 4);
        const std::vector<SweepCase> cases = {
            {ompi::kBcast, 0, {8, 1024}}, {ompi::kBcast, 3, {1024}}, {ompi::kReduce, 0, {64}}};
        QVERIFY(runs[0].cases == cases);
        QCOMPARE(runs[1].file, std::string("v/rules-np4.results.json"));
        QVERIFY(runs[1].cases == (std::vector<SweepCase>{{ompi::kBcast, 0, {8}}}));

        const std::string received =
            "MPIR_CVAR_BCAST_INTRA_ALGORITHM=auto MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE="
            "/abs/t.json";
        const MpichDelivery ok = mpichDelivery({mpichRun("a", received, {})}, "/abs/t.json");
        QVERIFY(ok.notReceived.empty());
        QVERIFY(ok.cvarsAuto);
        const MpichDelivery lost =
            mpichDelivery({mpichRun("a", received, {}),
                           mpichRun("b", "MPIR_CVAR_BCAST_INTRA_ALGORITHM=auto", {})},
                          "/abs/t.json");
        QCOMPARE(lost.notReceived,
                 std::vector<std::string>{"b ran with 'MPIR_CVAR_BCAST_INTRA_ALGORITHM=auto'"});
        QVERIFY(!mpichDelivery({}, "/abs/t.json").cvarsAuto);
        // What `mpichversion` prints, and what it does not.
        QCOMPARE(mpichVersionFrom("MPICH Version:      4.0.2\nMPICH Release date: Thu Apr  7\n"),
                 std::string("4.0.2"));
        QCOMPARE(mpichVersionFrom("MPICH Version:\t4.2\n"), std::string("4.2"));
        QCOMPARE(mpichVersionFrom("sh: mpichversion: not found\n"), std::string());
    }

    // Runs under MPICH are read by their CVAR: scatter_ring_allgather is MPICH algorithm 3;
    // a run under a tuning file is left out; Open MPI's and MPICH's runs together are refused.
    void decisionUnderMpich() {
        const auto d = decideFromResults(
            {mpichRun("auto", "", {baseline("MPI_Bcast", 2, 65536, 20, 19, 21)}),
             mpichRun("ring", "MPIR_CVAR_BCAST_INTRA_ALGORITHM=scatter_ring_allgather",
                      {baseline("MPI_Bcast", 2, 65536, 10, 9.5, 10.5)}),
             mpichRun("file", "MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE=/t.json",
                      {baseline("MPI_Bcast", 2, 65536, 1, 1, 1)})});
        QVERIFY(d.mpich);
        QCOMPARE(d.points.size(), std::size_t(1));
        QCOMPARE(d.points[0].chosen, 3);
        QCOMPARE(d.points[0].reason, PickReason::Faster);
        QVERIFY(std::any_of(d.notes.begin(), d.notes.end(), [](const std::string& n) {
            return n.find("tuning file") != std::string::npos;
        }));
        QVERIFY_THROWS_EXCEPTION(
            std::invalid_argument,
            decideFromResults({mpichRun("auto", "", {baseline("MPI_Bcast", 2, 8, 2, 1, 3)}),
                               mpichRun("ompi", "", {baseline("MPI_Bcast", 2, 64, 2, 1, 3)},
                                        "Open MPI v4.1.4")}));
    }

    // A table with MPICH's default kept below 64 KiB on 2 and 8 ranks and the ring from 64 KiB
    // on 2: the default becomes MPICH's built-in pick there (binomial on 2 ranks; on 8 split at
    // 12289 B), and MPICH's search order finds each algorithm at the sizes the table says.
    void exportReadsBackUnderMpichSearch() {
        DecisionTable table;
        CollectiveRules bcast;
        bcast.collective = ompi::kBcast;
        bcast.commSizes.push_back({2, {{0, 0, 0, 0, {}, 0}, {65536, 3, 0, 0, {}, 0}}, 0});
        bcast.commSizes.push_back({8, {{0, 0, 0, 0, {}, 0}}, 0});
        table.collectives.push_back(bcast);
        const std::string json = writeMpichJsonMeasured(table);
        QCOMPARE(pickOf(json, "bcast", 2, 8), std::string("MPIR_Bcast_intra_binomial"));
        QCOMPARE(pickOf(json, "bcast", 2, 65535), std::string("MPIR_Bcast_intra_binomial"));
        QCOMPARE(pickOf(json, "bcast", 2, 65536),
                 std::string("MPIR_Bcast_intra_scatter_ring_allgather"));
        QCOMPARE(pickOf(json, "bcast", 7, 65536),
                 std::string("MPIR_Bcast_intra_scatter_ring_allgather"));
        QCOMPARE(pickOf(json, "bcast", 8, 12288), std::string("MPIR_Bcast_intra_binomial"));
        QCOMPARE(pickOf(json, "bcast", 8, 12289),
                 std::string("MPIR_Bcast_intra_scatter_recursive_doubling_allgather"));
        QCOMPARE(pickOf(json, "bcast", 64, 1 << 20),
                 std::string("MPIR_Bcast_intra_scatter_ring_allgather"));
        QVERIFY(json.find("comm_type=inter") != std::string::npos);
        const MpichCheck check = checkMpichJson(json, "4.0.2");
        QVERIFY2(check.findings.empty(),
                 check.findings.empty() ? "" : check.findings.front().message.c_str());
        table.collectives[0].commSizes[0].rules[1].algorithm = 9;  // no such MPICH algorithm
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, writeMpichJsonMeasured(table));
    }

    // MPICH 4.0.2 aborts on "comm_type=any" ("unknown key") and on algorithm names it does not
    // have (MPIR_Allreduce_intra_ring: "unrecognized key"); a current MPICH takes both.
    void checkerKnowsOlderMpich() {
        const std::string file = R"({"collective=allreduce": {"comm_type=intra": {
            "comm_size=any": {"algorithm=MPIR_Allreduce_intra_ring": {}}},
          "comm_type=any": {"algorithm=MPIR_Allreduce_inter_reduce_exchange_bcast": {}}}})";
        const MpichCheck current = checkMpichJson(file);
        QVERIFY(current.findings.empty());
        const MpichCheck old = checkMpichJson(file, "4.0.2");
        QCOMPARE(old.findings.size(), std::size_t(2));
        QVERIFY(hasFinding(old, "\"comm_type=any\": MPICH 4.0.2 (before 4.2)"));
        QVERIFY(hasFinding(old, "\"MPIR_Allreduce_intra_ring\" is not an algorithm MPICH 4.0.2"));
        QCOMPARE(checkMpichJson(file, "4.1.2").findings.size(), std::size_t(1));  // =any only
        // 4.0.2's name for barrier's dissemination, renamed k_dissemination later.
        const std::string barrier = R"({"collective=barrier": {"comm_type=intra": {
            "algorithm=MPIR_Barrier_intra_dissemination": {}},
          "comm_type=inter": {"algorithm=MPIR_Barrier_inter_bcast": {}}}})";
        QVERIFY(checkMpichJson(barrier, "4.0.2").findings.empty());
        QCOMPARE(checkMpichJson(barrier).findings.size(), std::size_t(1));
    }

    // Both sides of a question cover every call without "=any", as MPICH's own tree is written
    // (MPICH 4.0.2 runs its extracted built-in tree as a tuning file); one side alone does not.
    void complementaryConditionsNeedNoAny() {
        const std::string both = R"({"collective=reduce": {"comm_type=intra": {
            "is_commutative=yes": {"algorithm=MPIR_Reduce_intra_binomial": {}},
            "is_commutative=no": {"algorithm=MPIR_Reduce_intra_binomial": {}}},
          "comm_type=inter": {"algorithm=MPIR_Reduce_inter_local_reduce_remote_send": {}}}})";
        QVERIFY(checkMpichJson(both, "4.0.2").findings.empty());
        const std::string one = R"({"collective=reduce": {"comm_type=intra": {
            "is_commutative=yes": {"algorithm=MPIR_Reduce_intra_binomial": {}}}}})";
        QCOMPARE(checkMpichJson(one, "4.0.2").findings.size(), std::size_t(2));
    }

    // csel.c follows the first condition that holds and never backtracks: 100 ranks enter
    // comm_size<=128, find nothing there, and get no algorithm although comm_size=any follows.
    void searchDoesNotBacktrack() {
        const std::string file = R"({"collective=bcast": {"comm_type=intra": {
            "comm_size<=128": {"avg_msg_size<=64": {"algorithm=MPIR_Bcast_intra_binomial": {}}},
            "comm_size=any": {"algorithm=MPIR_Bcast_allcomm_nb": {}}}}})";
        QCOMPARE(pickOf(file, "bcast", 100, 8), std::string("MPIR_Bcast_intra_binomial"));
        QCOMPARE(pickOf(file, "bcast", 100, 65), std::string("none"));
        QCOMPARE(pickOf(file, "bcast", 200, 65), std::string("MPIR_Bcast_allcomm_nb"));
        QCOMPARE(pickOf(file, "reduce", 2, 8), std::string("none"));
    }

    // The built-in tree is the NUL-terminated JSON string naming MPIR_* algorithms for the most
    // collectives (a device's smaller tree beside it is passed over); the merge keeps the tuned
    // entries and adds the others.
    void builtinTreeAndMerge() {
        using namespace std::string_literals;
        const std::string device = R"({"collective=bcast":{"algorithm=MPIDI_POSIX_x":{}}})";
        const std::string generic =
            R"({"collective=bcast":{"algorithm=MPIR_Bcast_intra_binomial":{}},)"
            R"("collective=barrier":{"algorithm=MPIR_Barrier_intra_dissemination":{}}})";
        const std::string bytes =
            "\x01junk{\"collective=x\"\0"s + device + "\0"s + generic + "\0tail"s;
        QCOMPARE(findBuiltinMpichTree(bytes).value_or(""), generic);
        QVERIFY(!findBuiltinMpichTree("no tree here").has_value());
        const std::string tuned =
            R"({"collective=bcast":{"algorithm=MPIR_Bcast_intra_scatter_ring_allgather":{}}})";
        const auto merged = nlohmann::ordered_json::parse(mergeMpichTrees(tuned, generic));
        QCOMPARE(merged.size(), std::size_t(2));
        QVERIFY(merged["collective=bcast"].contains(
            "algorithm=MPIR_Bcast_intra_scatter_ring_allgather"));
        QVERIFY(merged.contains("collective=barrier"));
    }
};

QTEST_APPLESS_MAIN(TestTuningMpichSweep)
#include "test_tuning_mpich_sweep.moc"
