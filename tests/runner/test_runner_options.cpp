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
        QCOMPARE(o.run.bytes, std::uint64_t(8));
        QVERIFY(!o.run.bytesGiven);
        QCOMPARE(o.run.root, 0);
        QCOMPARE(o.run.radix, 4);
        QCOMPARE(o.run.operands, std::uint64_t(0));
        QCOMPARE(o.run.reps, 20);
        QCOMPARE(o.run.warmup, 2);
        QCOMPARE(o.run.corruptRank, ct::kNoRank);
    }

    void everyOption() {
        const Options o = parse({"run", "--algorithm=knomial", "--bytes", "1000003", "--root=3",
                                 "--radix", "3", "--operands", "500", "--reps", "7", "--warmup",
                                 "0", "--format", "json", "--corrupt-rank", "1"});
        QCOMPARE(o.run.algorithm, std::string("knomial"));
        QCOMPARE(o.run.bytes, std::uint64_t(1000003));
        QVERIFY(o.run.bytesGiven);
        QCOMPARE(o.run.root, 3);
        QCOMPARE(o.run.radix, 3);
        QCOMPARE(o.run.operands, std::uint64_t(500));
        QCOMPARE(o.run.reps, 7);
        QCOMPARE(o.run.warmup, 0);
        QCOMPARE(o.format, OutputFormat::Json);
        QCOMPARE(o.run.corruptRank, 1);
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

    void largestValuesAccepted() {
        const Options o = parse({"run", "--algorithm", "flat", "--bytes", "2147483647"});
        QCOMPARE(o.run.bytes, kMaxBytes);
    }

    void errors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("nothing") << QStringList{} << "no command given (commands: run, algorithms)";
        QTest::newRow("unknown command")
            << QStringList{"walk"} << "unknown command 'walk' (commands: run, algorithms)";
        QTest::newRow("no algorithm")
            << QStringList{"run"} << "run needs --algorithm NAME (one of optimal,";
        QTest::newRow("unknown algorithm")
            << QStringList{"run", "--algorithm", "quick"}
            << "unknown algorithm 'quick' (known: optimal, fibonacci,";
        QTest::newRow("bytes zero") << QStringList{"run", "--algorithm", "flat", "--bytes", "0"}
                                    << "--bytes must be at least 1, got '0'";
        QTest::newRow("bytes not a number")
            << QStringList{"run", "--algorithm", "flat", "--bytes", "lots"}
            << "--bytes needs a whole number, got 'lots'";
        QTest::newRow("bytes trailing junk")
            << QStringList{"run", "--algorithm", "flat", "--bytes", "12k"}
            << "--bytes needs a whole number, got '12k'";
        QTest::newRow("bytes negative")
            << QStringList{"run", "--algorithm", "flat", "--bytes", "-5"}
            << "--bytes needs a whole number, got '-5'";
        QTest::newRow("bytes empty") << QStringList{"run", "--algorithm", "flat", "--bytes="}
                                     << "--bytes needs a whole number, got ''";
        QTest::newRow("bytes beyond an MPI count")
            << QStringList{"run", "--algorithm", "flat", "--bytes", "2147483648"}
            << "--bytes must be at most 2147483647, got '2147483648'";
        QTest::newRow("bytes beyond 64 bits")
            << QStringList{"run", "--algorithm", "flat", "--bytes", "99999999999999999999999"}
            << "--bytes must be at most 2147483647, got '99999999999999999999999'";
        QTest::newRow("reps zero") << QStringList{"run", "--algorithm", "flat", "--reps", "0"}
                                   << "--reps must be at least 1, got '0'";
        QTest::newRow("root negative") << QStringList{"run", "--algorithm", "flat", "--root", "-1"}
                                       << "--root needs a whole number, got '-1'";
        QTest::newRow("radix one") << QStringList{"run", "--algorithm", "knomial", "--radix", "1"}
                                   << "--radix must be at least 2, got '1'";
        QTest::newRow("operands zero")
            << QStringList{"run", "--algorithm", "optimal-sum", "--operands", "0"}
            << "--operands must be at least 1, got '0'";
        QTest::newRow("missing value")
            << QStringList{"run", "--algorithm", "flat", "--reps"} << "--reps needs a value";
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
