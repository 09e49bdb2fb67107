// calltree rules check|convert: exit codes (0 read as written, 1 problems, 2 bad arguments or
// unreadable file), the FILE:LINE: message list, the effective table, the JSON document.
#include <QtTest>

#include <QTemporaryDir>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli.h"

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

// Deterministic: the algorithm numbers of a saved ompi_info and a stated version.
const QStringList kInstalled{"--ompi-info", CALLTREE_OMPI_INFO, "--ompi-version", "4.1.4"};
}  // namespace

class TestRulesCli : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString write(const QString& name, const std::string& text) {
        const QString path = m_dir.filePath(name);
        std::ofstream(path.toStdString()) << text;
        return path;
    }

private slots:
    void readAsWritten() {
        const QString f = write("good.rules", "1\n7\n2\n2 2\n0 6 0 0\n8192 8 0 0\n8 1\n0 9 0 0\n");
        const Run r = run(QStringList{"rules", "check", f} + kInstalled);
        QCOMPARE(r.status, 0);
        QCOMPARE(r.err, std::string());
        QVERIFY(r.out.find("Open MPI reads this file as written.\n") != std::string::npos);
        // Communicator sizes 1-7: 6 binomial below 8192 bytes, 8 scatter_allgather from there.
        QVERIFY(r.out.find("bcast           1-7           0-8191                  6 binomial "
                           "(0, 0)\n") != std::string::npos);
        QVERIFY(r.out.find("bcast           8-inf         0-inf                   9 "
                           "scatter_allgather_ring (0, 0)\n") != std::string::npos);
    }

    void problemsExitOne() {
        const QString f = write("octal.rules", "1\n7\n1\n2 2\n0 6 0 0\n010 9 0 0\n");
        const Run r = run(QStringList{"rules", "check", f} + kInstalled);
        QCOMPARE(r.status, 1);
        QCOMPARE(r.out.substr(0, r.out.find('\n')),
                 f.toStdString() +
                     ":6: '010' is read as the octal number 8 (a leading zero makes a number "
                     "octal); write 10 if that is meant");
        QCOMPARE(r.err, "calltree rules: " + f.toStdString() +
                            ": 1 problem(s); Open MPI reads this file, but not as written\n");
        // The table still shows what runs: from 8 bytes, not 10.
        QVERIFY(r.out.find("1-inf         8-inf") != std::string::npos);
    }

    void json() {
        const QString f = write("trunc.rules", "1\n7\n1\n2 2\n0 6 0 0\n");
        const Run r = run(QStringList{"rules", "check", f, "--format", "json"} + kInstalled);
        QCOMPARE(r.status, 1);
        const auto doc = nlohmann::json::parse(r.out);
        QCOMPARE(doc["kind"].get<std::string>(), std::string("ompi-classic"));
        QCOMPARE(doc["loads"].get<bool>(), false);
        QCOMPARE(doc["read_as_written"].get<bool>(), false);
        QCOMPARE(doc["problems"].size(), std::size_t(1));
        QCOMPARE(doc["problems"][0]["line"].get<int>(), 6);
        QCOMPARE(doc["decisions"].size(), std::size_t(0));
        QCOMPARE(doc["ompi_version"].get<std::string>(), std::string("Open MPI 4.1.4"));

        const QString g = write("good.rules", "1\n11\n1\n4 1\n0 5 0 0\n");
        const auto ok = nlohmann::json::parse(
            run(QStringList{"rules", "check", g, "--format", "json"} + kInstalled).out);
        QCOMPARE(ok["decisions"][0]["collective"].get<std::string>(), std::string("reduce"));
        QCOMPARE(ok["decisions"][0]["algorithm_name"].get<std::string>(), std::string("binomial"));
        QCOMPARE(ok["decisions"][0]["comm_size_min"].get<int>(), 1);
        QVERIFY(ok["decisions"][0]["comm_size_max"].is_null());
    }

    void mpichFile() {
        const QString f = write("m.json",
                                "{\"collective=bcast\": {\"any\": {\"algorithm=MPIR_Bcast_intra_"
                                "binomial\": {}}}}\n");
        const Run r = run({"rules", "check", f});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.find("any → MPIR_Bcast_intra_binomial") != std::string::npos);
    }

    // An Open MPI 6.0 JSON file checked as Open MPI 6.0 reads it (its ompi_info saved): an
    // algorithm it does not know switches a rule off (exit 1, the line), and the rules are
    // listed in the order it tries them. Under 4.1.4 the file is said to be ignored there.
    void ompiJsonFile() {
        const QString f = write("r.json",
                                "{\"rule_file_version\": 3, \"collectives\": {\"bcast\": [\n"
                                "{\"comm_size_max\": 8, \"rules\": [\n"
                                "{\"msg_size_max\": 1023, \"alg\": \"binomial\"},\n"
                                "{\"msg_size_min\": 1024, \"alg\": 11}]}]}}\n");
        const QStringList six{"--ompi-info", CALLTREE_OMPI_INFO_60, "--ompi-version", "6.0.0"};
        const Run r = run(QStringList{"rules", "check", f} + six);
        QCOMPARE(r.status, 1);
        QVERIFY2(
            r.out.find(f.toStdString() + ":4: \"alg\": 11 is not one of the bcast "
                                         "algorithms this Open MPI knows") != std::string::npos,
            r.out.c_str());
        QVERIFY(r.out.find("Open MPI 6.0 reads this file, but not as written") !=
                std::string::npos);
        QVERIFY2(r.out.find("bcast           0-8           0-1023                  6 binomial") !=
                     std::string::npos,
                 r.out.c_str());
        QVERIFY(r.out.find("switched off (unknown algorithm)") != std::string::npos);
        const auto doc = nlohmann::json::parse(
            run(QStringList{"rules", "check", f, "--format", "json"} + six).out);
        QCOMPARE(doc["kind"].get<std::string>(), std::string("ompi-json"));
        QCOMPARE(doc["loads"].get<bool>(), true);
        QCOMPARE(doc["rules"].size(), std::size_t(2));
        QCOMPARE(doc["rules"][1]["switched_off"].get<bool>(), true);
        const Run four = run(QStringList{"rules", "check", f} + kInstalled);
        QCOMPARE(four.status, 1);
        QVERIFY(four.out.find("Open MPI 4.1.4 reads rules files in the classic format only") !=
                std::string::npos);
    }

    // The Studio's screenshot of the check (docs/studio-tune-check-ompi6.png) checks this file:
    // three problems, and the rule whose comm_size_max is "inf" holds no communicator size.
    void ompiJsonPitfalls() {
        const QStringList six{"--ompi-info", CALLTREE_OMPI_INFO_60, "--ompi-version", "6.0.0"};
        const std::string file = CALLTREE_OMPI6_PITFALLS;
        const Run r = run(QStringList{"rules", "check", QString::fromStdString(file)} + six);
        QCOMPARE(r.status, 1);
        for (const char* line : {":7: \"comm_size_max\": \"inf\" is held in an int as -1",
                                 ":14: \"msg_size_mim\" is not a key of a message rule",
                                 ":14: \"alg\": 12 is not one of the bcast algorithms"})
            QVERIFY2(r.out.find(file + line) != std::string::npos, line);
        QVERIFY(r.out.find("bcast           none          0-inf                   6 binomial") !=
                std::string::npos);
        QVERIFY(r.out.find("bcast           2-inf         65536-inf               8 "
                           "scatter_allgather") != std::string::npos);
    }

    void badArguments_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("err");
        QTest::newRow("no file")
            << QStringList{"rules", "check"}
            << "calltree rules: an action and a file are needed: calltree rules check|convert "
               "FILE\n";
        QTest::newRow("unreadable") << QStringList{"rules", "check", "/nonexistent/x.rules"}
                                    << "calltree rules: cannot read '/nonexistent/x.rules'\n";
        QTest::newRow("bad action")
            << QStringList{"rules", "fix", CALLTREE_OMPI_INFO}
            << "calltree rules: 'fix' is not a rules action (check, convert)\n";
        QTest::newRow("bad format")
            << QStringList{"rules", "check", CALLTREE_OMPI_INFO, "--format", "xml"}
            << "calltree rules: --format: 'xml' is not text or json\n";
        QTest::newRow("bad target")
            << QStringList{"rules", "convert", CALLTREE_OMPI_INFO, "--to", "ompi7"}
            << "calltree rules: --to: 'ompi7' is not ompi, ompi-json or mpich-json\n";
    }
    void badArguments() {
        QFETCH(QStringList, args);
        QFETCH(QString, err);
        const Run r = run(args);
        QCOMPARE(r.status, 2);
        QCOMPARE(QString::fromStdString(r.err), err);
        QCOMPARE(r.out, std::string());
    }

    void convert() {
        const QString f = write("src.rules", "1\n7\n1\n2 2\n0 6 0 0\n8192 3 0 1024\n");
        const QString out = m_dir.filePath("out.rules");
        const Run r = run(QStringList{"rules", "convert", f, "--to", "ompi", "--output", out,
                                      "--machine", "node1", "--ranks", "2"} +
                          kInstalled);
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.find("use it with: mpirun --mca coll_tuned_use_dynamic_rules 1 --mca "
                           "coll_tuned_dynamic_rules_filename " +
                           out.toStdString()) != std::string::npos);
        QCOMPARE(run(QStringList{"rules", "check", out} + kInstalled).status, 0);
        const QString json = m_dir.filePath("out.json");
        const Run j = run(QStringList{"rules", "convert", f, "--to", "ompi-json", "--output", json,
                                      "--machine", "node1", "--ranks", "2"} +
                          kInstalled);
        QCOMPARE(j.status, 0);
        QVERIFY(j.out.find("made by calltree 0.1.0 from " + f.toStdString() +
                           ", machine node1, 2 ranks, ") != std::string::npos);
        // Pipeline (3) has no MPICH twin: refused, exit 1, nothing written.
        const Run m = run(QStringList{"rules", "convert", f, "--to", "mpich-json"} + kInstalled);
        QCOMPARE(m.status, 1);
        QCOMPARE(m.out, std::string());
        QVERIFY(m.err.find("Open MPI bcast algorithm 3 has no MPICH equivalent") !=
                std::string::npos);
    }
};

QTEST_MAIN(TestRulesCli)
#include "test_rules_cli.moc"
