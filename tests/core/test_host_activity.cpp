// What else kept a host busy while the runner measured (core/protocol/host_activity.h): the two
// /proc files read as Linux writes them, the cores' worth of others' CPU worked out by hand from
// two samples, when that disturbs the figures, and its JSON read strictly.
#include <QtTest>

#include <optional>
#include <string>

#include "protocol/host_activity.h"

using namespace ct::protocol;

class TestHostActivity : public QObject {
    Q_OBJECT
private slots:
    // busy = user + nice + system + irq + softirq + steal, in ticks / ticks per second; -1: none.
    void hostLine_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<double>("ticks");
        QTest::addColumn<double>("busy");
        QTest::addColumn<double>("steal");
        // This machine's, 2026-12-02: (169324 + 54527 + 40810 + 0 + 153) / 100 + 2.64.
        QTest::newRow("with steal") << "cpu  169324 54527 40810 70606 531 0 153 264 0 0\n"
                                    << 100.0 << 2650.78 << 2.64;
        QTest::newRow("no steal column") << "cpu 100 0 50 1000 0 10 40" << 100.0 << 2.0 << 0.0;
        QTest::newRow("250 ticks a second") << "cpu 250 0 0 0 0 0 0 500" << 250.0 << 3.0 << 2.0;
        QTest::newRow("one core's line")
            << "cpu0 84129 26928 19372 37404 84 0 15 138" << 100.0 << -1.0 << 0.0;
        QTest::newRow("too few columns") << "cpu 1 2 3 4 5 6" << 100.0 << -1.0 << 0.0;
        QTest::newRow("not a number") << "cpu 1 2 x 4 5 6 7" << 100.0 << -1.0 << 0.0;
        QTest::newRow("another line") << "intr 5 6 7 8 9 10 11" << 100.0 << -1.0 << 0.0;
        QTest::newRow("no clock") << "cpu 1 2 3 4 5 6 7" << 0.0 << -1.0 << 0.0;
    }
    void hostLine() {
        QFETCH(QString, line);
        QFETCH(double, ticks);
        QFETCH(double, busy);
        QFETCH(double, steal);
        const auto s = parseHostCpuSeconds(line.toStdString(), ticks);
        QCOMPARE(s.has_value(), busy >= 0);
        if (!s) return;
        QVERIFY2(qFuzzyCompare(s->busy, busy), qPrintable(QString::number(s->busy, 'g', 12)));
        QCOMPARE(s->steal, steal);
    }

    // utime + stime are fields 14 and 15, counted after the parenthesised command name.
    void processLine_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<double>("seconds");  // -1: refused
        QTest::newRow("no terminal (tpgid -1)")
            << "4242 (calltree-runner) R 4200 4242 4200 0 -1 4194304 1234 0 0 0 350 25 0 0 20 0 "
               "3 0 100 0 0"
            << 3.75;
        QTest::newRow("name with spaces and parentheses")
            << "77 (my (odd) prog) S 1 77 77 0 -1 0 0 0 0 0 100 200 0" << 3.0;
        QTest::newRow("cut short") << "77 (x) S 1 77 77 0 -1 0 0 0 0 0 100" << -1.0;
        QTest::newRow("no name") << "77 x S 1 77 77 0 -1 0 0 0 0 0 100 200" << -1.0;
        QTest::newRow("not a number") << "77 (x) S 1 a 77 0 -1 0 0 0 0 0 100 200" << -1.0;
        QTest::newRow("two-letter state") << "77 (x) SS 1 77 77 0 -1 0 0 0 0 0 100 200" << -1.0;
    }
    void processLine() {
        QFETCH(QString, line);
        QFETCH(double, seconds);
        const auto s = parseProcessCpuSeconds(line.toStdString(), 100.0);
        QCOMPARE(s.has_value(), seconds >= 0);
        if (s) QCOMPARE(*s, seconds);
    }

    void between_data() {
        QTest::addColumn<double>("hostBusy");  // seconds busy between the samples
        QTest::addColumn<double>("hostSteal");
        QTest::addColumn<double>("ranks");
        QTest::addColumn<double>("wall");
        QTest::addColumn<double>("others");
        QTest::addColumn<double>("stolen");
        // 3 s busy in 2 s, 2 of them the ranks': half a core for the rest, 0.1 of it stolen.
        QTest::newRow("half a core") << 3.0 << 0.2 << 2.0 << 2.0 << 0.5 << 0.1;
        // Ticks of 10 ms: the ranks' rounded time may pass the host's.
        QTest::newRow("ticks rounding") << 1.98 << 0.0 << 2.0 << 1.0 << 0.0 << 0.0;
        QTest::newRow("no window") << 1.0 << 0.0 << 0.0 << 0.0 << 0.0 << 0.0;
        // Steal is part of busy: never more stolen than others.
        QTest::newRow("steal capped") << 2.25 << 0.5 << 2.0 << 1.0 << 0.25 << 0.25;
    }
    void between() {
        QFETCH(double, hostBusy);
        QFETCH(double, hostSteal);
        QFETCH(double, ranks);
        QFETCH(double, wall);
        QFETCH(double, others);
        QFETCH(double, stolen);
        const HostCpuSeconds before{100.0, 7.0};
        const HostCpuSeconds after{100.0 + hostBusy, 7.0 + hostSteal};
        const HostActivity a = activityBetween(before, after, ranks, wall);
        QVERIFY2(qAbs(a.otherCores - others) < 1e-12, qPrintable(QString::number(a.otherCores)));
        QVERIFY2(qAbs(a.stolenCores - stolen) < 1e-12, qPrintable(QString::number(a.stolenCores)));
        QCOMPARE(a.seconds, wall);
    }

    void disturbedWhenOthersCompete_data() {
        QTest::addColumn<double>("others");
        QTest::addColumn<int>("ranks");
        QTest::addColumn<int>("cores");
        QTest::addColumn<bool>("disturbed");
        QTest::newRow("2 ranks, 2 cores, half a core more") << 0.5 << 2 << 2 << true;
        QTest::newRow("below a quarter core") << 0.2 << 2 << 2 << false;
        QTest::newRow("idle cores take it") << 0.5 << 2 << 8 << false;
        QTest::newRow("4 ranks and 3 cores of others on 6") << 3.0 << 4 << 6 << true;
        QTest::newRow("1 rank, 2 cores") << 0.3 << 1 << 2 << false;
    }
    void disturbedWhenOthersCompete() {
        QFETCH(double, others);
        QFETCH(int, ranks);
        QFETCH(int, cores);
        QFETCH(bool, disturbed);
        const HostActivity a{"vm", 10, others, 0, cores, ranks};
        QCOMPARE(ct::protocol::disturbed(a), disturbed);
        const std::string text = describe(a);
        QCOMPARE(text.find("measure again") != std::string::npos, disturbed);
    }

    // Ticks of 10 ms and the launch's own start: a window under a second cannot tell.
    void shortWindowsCannotTell() {
        QVERIFY(!ct::protocol::disturbed(HostActivity{"vm", 0.5, 0.56, 0, 2, 2}));
        QVERIFY(ct::protocol::disturbed(HostActivity{"vm", 1.0, 0.56, 0, 2, 2}));
    }

    void describedWithItsFigures() {
        const HostActivity a{"vm", 12.34, 0.63, 0.1, 2, 2};
        QCOMPARE(describe(a), std::string("host vm: other processes used 0.63 of its 2 cores (the "
                                          "hypervisor 0.10) during 12.3 s of measurement, where "
                                          "2 ranks needed a core each: the times include their "
                                          "interference; measure again on a quiet host"));
        QCOMPARE(describe(HostActivity{"n1", 1, 0.02, 0, 64, 2}),
                 std::string("host n1: other processes used 0.02 of its 64 cores during 1.0 s of "
                             "measurement"));
    }

    void readStrictly_data() {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("error");  // "" : reads
        const QString ok =
            R"({"host":"vm","seconds":2,"other_cores":0.5,"stolen_cores":0.1,"cores":2,"ranks":2})";
        QTest::newRow("fine") << ok << "";
        QTest::newRow("stolen above others")
            << QString(ok).replace("0.1", "0.7")
            << "host_activity.stolen_cores: must not exceed other_cores";
        QTest::newRow("negative") << QString(ok).replace("0.5", "-0.5")
                                  << "host_activity.other_cores: must be a non-negative number";
        QTest::newRow("no cores")
            << QString(ok).replace("\"cores\":2", "\"cores\":0")
            << "host_activity.cores: must be a whole number in [1, 1073741824]";
        QTest::newRow("unknown field")
            << QString(ok).replace("\"ranks\"", "\"rank\"") << "host_activity.rank: unknown field";
    }
    void readStrictly() {
        QFETCH(QString, json);
        QFETCH(QString, error);
        try {
            const HostActivity a =
                readHostActivity(nlohmann::json::parse(json.toStdString()), "host_activity");
            QVERIFY2(error.isEmpty(), "no error");
            QCOMPARE(a, (HostActivity{"vm", 2, 0.5, 0.1, 2, 2}));
            QCOMPARE(readHostActivity(nlohmann::json::parse(toJson(a).dump()), "x"), a);
        } catch (const std::exception& e) {
            QVERIFY2(!error.isEmpty(), e.what());
            QVERIFY2(QString::fromUtf8(e.what()).startsWith(error), e.what());
        }
    }
};

QTEST_APPLESS_MAIN(TestHostActivity)
#include "test_host_activity.moc"
