// calltree fidelity: how well a calibrated LogGP profile predicts the runner's measurements —
// measured/predicted per (algorithm, ranks, size), the share within ±25 %, and per size whether
// the predicted-best algorithm is within 10 % of the measured-best (core/analysis/fidelity.h).
// scripts/fidelity.sh calibrates, runs and calls this in one go.
#include <cmath>
#include <cstdio>

#include "algorithms/catalogue/case_program.h"
#include "analysis/fidelity.h"
#include "commands.h"
#include "file_options.h"
#include "io/json_writer.h"
#include "model/logp_cost.h"
#include "model_options.h"
#include "protocol/results.h"

namespace ct::cli {
namespace {

std::vector<std::string> splitList(const std::string& s) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= s.size()) {
        const std::size_t comma = std::min(s.find(',', start), s.size());
        if (comma > start) out.push_back(s.substr(start, comma - start));
        start = comma + 1;
    }
    return out;
}

// The LogGP profile in µs, the scale the runner measures in: loaded as the runner loads the
// machine it builds programs for (a BSP* profile or a bad file is refused naming the file).
LogGPProfile loadProfileUs(const std::string& file) {
    try {
        return bsp::logGPInMicroseconds(loadCaseMachine(file).profile);
    } catch (const std::invalid_argument& e) {  // a bad file is a bad argument
        throw UsageError(std::string("--machine: ") + e.what());
    }
}

// Each file is predicted alone: it carries its own Open MPI settings (forced algorithm, segment).
AccuracyReport predictAll(const std::vector<std::string>& files, const LogGPProfile& modelUs) {
    AccuracyReport report;
    for (const std::string& f : files) {
        protocol::ResultsDocument results;
        try {
            results = protocol::loadResults(f);
        } catch (const protocol::ResultsError& e) {  // a bad file is a bad argument
            throw UsageError(std::string("--results: ") + e.what());
        }
        const AccuracyReport one = predictCases(results, modelUs);
        report.points.insert(report.points.end(), one.points.begin(), one.points.end());
        for (const std::string& s : one.skipped)
            report.skipped.push_back(f + ": " + s);
        for (const std::string& s : one.notes)
            report.notes.push_back(f + ": " + s);
    }
    return report;
}

std::string microseconds(double seconds) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.3g", seconds * 1e6);
    return buffer;
}

std::string percent(double share) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%.0f %%", share * 100);
    return buffer;
}

void writeText(const FidelityTable& t, std::ostream& out) {
    out << "ranks  bytes      algorithm                        measured_us  predicted_us  ratio\n";
    for (const FidelityPoint& p : t.points) {
        char line[200];
        std::snprintf(line, sizeof line, "%-6d %-10llu %-32.32s %11s  %12s  %5.2f%s\n",
                      p.point.procs, static_cast<unsigned long long>(p.point.bytes),
                      p.point.algorithm.c_str(), microseconds(p.point.measured).c_str(),
                      microseconds(p.point.predicted).c_str(), p.point.ratio,
                      p.within ? "" : "  *");
        out << line;
    }
    out << "\n* outside ±" << percent(t.options.tolerance) << "\n\nranks  bytes      "
        << "measured best (us)                    predicted best (its measured us; a tie: mean)  "
           "loss\n";
    for (const FidelityChoice& c : t.choices) {
        // A tie of many reads as its first name and a count; JSON lists them all.
        std::string predicted = c.predictedBest.substr(0, c.predictedBest.find(" = "));
        if (c.tied > 1) predicted += " (+" + std::to_string(c.tied - 1) + " tied)";
        std::string measured = c.measuredBest;
        if (c.measuredBestIdentical > 1)  // one program under several names, their mean
            measured += " (+" + std::to_string(c.measuredBestIdentical - 1) + " same)";
        char line[240];
        std::snprintf(line, sizeof line, "%-6d %-10llu %-28.28s %8s    %-32.32s %8s  %5.1f %%%s\n",
                      c.procs, static_cast<unsigned long long>(c.bytes), measured.c_str(),
                      microseconds(c.measuredBestTime).c_str(), predicted.c_str(),
                      microseconds(c.predictedBestTime).c_str(), c.loss * 100,
                      c.withinBest ? "" : "  *");
        out << line;
    }
    out << "\n"
        << t.within << " of " << t.points.size() << " points within ±"
        << percent(t.options.tolerance) << " (" << percent(t.withinShare()) << "); predicted-best "
        << "within " << percent(t.options.bestTolerance) << " of the measured-best at "
        << t.bestWithin << " of " << t.judged << " sizes (" << percent(t.bestShare()) << ")\n";
    if (!t.sharedMisses.empty()) {
        out << "\nMissed alike (nearly every algorithm beyond ±" << percent(t.options.tolerance)
            << " the same way: the run's level there is off, not the ranking — the calibration's "
               "launch and the run's drifted apart, or a cost common to every algorithm is "
               "missing; calibrate again just before the run to tell):\n";
        for (const SharedMiss& m : t.sharedMisses) {
            char line[160];
            std::snprintf(line, sizeof line, "  %d ranks %llu B: %d of %d, median %.2fx\n", m.procs,
                          static_cast<unsigned long long>(m.bytes), m.missed, m.points,
                          m.medianRatio);
            out << line;
        }
    }
    if (!t.notes.empty()) {
        out << "\nNotes:\n";
        for (const std::string& s : t.notes)
            out << "  " << s << "\n";
    }
    if (!t.skipped.empty()) {
        out << "\nNot predicted (" << t.skipped.size() << "):\n";
        for (const std::string& s : t.skipped)
            out << "  " << s << "\n";
    }
}

void writeCsv(const FidelityTable& t, std::ostream& out) {
    out << "ranks,bytes,algorithm,measured_s,predicted_s,measured_over_predicted,within\n";
    for (const FidelityPoint& p : t.points)
        out << p.point.procs << ',' << p.point.bytes << ",\"" << p.point.algorithm << "\","
            << p.point.measured << ',' << p.point.predicted << ',' << p.point.ratio << ','
            << (p.within ? 1 : 0) << '\n';
}

void writeJson(const FidelityTable& t, std::ostream& out) {
    JsonWriter w(out);
    w.beginObject()
        .field("tolerance", t.options.tolerance)
        .field("best_tolerance", t.options.bestTolerance)
        .field("points_within", t.within)
        .field("points", static_cast<std::uint64_t>(t.points.size()))
        .field("within_share", t.withinShare())
        .field("sizes_best_within", t.bestWithin)
        .field("sizes", t.judged)
        .field("best_share", t.bestShare());
    w.key("table").beginArray();
    for (const FidelityPoint& p : t.points)
        w.beginObject()
            .field("ranks", p.point.procs)
            .field("bytes", p.point.bytes)
            .field("algorithm", p.point.algorithm)
            .field("case", p.point.caseName)
            .field("measured_s", p.point.measured)
            .field("predicted_s", p.point.predicted)
            .field("measured_over_predicted", p.point.ratio)
            .field("within", p.within)
            .endObject();
    w.endArray().key("choices").beginArray();
    for (const FidelityChoice& c : t.choices)
        w.beginObject()
            .field("ranks", c.procs)
            .field("bytes", c.bytes)
            .field("candidates", c.candidates)
            .field("measured_best", c.measuredBest)
            .field("measured_best_s", c.measuredBestTime)
            .field("measured_best_identical", c.measuredBestIdentical)
            .field("predicted_best", c.predictedBest)
            .field("predicted_best_tied", c.tied)
            .field("predicted_best_measured_s", c.predictedBestTime)
            .field("loss", c.loss)
            .field("within", c.withinBest)
            .endObject();
    w.endArray().key("shared_misses").beginArray();
    for (const SharedMiss& m : t.sharedMisses)
        w.beginObject()
            .field("ranks", m.procs)
            .field("bytes", m.bytes)
            .field("median_measured_over_predicted", m.medianRatio)
            .field("missed", m.missed)
            .field("points", m.points)
            .endObject();
    w.endArray().key("skipped").beginArray();
    for (const std::string& s : t.skipped)
        w.value(s);
    w.endArray().key("notes").beginArray();
    for (const std::string& s : t.notes)
        w.value(s);
    w.endArray().endObject();
    out << '\n';
}

}  // namespace

void runFidelity(const Args& args, std::ostream& out) {
    args.allowOnly({"machine", "results", "tolerance", "best-tolerance", "format"});
    const Format format = readFormat(args, {Format::Text, Format::Json, Format::Csv});
    const LogGPProfile modelUs = loadProfileUs(inputFile(args, "machine"));
    const std::vector<std::string> files = splitList(args.requiredText("results"));
    if (files.empty()) throw UsageError("--results needs at least one results file");
    for (const std::string& f : files)
        checkInputPath(f, "--results");
    FidelityOptions options;
    options.tolerance = args.number("tolerance", options.tolerance);
    options.bestTolerance = args.number("best-tolerance", options.bestTolerance);
    const FidelityTable table = fidelityTable(predictAll(files, modelUs), options);
    if (table.points.empty())
        throw UsageError("no case of --results could be predicted (" +
                         std::to_string(table.skipped.size()) + " skipped" +
                         (table.skipped.empty() ? "" : ": " + table.skipped.front()) + ")");
    if (format == Format::Json)
        writeJson(table, out);
    else if (format == Format::Csv)
        writeCsv(table, out);
    else
        writeText(table, out);
}

}  // namespace ct::cli
