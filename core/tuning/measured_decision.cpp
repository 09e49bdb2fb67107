#include "tuning/measured_decision.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <stdexcept>
#include <tuple>

#include "analysis/prediction_accuracy.h"
#include "tuning/mpich_algorithms.h"
#include "tuning/ompi_collectives.h"

namespace ct::tuning {

using ct::protocol::CaseKind;
using ct::protocol::CaseStatus;

const char* toString(PickReason r) {
    switch (r) {
        case PickReason::Faster:
            return "faster";
        case PickReason::Overlap:
            return "overlap";
        case PickReason::DefaultFastest:
            return "default fastest";
        case PickReason::SmallGain:
            return "small gain";
        case PickReason::NoDefault:
            return "no default";
    }
    return "";
}

double PointDecision::bestGain() const {
    if (!defaultRun || !best || best->stats.median <= 0) return 0;
    return defaultRun->stats.median / best->stats.median;
}

namespace {

struct Baseline {
    const char* mpi;
    int collective;
};
// The runner's baselines that coll/tuned decides (MPI_Reduce_scatter_block is decided by its
// own component in Open MPI 4.1, so it is left out).
constexpr Baseline kBaselines[] = {{"MPI_Bcast", ompi::kBcast},
                                   {"MPI_Reduce", ompi::kReduce},
                                   {"MPI_Allreduce", ompi::kAllreduce},
                                   {"MPI_Allgather", ompi::kAllgather},
                                   {"MPI_Alltoall", ompi::kAlltoall}};

}  // namespace

std::optional<int> sweptAlgorithmOf(const ct::protocol::CaseResult& c, int collective) {
    if (!c.mpichAlgorithm.empty()) return mpichNumberOfCvarValue(collective, c.mpichAlgorithm);
    return c.ompiAlgorithm;
}

std::optional<int> collectiveOfBaseline(const std::string& mpiName) {
    for (const auto& b : kBaselines)
        if (mpiName == b.mpi) return b.collective;
    return std::nullopt;
}

std::string baselineOfCollective(int collective) {
    for (const auto& b : kBaselines)
        if (b.collective == collective) return b.mpi;
    return "";
}

int forcedFaninout(int collective, int algorithm, const std::string& forced) {
    const bool chain =
        algorithm == 2 && (collective == ompi::kBcast || collective == ompi::kReduce);
    if (!chain) return 0;
    const std::string key =
        "coll_tuned_" + ompiCollectiveName(collective) + "_algorithm_chain_fanout=";
    const std::size_t at = forced.find(key);
    if (at != std::string::npos) {
        int value = 0;
        const char* begin = forced.data() + at + key.size();
        const auto [end, ec] = std::from_chars(begin, forced.data() + forced.size(), value);
        if (ec == std::errc() && end != begin && value > 0) return value;
    }
    return 4;  // Open MPI's default (ompi_info: coll_tuned_<collective>_algorithm_chain_fanout)
}

std::vector<Measurement> collectMeasurements(const std::vector<NamedResults>& docs,
                                             std::vector<std::string>& notes) {
    std::vector<Measurement> out;
    for (const auto& doc : docs) {
        const auto& env = doc.results.environment;
        // Used, but said: a launch that shared the host with other work measured them too.
        if (doc.results.hostActivity && ct::protocol::disturbed(*doc.results.hostActivity))
            notes.push_back(doc.name + ": " + ct::protocol::describe(*doc.results.hostActivity));
        // A run under a rules file measures that file, not one algorithm (tune verify's runs).
        if (env.ompiForced.find("dynamic_rules_filename") != std::string::npos) {
            notes.push_back(doc.name + ": ran under a rules file (" + env.ompiForced +
                            "), not used to decide");
            continue;
        }
        // Under MPICH the forced algorithm is the collective's CVAR (mpich_algorithms.h).
        const bool mpich = env.mpiLibrary.find("MPICH") != std::string::npos;
        if (mpich && !mpichTuningFile(env.mpichForced).empty()) {
            notes.push_back(doc.name + ": ran under an MPICH tuning file (" + env.mpichForced +
                            "), not used to decide");
            continue;
        }
        for (const auto& c : doc.results.cases) {
            const std::string where = doc.name + ": " + c.name;
            if (c.kind != CaseKind::MpiBaseline) {
                notes.push_back(where + ": not an MPI baseline, not used");
                continue;
            }
            const auto collective = collectiveOfBaseline(c.spec.algorithm);
            if (!collective) {
                notes.push_back(where + ": Open MPI's coll/tuned does not decide " +
                                c.spec.algorithm + ", not used");
                continue;
            }
            if (c.status != CaseStatus::Ok || !c.stats || c.stats->count == 0) {
                notes.push_back(where + ": status " + ct::protocol::toString(c.status) +
                                (c.error.empty() ? "" : " (" + c.error + ")") +
                                ", no time to compare");
                continue;
            }
            Measurement m;
            m.collective = *collective;
            m.commSize = c.spec.procs > 0 ? int(c.spec.procs) : env.ranks;
            m.bytes = c.bytes;
            m.messageBytes = messageSizeScalesWithCommSize(m.collective)
                                 ? c.bytes * std::uint64_t(m.commSize)
                                 : c.bytes;
            m.algorithm = c.ompiAlgorithm;
            if (mpich) {
                // Forced per case (an interleaved launch), or by the launch's environment.
                const bool perCase = !c.mpichAlgorithm.empty();
                const auto forced = !mpichSweepable(m.collective) ? std::nullopt
                                    : perCase ? sweptAlgorithmOf(c, m.collective)
                                              : mpichForcedNumber(m.collective, env.mpichForced);
                if (!forced) {
                    notes.push_back(where + ": forced under MPICH with '" +
                                    (perCase ? c.mpichAlgorithm : env.mpichForced) +
                                    "', which a sweep under MPICH does not know, not used");
                    continue;
                }
                m.mpich = true;
                m.algorithm = *forced;
                m.stats = *c.stats;
                m.source = where;
                out.push_back(m);
                continue;
            }
            m.segmentBytes =
                m.algorithm == 0
                    ? 0
                    : int(ct::forcedSegmentBytes(env.ompiForced, ompiCollectiveName(m.collective)));
            m.faninout = forcedFaninout(m.collective, m.algorithm, env.ompiForced);
            m.stats = *c.stats;
            m.source = where;
            m.file = doc.name;
            out.push_back(m);
        }
    }
    return out;
}

namespace {

using PointKey = std::tuple<int, int, std::uint64_t>;  // collective, commSize, bytes

PointDecision decidePoint(const std::vector<const Measurement*>& runs,
                          const DecideOptions& options) {
    PointDecision p;
    p.collective = runs.front()->collective;
    p.commSize = runs.front()->commSize;
    p.bytes = runs.front()->bytes;
    p.messageBytes = runs.front()->messageBytes;
    for (const Measurement* m : runs) {
        if (m->algorithm == 0) {
            p.defaultRun = *m;
            continue;
        }
        ++p.candidates;
        if (!p.best || m->stats.median < p.best->stats.median) p.best = *m;
    }
    if (!p.defaultRun) {
        p.reason = PickReason::NoDefault;
    } else if (!p.best || p.best->stats.median >= p.defaultRun->stats.median) {
        p.reason = PickReason::DefaultFastest;
    } else if (p.best->stats.ci95High >= p.defaultRun->stats.ci95Low) {
        p.reason = PickReason::Overlap;
    } else if (p.bestGain() < 1 + options.minGain) {
        p.reason = PickReason::SmallGain;
    } else {
        p.reason = PickReason::Faster;
        p.chosen = p.best->algorithm;
        p.chosenSegmentBytes = p.best->segmentBytes;
        p.chosenFaninout = p.best->faninout;
    }
    return p;
}

// One collective's points (sorted by communicator size, then size) as its rules.
CollectiveRules rulesOf(int collective, const std::vector<PointDecision>& points) {
    CollectiveRules coll;
    coll.collective = collective;
    for (const auto& p : points) {
        if (p.collective != collective) continue;
        if (coll.commSizes.empty() || coll.commSizes.back().commSize != p.commSize)
            coll.commSizes.push_back({p.commSize, {}, 0});
        auto& rules = coll.commSizes.back().rules;
        const bool same = !rules.empty() && rules.back().algorithm == p.chosen &&
                          rules.back().segmentBytes == p.chosenSegmentBytes &&
                          rules.back().faninout == p.chosenFaninout;
        if (same) continue;
        MessageRule r;
        // The first rule must be for size 0 (Open MPI ignores the file otherwise).
        r.minBytes = rules.empty() ? 0 : p.messageBytes;
        r.algorithm = p.chosen;
        r.segmentBytes = p.chosenSegmentBytes;
        r.faninout = p.chosenFaninout;
        rules.push_back(r);
    }
    return coll;
}

}  // namespace

MeasuredDecision decide(std::vector<Measurement> measurements, const DecideOptions& options) {
    MeasuredDecision d;
    std::map<PointKey, std::vector<const Measurement*>> points;
    // How many algorithms of each point each file holds: of two measurements of one algorithm
    // at a point, the one whose file measured more of the point wins (ties: the first).
    std::map<std::tuple<int, int, std::uint64_t, std::string>, int> algorithmsInFile;
    for (const auto& m : measurements)
        ++algorithmsInFile[{m.collective, m.commSize, m.bytes, m.file}];
    const auto weight = [&](const Measurement& m) {
        return algorithmsInFile[{m.collective, m.commSize, m.bytes, m.file}];
    };
    std::map<std::tuple<int, int, std::uint64_t, int>, std::size_t> seen;  // → index in kept
    std::vector<Measurement> kept;
    for (auto& m : measurements) {
        const auto key = std::make_tuple(m.collective, m.commSize, m.bytes, m.algorithm);
        const auto [it, inserted] = seen.emplace(key, kept.size());
        if (inserted) {
            kept.push_back(std::move(m));
            continue;
        }
        Measurement& first = kept[it->second];
        if (weight(m) > weight(first)) {
            d.notes.push_back(first.source + ": measured again with more of its point's " +
                              "algorithms (" + m.source + "), the later is used");
            first = std::move(m);
        } else {
            d.notes.push_back(m.source + ": measured again (first in " + first.source +
                              "), the first is used");
        }
    }
    d.measurements = std::move(kept);
    if (!d.measurements.empty()) {
        d.mpich = d.measurements.front().mpich;
        for (const auto& m : d.measurements)
            if (m.mpich != d.mpich)
                throw std::invalid_argument(
                    "the results mix runs under Open MPI and under MPICH (" +
                    d.measurements.front().source + ", " + m.source +
                    "): decide each library's sweep on its own");
    }
    for (const auto& m : d.measurements)
        points[{m.collective, m.commSize, m.bytes}].push_back(&m);
    for (const auto& [key, runs] : points)
        d.points.push_back(decidePoint(runs, options));
    // d.points is sorted by collective, communicator size, size (the map's order).
    std::vector<int> collectives;
    for (const auto& p : d.points)
        if (collectives.empty() || collectives.back() != p.collective)
            collectives.push_back(p.collective);
    for (int c : collectives)
        d.table.collectives.push_back(rulesOf(c, d.points));
    return d;
}

MeasuredDecision decideFromResults(const std::vector<NamedResults>& docs,
                                   const DecideOptions& options) {
    std::vector<std::string> notes;
    auto measurements = collectMeasurements(docs, notes);
    MeasuredDecision d = decide(std::move(measurements), options);
    notes.insert(notes.end(), d.notes.begin(), d.notes.end());
    d.notes = std::move(notes);
    return d;
}

}  // namespace ct::tuning
