#include "analysis/prediction_accuracy.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>

#include "algorithms/catalogue/case_program.h"
#include "algorithms/mpilib/ompi_common.h"
#include "analysis/simulation_size.h"
#include "program/collective.h"
#include "program/program_fingerprint.h"
#include "sim/simulator.h"

namespace ct {

using ct::protocol::CaseKind;
using ct::protocol::CaseResult;
using ct::protocol::CaseSpec;
using ct::protocol::CaseStatus;

ct::protocol::Statistics caseStatistics(const CaseResult& c) {
    if (c.stats) return *c.stats;
    ct::protocol::Statistics s;
    s.count = c.times.size();
    if (s.count == 0) return s;
    std::vector<double> sorted = c.times;
    std::sort(sorted.begin(), sorted.end());
    s.median = ct::protocol::medianOfSorted(sorted);
    return s;
}

std::optional<double> measuredMedian(const CaseResult& c) {
    const ct::protocol::Statistics s = caseStatistics(c);
    if (s.count == 0) return std::nullopt;
    return s.median;
}

const Algorithm* ompiTwin(const std::string& problem, int ompiAlgorithm) {
    if (ompiAlgorithm <= 0) return nullptr;
    // Textbook algorithms name their Open MPI equivalent too (same shape, unsegmented); the
    // catalogue's "ompi-" programs are Open MPI's own, segments included, so they come first.
    const Algorithm* equivalent = nullptr;
    for (const Algorithm& a : catalogue()) {
        if (a.info.ompiAlgorithm != ompiAlgorithm || problem != toString(a.info.problem)) continue;
        if (a.info.name.starts_with("ompi-")) return &a;
        if (!equivalent) equivalent = &a;
    }
    return equivalent;
}

std::uint64_t forcedSegmentBytes(const std::string& forced, const std::string& ompiCollective) {
    const std::string key = "coll_tuned_" + ompiCollective + "_algorithm_segmentsize=";
    const std::size_t at = forced.find(key);
    if (at == std::string::npos) return 0;
    std::uint64_t value = 0;
    const char* begin = forced.data() + at + key.size();
    const auto [end, ec] = std::from_chars(begin, forced.data() + forced.size(), value);
    return ec == std::errc() && end != begin ? value : 0;
}

std::uint64_t twinSegmentBytes(const Algorithm& twin, std::uint64_t forced, std::uint64_t bytes) {
    if (forced > 0) return forced;
    return twin.info.name.starts_with("ompi-") ? mpilib::kOpenMpiUnsegmented : bytes;
}

namespace {

// The program case that predicts `c`, or why there is none.
std::optional<CaseSpec> predictableSpec(const CaseResult& c, const std::string& forced,
                                        std::string& why) {
    if (c.status != CaseStatus::Ok) {
        why = std::string("status ") + ct::protocol::toString(c.status);
        return std::nullopt;
    }
    if (c.kind == CaseKind::Catalogue) {
        // The program the runner ran: its trees are shaped by the runner's model (what the
        // recording's parameters say, else the defaults), only their times come from modelUs.
        CaseSpec spec = c.spec;
        spec.schedule = false;
        if (!c.timeline) spec.bytes = std::max<std::uint64_t>(c.bytes, 1);
        return spec;
    }
    if (c.kind == CaseKind::MpiBaseline) {
        const Algorithm* twin = ompiTwin(c.problem, c.ompiAlgorithm);
        const auto collective = ct::parseMpiCollective(c.spec.algorithm);
        if (!twin || !collective) {
            why = c.ompiAlgorithm == 0
                      ? "Open MPI chose the algorithm itself (force one to predict it)"
                      : "the catalogue has no twin of Open MPI's " + c.problem + " algorithm " +
                            std::to_string(c.ompiAlgorithm);
            return std::nullopt;
        }
        CaseSpec spec;
        spec.algorithm = twin->info.name;
        spec.procs = c.spec.procs;
        spec.root = c.spec.root;
        spec.bytes = std::max<std::uint64_t>(c.bytes, 1);
        spec.segmentBytes = twinSegmentBytes(
            *twin, forcedSegmentBytes(forced, ct::ompiName(*collective)), spec.bytes);
        return spec;
    }
    why = std::string(ct::protocol::toString(c.kind)) + " cases have no LogGP prediction";
    return std::nullopt;
}

}  // namespace

// The machine the runner built the results' programs for (notes say when that cannot be had).
static CaseMachine builtFor(const ct::protocol::ResultsDocument& results,
                            std::vector<std::string>& notes) {
    if (!results.profile || results.profile->file.empty()) return {};
    const ct::protocol::ProfileRecord& named = *results.profile;
    try {
        CaseMachine m = loadCaseMachine(named.file);
        if (m.fnv1a64 == named.fnv1a64) return m;
        notes.push_back("the machine file " + named.file +
                        " changed since the run: its programs were rebuilt with the file as it is "
                        "now and may differ from what ran");
        return m;
    } catch (const std::exception& e) {
        notes.push_back("the programs were built for " + named.file + ", which cannot be read (" +
                        e.what() +
                        "): they were rebuilt with the built-in profile and may differ "
                        "from what ran");
        return {};
    }
}

SimulationOptions caseSimulation(const std::string& problem, std::uint64_t bytes,
                                 const Program& program, bool recordTimeline) {
    SimulationOptions o;
    o.recordTimeline = recordTimeline;
    o.workingSetBytes = bytes;
    const std::optional<Problem> p = parseProblem(problem);
    if (!p || !hasContract(*p)) return o;
    // The runner writes a collective's data before every run and leaves its scratch as the
    // last run left it (runner/program_case.cpp), as the library's benchmarks leave Open MPI's.
    const CollectiveSpec spec{*p, program.ranks(), 0, bytes};
    o.refilledBytes = spec.layoutBytes();
    if (inputsRewrittenBeforeEachRun(*p)) o.writtenInputBytes = spec.layoutBytes();
    return o;
}

AccuracyReport predictCases(const ct::protocol::ResultsDocument& results,
                            const LogGPProfile& modelUs) {
    return predictCases(results, modelUs, PredictionControl{});
}

namespace {

// "3.2 GB": the estimate's order of magnitude, for the skipped line.
std::string gigabytes(double bytes) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f GB", bytes / 1e9);
    return text;
}

// The lowest and highest of the levels `of` gives the ranges that have one, and how many have.
struct LevelSpan {
    double low = 0, high = 0;
    std::size_t count = 0;
};
template <typename Level>
LevelSpan levelSpan(const LogGPProfile& profile, Level of) {
    LevelSpan span;
    for (const LogGPRange& r : profile.ranges) {
        const double level = of(r);
        if (level <= 0) continue;
        span.low = span.count == 0 ? level : std::min(span.low, level);
        span.high = span.count == 0 ? level : std::max(span.high, level);
        ++span.count;
    }
    return span;
}

std::string factors(const LevelSpan& span) {
    char text[64];
    std::snprintf(text, sizeof text, "%.2f-%.2f", span.low, span.high);
    return text;
}

// What the profile's levels do to the predictions, for the report's notes ("" without levels).
std::string levelNote(const LogGPProfile& profile) {
    const LevelSpan levels = levelSpan(profile, [](const LogGPRange& r) { return r.level; });
    if (levels.count == 0) return {};
    std::string note =
        "each size's cases are predicted at the machine's level measured beside "
        "them (" +
        std::to_string(levels.count) + " sizes, " + factors(levels) +
        " times the profile): its messages of every size cost what they cost then";
    const LevelSpan eager = levelSpan(profile, [](const LogGPRange& r) { return r.eagerLevel; });
    if (eager.count > 0)
        note +=
            "; beyond the eager limit, their eager messages at the eager level measured "
            "beside them (" +
            std::to_string(eager.count) + " sizes, " + factors(eager) + ")";
    return note;
}

}  // namespace

AccuracyReport predictCases(const ct::protocol::ResultsDocument& results,
                            const LogGPProfile& modelUs, const PredictionControl& control) {
    AccuracyReport report;
    LogGPProfile model = modelUs;
    model.setUnit("us");
    // The shapes (optimal, Fibonacci trees; chosen segments) are the ones the runner built for
    // the machine its results name; only the times come from modelUs.
    const CaseMachine machine = builtFor(results, report.notes);
    const ct::protocol::Environment& env = results.environment;
    if (env.ranksShareCores())
        report.notes.push_back(
            std::to_string(env.ranksPerHost) + " ranks ran on a host of " +
            std::to_string(env.coresPerHost) +
            " cores: they took turns on the cores, which the LogGP model does not account for "
            "(it assumes a core per rank), so the predictions are not expected to hold");
    if (results.hostActivity && ct::protocol::disturbed(*results.hostActivity))
        report.notes.push_back(ct::protocol::describe(*results.hostActivity));
    if (const std::string levels = levelNote(model); !levels.empty())
        report.notes.push_back(levels);
    // Which cases will be simulated, first, so that progress can say "3 of 6"; the skipped
    // stay in the order of the file.
    std::vector<std::optional<CaseSpec>> specs;
    std::vector<std::string> why(results.cases.size());
    std::size_t total = 0;
    for (std::size_t k = 0; k < results.cases.size(); ++k) {
        specs.push_back(predictableSpec(results.cases[k], env.ompiForced, why[k]));
        total += specs.back() ? 1 : 0;
    }
    std::size_t index = 0;
    for (std::size_t k = 0; k < results.cases.size(); ++k) {
        const CaseResult& c = results.cases[k];
        const std::optional<CaseSpec>& spec = specs[k];
        if (!spec) {
            report.skipped.push_back(c.name + ": " + why[k]);
            continue;
        }
        if (control.beforeCase && !control.beforeCase(index++, total, c.name)) {
            report.cancelled = true;
            break;
        }
        try {
            if (control.memoryLimitBytes > 0) {
                // Refused before the program is built: building it is what takes the memory.
                const SimulationSize size = estimateSimulationSize(*spec, machine);
                if (size.bytes > control.memoryLimitBytes) {
                    report.refused.push_back({c.name, size.ranks, size.messages, size.bytes});
                    report.skipped.push_back(
                        c.name + ": " + std::to_string(size.ranks) + " ranks × about " +
                        std::to_string(std::llround(size.messages)) + " messages need about " +
                        gigabytes(size.bytes) + ", more than the " +
                        gigabytes(control.memoryLimitBytes) + " allowed");
                    continue;
                }
            }
            // Building the program checks the algorithm and its parameters, with the runner's
            // messages.
            const Program program = ct::buildCaseProgram(*spec, machine);
            // At the machine's level beside this size's cases, where it was measured.
            const LogGPProfile levelled = model.atLevelOf(c.bytes);
            double predictedUs =
                ct::simulate(program, levelled,
                             caseSimulation(c.problem, spec->bytes, program, false))
                    .total;
            // The library's MPI_Bcast costs its call beyond the twin's messages, as calibrated.
            if (c.kind == CaseKind::MpiBaseline && c.problem == "broadcast")
                predictedUs += levelled.rangeAt(spec->bytes).bcastOverhead;
            const double predicted = predictedUs * 1e-6;
            const std::optional<double> measured = measuredMedian(c);
            if (!(predicted > 0) || !measured || !(*measured > 0)) {
                report.skipped.push_back(c.name + ": zero time, no ratio");
                continue;
            }
            // A forced baseline is named as the runner names it: "MPI_Bcast (ompi 6)".
            const std::string algorithm =
                c.kind == CaseKind::MpiBaseline
                    ? c.spec.algorithm + " (ompi " + std::to_string(c.ompiAlgorithm) + ")"
                    : c.spec.algorithm;
            report.points.push_back(
                {c.name, algorithm, c.spec.procs, c.bytes, *measured, predicted,
                 *measured / predicted,
                 c.kind == CaseKind::MpiBaseline ? 0 : programFingerprint(program)});
        } catch (const std::exception& e) {
            report.skipped.push_back(c.name + ": " + e.what());
        }
    }
    return report;
}

double accuracyScale(double ratio) {
    if (!(ratio > 0)) return -std::numeric_limits<double>::infinity();
    return ratio >= 1 ? ratio - 1 : std::log2(ratio);
}

double accuracyScaleInverse(double y) {
    return y >= 0 ? y + 1 : std::exp2(y);
}

}  // namespace ct
