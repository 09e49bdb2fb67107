// The runner<->Studio documents of core/protocol: every one written, read back and compared
// (plan, results, progress events, recorded timeline), files of the previous runner still
// loading, and the reader naming the field of the first wrong value.
#include <QtTest>

#include <cmath>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "protocol/progress.h"
#include "protocol/results.h"
#include "protocol/run_plan.h"

#include "../recorded_ops.h"

using namespace ct::protocol;

namespace {

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

const std::string kData = CALLTREE_PROTOCOL_DATA;

using ct::test::recordedOp;

RecordedTimeline twoRankTimeline() {
    RecordedTimeline t;
    t.limit = 100;
    t.programOps = 3;
    t.clockError = {0, 0.25};
    t.ranks = {{recordedOp(0, ct::OpKind::Send, 1, 24, 0.1, 0.4, 2.5)},
               {recordedOp(0, ct::OpKind::Recv, 0, 24, 0, 1.2),
                recordedOp(1, ct::OpKind::Combine, -1, 24, 1.3, 1.4)}};
    return t;
}

// Every kind of case, with every optional field somewhere.
ResultsDocument sampleDocument() {
    ResultsDocument doc;
    doc.complete = true;
    doc.environment = {"Open MPI v4.1.4",
                       "3.1",
                       false,
                       1e-9,
                       2,
                       {"vm", "vm2"},
                       "2026-11-25T06:00:00Z",
                       "calltree-runner run --plan p.plan.json",
                       "",
                       "",
                       0,
                       0};
    doc.timing.minReps = 3;
    doc.timing.sync = TimingPolicy::Sync::Window;
    doc.timing.osu = true;
    doc.profile = ProfileRecord{"vm-loggp", "/plans/vm-loggp.machine.json", "0123456789abcdef",
                                "/plans/vm-loggp-beside.machine.json"};
    CaseResult knomial;
    knomial.name = "knomial 24 B root 0";
    knomial.spec = {false, "knomial", "", 2, 0, 24, 3, 0, 0, 0, 0};
    knomial.problem = "broadcast";
    knomial.bytes = 24;
    knomial.messages = 1;
    knomial.warmup = 2;
    knomial.times = {1.5e-6, 2.25e-6, 1.75e-6};
    knomial.stats =
        Statistics{3, 1.5e-6, 1.75e-6, 1.8333e-6, 2.25e-6, 2.25e-6, 1.5e-6, 2.25e-6, 0.75};
    knomial.late = 1;
    knomial.osu = OsuFigure{100, 10, 1.625e-6, 1.5e-6, 1.75e-6};
    knomial.timeline = twoRankTimeline();
    CaseResult schedule;
    schedule.name = "b.calltree.json 64 B root 1";
    schedule.kind = CaseKind::Schedule;
    schedule.spec = {true, "b.calltree.json", "/plans/b.calltree.json", 2, 1, 64, 4, 0, 0, 0, 0};
    schedule.problem = "broadcast";
    schedule.bytes = 64;
    schedule.status = CaseStatus::Timeout;
    schedule.error = "the case ran past the timeout";
    schedule.timelineError = "the case timed out";
    CaseResult baseline;
    baseline.name = "MPI_Bcast (ompi 6) 24 B root 0";
    baseline.kind = CaseKind::MpiBaseline;
    baseline.spec = {false, "MPI_Bcast", "", 2, 0, 24, 4, 0, 0, 0, 0};
    baseline.problem = "broadcast";
    baseline.bytes = 24;
    baseline.ompiAlgorithm = 6;
    baseline.status = CaseStatus::Failed;
    baseline.error = "rank 1: wrong data";
    // A schedule run on data (Sort, IntegerSort, MST): input, seed, verdict and prediction.
    CaseResult mst;
    mst.name = "MSTWithMerge[Kruskal, MSTMerge(d=2)>Kruskal] nodes=1024,edges=4096 seed 7";
    mst.kind = CaseKind::Schedule;
    mst.spec = {true, "MSTWithMerge[Kruskal, MSTMerge(d=2)>Kruskal]", "/plans/m.calltree.json", 2};
    mst.spec.bytes = 0;
    mst.problem = "mst";
    mst.input = "nodes=1024,edges=4096";
    mst.seed = 7;
    mst.verdict = "MST of 1024 nodes, 4096 edges: 1023 edges, weight 5000 (Kruskal 5000)";
    mst.predictedSeconds = 0.00125;
    mst.predictedProfile = "psc2-tcp";
    mst.times = {0.002};
    mst.nodeTimes = {{"", 0.002, 1}, {"0", 0.0004, 1}, {"1", 0.0015, 1}, {"1.0", 0.0011, 3}};
    mst.stats = Statistics{1, 0.002, 0.002, 0.002, 0.002, 0.002, 0.002, 0.002, 0.5};
    // Under MPICH the runner forces the algorithm per case by its CVAR value.
    CaseResult mpich = baseline;
    mpich.name = "MPI_Bcast (mpich binomial) 24 B root 0";
    mpich.ompiAlgorithm = 0;
    mpich.mpichAlgorithm = "binomial";
    mpich.status = CaseStatus::Ok;
    mpich.error.clear();
    doc.cases = {knomial, schedule, baseline, mst, mpich};
    doc.hostActivity = HostActivity{"vm", 12.5, 0.75, 0.125, 2, 2};
    return doc;
}

}  // namespace

class TestProtocolDocuments : public QObject {
    Q_OBJECT
private slots:
    void planRoundTrip() {
        RunPlan plan;
        plan.timing.warmup = 1;
        plan.timing.timeoutSeconds = 20;
        PlanCase knomial;
        knomial.spec.algorithm = "knomial";
        knomial.spec.radix = 3;
        knomial.bytes = {0, 1001};
        knomial.roots = {0, 1};
        knomial.procs = 4;
        knomial.timing = plan.timing;
        knomial.timing.minReps = 50;  // a case's own policy
        knomial.timing.sync = TimingPolicy::Sync::Window;
        knomial.timing.osu = true;
        knomial.recordTimeline = true;
        PlanCase baseline = baselineCase(knomial, "default", "baseline");
        PlanCase schedule;
        schedule.kind = CaseKind::Schedule;
        schedule.spec.schedule = true;
        schedule.spec.scheduleFile = "/plans/b.calltree.json";
        schedule.spec.algorithm = "b.calltree.json";
        schedule.spec.seed = 77;  // a data schedule's input
        schedule.timing = plan.timing;
        PlanCase sum;
        sum.spec.algorithm = "optimal-sum";
        sum.spec.operands = 207;
        sum.spec.segmentBytes = 64;
        sum.spec.meshRows = 2;
        sum.spec.strip = 3;
        sum.timing = plan.timing;
        PlanCase alltoall;
        alltoall.kind = CaseKind::MpiBaseline;
        alltoall.spec.algorithm = "MPI_Alltoall";
        alltoall.ompiAlgorithm = 2;
        alltoall.timing = plan.timing;
        plan.cases = {knomial, baseline, schedule, sum, alltoall};
        plan.machineFile = "/plans/vm-loggp.machine.json";

        const std::string text = toJson(plan).dump(2);
        const RunPlan back = parsePlan(text);
        QVERIFY(back == plan);
        // A relative "machine" is resolved against the plan's folder, like a schedule.
        auto relative = nlohmann::json::parse(text);
        relative["machine"] = "vm-loggp.machine.json";
        QCOMPARE(parsePlan(relative.dump(), "/plans").machineFile,
                 std::string("/plans/vm-loggp.machine.json"));
        relative["machine"] = "";
        QVERIFY_THROWS_EXCEPTION(PlanError, parsePlan(relative.dump()));
        QCOMPARE(back.cases[1].kind, CaseKind::MpiBaseline);
        QCOMPARE(back.cases[1].spec.algorithm, std::string("MPI_Bcast"));
        QCOMPARE(back.cases[2].spec.scheduleFile, std::string("/plans/b.calltree.json"));
        // Only what differs from the plan's policy is written per case.
        const auto j = nlohmann::json::parse(text);
        QCOMPARE(j["cases"][0]["timing"].size(), std::size_t(3));  // min_reps, sync, osu
        QVERIFY(!j["cases"][2].contains("timing"));
        QCOMPARE(j["cases"][2]["seed"].get<int>(), 77);
        QVERIFY(!j["cases"][0].contains("seed"));  // the default is not written
        QCOMPARE(back.cases[0].spec.seed, ct::protocol::kDefaultDataSeed);
    }

    void planFileRoundTrip() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("p.plan.json").toStdString();
        RunPlan plan;
        PlanCase c;
        c.spec.algorithm = "binomial";
        c.bytes = {8, 65536};
        plan.cases = {c};
        writePlanFile(path, plan);
        QVERIFY(loadPlanFile(path) == plan);
    }

    void timelineRoundTrip() {
        const RecordedTimeline t = twoRankTimeline();
        CaseSpec program{false, "knomial", "", 2, 0, 24, 3, 5, 6, 7, 8};
        const nlohmann::json j = nlohmann::json::parse(toJson(t, program).dump());
        CaseSpec back{false, "knomial", "", 2, 0, 0, 4, 0, 0, 0, 0};
        QVERIFY(readTimeline(j, "timeline", back) == t);
        QVERIFY(back == program);  // the params rebuild the program's specification
        QCOMPARE(t.events(), std::uint64_t(3));
        // A schedule's params are its file.
        CaseSpec schedule{true, "b.calltree.json", "/p/b.calltree.json", 2, 0, 64, 4, 0, 0, 0, 0};
        CaseSpec scheduleBack{true, "b.calltree.json", "", 2, 0, 0, 4, 0, 0, 0, 0};
        readTimeline(nlohmann::json::parse(toJson(t, schedule).dump()), "t", scheduleBack);
        QVERIFY(scheduleBack == schedule);
    }

    void resultsRoundTrip() {
        const ResultsDocument doc = sampleDocument();
        const std::string text = dumpReadable(toJson(doc));
        const ResultsDocument back = parseResults(text);
        QVERIFY(back == doc);
        QCOMPARE(back.profile->fnv1a64, std::string("0123456789abcdef"));
        QCOMPARE(back.profile->besideFile, std::string("/plans/vm-loggp-beside.machine.json"));
        QVERIFY(text.find("\"built_in\": false") != std::string::npos);
        // Without a profile measured beside the cases the field is not written.
        ResultsDocument without = doc;
        without.profile->besideFile.clear();
        QVERIFY(toJson(without).dump().find("beside_file") == std::string::npos);
        QVERIFY(parseResults(toJson(without).dump()) == without);
        QCOMPARE(back.cases[0].timeline->ranks[0][0].completed, 2.5);
        QCOMPARE(back.cases[0].osu->avg, 1.625e-6);
        QVERIFY(!back.cases[1].osu);
        QVERIFY(text.find("\"osu\": true") != std::string::npos);
        QVERIFY(std::isnan(back.cases[0].timeline->ranks[1][0].completed));
        QCOMPARE(*back.cases[3].seed, std::uint64_t(7));
        QCOMPARE(*back.cases[3].predictedSeconds, 0.00125);
        QCOMPARE(back.cases[3].nodeTimes.size(), std::size_t(4));
        QCOMPARE(back.cases[3].nodeTimes[3].node, std::string("1.0"));
        QCOMPARE(back.cases[3].nodeTimes[3].calls, std::uint64_t(3));
        QVERIFY(text.find("\"node\": \"1.0\"") != std::string::npos);
        QVERIFY(back.cases[0].nodeTimes.empty());  // only schedules run on data have them
        QVERIFY(text.find("\"input\": \"nodes=1024,edges=4096\"") != std::string::npos);
        QVERIFY(!back.cases[0].seed);  // program cases have none
        QCOMPARE(back.cases[4].mpichAlgorithm, std::string("binomial"));
        QVERIFY(text.find("\"mpich_algorithm\": \"binomial\"") != std::string::npos);
        QCOMPARE(back.cases[2].mpichAlgorithm, std::string());  // written only when forced
        // The host's activity comes after the cases (it is known at the run's end).
        QCOMPARE(back.hostActivity->otherCores, 0.75);
        QVERIFY(text.find("\"host_activity\"") > text.find("\"cases\""));
        ResultsDocument unsampled = doc;
        unsampled.hostActivity.reset();
        QVERIFY(toJson(unsampled).dump().find("host_activity") == std::string::npos);
        QVERIFY(parseResults(toJson(unsampled).dump()) == unsampled);
        // And through a file, written atomically.
        QTemporaryDir dir;
        const std::string path = dir.filePath("r.results.json").toStdString();
        writeResults(path, doc);
        QVERIFY(loadResults(path) == doc);
        QCOMPARE(readFile(path), text + "\n");
    }

    // An OSU figure is read strictly, like the statistics beside it.
    // One median for every reader and writer of statistics: the middle value, or the mean of the
    // two middle ones.
    void medianOfSorted_data() {
        QTest::addColumn<QList<double>>("sorted");
        QTest::addColumn<double>("median");
        QTest::addRow("one") << QList<double>{4.5} << 4.5;
        QTest::addRow("two") << QList<double>{1, 4} << 2.5;
        QTest::addRow("odd") << QList<double>{1, 2, 9} << 2.0;
        QTest::addRow("even") << QList<double>{1, 2, 6, 9} << 4.0;
    }
    void medianOfSorted() {
        QFETCH(QList<double>, sorted);
        QFETCH(double, median);
        const std::vector<double> values(sorted.begin(), sorted.end());
        QCOMPARE(ct::protocol::medianOfSorted(values), median);
    }
    void medianOfNothingIsRefused() {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 ct::protocol::medianOfSorted(std::vector<double>{}));
    }

    void badOsuFigureIsNamed() {
        std::string text = dumpReadable(toJson(sampleDocument()));
        const auto at = text.find("\"iterations\": 100");
        QVERIFY(at != std::string::npos);
        text.replace(at, 17, "\"iterations\": 0");
        try {
            parseResults(text);
            QFAIL("no ResultsError");
        } catch (const ResultsError& e) {
            QCOMPARE(QString::fromStdString(e.what()),
                     QString("cases[0].osu.iterations: must be a whole number in [1, 1073741824]"));
        }
    }

    void progressRoundTrip_data() {
        QTest::addColumn<int>("which");
        for (int i = 0; i < 8; ++i)
            QTest::newRow(QByteArray::number(i).constData()) << i;
    }
    void progressRoundTrip() {
        QFETCH(int, which);
        const ResultsDocument doc = sampleDocument();
        const ProgressEvent events[] = {
            CaseStartedEvent{2, 5, "knomial 24 B root 1", CaseKind::Catalogue, "knomial", 24, 1},
            RepetitionsEvent{2, 7, 10, 0.0125},
            CaseDoneEvent{2, "knomial 24 B root 1", CaseStatus::Ok, "", doc.cases[0].stats},
            CaseDoneEvent{3, "x", CaseStatus::Failed, "rank 1: wrong data", std::nullopt},
            finishedEvent(doc, "r.results.json", 4),
            FinishedEvent{true, 3, 1, 2, std::nullopt, std::nullopt, doc},
            CalibrateEvent{CalibrateEvent::Phase::LogGP, 4096, 3, 7, 0},
            CalibrationFinishedEvent{
                0, "m.machine.json", 5.5, 1.25, 1.5, 2, 0.001, 0.0005, {"g raised to 1e-06"}},
        };
        const ProgressEvent& e = events[which];
        const std::string line = toLine(e);
        QVERIFY2(line.find('\n') == std::string::npos, line.c_str());
        const auto back = parseProgressLine(line);
        QVERIFY2(back.has_value(), line.c_str());
        QVERIFY2(*back == e, line.c_str());
    }

    void finishedCountsTheDocument() {
        const FinishedEvent f = finishedEvent(sampleDocument(), "", 2);
        QCOMPARE(f.cases, std::size_t(5));
        QCOMPARE(f.ok, std::size_t(3));
        QVERIFY(f.complete);
        QVERIFY(!f.resultsFile);
        QCOMPARE(toLine(f), std::string("{\"event\":\"finished\",\"complete\":true,\"cases\":5,"
                                        "\"ok\":3,\"exit_status\":2,\"results_file\":null,"
                                        "\"host_activity\":{\"host\":\"vm\",\"seconds\":12.5,"
                                        "\"other_cores\":0.75,\"stolen_cores\":0.125,"
                                        "\"cores\":2,\"ranks\":2}}"));
    }

    void linesThatAreNoEvents() {
        QVERIFY(!parseProgressLine("Open MPI: warning"));
        QVERIFY(!parseProgressLine("[1,2]"));
        QVERIFY(!parseProgressLine("{\"event\":\"coffee\"}"));
        try {
            parseProgressLine("{\"event\":\"repetitions\",\"case\":0,\"done\":-1}");
            QFAIL("no FormatError");
        } catch (const FormatError& e) {
            QCOMPARE(std::string(e.what()),
                     std::string("done: must be a whole number in [0, 2147483647]"));
        }
    }

    // A file the previous runner wrote (tests/core/data/runner-v1.*, produced by calltree-runner
    // before core/protocol existed, from runner-v1.plan.json on 2 ranks) loads, and writing it
    // again gives the same bytes: the format did not change.
    void previousRunnerResultsLoad() {
        const std::string path = kData + "/runner-v1.results.json";
        const ResultsDocument doc = loadResults(path);
        QVERIFY(doc.complete);
        QCOMPARE(doc.environment.ranks, 2);
        QCOMPARE(doc.timing.maxReps, 5);
        QCOMPARE(doc.cases.size(), std::size_t(5));
        const CaseResult& knomial = doc.cases[0];
        QCOMPARE(knomial.spec.algorithm, std::string("knomial"));
        QCOMPARE(knomial.spec.radix, 3);  // from the timeline's params
        QCOMPARE(knomial.timeline->ranks.size(), std::size_t(2));
        QCOMPARE(knomial.times.size(), std::size_t(knomial.stats->count));
        QCOMPARE(doc.cases[1].kind, CaseKind::MpiBaseline);
        QCOMPARE(doc.cases[2].kind, CaseKind::Schedule);
        QCOMPARE(doc.cases[2].spec.scheduleFile, std::string("broadcast-2.calltree.json"));
        QCOMPARE(doc.cases[3].spec.operands, std::uint64_t(207));
        QCOMPARE(doc.cases[3].bytes, std::uint64_t(8));  // a summation reports its element size
        QCOMPARE(doc.cases[4].status, CaseStatus::Failed);
        QVERIFY(!doc.profile);  // written before profiles were recorded
        QCOMPARE(dumpReadable(toJson(doc)) + "\n", readFile(path));
    }

    void previousRunnerProgressParses() {
        std::ifstream in(kData + "/runner-v1.progress.jsonl");
        std::string line;
        int events = 0;
        while (std::getline(in, line)) {
            const auto e = parseProgressLine(line);
            QVERIFY2(e.has_value(), line.c_str());
            QCOMPARE(toLine(*e), line);  // written again byte for byte
            ++events;
        }
        QCOMPARE(events, 14);
    }

    // The Studio's sample (a 4-rank run with timelines) is another file of the previous runner.
    void studioSampleLoads() {
        const std::string path =
            std::string(CALLTREE_SOURCE_DIR) + "/tests/gui/data/timeline-4ranks.results.json";
        const ResultsDocument doc = loadResults(path);
        QVERIFY(!doc.cases.empty());
        QCOMPARE(dumpReadable(toJson(doc)) + "\n", readFile(path));
    }

    void resultsErrors_data() {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("message");
        QTest::newRow("format") << "\"calltree-results\""
                                << "\"calltree-plan\""
                                << "format: must be \"calltree-results\", not \"calltree-plan\"";
        QTest::newRow("kind") << "\"kind\": \"schedule\""
                              << "\"kind\": \"tree\""
                              << "cases[2].kind: must be \"catalogue\", \"schedule\" or "
                                 "\"mpi-baseline\", not \"tree\"";
        QTest::newRow("status") << "\"status\": \"failed\""
                                << "\"status\": \"bad\""
                                << "cases[4].status: must be \"ok\", \"failed\" or \"timeout\", "
                                   "not \"bad\"";
        QTest::newRow("op kind")
            << "\"recv\""
            << "\"wait\""
            << "cases[0].timeline.ranks[1][0][1]: unknown operation kind 'wait'";
        QTest::newRow("events")
            << "\"events\": 2"
            << "\"events\": 3"
            << "cases[0].timeline.events: says 3, but 2 operations are recorded";
        QTest::newRow("procs") << "\"procs\": 2"
                               << "\"procs\": 0"
                               << "cases[0].procs: must be a whole number in [1, 1073741824]";
    }
    // A node time is read strictly: a negative time names its place.
    void badNodeTimeIsNamed() {
        const ResultsDocument doc = sampleDocument();
        std::string text = dumpReadable(toJson(doc));
        const std::string from = "\"seconds\": 0.0004";
        const auto at = text.find(from);
        QVERIFY(at != std::string::npos);
        text.replace(at, from.size(), "\"seconds\": -1");
        try {
            parseResults(text);
            QFAIL("no ResultsError");
        } catch (const ResultsError& e) {
            QVERIFY2(
                std::string(e.what()).find("cases[3].node_times[1].seconds") != std::string::npos,
                e.what());
        }
    }
    void resultsErrors() {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, message);
        std::string text = readFile(kData + "/runner-v1.results.json");
        const auto at = text.find(from.toStdString());
        QVERIFY(at != std::string::npos);
        text.replace(at, std::size_t(from.size()), to.toStdString());
        try {
            parseResults(text);
            QFAIL("no ResultsError");
        } catch (const ResultsError& e) {
            QCOMPARE(QString::fromStdString(e.what()), message);
        }
    }
};

QTEST_APPLESS_MAIN(TestProtocolDocuments)
#include "test_protocol_documents.moc"
