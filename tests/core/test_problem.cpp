// The one table of problems (program/problem.h): every problem's names as the files and tools of
// earlier versions wrote them, each name parsed back to its problem, and unknown names refused.
#include <QtTest>

#include <algorithm>
#include <cstring>
#include <set>
#include <stdexcept>
#include <string>

#include "program/collective.h"
#include "program/problem.h"

using ct::Problem;

namespace {

// A parse result as a number QCOMPARE can print: the problem's value, -1 for nothing.
int id(std::optional<Problem> p) {
    return p ? int(*p) : -1;
}

}  // namespace

class TestProblem : public QObject {
    Q_OBJECT
private slots:
    void names_data();
    void names();
    void tableCoversEveryProblemOnce();
    void unknownNamesAreRefused_data();
    void unknownNamesAreRefused();
    void mpiNamesInAnyCase();
    void listsForMessages();
    void problemsWithoutContractAreRefusedByName();
    void layoutFillLeavesTheScratch();
};

// The names as they were spelled before the table existed: schedule files and the BSP* library
// (schedule/*_algorithms.cpp), results files (the catalogue's and the contract's toString),
// run plans and Open MPI's coll_tuned parameters (protocol/case_spec.cpp).
void TestProblem::names_data() {
    QTest::addColumn<int>("value");  // ct::Problem
    QTest::addColumn<QString>("schedule");
    QTest::addColumn<QString>("results");
    QTest::addColumn<QString>("mpi");
    QTest::addColumn<QString>("ompi");
    QTest::addColumn<bool>("contract");
    const QString none;
    auto row = [](const char* tag) -> QTestData& { return QTest::newRow(tag); };
    row("broadcast") << int(Problem::Broadcast) << "Broadcast"
                     << "broadcast"
                     << "MPI_Bcast"
                     << "bcast" << true;
    row("reduce") << int(Problem::Reduce) << "Reduce"
                  << "reduce"
                  << "MPI_Reduce"
                  << "reduce" << true;
    row("allreduce") << int(Problem::Allreduce) << "ReduceAll"
                     << "allreduce"
                     << "MPI_Allreduce"
                     << "allreduce" << true;
    row("allgather") << int(Problem::Allgather) << "Allgather"
                     << "allgather"
                     << "MPI_Allgather"
                     << "allgather" << true;
    row("alltoall") << int(Problem::Alltoall) << "Alltoall"
                    << "alltoall"
                    << "MPI_Alltoall"
                    << "alltoall" << false;
    row("reduce-scatter") << int(Problem::ReduceScatter) << "ReduceScatter"
                          << "reduce-scatter"
                          << "MPI_Reduce_scatter_block"
                          << "reduce_scatter_block" << true;
    row("scan") << int(Problem::Scan) << "Scan"
                << "scan" << none << none << true;
    row("scan-all") << int(Problem::ScanAll) << "ScanAll"
                    << "scan-all" << none << none << true;
    row("edge minimum") << int(Problem::EdgeMinimum) << "EdgeMinimum"
                        << "allreduce-min" << none << none << true;
    row("segment minimum") << int(Problem::SegmentMinimum) << "SegmentMinimum"
                           << "segment-minimum" << none << none << true;
    row("summation") << int(Problem::Summation) << "Summation"
                     << "summation" << none << none << false;
    row("sort") << int(Problem::Sort) << "Sort"
                << "sort" << none << none << false;
    row("integer sort") << int(Problem::IntegerSort) << "IntegerSort"
                        << "integer-sort" << none << none << false;
    row("mst") << int(Problem::MST) << "MST"
               << "mst" << none << none << false;
    row("boruvka step") << int(Problem::BoruvkaStep) << "BoruvkaStep"
                        << "boruvka-step" << none << none << false;
    row("mst merge") << int(Problem::MSTMerge) << "MSTMerge"
                     << "mst-merge" << none << none << false;
}

void TestProblem::names() {
    QFETCH(int, value);
    const Problem problem = Problem(value);
    QFETCH(QString, schedule);
    QFETCH(QString, results);
    QFETCH(QString, mpi);
    QFETCH(QString, ompi);
    QFETCH(bool, contract);
    QCOMPARE(QString::fromUtf8(ct::scheduleName(problem)), schedule);
    QCOMPARE(QString::fromUtf8(ct::toString(problem)), results);
    QCOMPARE(QString::fromUtf8(ct::mpiName(problem)), mpi);  // nullptr reads as ""
    QCOMPARE(QString::fromUtf8(ct::ompiName(problem)), ompi);
    QCOMPARE(ct::hasContract(problem), contract);
    // Every name round-trips to the problem.
    QCOMPARE(id(ct::parseScheduleProblem(schedule.toStdString())), int(problem));
    QCOMPARE(id(ct::parseProblem(results.toStdString())), int(problem));
    if (!mpi.isEmpty()) {
        QCOMPARE(id(ct::parseMpiCollective(mpi.toStdString())), int(problem));
        QCOMPARE(id(ct::parseMpiCollective(ompi.toStdString())), int(problem));
    } else {
        QVERIFY(!ct::parseMpiCollective(("MPI_" + schedule).toStdString()));
    }
}

void TestProblem::tableCoversEveryProblemOnce() {
    const auto table = ct::problemTable();
    QCOMPARE(table.size(), std::size_t(Problem::MSTMerge) + 1);
    std::set<std::string> schedules, results;
    for (std::size_t i = 0; i < table.size(); ++i) {
        QCOMPARE(std::size_t(table[i].problem), i);
        QCOMPARE(&ct::namesOf(table[i].problem), &table[i]);
        QVERIFY(table[i].schedule && table[i].results);
        QVERIFY2((table[i].mpi == nullptr) == (table[i].ompi == nullptr), table[i].results);
        schedules.insert(table[i].schedule);
        results.insert(table[i].results);
    }
    QCOMPARE(schedules.size(), table.size());  // no two problems share a name
    QCOMPARE(results.size(), table.size());
}

void TestProblem::unknownNamesAreRefused_data() {
    QTest::addColumn<QString>("name");
    QTest::newRow("empty") << "";
    QTest::newRow("results name as schedule name") << "broadcast";
    QTest::newRow("catalogue algorithm") << "binomial";
    QTest::newRow("old LogP tree name") << "OptimalTree";
    QTest::newRow("MPI collective without a problem") << "MPI_Scan";
    QTest::newRow("trailing space") << "Broadcast ";
}

void TestProblem::unknownNamesAreRefused() {
    QFETCH(QString, name);
    const std::string n = name.toStdString();
    QVERIFY(!ct::parseScheduleProblem(n));
    QVERIFY(!ct::parseMpiCollective(n));
    if (n != "broadcast") QVERIFY(!ct::parseProblem(n));  // (a results name, of course)
}

void TestProblem::mpiNamesInAnyCase() {
    QCOMPARE(id(ct::parseMpiCollective("mpi_bcast")), int(Problem::Broadcast));
    QCOMPARE(id(ct::parseMpiCollective("BCAST")), int(Problem::Broadcast));
    QCOMPARE(id(ct::parseMpiCollective("Mpi_Reduce_Scatter_Block")), int(Problem::ReduceScatter));
    QVERIFY(!ct::parseMpiCollective("MPI_"));
    QVERIFY(!ct::parseMpiCollective("MPI_broadcast"));  // MPI's name, not ours
}

void TestProblem::listsForMessages() {
    QCOMPARE(ct::mpiCollectiveNames(),
             std::string("MPI_Bcast, MPI_Reduce, MPI_Allreduce, MPI_Allgather, MPI_Alltoall, "
                         "MPI_Reduce_scatter_block"));
    const std::string schedules = ct::scheduleProblemNames();
    QVERIFY(schedules.starts_with("Broadcast, Reduce, ReduceAll, "));
    QVERIFY(schedules.ends_with(", MST, BoruvkaStep, MSTMerge"));
}

void TestProblem::problemsWithoutContractAreRefusedByName() {
    ct::RankBuffer buffer;
    const ct::CollectiveSpec summation{Problem::Summation, 4, 0, 8};
    try {
        ct::initializeBuffer(summation, 0, buffer);
        QFAIL("a problem without a data contract must be refused");
    } catch (const std::invalid_argument& e) {
        QCOMPARE(std::string(e.what()), std::string("summation has no data contract"));
    }
    QCOMPARE(ct::checkBuffer(summation, 0, ct::RankBuffer(8)).value_or("accepted"),
             std::string("summation has no data contract"));
}

// An allreduce of 16 bytes on 2 ranks: its layout is the 16 bytes of rank 1's contribution;
// a buffer of 24 bytes holds 8 of scratch. Filled whole, the scratch is junk (0xA5); filled
// by the layout, what a run left there (here 7) stays, and the layout is rewritten either way.
void TestProblem::layoutFillLeavesTheScratch() {
    const ct::CollectiveSpec allreduce{Problem::Allreduce, 2, 0, 16};
    ct::RankBuffer buffer(24, 7);
    ct::initializeBuffer(allreduce, 1, buffer, ct::BufferFill::Layout);
    QCOMPARE(int(buffer[16]), 7);
    QCOMPARE(int(buffer[23]), 7);
    std::uint64_t first = 0;
    std::memcpy(&first, buffer.data(), 8);
    QCOMPARE(first, ct::contribution(1, 0, 0));
    std::fill(buffer.begin(), buffer.end(), std::uint8_t(7));
    ct::initializeBuffer(allreduce, 1, buffer);
    QCOMPARE(int(buffer[16]), 0xA5);
    QCOMPARE(int(buffer[23]), 0xA5);
    std::memcpy(&first, buffer.data(), 8);
    QCOMPARE(first, ct::contribution(1, 0, 0));
}

QTEST_GUILESS_MAIN(TestProblem)
#include "test_problem.moc"
