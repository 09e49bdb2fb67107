// The command line refuses what it cannot do (issue 21, "Nothing silently wrong"): sizes, rank
// counts and segments beyond what memory holds, cost parameters that overflow or lose whole units
// to rounding, and files that are folders or missing. Each refusal: exit status 2, nothing on
// stdout, one line on stderr naming the user's option; and it comes before any work (a refusal
// that ran the simulation first would not finish within the test's timeout).
#include <QtTest>

#include <nlohmann/json.hpp>
#include <sstream>

#include "cli.h"
#include "protocol/limits.h"

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

QStringList simulate(const QStringList& more) {
    return QStringList{"simulate", "--algorithm", "binomial", "--procs", "8"} + more;
}

}  // namespace

class TestCliRefusals : public QObject {
    Q_OBJECT
private slots:
    void refused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        // Sizes: the one grammar's limit for the models, 2^40 bytes.
        QTest::newRow("compare size past int64")
            << QStringList{"compare", "--procs", "8", "--sizes", "1..9223372036854775808"}
            << "--sizes: '9223372036854775808' is larger than the largest size allowed, "
               "1099511627776 bytes";
        QTest::newRow("compare size 2^64-1")
            << QStringList{"compare", "--procs", "8", "--sizes", "18446744073709551615"}
            << "--sizes: '18446744073709551615' is larger";
        QTest::newRow("simulate bytes 2^50")
            << simulate({"--bytes", "1125899906842624"})
            << "--bytes must be between 0 and 1099511627776 (got 1125899906842624)";
        // Ranks, segments and growth: what a simulation holds in memory.
        QTest::newRow("simulate procs 2^30")
            << QStringList{"simulate", "--algorithm", "binomial", "--procs", "1073741824"}
            << "--procs must be between 1 and 4194304 (got 1073741824)";
        QTest::newRow("tree procs 2^30")
            << QStringList{"tree", "--algorithm", "optimal", "--procs", "1073741824"}
            << "--procs must be between 1 and 4194304";
        QTest::newRow("sum procs 2^26")
            << QStringList{"sum", "--procs", "67108864", "--operands", "100"}
            << "--procs must be between 1 and 4194304";
        QTest::newRow("compare --simulate procs 2^24")
            << QStringList{"compare", "--procs", "16777216", "--simulate"}
            << "--procs must be between 1 and 4194304";
        QTest::newRow("segment bytes 1")
            << QStringList{"simulate", "--algorithm", "ompi-bcast-pipeline", "--procs", "64",
                           "--bytes",  "1073741824",  "--segment-bytes",     "1"}
            << "--bytes 1073741824 in segments of 1 B (--segment-bytes) on 64 ranks are about "
               "68719476736 messages, more than the 16777216";
        QTest::newRow("default segments of 1 TiB")
            << QStringList{"simulate", "--algorithm", "ompi-bcast-pipeline", "--procs",
                           "8",        "--bytes",     "1099511627776"}
            << "in segments of 8192 B (--segment-bytes) on 8 ranks";
        QTest::newRow("P^2 messages")
            << QStringList{"simulate", "--algorithm", "textbook-allgather-ring", "--procs", "65536"}
            << "textbook-allgather-ring on --procs 65536 sends about";
        // Cost parameters: finite, at most 10^12, within 10^9 of each other.
        QTest::newRow("o 1e308") << simulate({"--o", "1e308"})
                                 << "--o must be at most 1000000000000 (got 1e308)";
        QTest::newRow("o 1e308 compare")
            << QStringList{"compare", "--procs", "8", "--o", "1e308"} << "--o must be at most";
        QTest::newRow("o 1e308 demo")
            << QStringList{"demo", "--o", "1e308"} << "--o must be at most";
        QTest::newRow("G 1e13") << simulate({"--G", "1e13"}) << "--G must be at most";
        QTest::newRow("ts 1e308") << simulate({"--network", "ring", "--ts", "1e308"})
                                  << "--ts must be at most";
        QTest::newRow("o 1e12 against g 4")
            << simulate({"--o", "1e12"})
            << "--os/--o = 1000000000000 is more than 10^9 times --g = 4";
        QTest::newRow("g 1e-300 against L")
            << simulate({"--L", "1e-7", "--o", "0", "--g", "1e-300"})
            << "--L = 1e-07 is more than 10^9 times --g = 1e-300";
        // Files: a folder or a missing file is a bad argument, said so.
        QTest::newRow("schedule is a folder")
            << QStringList{"cost", "/"} << "the schedule file '/': is a folder, not a file";
        QTest::newRow("schedule missing")
            << QStringList{"validate", "/nonexistent-calltree/x.calltree.json"}
            << "the schedule file '/nonexistent-calltree/x.calltree.json': no such file";
        QTest::newRow("machine is a folder")
            << QStringList{"predict", "--machine", "/", "--problem", "Broadcast", "--procs", "4"}
            << "--machine '/': is a folder, not a file";
        QTest::newRow("simulate machine is a folder")
            << simulate({"--machine", "/"}) << "--machine '/': is a folder, not a file";
        QTest::newRow("simulate machine beside model options")
            << simulate({"--machine", "/", "--g", "4"})
            << "--g cannot be given with --machine: the profile is the model";
        QTest::newRow("gs 1e13") << simulate({"--gs", "1e13"}) << "--gs must be at most";
        QTest::newRow("trace is a folder")
            << simulate({"--trace", "/"}) << "--trace '/': is a folder, not a file";
        QTest::newRow("trace folder missing")
            << simulate({"--trace", "/nonexistent-calltree/t.json"})
            << "--trace '/nonexistent-calltree/t.json': the folder '/nonexistent-calltree' "
               "does not exist";
        QTest::newRow("goal output is a folder")
            << QStringList{"export-goal", "--algorithm", "binomial", "--procs",
                           "4",           "--output",    "/"}
            << "--output '/': is a folder, not a file";
        QTest::newRow("optimize output folder missing")
            << QStringList{"optimize",
                           "--machine",
                           "psc2-tcp",
                           "--problem",
                           "Broadcast",
                           "--input",
                           "size=8",
                           "--procs",
                           "4",
                           "--output",
                           "/nonexistent-calltree/s.calltree.json"}
            << "--output '/nonexistent-calltree/s.calltree.json': the folder";
    }
    void refused() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = run(args);
        QCOMPARE(r.status, 2);
        QVERIFY(r.out.empty());
        const QString err = QString::fromStdString(r.err);
        QVERIFY2(err.contains(message), qPrintable(err));
        QCOMPARE(err.count('\n'), 1);
    }

    // A schedule file that is not JSON is a bad argument too (exit 2), named by its path.
    void badScheduleFileIsABadArgument() {
        QTemporaryDir dir;
        const QString file = dir.filePath("broken.calltree.json");
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not json");
        f.close();
        for (const char* command : {"cost", "validate"}) {
            const Run r = run({command, file});
            QCOMPARE(r.status, 2);
            QVERIFY(r.out.empty());
            QVERIFY2(QString::fromStdString(r.err).contains(file + ": (document): is not valid"),
                     r.err.c_str());
        }
    }

    // The limits are where they say: values just inside are accepted and give finite times.
    // Binomial broadcast of 8 ranks with o >= g: the last rank (7) holds the message after
    // 6 o + 3 L (root -> 4 -> 6 -> 7, each hop o + L + o, the second and third starting one
    // send later).
    void limitsAccepted() {
        const Run r = run(simulate({"--o", "1e9", "--L", "6", "--g", "4", "--format", "json"}));
        QCOMPARE(r.status, 0);
        const auto d = nlohmann::json::parse(r.out);
        QCOMPARE(d["time"].get<double>(), 6e9 + 18);
        QCOMPARE(d["formula_time"].get<double>(), 6e9 + 18);
        // The largest size the models take, on an algorithm that does not segment it.
        const Run big = run(simulate({"--bytes", "1099511627776", "--format", "json"}));
        QCOMPARE(big.status, 0);
        QCOMPARE(nlohmann::json::parse(big.out)["bytes"].get<std::uint64_t>(),
                 ct::protocol::kMaxModelBytes);
    }

    // --help states the limits.
    void helpStatesLimits() {
        const Run r = run({"simulate", "--help"});
        QCOMPARE(r.status, 0);
        const QString help = QString::fromStdString(r.out);
        QVERIFY2(help.contains("4194304"), qPrintable(help));
        QVERIFY2(help.contains("16777216"), qPrintable(help));
        QVERIFY2(help.contains("10^12"), qPrintable(help));
    }
};

QTEST_GUILESS_MAIN(TestCliRefusals)
#include "test_cli_refusals.moc"
