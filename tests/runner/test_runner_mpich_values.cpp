// The integer of an MPICH algorithm CVAR value, read off the variable's description as MPI_T gives
// it (runner/mpich_cvar_values.h). The descriptions are MPICH 4.0.2's as MPI_T_cvar_get_info
// returned them here (line breaks lost); the expected positions are those MPICH itself stored
// with each value set in the environment (the tune_mpich MPI test checks the same on the
// installed MPICH, value by value).
#include <QtTest>

#include <optional>
#include <string>

#include "mpich_cvar_values.h"

using ct::runner::mpichCvarDescriptionText;
using ct::runner::mpichCvarValueIndex;

Q_DECLARE_METATYPE(std::string)

namespace {

const std::string kBcast =
    "Variable to select bcast algorithmauto - Internal algorithm selection (can be overridden "
    "with MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE)binomial                                - "
    "Force Binomial Treenb                                      - Force nonblocking "
    "algorithmsmp                                     - Force smp "
    "algorithmscatter_recursive_doubling_allgather    - Force Scatter Recursive-Doubling "
    "Allgatherscatter_ring_allgather                  - Force Scatter Ring";
const std::string kAllreduce =
    "Variable to select allreduce algorithmauto - Internal algorithm selection (can be "
    "overridden with MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE)nb                       - Force "
    "nonblocking algorithmsmp                      - Force smp algorithmrecursive_doubling       "
    "- Force recursive doubling algorithmreduce_scatter_allgather - Force reduce scatter "
    "allgather algorithm";
// As a later MPICH might write it: with line breaks, and a value whose name ends another's.
const std::string kWithTrees =
    "Variable to select bcast algorithm\nauto - Internal algorithm selection\nbinomial - Force "
    "Binomial Tree\npipelined_tree - Force pipelined tree\ntree - Force tree\n";

}  // namespace

class TestRunnerMpichValues : public QObject {
    Q_OBJECT

private slots:
    void positions_data() {
        QTest::addColumn<std::string>("description");
        QTest::addColumn<std::string>("value");
        QTest::addColumn<int>("expected");  // -1: not one value
        QTest::newRow("auto, glued to the title") << kBcast << std::string("auto") << 0;
        QTest::newRow("binomial") << kBcast << std::string("binomial") << 1;
        QTest::newRow("nb, glued to 'Tree'") << kBcast << std::string("nb") << 2;
        QTest::newRow("smp") << kBcast << std::string("smp") << 3;
        QTest::newRow("scatter rd allgather")
            << kBcast << std::string("scatter_recursive_doubling_allgather") << 4;
        QTest::newRow("scatter ring allgather, glued to 'Allgather'")
            << kBcast << std::string("scatter_ring_allgather") << 5;
        QTest::newRow("allreduce nb") << kAllreduce << std::string("nb") << 1;
        QTest::newRow("allreduce recursive doubling")
            << kAllreduce << std::string("recursive_doubling") << 3;
        QTest::newRow("allreduce reduce-scatter allgather")
            << kAllreduce << std::string("reduce_scatter_allgather") << 4;
        QTest::newRow("a word of the text, not a value") << kBcast << std::string("Force") << -1;
        QTest::newRow("not listed") << kAllreduce << std::string("binomial") << -1;
        QTest::newRow("empty") << kBcast << std::string() << -1;
        QTest::newRow("tree, not in pipelined_tree") << kWithTrees << std::string("tree") << 3;
        QTest::newRow("pipelined_tree") << kWithTrees << std::string("pipelined_tree") << 2;
        QTest::newRow("no description") << std::string() << std::string("auto") << -1;
    }
    void positions() {
        QFETCH(std::string, description);
        QFETCH(std::string, value);
        QFETCH(int, expected);
        const std::optional<int> index = mpichCvarValueIndex(description, value);
        QCOMPARE(index.value_or(-1), expected);
    }

    // Messages show the description with its blanks collapsed, cut at the limit.
    void descriptionForMessages() {
        QCOMPARE(mpichCvarDescriptionText("a  -\n b", 100), std::string("a - b"));
        QCOMPARE(mpichCvarDescriptionText(kBcast, 20), std::string("Variable to select b..."));
    }
};

QTEST_APPLESS_MAIN(TestRunnerMpichValues)
#include "test_runner_mpich_values.moc"
