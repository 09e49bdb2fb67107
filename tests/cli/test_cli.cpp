// The calltree command line against its contract (docs/architecture.md): exact JSON shapes, the
// source papers' values, and a clear single-line error with no output for every kind of bad
// argument.
#include <QtTest>

#include <nlohmann/json.hpp>
#include <sstream>

#include "cli.h"

using json = nlohmann::json;

namespace {
struct Run {
    int status;
    std::string out, err;
};

Run run(const QStringList& args) {
    std::vector<std::string> v;
    for (const auto& a : args)
        v.push_back(a.toStdString());
    std::ostringstream out, err;
    const int status = ct::cli::runCli(v, out, err);
    return {status, out.str(), err.str()};
}

json runJson(const QStringList& args) {
    const Run r = run(args + QStringList{"--format", "json"});
    if (r.status != 0) qWarning("stderr: %s", r.err.c_str());
    return json::parse(r.out);
}
}  // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    // tree: one node per rank, the root's parent and order null, orders are positions among the
    // parent's sends, time the largest recv_time; for the names the contract requires.
    void treeContract_data() {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("procs");
        QTest::addColumn<int>("root");
        QTest::addColumn<double>("time");
        QTest::newRow("optimal 8") << "optimal" << 8 << 0 << 24.0;
        QTest::newRow("optimal 7 root 3") << "optimal" << 7 << 3 << 24.0;
        QTest::newRow("fibonacci 8") << "fibonacci" << 8 << 0 << 24.0;
        QTest::newRow("binomial 8") << "binomial" << 8 << 0 << 30.0;
        QTest::newRow("hypercube 16 root 5") << "hypercube" << 16 << 5 << 40.0;
        QTest::newRow("flat 5") << "flat" << 5 << 2 << 22.0;
        QTest::newRow("chain 4") << "chain" << 4 << 0 << 30.0;
        QTest::newRow("binary 7") << "binary" << 7 << 0 << 28.0;
        QTest::newRow("knomial 16") << "knomial" << 16 << 0 << 36.0;
        QTest::newRow("single rank") << "optimal" << 1 << 0 << 0.0;
    }
    void treeContract() {
        QFETCH(QString, algorithm);
        QFETCH(int, procs);
        QFETCH(int, root);
        QFETCH(double, time);
        const json d =
            runJson({"tree", "--algorithm", algorithm, "--procs", QString::number(procs), "--L",
                     "6", "--o", "2", "--g", "4", "--root", QString::number(root)});
        QCOMPARE(QString::fromStdString(d["algorithm"]), algorithm);
        QCOMPARE(d["procs"].get<int>(), procs);
        QCOMPARE(d["time"].get<double>(), time);
        QCOMPARE(int(d["nodes"].size()), procs);
        double latest = 0;
        std::map<int, std::vector<int>> orders;
        for (int r = 0; r < procs; ++r) {
            const json& n = d["nodes"][r];
            QCOMPARE(n["rank"].get<int>(), r);
            latest = std::max(latest, n["recv_time"].get<double>());
            if (r == root) {
                QVERIFY(n["parent"].is_null());
                QVERIFY(n["order"].is_null());
                QCOMPARE(n["recv_time"].get<double>(), 0.0);
            } else {
                orders[n["parent"].get<int>()].push_back(n["order"].get<int>());
                QVERIFY(n["recv_time"].get<double>() > 0);
            }
        }
        QCOMPARE(latest, time);
        for (auto& [parent, list] : orders) {
            std::sort(list.begin(), list.end());
            for (int k = 0; k < int(list.size()); ++k)
                QCOMPARE(list[k], k);
        }
    }

    // Gu, Li & Liu 2002 numbers nodes d_1..d_K: rank = index - 1. K = 18 binomial: d_1 sends to
    // d_10 first.
    void seedOneNumbering() {
        const json d = runJson({"tree", "--algorithm", "binomial", "--procs", "18"});
        QCOMPARE(d["nodes"][9]["parent"].get<int>(), 0);
        QCOMPARE(d["nodes"][9]["order"].get<int>(), 0);
        QCOMPARE(d["nodes"][13]["parent"].get<int>(), 9);
    }

    // sum: Shou & Chen's (1996) Figure 2, S*(7; 5, 2, 4) with 82 operands.
    void sumContract() {
        const json d = runJson(
            {"sum", "--procs", "7", "--L", "5", "--o", "2", "--g", "4", "--operands", "82"});
        QCOMPARE(d["time"].get<double>(), 29.0);
        QCOMPARE(d["tree_time"].get<double>(), 24.0);
        const std::vector<int> own{16, 9, 5, 1, 8, 1, 7};
        QCOMPARE(int(d["nodes"].size()), 7);
        for (int r = 0; r < 7; ++r) {
            const json& n = d["nodes"][r];
            QCOMPARE(n["rank"].get<int>(), r);
            QCOMPARE(n["own"].get<int>(), own[r]);
            QCOMPARE(n["share"].get<int>(), 5);
            QCOMPARE(n["operands"].get<int>(), own[r] + 5);
        }
        QVERIFY(d["nodes"][0]["parent"].is_null());
        QCOMPARE(d["nodes"][3]["parent"].get<int>(), 1);
    }

    void simulateContract() {
        const json d = runJson({"simulate", "--algorithm", "binomial", "--procs", "16", "--L", "6",
                                "--o", "2", "--g", "4", "--G", "0.5", "--bytes", "11"});
        QCOMPARE(d["algorithm"].get<std::string>(), std::string("binomial"));
        QCOMPARE(d["procs"].get<int>(), 16);
        QCOMPARE(d["messages"].get<int>(), 15);
        QCOMPARE(d["time"].get<double>(), 4 * (6 + 2 * 2 + 10 * 0.5));  // 4 levels of L+2o+(m-1)G
        QCOMPARE(d["time"].get<double>(), d["formula_time"].get<double>());
        const json t = runJson({"simulate", "--algorithm", "optimal-sum", "--procs", "7", "--L",
                                "5", "--operands", "82", "--timeline"});
        QCOMPARE(t["time"].get<double>(), 29.0);
        QCOMPARE(int(t["timeline"]["messages"].size()), 6);
        QCOMPARE(int(t["timeline"]["ranks"].size()), 7);
    }

    // --network: Grama et al.'s (2003) link model with contention. The hypercube all-to-all
    // broadcast costs ts·log p + tw·m(p-1) on its own network but ts·log p + tw·m(p²-1)/3 on a ring
    // (the book).
    void networkMode() {
        const QStringList base{"simulate",
                               "--algorithm",
                               "textbook-allgather-hypercube",
                               "--procs",
                               "16",
                               "--bytes",
                               "100",
                               "--ts",
                               "10",
                               "--tw",
                               "1"};
        const json own = runJson(base + QStringList{"--network", "own"});
        QCOMPARE(own["time"].get<double>(), 4 * 10 + 100 * 15.0);
        QCOMPARE(own["formula_time"].get<double>(), own["time"].get<double>());
        QCOMPARE(own["network"]["topology"].get<std::string>(), std::string("hypercube of 16"));
        const json ring = runJson(base + QStringList{"--network", "ring"});
        QCOMPARE(ring["time"].get<double>(), 4 * 10 + 100 * 255 / 3.0);
        QVERIFY(ring["formula_time"].is_null());
        const Run bad =
            run({"simulate", "--algorithm", "optimal", "--procs", "8", "--network", "star"});
        QCOMPARE(bad.status, 2);
        QVERIFY(QString::fromStdString(bad.err).contains("--network must be"));
        const json mesh = runJson({"simulate", "--algorithm", "textbook-bcast-mesh", "--procs",
                                   "12", "--mesh-rows", "3"});
        QCOMPARE(mesh["messages"].get<int>(), 11);
        QCOMPARE(run({"simulate", "--algorithm", "textbook-bcast-mesh", "--procs", "12",
                      "--mesh-rows", "5"})
                     .status,
                 2);
    }

    void chromeAndGoal() {
        const Run chrome =
            run({"simulate", "--algorithm", "optimal", "--procs", "8", "--format", "chrome"});
        QCOMPARE(chrome.status, 0);
        QVERIFY(json::parse(chrome.out)["traceEvents"].size() > 8);
        const Run goal = run({"export-goal", "--algorithm", "binomial", "--procs", "4"});
        QCOMPARE(goal.status, 0);
        QVERIFY(QString::fromStdString(goal.out).startsWith(
            "num_ranks 4\nrank 0 {\nl1: send 1b to 2 tag 0\n"));
        const json g = runJson({"export-goal", "--algorithm", "binomial", "--procs", "4"});
        QCOMPARE(g["goal"].get<std::string>(), goal.out);
    }

    void traceFileIsWritten() {
        QTemporaryDir dir;
        const QString path = dir.filePath("t.json");
        const Run r =
            run({"simulate", "--algorithm", "fibonacci", "--procs", "12", "--trace", path});
        QCOMPARE(r.status, 0);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(json::parse(f.readAll().toStdString()).contains("traceEvents"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);  // no temporary left behind
        const Run bad = run({"simulate", "--algorithm", "fibonacci", "--procs", "12", "--trace",
                             "/nonexistent/dir/t.json"});
        QCOMPARE(bad.status, 2);  // a bad argument, refused before simulating (issue 21)
        QVERIFY(bad.out.empty());
        QVERIFY2(bad.err.find("--trace '/nonexistent/dir/t.json'") != std::string::npos,
                 bad.err.c_str());
    }

    // compare: every broadcast algorithm per size, the best named; Shou & Chen's (1996) optimum
    // never loses.
    void compareContract() {
        const json d = runJson(
            {"compare", "--procs", "16", "--sizes", "1..8", "--L", "6", "--o", "2", "--g", "4"});
        QCOMPARE(d["problem"].get<std::string>(), std::string("broadcast"));
        QCOMPARE(int(d["sizes"].size()), 4);  // 1, 2, 4, 8
        for (const auto& row : d["sizes"]) {
            QCOMPARE(row["times"]["optimal"].get<double>(), 32.0);
            QCOMPARE(row["times"]["binomial"].get<double>(), 40.0);
            QCOMPARE(row["best"].get<std::string>(), std::string("optimal"));
            for (const auto& [name, t] : row["times"].items())
                QVERIFY(t.get<double>() >= 32.0);
        }
        const json sim = runJson({"compare", "--procs", "16", "--sizes", "64", "--simulate",
                                  "--algorithms", "fibonacci,chain"});
        QCOMPARE(sim["method"].get<std::string>(), std::string("simulation"));
        QCOMPARE(sim["sizes"][0]["times"]["chain"].get<double>(), 150.0);
        QCOMPARE(sim["sizes"][0]["best"].get<std::string>(), std::string("fibonacci"));
        const Run csv = run({"compare", "--procs", "8", "--sizes", "1", "--algorithms",
                             "optimal,binomial", "--format", "csv"});
        QCOMPARE(QString::fromStdString(csv.out),
                 QString("bytes,optimal,binomial,best\n1,24,30,optimal\n"));
        const Run bad = run({"compare", "--procs", "8", "--sizes", "1..x"});
        QCOMPARE(bad.status, 2);
        QVERIFY(QString::fromStdString(bad.err).contains("--sizes"));
        QCOMPARE(run({"compare", "--procs", "8", "--algorithms", "optimal-sum"}).status, 2);
        // The one size grammar (core/protocol/sizes.h): binary units, as the runner takes them.
        const json units = runJson(
            {"compare", "--procs", "8", "--sizes", "1K,1M,8..16", "--algorithms", "binomial"});
        QCOMPARE(int(units["sizes"].size()), 4);
        QCOMPARE(units["sizes"][0]["bytes"].get<int>(), 1024);
        QCOMPARE(units["sizes"][1]["bytes"].get<int>(), 1048576);
        QCOMPARE(units["sizes"][3]["bytes"].get<int>(), 16);
        const Run badUnit = run({"compare", "--procs", "8", "--sizes", "8,1X"});
        QCOMPARE(badUnit.status, 2);
        QVERIFY2(badUnit.err.find("--sizes: '1X' is not a message size") != std::string::npos,
                 badUnit.err.c_str());
    }

    void algorithmsList() {
        const json d = runJson({"algorithms"});
        QStringList names;
        for (const auto& a : d["algorithms"]) {
            names << QString::fromStdString(a["name"]);
            QVERIFY(!a["formula"].get<std::string>().empty());
            QVERIFY(!a["source"].get<std::string>().empty());
        }
        for (const char* n : {"optimal", "fibonacci", "binomial", "hypercube", "flat", "chain",
                              "binary", "knomial", "optimal-sum"})
            QVERIFY2(names.contains(n), n);
    }

    void demoTimes() {
        const json d = runJson({"demo"});
        QCOMPARE(d["procs"].get<int>(), 16);
        QCOMPARE(d["algorithms"][0]["name"].get<std::string>(), std::string("optimal"));
        QCOMPARE(d["algorithms"][0]["time"].get<double>(), 32.0);
        QCOMPARE(d["algorithms"][1]["time"].get<double>(), 32.0);
        QCOMPARE(d["algorithms"][2]["time"].get<double>(), 40.0);
        const Run text = run({"demo"});
        QVERIFY(QString::fromStdString(text.out).contains("optimal: time 32"));
    }

    // Bad arguments: status 2, nothing on stdout, exactly one line on stderr naming the problem.
    void badArguments_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("P < 1") << QStringList{"tree", "--algorithm", "optimal", "--procs", "0"}
                               << "--procs";
        QTest::newRow("P not a number")
            << QStringList{"tree", "--algorithm", "optimal", "--procs", "12x"}
            << "--procs must be a whole number";
        QTest::newRow("negative L")
            << QStringList{"tree", "--algorithm", "optimal", "--procs", "4", "--L", "-1"}
            << "--L must not be negative";
        QTest::newRow("non-numeric o")
            << QStringList{"tree", "--algorithm", "optimal", "--procs", "4", "--o", "abc"}
            << "--o must be a number";
        QTest::newRow("infinite g")
            << QStringList{"simulate", "--algorithm", "flat", "--procs", "4", "--g", "inf"}
            << "--g must be a number";
        QTest::newRow("unknown algorithm")
            << QStringList{"tree", "--algorithm", "nope", "--procs", "4"}
            << "unknown algorithm 'nope'";
        QTest::newRow("root out of range")
            << QStringList{"tree", "--algorithm", "binomial", "--procs", "4", "--root", "4"}
            << "--root 4 is out of range 0..3";
        QTest::newRow("unknown option")
            << QStringList{"sum", "--procs", "4", "--operands", "9", "--bogus", "1"}
            << "unknown option --bogus";
        QTest::newRow("missing value")
            << QStringList{"tree", "--algorithm"} << "--algorithm needs a value";
        QTest::newRow("missing procs")
            << QStringList{"tree", "--algorithm", "optimal"} << "--procs is required";
        QTest::newRow("no time at all")
            << QStringList{"tree", "--algorithm", "optimal", "--procs", "4", "--L", "0", "--o", "0"}
            << "must be positive";
        QTest::newRow("sum is no tree")
            << QStringList{"tree", "--algorithm", "optimal-sum", "--procs", "4"}
            << "not a broadcast tree";
        QTest::newRow("bad format")
            << QStringList{"algorithms", "--format", "xml"} << "--format must be";
        QTest::newRow("unknown command") << QStringList{"frobnicate"} << "unknown command";
    }
    void badArguments() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = run(args);
        QCOMPARE(r.status, 2);
        QVERIFY(r.out.empty());
        const QString err = QString::fromStdString(r.err);
        QVERIFY2(err.contains(message), qPrintable(err));
        QCOMPARE(err.count('\n'), 1);
    }

    void helpEverywhere() {
        for (const char* c :
             {"tree", "simulate", "sum", "compare", "algorithms", "export-goal", "demo"}) {
            const Run r = run({c, "--help"});
            QCOMPARE(r.status, 0);
            QVERIFY(QString::fromStdString(r.out).startsWith("Usage: calltree "));
        }
        QCOMPARE(run({"--help"}).status, 0);
        QCOMPARE(run({"--version"}).status, 0);
    }

    // The stream gap g_s (docs/simulator.md): simulate charges it between a rank's back-to-back
    // messages, and the closed formula it prints beside the time charges it too, whether typed
    // (--gs) or from a LogGP profile (--machine, every message with its size's range).
    void simulateChargesTheStreamGap() {
        // The ring allgather on 3 ranks, 8 B, L 6, o 2, g 4, g_s 20: step 1 sends at 0, the
        // neighbour's block arrives at 8 and is taken 8..10; step 2 may send only at 0 + g_s =
        // 20, its block arrives at 28 and is taken 28..30 (20 without g_s).
        const QStringList ring{"simulate", "--algorithm", "textbook-allgather-ring",
                               "--procs",  "3",           "--bytes",
                               "8",        "--L",         "6",
                               "--o",      "2",           "--g",
                               "4"};
        const json typed = runJson(ring + QStringList{"--gs", "20"});
        QCOMPARE(typed["time"].get<double>(), 30.0);
        QCOMPARE(typed["formula_time"].get<double>(), 30.0);
        QCOMPARE(typed["model"]["stream_gap"].get<double>(), 20.0);
        const json plain = runJson(ring);
        QCOMPARE(plain["time"].get<double>(), 20.0);
        QCOMPARE(plain["formula_time"].get<double>(), 20.0);
        QVERIFY(!plain["model"].contains("stream_gap"));
        const Run text = run(ring + QStringList{"--gs", "20"});
        QVERIFY2(text.out.find("g=4 g_s=20") != std::string::npos, text.out.c_str());

        // A profile of two ranges, each with its stream gap (µs).
        QTemporaryDir dir;
        const QString machine = dir.filePath("streams.machine.json");
        QFile f(machine);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            "{\"format\": \"calltree-machine\", \"version\": 2, \"name\": \"streams\", "
            "\"model\": \"loggp\", \"units\": {\"time\": \"us\"}, \"combine\": 0, "
            "\"ranges\": [{\"from_bytes\": 0, \"L\": 6, \"o_s\": 2, \"o_r\": 2, \"g\": 4, "
            "\"G\": 0, \"stream_gap\": 10}, {\"from_bytes\": 1024, \"L\": 20, \"o_s\": 5, "
            "\"o_r\": 5, \"g\": 8, \"G\": 0.001, \"stream_gap\": 30}]}");
        f.close();
        // flat, 4 ranks, 8 B (the first range): sends max(o, g_s) = 10 apart, the last at 20
        // arrives at 28 and is taken by 30.
        const json flat = runJson({"simulate", "--algorithm", "flat", "--procs", "4", "--bytes",
                                   "8", "--machine", machine});
        QCOMPARE(flat["time"].get<double>(), 30.0);
        QCOMPARE(flat["formula_time"].get<double>(), 30.0);
        QCOMPARE(flat["machine"].get<std::string>(), std::string("streams"));
        QCOMPARE(flat["model"]["stream_gap"].get<double>(), 10.0);
        // Open MPI's pipeline, 2 ranks, 3 segments of 1 KiB (the second range): a segment's trip
        // is 5 + 20 + 1.023 + 5 = 31.023 and the root's sends are 30 + 1.023 apart, so rank 1
        // takes them at 26.023, 57.046 and 88.069 and is done at 93.069.
        const json pipe =
            runJson({"simulate", "--algorithm", "ompi-bcast-pipeline", "--procs", "2", "--bytes",
                     "3072", "--segment-bytes", "1024", "--machine", machine});
        QVERIFY(std::abs(pipe["time"].get<double>() - 93.069) < 1e-9);
        QVERIFY(std::abs(pipe["formula_time"].get<double>() - 93.069) < 1e-9);
        QCOMPARE(pipe["segment_bytes"].get<std::uint64_t>(), std::uint64_t(1024));
        // Without --segment-bytes the segment is the runner's choice for the profile, and the
        // formula still agrees with the simulation.
        const json chosen = runJson({"simulate", "--algorithm", "ompi-bcast-pipeline", "--procs",
                                     "8", "--bytes", "1048576", "--machine", machine});
        QVERIFY(chosen["segment_bytes"].get<std::uint64_t>() >= 1024);
        QVERIFY(std::abs(chosen["time"].get<double>() - chosen["formula_time"].get<double>()) <
                1e-9 * chosen["time"].get<double>());
    }

    // Bonorden's (2002) commands with a LogGP machine file: every cost is the simulated time of the
    // schedule's program (Shou & Chen's (1996) T*(16; 6, 2, 4) takes 32 cycles).
    void bspCommandsWithLogGPMachine() {
        QTemporaryDir dir;
        const QString machine = dir.filePath("logp.machine.json");
        QFile f(machine);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            "{\"format\": \"calltree-machine\", \"version\": 1, \"name\": \"cycles\", "
            "\"model\": \"loggp\", \"units\": {\"time\": \"cycles\"}, "
            "\"parameters\": {\"L\": 6, \"o\": 2, \"g\": 4}}");
        f.close();
        const QString schedule = dir.filePath("s.calltree.json");
        const json opt = runJson({"optimize", "--machine", machine, "--problem", "Broadcast",
                                  "--input", "size=1", "--procs", "16", "--output", schedule});
        QCOMPARE(opt["cost"].get<double>(), 32.0);
        QCOMPARE(opt["cost_unit"].get<std::string>(), std::string("cycles"));
        QVERIFY(!opt.contains("time_ns"));  // cycles have no fixed length
        const json cost = runJson({"cost", schedule});
        QCOMPARE(cost["cost"].get<double>(), 32.0);
        QCOMPARE(cost["model"].get<std::string>(), std::string("loggp"));
        const Run onBsp = run({"cost", schedule, "--machine", "psc2-tcp"});
        QCOMPARE(onBsp.status, 1);
        QVERIFY(onBsp.out.empty());
        QVERIFY2(onBsp.err.find("only under a LogP") != std::string::npos, onBsp.err.c_str());
        const json pred = runJson({"predict", "--machine", machine, "--problem", "Broadcast",
                                   "--procs", "16", "--sizes", "1,1024"});
        QCOMPARE(int(pred["sizes"].size()), 2);
        const json predK = runJson({"predict", "--machine", machine, "--problem", "Broadcast",
                                    "--procs", "16", "--sizes", "1K..4K"});
        QCOMPARE(int(predK["sizes"].size()), 3);  // 1024, 2048, 4096
        QCOMPARE(predK["sizes"][2]["size"].get<double>(), 4096.0);
        for (const auto& row : pred["sizes"]) {
            double optimal = -1;
            for (const auto& a : row["algorithms"])
                if (a["name"] == "Optimal") optimal = a["cost"].get<double>();
            QVERIFY(optimal > 0);
            QVERIFY(row["optimal"]["cost"].get<double>() <= optimal);
        }
        const Run mst = run({"optimize", "--machine", machine, "--problem", "MST", "--input",
                             "nodes=64,edges=128", "--procs", "4"});
        QCOMPARE(mst.status, 1);
        QVERIFY(mst.err.find("expands to a program") != std::string::npos);
    }

    // optimize --algorithm: the cheapest schedule whose root runs the named algorithm (each MST
    // algorithm's own figure for the MST study); the unforced optimum is the cheapest of them.
    void optimizeForcedRoot() {
        const QStringList common{"optimize",
                                 "--machine",
                                 "psc2-tcp",
                                 "--problem",
                                 "MST",
                                 "--input",
                                 "nodes=1024,edges=32768",
                                 "--procs",
                                 "2"};
        double cheapest = 1e300;
        for (const char* root : {"MSTWithMerge", "MST", "MSTBoruvkaAndMerge"}) {
            const json s = runJson(common + QStringList{"--algorithm", root});
            QCOMPARE(s["tree"]["algorithm"].get<std::string>(), std::string(root));
            cheapest = std::min(cheapest, s["cost"].get<double>());
        }
        QCOMPARE(runJson(common)["cost"].get<double>(), cheapest);
        const Run kruskal = run(common + QStringList{"--algorithm", "Kruskal"});
        QCOMPARE(kruskal.status, 1);  // it runs on one processor only
        QVERIFY2(kruskal.err.find("starts with Kruskal") != std::string::npos, kruskal.err.c_str());
        const Run wrong = run(common + QStringList{"--algorithm", "RadixSort"});
        QCOMPARE(wrong.status, 2);
        QVERIFY2(wrong.err.find("does not solve MST (its algorithms: Kruskal, MSTWithMerge, MST, "
                                "MSTBoruvkaAndMerge)") != std::string::npos,
                 wrong.err.c_str());
    }

    // The real binary: what a shell script sees.
    void realProcess() {
        QProcess p;
        p.start(CALLTREE_BIN,
                {"tree", "--algorithm", "optimal", "--procs", "-3", "--format", "json"});
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardOutput().isEmpty());
        QVERIFY(p.readAllStandardError().startsWith("calltree tree: --procs"));
        p.start(CALLTREE_BIN,
                {"tree", "--algorithm", "fibonacci", "--procs", "1000", "--format", "json"});
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), 0);
        QCOMPARE(int(json::parse(p.readAllStandardOutput().toStdString())["nodes"].size()), 1000);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
