// Decisions from measurements (core/tuning/measured_decision.h) on hand-made results documents:
// the fastest forced algorithm replaces Open MPI's default only when the confidence intervals
// are apart, neighbouring sizes with one pick merge into one rule, Open MPI's message size for
// allgather scales with the communicator, and what cannot be used is named in the notes.
#include <QtTest>

#include <cstdint>

#include "protocol/results.h"
#include "tuning/measured_decision.h"
#include "tuning/ompi_collectives.h"
#include "tuning/ompi_rules_reader.h"
#include "tuning/rules_writers.h"

using namespace ct::tuning;
using ct::protocol::CaseKind;
using ct::protocol::CaseResult;
using ct::protocol::CaseStatus;
using ct::protocol::ResultsDocument;
using ct::protocol::Statistics;

namespace {

// A case as the runner writes an MPI baseline: median and its 95 % interval in microseconds.
CaseResult baseline(const std::string& mpi, int procs, std::uint64_t bytes, int algorithm,
                    double medianUs, double lowUs, double highUs) {
    CaseResult c;
    c.name = mpi + " " + std::to_string(bytes) + " B alg " + std::to_string(algorithm);
    c.kind = CaseKind::MpiBaseline;
    c.spec.algorithm = mpi;
    c.spec.procs = procs;
    c.spec.bytes = bytes;
    c.bytes = bytes;
    c.ompiAlgorithm = algorithm;
    Statistics s;
    s.count = 20;
    s.min = lowUs * 0.9e-6;
    s.median = medianUs * 1e-6;
    s.mean = medianUs * 1e-6;
    s.max = highUs * 1.1e-6;
    s.p90 = highUs * 1e-6;
    s.ci95Low = lowUs * 1e-6;
    s.ci95High = highUs * 1e-6;
    s.ciCoverage = 0.96;
    c.stats = s;
    c.times.assign(20, s.median);
    return c;
}

NamedResults run(const std::string& name, int ranks, std::vector<CaseResult> cases,
                 const std::string& forced = "") {
    ResultsDocument d;
    d.complete = true;
    d.environment.ranks = ranks;
    d.environment.ompiForced = forced;
    d.cases = std::move(cases);
    return {name, d};
}

const PointDecision* point(const MeasuredDecision& d, int collective, int commSize,
                           std::uint64_t bytes) {
    for (const auto& p : d.points)
        if (p.collective == collective && p.commSize == commSize && p.bytes == bytes) return &p;
    return nullptr;
}

}  // namespace

class TestTuningMeasured : public QObject {
    Q_OBJECT
private slots:
    // 8 B: algorithm 6 at 5 µs [4.8, 5.2] against the default's 10 µs [9.5, 10.5]: apart, so 6,
    // twice as fast. 64 B: algorithm 6 at 9.8 µs [9.0, 10.2] overlaps the default's
    // [9.5, 10.5]: the default stays although its median is larger.
    void fasterOnlyWhenIntervalsAreApart() {
        const auto d =
            decideFromResults({run("alg0", 2,
                                   {baseline("MPI_Bcast", 2, 8, 0, 10, 9.5, 10.5),
                                    baseline("MPI_Bcast", 2, 64, 0, 10, 9.5, 10.5)}),
                               run("alg6", 2,
                                   {baseline("MPI_Bcast", 2, 8, 6, 5, 4.8, 5.2),
                                    baseline("MPI_Bcast", 2, 64, 6, 9.8, 9.0, 10.2)},
                                   "coll_tuned_use_dynamic_rules=1 coll_tuned_bcast_algorithm=6"),
                               run("alg3", 2,
                                   {baseline("MPI_Bcast", 2, 8, 3, 7, 6.5, 7.5),
                                    baseline("MPI_Bcast", 2, 64, 3, 12, 11, 13)})});
        QVERIFY(d.notes.empty());
        QCOMPARE(d.points.size(), std::size_t(2));
        const auto* small = point(d, ompi::kBcast, 2, 8);
        QVERIFY(small);
        QCOMPARE(small->candidates, 2);
        QCOMPARE(small->best->algorithm, 6);
        QCOMPARE(small->chosen, 6);
        QCOMPARE(small->reason, PickReason::Faster);
        QCOMPARE(small->bestGain(), 2.0);
        const auto* overlap = point(d, ompi::kBcast, 2, 64);
        QVERIFY(overlap);
        QCOMPARE(overlap->best->algorithm, 6);
        QCOMPARE(overlap->chosen, 0);
        QCOMPARE(overlap->reason, PickReason::Overlap);
        // One collective, one communicator size: 6 from 0, the default from 64.
        QCOMPARE(d.table.collectives.size(), std::size_t(1));
        const auto& rules = d.table.collectives[0].commSizes.at(0).rules;
        QCOMPARE(d.table.collectives[0].collective, ompi::kBcast);
        QCOMPARE(d.table.collectives[0].commSizes[0].commSize, 2);
        QCOMPARE(rules.size(), std::size_t(2));
        QCOMPARE(rules[0].minBytes, std::uint64_t(0));
        QCOMPARE(rules[0].algorithm, 6);
        QCOMPARE(rules[1].minBytes, std::uint64_t(64));
        QCOMPARE(rules[1].algorithm, 0);
    }

    // Picks 6, 6, 0 (default fastest), 9, 9 over 8 … 32768 B on 4 ranks: three rules, from 0,
    // 512 and 4096; the written classic file reads back clean and selects the picks.
    void neighbouringSizesMerge() {
        const std::uint64_t sizes[] = {8, 64, 512, 4096, 32768};
        const int picks[] = {6, 6, 0, 9, 9};
        std::vector<CaseResult> def, a6, a9;
        for (int i = 0; i < 5; ++i) {
            def.push_back(baseline("MPI_Bcast", 4, sizes[i], 0, 100, 95, 105));
            a6.push_back(baseline("MPI_Bcast", 4, sizes[i], 6, picks[i] == 6 ? 50 : 120,
                                  picks[i] == 6 ? 48 : 115, picks[i] == 6 ? 52 : 125));
            a9.push_back(baseline("MPI_Bcast", 4, sizes[i], 9, picks[i] == 9 ? 40 : 130,
                                  picks[i] == 9 ? 38 : 125, picks[i] == 9 ? 42 : 135));
        }
        const auto d = decideFromResults({run("d", 4, def), run("6", 4, a6), run("9", 4, a9)});
        for (int i = 0; i < 5; ++i)
            QCOMPARE(point(d, ompi::kBcast, 4, sizes[i])->chosen, picks[i]);
        QCOMPARE(point(d, ompi::kBcast, 4, 512)->reason, PickReason::DefaultFastest);
        const auto& rules = d.table.collectives.at(0).commSizes.at(0).rules;
        QCOMPARE(rules.size(), std::size_t(3));
        QCOMPARE(rules[0].minBytes, std::uint64_t(0));
        QCOMPARE(rules[0].algorithm, 6);
        QCOMPARE(rules[1].minBytes, std::uint64_t(512));
        QCOMPARE(rules[1].algorithm, 0);
        QCOMPARE(rules[2].minBytes, std::uint64_t(4096));
        QCOMPARE(rules[2].algorithm, 9);

        const auto text = writeOmpiClassicRules(d.table, {});
        const auto read = readClassicRules(text, ompi41Algorithms());
        QVERIFY(read.loads);
        QVERIFY(read.findings.empty());
        for (int i = 0; i < 5; ++i) {
            const auto s = selectRule(read.table, ompi::kBcast, 4, sizes[i]);
            QVERIFY(s && s->rule);
            QCOMPARE(s->rule->algorithm, picks[i]);
        }
        // Between measured sizes the smaller one's pick holds: 4095 B still the default.
        QCOMPARE(selectRule(read.table, ompi::kBcast, 4, 4095)->rule->algorithm, 0);
    }

    // Open MPI decides allgather by datatype size × count × communicator size: 1 KiB per rank
    // on 4 ranks is a 4 KiB message, and the rule starts there.
    void allgatherMessageSizeScalesWithRanks() {
        const auto d =
            decideFromResults({run("d", 4,
                                   {baseline("MPI_Allgather", 4, 8, 0, 10, 9, 11),
                                    baseline("MPI_Allgather", 4, 1024, 0, 50, 48, 52)}),
                               run("2", 4,
                                   {baseline("MPI_Allgather", 4, 8, 2, 12, 11, 13),
                                    baseline("MPI_Allgather", 4, 1024, 2, 20, 19, 21)})});
        const auto* p = point(d, ompi::kAllgather, 4, 1024);
        QVERIFY(p);
        QCOMPARE(p->messageBytes, std::uint64_t(4096));
        QCOMPARE(p->chosen, 2);
        QCOMPARE(point(d, ompi::kAllgather, 4, 8)->messageBytes, std::uint64_t(32));
        const auto& rules = d.table.collectives.at(0).commSizes.at(0).rules;
        QCOMPARE(rules.size(), std::size_t(2));
        QCOMPARE(rules[1].minBytes, std::uint64_t(4096));
        QCOMPARE(rules[1].algorithm, 2);
    }

    // Without a default run nothing is replaced; communicator sizes get their own entries, and
    // a forced segment size (recorded in the run's settings) goes into the rule.
    void noDefaultAndSegmentSizes() {
        const auto d = decideFromResults(
            {run("2 ranks, 3 only", 2, {baseline("MPI_Reduce", 2, 1024, 3, 5, 4, 6)}),
             run("8 ranks, default", 8, {baseline("MPI_Reduce", 8, 1024, 0, 50, 48, 52)}),
             run("8 ranks, 3", 8, {baseline("MPI_Reduce", 8, 1024, 3, 20, 19, 21)},
                 "coll_tuned_use_dynamic_rules=1 coll_tuned_reduce_algorithm=3 "
                 "coll_tuned_reduce_algorithm_segmentsize=4096")});
        QCOMPARE(point(d, ompi::kReduce, 2, 1024)->reason, PickReason::NoDefault);
        QCOMPARE(point(d, ompi::kReduce, 2, 1024)->chosen, 0);
        QCOMPARE(point(d, ompi::kReduce, 2, 1024)->bestGain(), 0.0);
        QCOMPARE(point(d, ompi::kReduce, 8, 1024)->chosen, 3);
        const auto& coll = d.table.collectives.at(0);
        QCOMPARE(coll.collective, ompi::kReduce);
        QCOMPARE(coll.commSizes.size(), std::size_t(2));
        QCOMPARE(coll.commSizes[0].commSize, 2);
        QCOMPARE(coll.commSizes[0].rules.at(0).algorithm, 0);
        QCOMPARE(coll.commSizes[1].commSize, 8);
        QCOMPARE(coll.commSizes[1].rules.at(0).algorithm, 3);
        QCOMPARE(coll.commSizes[1].rules.at(0).segmentBytes, 4096);
    }

    // 1.05x faster with intervals apart: picked without a minimum gain, kept with 10 %.
    void minimumGain() {
        const std::vector<NamedResults> docs = {
            run("d", 2, {baseline("MPI_Bcast", 2, 8, 0, 10.5, 10.4, 10.6)}),
            run("1", 2, {baseline("MPI_Bcast", 2, 8, 1, 10, 9.9, 10.1)})};
        const auto plain = decideFromResults(docs);
        QCOMPARE(plain.points.at(0).chosen, 1);
        QCOMPARE(plain.points.at(0).reason, PickReason::Faster);
        const auto strict = decideFromResults(docs, DecideOptions{0.10});
        QCOMPARE(strict.points.at(0).chosen, 0);
        QCOMPARE(strict.points.at(0).reason, PickReason::SmallGain);
        QCOMPARE(strict.table.collectives.at(0).commSizes.at(0).rules.at(0).algorithm, 0);
    }

    // A forced chain runs with Open MPI's chain fan-out (4 by default, or what the run set); a
    // rules file passes its fan-in/out column instead, so the rule carries the same value.
    void chainFanoutGoesIntoTheRule() {
        const auto d = decideFromResults(
            {run("d", 4,
                 {baseline("MPI_Reduce", 4, 64, 0, 75, 72, 83),
                  baseline("MPI_Bcast", 4, 64, 0, 20, 19, 21)}),
             run("2", 4, {baseline("MPI_Reduce", 4, 64, 2, 13, 12.9, 13.1)},
                 "coll_tuned_use_dynamic_rules=1 coll_tuned_reduce_algorithm=2"),
             run("2 fan-out 8", 4, {baseline("MPI_Bcast", 4, 64, 2, 10, 9.9, 10.1)},
                 "coll_tuned_use_dynamic_rules=1 coll_tuned_bcast_algorithm=2 "
                 "coll_tuned_bcast_algorithm_chain_fanout=8")});
        QCOMPARE(d.table.find(ompi::kReduce)->commSizes.at(0).rules.at(0).algorithm, 2);
        QCOMPARE(d.table.find(ompi::kReduce)->commSizes.at(0).rules.at(0).faninout, 4);
        QCOMPARE(d.table.find(ompi::kBcast)->commSizes.at(0).rules.at(0).faninout, 8);
        QCOMPARE(forcedFaninout(ompi::kAllreduce, 2, ""), 0);
        QCOMPARE(forcedFaninout(ompi::kBcast, 6, ""), 0);
    }

    // Failed cases, catalogue cases, runs under a rules file and repeated points are not used,
    // each with a note naming it.
    void unusableCasesAreNamed() {
        auto failed = baseline("MPI_Bcast", 2, 8, 5, 1, 1, 1);
        failed.status = CaseStatus::Failed;
        failed.error = "MPI_ERR_ARG";
        failed.stats.reset();
        failed.times.clear();
        auto catalogue = baseline("MPI_Bcast", 2, 8, 0, 1, 1, 1);
        catalogue.kind = CaseKind::Catalogue;
        catalogue.name = "binomial 8 B";
        const auto d = decideFromResults(
            {run("a.json", 2, {baseline("MPI_Bcast", 2, 8, 0, 10, 9, 11), failed, catalogue}),
             run("b.json", 2, {baseline("MPI_Bcast", 2, 8, 0, 20, 19, 21)}),
             run("verify.json", 2, {baseline("MPI_Bcast", 2, 8, 0, 1, 1, 1)},
                 "coll_tuned_use_dynamic_rules=1 coll_tuned_dynamic_rules_filename=x.rules")});
        QCOMPARE(d.notes.size(), std::size_t(4));
        QVERIFY(d.notes[0].find("a.json: MPI_Bcast 8 B alg 5: status failed (MPI_ERR_ARG)") == 0);
        QVERIFY(d.notes[1].find("binomial 8 B: not an MPI baseline") != std::string::npos);
        QVERIFY(d.notes[2].find("verify.json: ran under a rules file") == 0);
        QVERIFY(d.notes[3].find("b.json: MPI_Bcast 8 B alg 0: measured again (first in a.json") ==
                0);
        QCOMPARE(d.measurements.size(), std::size_t(1));
        QCOMPARE(point(d, ompi::kBcast, 2, 8)->defaultRun->stats.median, 10e-6);
    }

    // A launch that a busy host disturbed is used, and named with what the others used; a quiet
    // one is not named.
    void busyLaunchesAreNamed() {
        auto busy = run("busy.json", 2, {baseline("MPI_Bcast", 2, 8, 0, 10, 9, 11)});
        busy.results.hostActivity = ct::protocol::HostActivity{"vm", 26, 0.8, 0.05, 2, 2};
        auto quiet = run("quiet.json", 2, {baseline("MPI_Bcast", 2, 16, 0, 10, 9, 11)});
        quiet.results.hostActivity = ct::protocol::HostActivity{"vm", 26, 0.02, 0, 2, 2};
        const auto d = decideFromResults({busy, quiet});
        QCOMPARE(d.notes.size(), std::size_t(1));
        QVERIFY2(d.notes[0].find("busy.json: host vm: other processes used 0.80 of its 2 cores "
                                 "(the hypervisor 0.05)") == 0,
                 d.notes[0].c_str());
        QCOMPARE(d.measurements.size(), std::size_t(2));
    }
};

QTEST_APPLESS_MAIN(TestTuningMeasured)
#include "test_tuning_measured.moc"
