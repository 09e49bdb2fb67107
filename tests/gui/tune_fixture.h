#pragma once
// A hand-made tuning sweep of MPI_Bcast for the Tune page's tests: one results file per forced
// Open MPI algorithm (0 = Open MPI's default), medians and 95 % intervals in µs chosen so that
// every reason of the measured decision occurs once on 2 ranks, plus a 4-rank point without a
// default run.
//
//   2 ranks     8 B      1024 B   4096 B            65536 B
//   default     10 [9,11] 10       10                10 [9, 11]
//   1 linear    20       20       20                9.5 [8.5, 10.5]  -> overlap: default stays
//   6 binomial  5 [4.5,5.5] 5     12 [11.5, 12.5]   20
//   decision    6        6        default fastest   overlap
//   4 ranks, 8 B: only binomial measured -> no default.
// writeInterleavedSweep writes the same cases as `calltree tune sweep` does by default: one file
// per communicator size holding every algorithm, named as the runner names them.
#include <QDir>
#include <QString>
#include <tuple>
#include <vector>

#include "protocol/results.h"

namespace tune_fixture {

using Point = std::tuple<std::uint64_t, double, double, double>;  // bytes, median, low, high (µs)

// The case of one forced algorithm at one size, as calltree-runner names it in a plan.
inline ct::protocol::CaseResult baselineCase(int ranks, int algorithm, const Point& point) {
    const auto& [bytes, median, low, high] = point;
    ct::protocol::CaseResult c;
    c.name = "MPI_Bcast " + (algorithm ? "(ompi " + std::to_string(algorithm) + ") " : "") +
             std::to_string(bytes) + " B root 0";
    c.kind = ct::protocol::CaseKind::MpiBaseline;
    c.spec.algorithm = "MPI_Bcast";
    c.spec.procs = ranks;
    c.spec.bytes = bytes;
    c.bytes = bytes;
    c.problem = "broadcast";
    c.ompiAlgorithm = algorithm;
    c.times.assign(10, median * 1e-6);
    c.stats =
        ct::protocol::Statistics{10,          low * 1e-6, median * 1e-6, median * 1e-6, high * 1e-6,
                                 high * 1e-6, low * 1e-6, high * 1e-6,   0.98};
    return c;
}

inline void writeRun(const QString& dir, int ranks, int algorithm,
                     const std::vector<Point>& points) {
    ct::protocol::ResultsDocument doc;
    doc.complete = true;
    doc.environment.ranks = ranks;
    doc.environment.hosts = {"node1"};
    if (algorithm)
        doc.environment.ompiForced = "coll_tuned_use_dynamic_rules=1 coll_tuned_bcast_algorithm=" +
                                     std::to_string(algorithm);
    for (const auto& point : points) {
        ct::protocol::CaseResult c = baselineCase(ranks, algorithm, point);
        c.name = "MPI_Bcast " + std::to_string(std::get<0>(point)) + " B";  // mpirun forced it
        doc.cases.push_back(c);
    }
    ct::protocol::writeResults(
        QDir(dir)
            .filePath(QStringLiteral("bcast-np%1-alg%2.results.json").arg(ranks).arg(algorithm))
            .toStdString(),
        doc);
}

// writeSweep's cases as an interleaved sweep writes them: DIR/sweep-np2.results.json with
// every algorithm's cases of 2 ranks (sizes outer, as the runner records them), and
// DIR/sweep-np4.results.json; mpirun forced nothing but the dynamic rules.
inline void writeInterleavedSweep(const QString& dir) {
    const std::vector<std::pair<int, std::vector<Point>>> twoRanks = {
        {0, {{8, 10, 9, 11}, {1024, 10, 9, 11}, {4096, 10, 9, 11}, {65536, 10, 9, 11}}},
        {1, {{8, 20, 19, 21}, {1024, 20, 19, 21}, {4096, 20, 19, 21}, {65536, 9.5, 8.5, 10.5}}},
        {6, {{8, 5, 4.5, 5.5}, {1024, 5, 4.5, 5.5}, {4096, 12, 11.5, 12.5}, {65536, 20, 19, 21}}}};
    for (int ranks : {2, 4}) {
        ct::protocol::ResultsDocument doc;
        doc.complete = true;
        doc.environment.ranks = ranks;
        doc.environment.hosts = {"node1"};
        doc.environment.ompiForced = "coll_tuned_use_dynamic_rules=1";
        if (ranks == 2) {
            for (std::size_t i = 0; i < 4; ++i)
                for (const auto& [algorithm, points] : twoRanks)
                    doc.cases.push_back(baselineCase(2, algorithm, points[i]));
        } else {
            doc.cases.push_back(baselineCase(4, 6, {8, 7, 6.5, 7.5}));
        }
        ct::protocol::writeResults(
            QDir(dir).filePath(QStringLiteral("sweep-np%1.results.json").arg(ranks)).toStdString(),
            doc);
    }
}

inline void writeSweep(const QString& dir) {
    writeRun(dir, 2, 0, {{8, 10, 9, 11}, {1024, 10, 9, 11}, {4096, 10, 9, 11}, {65536, 10, 9, 11}});
    writeRun(dir, 2, 1,
             {{8, 20, 19, 21}, {1024, 20, 19, 21}, {4096, 20, 19, 21}, {65536, 9.5, 8.5, 10.5}});
    writeRun(dir, 2, 6,
             {{8, 5, 4.5, 5.5}, {1024, 5, 4.5, 5.5}, {4096, 12, 11.5, 12.5}, {65536, 20, 19, 21}});
    writeRun(dir, 4, 6, {{8, 7, 6.5, 7.5}});
}

// A sweep under MPICH on 2 ranks (calltree tune sweep --mpi mpich): one file per forced MPICH
// algorithm, numbered as the sweep numbers them (0 auto, 1 binomial, 3 scatter_ring_allgather):
//   8 B:    auto 10 [9, 11], binomial 5 [4.5, 5.5], ring 20   -> 1 binomial replaces the default
//   1024 B: auto 4 [3.5, 4.5], binomial 8, ring 9              -> default fastest
inline void writeMpichSweep(const QString& dir) {
    const std::vector<std::pair<int, const char*>> runs = {
        {0, "auto"}, {1, "binomial"}, {3, "scatter_ring_allgather"}};
    for (const auto& [algorithm, cvar] : runs) {
        ct::protocol::ResultsDocument doc;
        doc.complete = true;
        doc.environment.ranks = 2;
        doc.environment.hosts = {"node1"};
        doc.environment.mpiLibrary = "MPICH Version: 4.0.2";
        doc.environment.mpichForced = std::string("MPIR_CVAR_BCAST_INTRA_ALGORITHM=") + cvar;
        const std::vector<Point> points =
            algorithm == 0   ? std::vector<Point>{{8, 10, 9, 11}, {1024, 4, 3.5, 4.5}}
            : algorithm == 1 ? std::vector<Point>{{8, 5, 4.5, 5.5}, {1024, 8, 7.5, 8.5}}
                             : std::vector<Point>{{8, 20, 19, 21}, {1024, 9, 8.5, 9.5}};
        for (const auto& point : points) {
            ct::protocol::CaseResult c = baselineCase(2, 0, point);
            c.name = "MPI_Bcast " + std::to_string(std::get<0>(point)) + " B root 0";
            doc.cases.push_back(c);
        }
        ct::protocol::writeResults(
            QDir(dir)
                .filePath(QStringLiteral("bcast-np2-alg%1.results.json").arg(algorithm))
                .toStdString(),
            doc);
    }
}

}  // namespace tune_fixture
