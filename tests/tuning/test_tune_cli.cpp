// calltree tune decide and its exports on hand-made results files (a sweep's folder), and the
// refusals of tune sweep before anything runs (exit 2: a missing launcher or runner, bad
// options). The sweep itself runs under MPI in tests/tuning/tune_mpi.sh.
#include <QtTest>

#include <unistd.h>
#include <QTemporaryDir>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli.h"
#include "protocol/results.h"
#include "tuning/sweep_plan.h"

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

std::string readFile(const QString& path) {
    std::ifstream in(path.toStdString());
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

const QStringList kInstalled{"--ompi-info", CALLTREE_OMPI_INFO, "--ompi-version", "4.1.4"};

// One sweep run's results: MPI_Bcast on 2 ranks with `algorithm` forced, median and interval
// per size in µs.
void writeRun(const QString& dir, int algorithm,
              const std::vector<std::tuple<std::uint64_t, double, double, double>>& points) {
    ct::protocol::ResultsDocument doc;
    doc.complete = true;
    doc.environment.ranks = 2;
    doc.environment.hosts = {"node1"};
    if (algorithm)
        doc.environment.ompiForced = "coll_tuned_use_dynamic_rules=1 coll_tuned_bcast_algorithm=" +
                                     std::to_string(algorithm);
    for (const auto& [bytes, median, low, high] : points) {
        ct::protocol::CaseResult c;
        c.name = "MPI_Bcast " + std::to_string(bytes) + " B";
        c.kind = ct::protocol::CaseKind::MpiBaseline;
        c.spec.algorithm = "MPI_Bcast";
        c.spec.procs = 2;
        c.spec.bytes = bytes;
        c.bytes = bytes;
        c.problem = "broadcast";
        c.ompiAlgorithm = algorithm;
        c.times.assign(10, median * 1e-6);
        c.stats = ct::protocol::Statistics{10,          low * 1e-6,  median * 1e-6, median * 1e-6,
                                           high * 1e-6, high * 1e-6, low * 1e-6,    high * 1e-6,
                                           0.98};
        doc.cases.push_back(c);
    }
    ct::protocol::writeResults(
        QDir(dir).filePath(QString("bcast-np2-alg%1.results.json").arg(algorithm)).toStdString(),
        doc);
}
}  // namespace

class TestTuneCli : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_sweep;

private slots:
    // Default 10 µs [9, 11] everywhere; binomial (6) 5 µs at 8 and 1024 B, scatter_allgather
    // (8) 4 µs at 65536 B; each 20 µs elsewhere: the default mispicks at all three points.
    void initTestCase() {
        m_sweep = m_dir.filePath("sweep");
        QVERIFY(QDir().mkpath(m_sweep));
        writeRun(m_sweep, 0, {{8, 10, 9, 11}, {1024, 10, 9, 11}, {65536, 10, 9, 11}});
        writeRun(m_sweep, 6, {{8, 5, 4.8, 5.2}, {1024, 5, 4.8, 5.2}, {65536, 20, 19, 21}});
        writeRun(m_sweep, 8, {{8, 20, 19, 21}, {1024, 20, 19, 21}, {65536, 4, 3.9, 4.1}});
    }

    void decideText() {
        const Run r = run(QStringList{"tune", "decide", "--in", m_sweep} + kInstalled);
        QCOMPARE(r.status, 0);
        QCOMPARE(r.err, std::string());
        QVERIFY(r.out.find(
                    "3 point(s): the default mispicks at 3 (median gain 2.00x, largest 2.50x)") !=
                std::string::npos);
        QVERIFY(r.out.find("bcast, 2 ranks: from 0 B 6 binomial; from 65536 B 8 "
                           "scatter_allgather\n") != std::string::npos);
    }

    // The guided sweep replayed on the folder's own measurements, with a model (L 2, o 0.5,
    // g 1, G 0.001 µs) that puts the binomial tree (6, one message) ahead of scatter_allgather
    // (8, a scatter and an exchange) at every size: with no margin it measures the default and
    // 6 only, 6 of 9; its best is the exhaustive best at 8 and 1024 B and at 65536 B 6's 20 µs,
    // 400 % slower than 8's 4 µs, which the margin left out.
    void replayText() {
        const QString model = m_dir.filePath("model.loggp.json");
        std::ofstream(model.toStdString())
            << R"({"format": "calltree-machine", "version": 2, "name": "test", "model": "loggp",
                   "units": {"time": "us"}, "combine": 0,
                   "ranges": [{"from_bytes": 0, "L": 2, "o_s": 0.5, "o_r": 0.5, "g": 1,
                               "G": 0.001}]})";
        const Run r = run(QStringList{"tune", "replay", "--in", m_sweep, "--model", model,
                                      "--margin", "0", "--verify-every", "0"} +
                          kInstalled);
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.find("the guided sweep measures 6 of 9 (1.5x fewer)") != std::string::npos,
                 r.out.c_str());
        QVERIFY2(r.out.find("within 5 % of the exhaustive best at 2 of 3 points") !=
                     std::string::npos,
                 r.out.c_str());
        QVERIFY2(r.out.find("bcast 2 ranks 65536 B: measured best 6 binomial, 400 % slower than "
                            "8 scatter_allgather, which was predicted") != std::string::npos,
                 r.out.c_str());
        QVERIFY(r.out.find("outside the margin") != std::string::npos);
        // The binomial tree and scatter_allgather run different code: still 2 of 3 so counted.
        QVERIFY2(r.out.find("at 2 (67 %) counting as agreeing two bests that run the same code") !=
                     std::string::npos,
                 r.out.c_str());
        QVERIFY(r.out.find("both run the same code") == std::string::npos);
        // Without a model there is nothing to replay.
        const Run bare = run({"tune", "replay", "--in", m_sweep});
        QCOMPARE(bare.status, 2);
        QVERIFY2(bare.err.find("--model") != std::string::npos, bare.err.c_str());
    }

    void decideJson() {
        const Run r =
            run(QStringList{"tune", "decide", "--in", m_sweep, "--format", "json"} + kInstalled);
        QCOMPARE(r.status, 0);
        const auto j = nlohmann::json::parse(r.out);
        QCOMPARE(j["points"].size(), std::size_t(3));
        QCOMPARE(j["points"][2]["pick"].get<int>(), 8);
        QCOMPARE(j["points"][2]["reason"].get<std::string>(), std::string("faster"));
        QCOMPARE(j["points"][2]["gain"].get<double>(), 2.5);
        QCOMPARE(j["rules"].size(), std::size_t(2));
        QCOMPARE(j["rules"][1]["from_bytes"].get<int>(), 65536);
    }

    // With --format json stdout holds the one document (parse() refuses anything after it); the
    // export's usage line goes to the process's stderr.
    void exportWithJson() {
        const QString f = m_dir.filePath("json-mode.rules");
        const Run r = run(QStringList{"tune", "decide", "--in", m_sweep, "--format", "json",
                                      "--export", "ompi", "--output", f} +
                          kInstalled);
        QCOMPARE(r.status, 0);
        QCOMPARE(nlohmann::json::parse(r.out)["format"].get<std::string>(),
                 std::string("calltree-tune-decision"));
        QVERIFY(r.out.find("wrote") == std::string::npos);
        QVERIFY(QFile::exists(f));
    }

    // The classic export names its machine, ranks and the mpirun arguments, and checks clean.
    void exportOmpi() {
        const QString f = m_dir.filePath("tuned.rules");
        const Run r =
            run(QStringList{"tune", "decide", "--in", m_sweep, "--export", "ompi", "--output", f} +
                kInstalled);
        QCOMPARE(r.status, 0);
        const std::string args =
            "mpirun --mca coll_tuned_use_dynamic_rules 1 --mca "
            "coll_tuned_dynamic_rules_filename " +
            f.toStdString();
        QVERIFY(r.out.find("wrote " + f.toStdString() + "\nuse it with: " + args) !=
                std::string::npos);
        const std::string text = readFile(f);
        QVERIFY(text.find("# machine node1\n# ranks 2\n# date ") != std::string::npos);
        QVERIFY(text.find("# from calltree tune decide: 3 results files in ") != std::string::npos);
        QVERIFY(text.find("# use it with: " + args) != std::string::npos);
        QVERIFY(text.find("2 2  # communicator size, rules\n0 6 0 0\n65536 8 0 0\n") !=
                std::string::npos);
        const Run c = run(QStringList{"rules", "check", f} + kInstalled);
        QCOMPARE(c.status, 0);
        QVERIFY(c.out.find("Open MPI reads this file as written.") != std::string::npos);
    }

    void exportJson() {
        const QString f = m_dir.filePath("tuned.json");
        const Run r = run(
            QStringList{"tune", "decide", "--in", m_sweep, "--export", "ompi-json", "--output", f} +
            kInstalled);
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.find("made by calltree 0.1.0 from calltree tune decide: 3 results files") !=
                std::string::npos);
        QVERIFY(r.out.find(", machine node1, 2 ranks, ") != std::string::npos);
        const auto j = nlohmann::json::parse(readFile(f));
        QCOMPARE(j["rule_file_version"].get<int>(), 3);
        const auto& rules = j["collectives"]["bcast"][0]["rules"];
        QCOMPARE(rules.size(), std::size_t(2));
        QCOMPARE(rules[0]["alg"].get<int>(), 6);
        QCOMPARE(rules[0]["msg_size_max"].get<int>(), 65535);
        QCOMPARE(rules[1]["alg"].get<int>(), 8);

        const QString m = m_dir.filePath("mpich.json");
        const Run r2 = run(QStringList{"tune", "decide", "--in", m_sweep, "--export", "mpich-json",
                                       "--output", m} +
                           kInstalled);
        QCOMPARE(r2.status, 0);
        QVERIFY(r2.out.find("MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE=" + m.toStdString()) !=
                std::string::npos);
        const std::string mpich = readFile(m);
        QVERIFY(mpich.find("algorithm=MPIR_Bcast_intra_binomial") != std::string::npos);
        QVERIFY(mpich.find("algorithm=MPIR_Bcast_intra_scatter_recursive_doubling_allgather") !=
                std::string::npos);
        QCOMPARE(run(QStringList{"rules", "check", m}).status, 0);
    }

    // A point that keeps Open MPI's default has no MPICH meaning: refused, exit 1.
    void mpichRefusesTheDefault() {
        const QString dir = m_dir.filePath("overlap");
        QVERIFY(QDir().mkpath(dir));
        writeRun(dir, 0, {{8, 10, 9, 11}});
        writeRun(dir, 6, {{8, 9.9, 8.5, 10.5}});
        const Run r = run(QStringList{"tune", "decide", "--in", dir, "--export", "mpich-json",
                                      "--output", m_dir.filePath("x.json")} +
                          kInstalled);
        QCOMPARE(r.status, 1);
        QVERIFY(r.err.find("no MPICH") != std::string::npos ||
                r.err.find("algorithm 0") != std::string::npos);
        QVERIFY(!QFile::exists(m_dir.filePath("x.json")));
    }

    // A launch that fails says why in the sweep's report, read from its log; run as root, the
    // launches are allowed to run as root (as the Studio's runs are), whatever this process has.
    void failedLaunchSaysWhy() {
        const QString launcher = m_dir.filePath("refusing-mpirun");
        {
            std::ofstream script(launcher.toStdString());
            script << "#!/bin/sh\n"
                      "echo 'some progress line'\n"
                      "echo '-----------------'\n"
                      "echo 'mpirun has detected an attempt to run as root.'\n"
                      "echo \"allowed: ${OMPI_ALLOW_RUN_AS_ROOT:-no} "
                      "${OMPI_ALLOW_RUN_AS_ROOT_CONFIRM:-no}\"\n"
                      "echo\n"
                      "echo 'Running as root is strongly discouraged.'\n"
                      "exit 1\n";
        }
        QVERIFY(QFile::setPermissions(launcher,
                                      QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        const QByteArray allowed = qgetenv("OMPI_ALLOW_RUN_AS_ROOT");
        const QByteArray confirmed = qgetenv("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM");
        qunsetenv("OMPI_ALLOW_RUN_AS_ROOT");
        qunsetenv("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM");
        const Run r = run(QStringList{"tune", "sweep", "--out", m_dir.filePath("refused"),
                                      "--collectives", "bcast", "--sizes", "8", "--algorithms", "1",
                                      "--launcher", launcher, "--runner", "sh"} +
                          kInstalled);
        if (!allowed.isNull()) qputenv("OMPI_ALLOW_RUN_AS_ROOT", allowed);
        if (!confirmed.isNull()) qputenv("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", confirmed);
        QCOMPARE(r.status, 1);
        const std::string why = std::string("mpirun has detected an attempt to run as root. ") +
                                (::geteuid() == 0 ? "allowed: 1 1" : "allowed: no no");
        QVERIFY2(r.err.find("no complete results: " + why + "; see ") != std::string::npos,
                 r.err.c_str());
        QVERIFY2(r.err.find("progress line") == std::string::npos, r.err.c_str());
        QVERIFY2(r.err.find("discouraged") == std::string::npos, r.err.c_str());
    }

    // The help quotes the default rounds of sweep and verify: the value the commands use.
    void helpStatesTheDefaultRounds() {
        const Run r = run({"tune", "--help"});
        QCOMPARE(r.status, 0);
        const std::string rounds = std::to_string(ct::tuning::kDefaultSweepRounds);
        QVERIFY2(
            r.out.find("[--rounds " + rounds + " | --launch-per-algorithm]") != std::string::npos,
            r.out.c_str());
        QVERIFY2(r.out.find("[--tolerance 0.10] [--rounds " + rounds + "]") != std::string::npos,
                 r.out.c_str());
        QVERIFY2(r.out.find("(default " + rounds + ";") != std::string::npos, r.out.c_str());
    }

    void refusals() {
        const QString out = m_dir.filePath("never");
        auto refused = [&](const QStringList& args, const std::string& message) {
            const Run r = run(args);
            QCOMPARE(r.status, 2);
            QVERIFY2(r.err.find(message) != std::string::npos, r.err.c_str());
            QCOMPARE(r.out, std::string());
        };
        refused({"tune", "sweep", "--out", out, "--launcher", "/nonexistent/mpirun"},
                "the launcher '/nonexistent/mpirun' is not found");
        refused({"tune", "sweep", "--out", out, "--launcher", "sh", "--runner", "/nonexistent/r"},
                "the runner '/nonexistent/r' is not found");
        refused({"tune", "sweep", "--out", out, "--collectives", "barrier"},
                "--collectives: 'barrier' is not one the runner measures");
        refused({"tune", "sweep", "--out", out, "--sizes", "1X"},
                "--sizes: '1X' is not a message size");
        refused(QStringList{"tune", "sweep", "--out", out, "--algorithms", "12", "--collectives",
                            "bcast"} +
                    kInstalled,
                "--algorithms: 12 is not one of the bcast algorithms");
        refused({"tune", "sweep", "--out", out, "--export", "ompi"},
                "--export needs --output FILE");
        refused(
            QStringList{"tune", "sweep", "--out", out, "--rounds", "3", "--launch-per-algorithm"} +
                kInstalled,
            "--rounds interleaves the algorithms of one launch");
        refused(QStringList{"tune", "sweep", "--out", out, "--rounds", "0"} + kInstalled,
                "--rounds");
        refused(QStringList{"tune", "sweep", "--out", out, "--model", "m.loggp.json", "--adaptive",
                            "--verify-every", "0", "--launcher", "sh", "--runner", "sh"} +
                    kInstalled,
                "--adaptive adapts to the verification points: not with --verify-every 0");
        refused(QStringList{"tune", "sweep", "--out", out, "--adaptive", "--launcher", "sh",
                            "--runner", "sh"} +
                    kInstalled,
                "--adaptive and --compare need --model PROFILE");
        refused({"tune", "sweep", "--out", out, "--collectives", "reduce", "--sizes", "12",
                 "--launcher", "sh", "--runner", "sh"},
                "reduce reduces doubles: size 12 is no multiple of 8");
        refused({"tune", "decide", "--in", m_dir.filePath("none")}, "cannot read the folder");
        QVERIFY(QDir().mkpath(m_dir.filePath("empty")));
        refused({"tune", "decide", "--in", m_dir.filePath("empty")}, "holds no *.results.json");
        refused({"tune", "guess"}, "'guess' is not a tune action");
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_APPLESS_MAIN(TestTuneCli)
#include "test_tune_cli.moc"
