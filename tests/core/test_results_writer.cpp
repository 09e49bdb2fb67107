// The results file written case by case (core/protocol/results_writer.h): after opening, after
// every case and after the end it reads as the same document that writing it whole gives, and a
// file that cannot be created is refused with its path.
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "protocol/results.h"
#include "protocol/results_writer.h"

using namespace ct::protocol;

namespace {

CaseResult someCase(int i) {
    CaseResult c;
    c.name = "binomial " + std::to_string(i) + " B root 0";
    c.kind = CaseKind::Catalogue;
    c.spec.algorithm = "binomial";
    c.spec.procs = 4;
    c.bytes = std::uint64_t(i);
    c.spec.bytes = c.bytes;
    c.problem = "broadcast";
    c.messages = 3;
    c.warmup = 1;
    c.times = {1e-6 * (i + 1), 2e-6, 3e-6};
    Statistics st;  // any values: the writer only carries them
    st.count = 3;
    st.min = 2e-6;
    st.median = 2e-6 + i * 1e-9;
    st.max = 3e-6;
    c.stats = st;
    if (i % 3 == 2) {
        c.status = CaseStatus::Failed;
        c.error = "rank 1 offset 7: expected 1 got 2 (run 0)";
    }
    return c;
}

ResultsDocument someRun() {
    ResultsDocument d;
    d.environment.mpiLibrary = "Open MPI v4.1.4";
    d.environment.mpiVersion = "3.1";
    d.environment.ranks = 4;
    d.environment.hosts = {"vm"};
    d.environment.started = "2026-11-25T09:00:00Z";
    d.environment.command = "calltree-runner run --algorithm binomial";
    d.timing.minReps = 3;
    return d;
}

std::string readAll(const std::string& path) {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

}  // namespace

class TestResultsWriter : public QObject {
    Q_OBJECT
private slots:
    void everyMomentBetweenWritesIsTheWholeDocument() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("run.results.json").toStdString();
        ResultsDocument expected = someRun();
        ResultsWriter writer(path, expected);
        QCOMPARE(loadResults(path), parseResults(dumpReadable(toJson(expected))));
        QCOMPARE(loadResults(path).cases.size(), std::size_t(0));
        for (int i = 0; i < 5; ++i) {
            const CaseResult c = someCase(i);
            writer.append(c);
            expected.cases.push_back(c);
            // The same as writing the whole document (the reader's view of it).
            QCOMPARE(loadResults(path), parseResults(dumpReadable(toJson(expected))));
        }
        QVERIFY(!loadResults(path).complete);
        writer.setComplete(true);
        expected.complete = true;
        QCOMPARE(loadResults(path), parseResults(dumpReadable(toJson(expected))));
        // Only the in-place "complete" differs from the whole document's text: one blank.
        std::string text = readAll(path);
        const auto at = text.find("\"complete\":  true");
        QVERIFY(at != std::string::npos);
        text.erase(at + 11, 1);
        QCOMPARE(text, dumpReadable(toJson(expected)) + "\n");
    }

    // The host's activity, known at the end, goes after the cases: the file is then the whole
    // document with it, byte for byte but for "complete"'s blank; written twice, the second
    // replaces the first.
    void hostActivityAfterTheCases() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("run.results.json").toStdString();
        ResultsDocument expected = someRun();
        ResultsWriter writer(path, expected);
        for (int i = 0; i < 3; ++i) {
            writer.append(someCase(i));
            expected.cases.push_back(someCase(i));
        }
        writer.setHostActivity(HostActivity{"vm", 3.25, 1.5, 0.25, 2, 2});
        writer.setHostActivity(HostActivity{"vm", 3.25, 0.5, 0, 2, 2});
        expected.hostActivity = HostActivity{"vm", 3.25, 0.5, 0, 2, 2};
        QCOMPARE(loadResults(path), parseResults(dumpReadable(toJson(expected))));
        QCOMPARE(readAll(path), dumpReadable(toJson(expected)) + "\n");
        // A document opened with it (a record read back) keeps it after later cases.
        const std::string again = dir.filePath("again.results.json").toStdString();
        ResultsWriter reopened(again, expected);
        reopened.append(someCase(5));
        expected.cases.push_back(someCase(5));
        QCOMPARE(readAll(again), dumpReadable(toJson(expected)) + "\n");
    }

    // A document that starts with cases (a resumed record) keeps them.
    void openingWithCases() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("r.results.json").toStdString();
        ResultsDocument doc = someRun();
        doc.cases = {someCase(1), someCase(2)};
        ResultsWriter writer(path, doc);
        writer.append(someCase(3));
        doc.cases.push_back(someCase(3));
        QCOMPARE(loadResults(path), parseResults(dumpReadable(toJson(doc))));
    }

    // Appending costs the case, not the file: after 2000 cases the last append writes about as
    // many bytes as one case takes (the file grows by exactly that).
    void appendWritesOnlyTheCase() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("big.results.json").toStdString();
        ResultsWriter writer(path, someRun());
        for (int i = 0; i < 2000; ++i)
            writer.append(someCase(i));
        const auto before = std::filesystem::file_size(path);
        writer.append(someCase(7));
        const auto grown = std::filesystem::file_size(path) - before;
        QCOMPARE(grown, std::uintmax_t(1 + 5 + dumpReadable(toJson(someCase(7)), 2, 2).size()));
        QCOMPARE(loadResults(path).cases.size(), std::size_t(2001));
    }

    void unwritablePathIsNamed_data() {
        QTest::addColumn<QString>("path");
        QTest::newRow("missing folder") << "/nonexistent-calltree/r.results.json";
        QTest::newRow("a folder") << "/";
    }
    void unwritablePathIsNamed() {
        QFETCH(QString, path);
        try {
            ResultsWriter writer(path.toStdString(), someRun());
            QFAIL("no error");
        } catch (const std::runtime_error& e) {
            QVERIFY2(QString::fromUtf8(e.what()).startsWith("cannot write " + path), e.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestResultsWriter)
#include "test_results_writer.moc"
