// calltree-runner's command line (runner/options.h): values, defaults, and one clear message per
// mistake, naming the option and what was given.
#include <QtTest>

#include <string>
#include <vector>

#include "options.h"

using namespace ct::runner;

namespace {

Options parse(const QStringList& list) {
    std::vector<std::string> strings;
    for (const QString& s : list)
        strings.push_back(s.toStdString());
    const std::vector<std::string_view> views(strings.begin(), strings.end());
    return parseOptions(views);
}

}  // namespace

class TestRunnerOptions : public QObject {
    Q_OBJECT
private slots:
    void defaults() {
        const Options o = parse({"run", "--algorithm", "optimal"});
        QCOMPARE(o.command, Command::Run);
        QCOMPARE(o.format, OutputFormat::Text);
        QCOMPARE(o.run.algorithm, std::string("optimal"));
        QCOMPARE(o.run.bytes, std::vector<std::uint64_t>{8});
        QVERIFY(!o.run.bytesGiven);
        QCOMPARE(o.run.roots, std::vector<ct::Rank>{0});
        QCOMPARE(o.run.radix, 4);
        QCOMPARE(o.run.operands, std::uint64_t(0));
        QVERIFY(!o.run.timing.minReps && !o.run.timing.warmup && !o.run.timing.minSeconds);
        QVERIFY(o.run.output.empty());
        QVERIFY(o.run.machine.empty());  // programs built for Shou & Chen's built-in profile
        QCOMPARE(o.run.faults.corruptRank, ct::kNoRank);
        QVERIFY(!o.run.faults.any());  // production runs inject no faults
    }

    void everyOption() {
        const Options o = parse({"run",
                                 "--algorithm=knomial",
                                 "--bytes",
                                 "8,1000003",
                                 "--roots",
                                 "3,0",
                                 "--radix",
                                 "3",
                                 "--operands=500",
                                 "--reps",
                                 "7",
                                 "--warmup",
                                 "0",
                                 "--min-seconds",
                                 "0.5",
                                 "--max-reps",
                                 "9",
                                 "--timeout",
                                 "12.5",
                                 "--baseline",
                                 "same",
                                 "--output",
                                 "x.results.json",
                                 "--format",
                                 "json",
                                 "--test-corrupt-rank",
                                 "1",
                                 "--test-exit-rank",
                                 "2",
                                 "--test-hang-rank",
                                 "3"});
        QCOMPARE(o.run.algorithm, std::string("knomial"));
        QCOMPARE(o.run.bytes, (std::vector<std::uint64_t>{8, 1000003}));
        QVERIFY(o.run.bytesGiven);
        QCOMPARE(o.run.roots, (std::vector<ct::Rank>{3, 0}));
        QCOMPARE(o.run.radix, 3);
        QCOMPARE(o.run.operands, std::uint64_t(500));
        QCOMPARE(*o.run.timing.minReps, 7);
        QCOMPARE(*o.run.timing.warmup, 0);
        QCOMPARE(*o.run.timing.minSeconds, 0.5);
        QCOMPARE(*o.run.timing.maxReps, 9);
        QCOMPARE(*o.run.timing.timeoutSeconds, 12.5);
        QCOMPARE(o.run.baseline, std::string("same"));
        QCOMPARE(o.run.output, std::string("x.results.json"));
        QCOMPARE(o.format, OutputFormat::Json);
        QCOMPARE(o.run.faults.corruptRank, 1);
        QCOMPARE(o.run.faults.exitRank, 2);
        QCOMPARE(o.run.faults.hangRank, 3);
        QVERIFY(!o.run.timing.windowSync);
        QCOMPARE(*parse({"run", "--algorithm", "flat", "--sync", "window"}).run.timing.windowSync,
                 true);
    }

    void otherCaseSources() {
        QCOMPARE(parse({"run", "--plan", "p.plan.json"}).run.planFile, std::string("p.plan.json"));
        QCOMPARE(parse({"run", "--algorithm", "optimal", "--machine", "vm-loggp.machine.json"})
                     .run.machine,
                 std::string("vm-loggp.machine.json"));
        QCOMPARE(parse({"run", "--schedule", "s.calltree.json"}).run.schedule,
                 std::string("s.calltree.json"));
        const Options mpi = parse({"run", "--mpi", "MPI_Bcast", "--ompi-algorithm", "6"});
        QCOMPARE(mpi.run.mpi, std::string("MPI_Bcast"));
        QCOMPARE(mpi.run.ompiAlgorithm, 6);
    }

    void calibrate() {
        const Options o =
            parse({"calibrate", "--output", "m.machine.json", "--loggp-output", "l.machine.json",
                   "--sizes", "8,64", "--reps", "5", "--name", "vm"});
        QCOMPARE(o.command, Command::Calibrate);
        QCOMPARE(o.calibrate.output, std::string("m.machine.json"));
        QCOMPARE(o.calibrate.loggpOutput, std::string("l.machine.json"));
        QCOMPARE(o.calibrate.sizes, (std::vector<std::uint64_t>{8, 64}));
        QCOMPARE(o.calibrate.reps, 5);
        QCOMPARE(o.calibrate.name, std::string("vm"));
        QCOMPARE(o.calibrate.rounds, 5);  // the sizes interleaved in 5 rounds by default
        QCOMPARE(o.calibrate.minSeconds, 0.05);
        const Options r =
            parse({"calibrate", "--output", "m.json", "--rounds", "20", "--min-seconds", "0.2"});
        QCOMPARE(r.calibrate.rounds, 20);
        QCOMPARE(r.calibrate.minSeconds, 0.2);
        QCOMPARE(r.run.timing.minSeconds, std::optional<double>());
        QCOMPARE(r.run.timing.rounds, std::optional<int>());  // not the run's rounds
        QVERIFY(!r.calibrate.windowSync);
        const Options w = parse({"calibrate", "--output", "m.json", "--sync", "window"});
        QVERIFY(w.calibrate.windowSync);
        QCOMPARE(w.run.timing.windowSync, std::optional<bool>());  // not the run's
    }

    // run --calibrate: the profile measured in the run's own launch; --sizes and --name go to it,
    // --reps and --rounds stay the run's.
    void calibrateInTheRunsLaunch() {
        const Options o =
            parse({"run", "--algorithm", "binomial", "--calibrate", "l.json", "--sizes", "8,1K",
                   "--name", "vm", "--reps", "4", "--rounds", "3"});
        QCOMPARE(o.run.calibrateOutput, std::string("l.json"));
        QCOMPARE(o.run.calibration.sizes, (std::vector<std::uint64_t>{8, 1024}));
        QVERIFY(o.run.calibration.sizesGiven);
        QCOMPARE(o.run.calibration.name, std::string("vm"));
        QCOMPARE(o.run.calibration.reps, 30);  // the ping-pongs keep calibrate's default
        QCOMPARE(o.run.timing.minReps, std::optional<int>(4));
        QCOMPARE(o.run.timing.rounds, std::optional<int>(3));
        const Options plain = parse({"run", "--algorithm", "binomial", "--calibrate", "l.json"});
        QVERIFY(!plain.run.calibration.sizesGiven);  // the cases' sizes, then
        QVERIFY(plain.run.calibrateBeside.empty());  // measured at the start only, by default
        const Options beside = parse({"run", "--algorithm", "binomial", "--calibrate", "l.json",
                                      "--calibrate-beside", "b.json", "--rounds", "4"});
        QCOMPARE(beside.run.calibrateBeside, std::string("b.json"));
        QCOMPARE(beside.run.calibrateOutput, std::string("l.json"));
    }

    void optionsMayPrecedeTheCommand() {
        const Options o = parse({"--format", "json", "algorithms"});
        QCOMPARE(o.command, Command::Algorithms);
        QCOMPARE(o.format, OutputFormat::Json);
    }

    void helpAndVersionWin() {
        QCOMPARE(parse({"run", "--algorithm", "nonsense", "--help"}).command, Command::Help);
        QCOMPARE(parse({"-h"}).command, Command::Help);
        QCOMPARE(parse({"--version"}).command, Command::Version);
    }

    void bytesTakeTheSizeGrammar() {
        // protocol/sizes.h: binary units and doubling ranges, as the Studio and the CLI accept.
        const Options o = parse({"run", "--algorithm", "flat", "--bytes", "1K,64KiB,8..32"});
        QCOMPARE(o.run.bytes, (std::vector<std::uint64_t>{1024, 65536, 8, 16, 32}));
        const Options c = parse({"calibrate", "--output", "m.json", "--sizes", "1M"});
        QCOMPARE(c.calibrate.sizes, std::vector<std::uint64_t>{1048576});
    }

    void largestValuesAccepted() {
        const Options o = parse({"run", "--algorithm", "flat", "--bytes", "2147483647"});
        QCOMPARE(o.run.bytes, std::vector<std::uint64_t>{kMaxBytes});
    }

    void recordTimeline() {
        const Options off = parse({"run", "--algorithm", "binomial"});
        QVERIFY(!off.run.recordTimeline);
        QCOMPARE(off.run.timelineLimit, kDefaultTimelineLimit);
        const Options on =
            parse({"run", "--plan", "p.json", "--record-timeline", "--timeline-limit=5000"});
        QVERIFY(on.run.recordTimeline);
        QCOMPARE(on.run.timelineLimit, std::uint64_t(5000));
    }

    void errors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("nothing") << QStringList{}
                                 << "no command given (commands: run, calibrate, algorithms)";
        QTest::newRow("unknown command")
            << QStringList{"fly"} << "unknown command 'fly' (commands: run, calibrate, algorithms)";
        QTest::newRow("no case") << QStringList{"run"}
                                 << "run needs exactly one of --plan FILE, --algorithm NAME";
        QTest::newRow("timeline of MPI's collective")
            << QStringList{"run", "--mpi", "MPI_Bcast", "--record-timeline"}
            << "--record-timeline records the operations of a program: MPI's own collectives";
        QTest::newRow("timeline limit 0")
            << QStringList{"run", "--algorithm", "flat", "--timeline-limit", "0"}
            << "--timeline-limit must be at least 1, got '0'";
        QTest::newRow("two cases")
            << QStringList{"run", "--algorithm", "flat", "--mpi", "MPI_Bcast"}
            << "run needs exactly one of --plan FILE, --algorithm NAME";
        QTest::newRow("unknown algorithm")
            << QStringList{"run", "--algorithm", "nonsense"} << "unknown algorithm 'nonsense'";
        QTest::newRow("unknown collective")
            << QStringList{"run", "--mpi", "MPI_Scan"} << "unknown MPI collective 'MPI_Scan'";
        QTest::newRow("bytes not a number")
            << QStringList{"run", "--algorithm", "flat", "--bytes", "lots"}
            << "--bytes: 'lots' is not a message size (bytes, optionally with K, M or G: 8, 64K, "
               "1M)";
        QTest::newRow("bytes bad unit")
            << QStringList{"run", "--algorithm", "flat", "--bytes", "8,1X"}
            << "--bytes: '1X' is not a message size (bytes, optionally with K, M or G: 8, 64K, "
               "1M)";
        QTest::newRow("bytes negative")
            << QStringList{"run", "--algorithm", "flat", "--bytes", "-8"}
            << "--bytes: '-8' is not a message size (bytes, optionally with K, M or G: 8, 64K, 1M)";
        QTest::newRow("bytes beyond an MPI count")
            << QStringList{"run", "--algorithm", "flat", "--bytes", "8,2147483648"}
            << "--bytes: '2147483648' is larger than the largest size allowed, 2147483647 bytes";
        QTest::newRow("reps zero") << QStringList{"run", "--algorithm", "flat", "--reps", "0"}
                                   << "--reps must be at least 1, got '0'";
        QTest::newRow("max below min")
            << QStringList{"run", "--algorithm", "flat", "--reps", "5", "--max-reps", "4"}
            << "--max-reps must be at least --min-reps";
        QTest::newRow("timeout zero") << QStringList{"run", "--algorithm", "flat", "--timeout", "0"}
                                      << "--timeout needs a positive number of seconds, got '0'";
        QTest::newRow("bad sync") << QStringList{"run", "--algorithm", "flat", "--sync", "clock"}
                                  << "--sync must be barrier or window, got 'clock'";
        QTest::newRow("min seconds junk")
            << QStringList{"run", "--algorithm", "flat", "--min-seconds", "1s"}
            << "--min-seconds needs a number of seconds >= 0, got '1s'";
        QTest::newRow("root negative") << QStringList{"run", "--algorithm", "flat", "--root", "-1"}
                                       << "--root needs whole numbers separated by commas";
        QTest::newRow("radix one") << QStringList{"run", "--algorithm", "knomial", "--radix", "1"}
                                   << "--radix must be at least 2, got '1'";
        QTest::newRow("baseline without algorithm")
            << QStringList{"run", "--mpi", "MPI_Bcast", "--baseline", "same"}
            << "--baseline goes with --algorithm";
        QTest::newRow("baseline junk")
            << QStringList{"run", "--algorithm", "binomial", "--baseline", "best"}
            << "--baseline needs a whole number, got 'best'";
        QTest::newRow("calibrate without output")
            << QStringList{"calibrate"} << "calibrate needs --output FILE.machine.json";
        QTest::newRow("calibrate and machine")
            << QStringList{"run",    "--algorithm", "optimal", "--calibrate",
                           "a.json", "--machine",   "b.json"}
            << "--calibrate and --machine both name the profile the programs are built for";
        QTest::newRow("sizes without calibrate")
            << QStringList{"run", "--algorithm", "optimal", "--sizes", "8,1K"}
            << "--sizes and --name go with --calibrate FILE";
        QTest::newRow("beside without calibrate")
            << QStringList{"run", "--algorithm", "optimal", "--calibrate-beside", "b.json"}
            << "--calibrate-beside measures again what --calibrate FILE measured first";
        QTest::newRow("beside the same file")
            << QStringList{"run",    "--algorithm",        "optimal", "--calibrate",
                           "a.json", "--calibrate-beside", "a.json"}
            << "--calibrate-beside must name another file than --calibrate (a.json)";
        QTest::newRow("beside is run's")
            << QStringList{"calibrate", "--output", "m.json", "--calibrate-beside", "b.json"}
            << "unknown option '--calibrate-beside'";
        QTest::newRow("calibrate is run's")
            << QStringList{"calibrate", "--output", "m.json", "--calibrate", "l.json"}
            << "unknown option '--calibrate'";
        QTest::newRow("missing value")
            << QStringList{"run", "--algorithm"} << "--algorithm needs a value";
        QTest::newRow("bad format") << QStringList{"run", "--algorithm", "flat", "--format", "xml"}
                                    << "--format must be json or text, got 'xml'";
        QTest::newRow("unknown option")
            << QStringList{"run", "--algorithm", "flat", "--fast"} << "unknown option '--fast'";
        QTest::newRow("two commands")
            << QStringList{"run", "algorithms"} << "unexpected argument 'algorithms'";
    }
    void errors() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        try {
            parse(args);
            QFAIL("no UsageError");
        } catch (const UsageError& e) {
            const QString what = QString::fromStdString(e.what());
            QVERIFY2(what.startsWith(message), qPrintable(what));
            QVERIFY2(!what.contains('\n'), "a usage error is one line");
        }
    }
};

QTEST_APPLESS_MAIN(TestRunnerOptions)
#include "test_runner_options.moc"
