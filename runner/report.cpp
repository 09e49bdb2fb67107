#include "report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "util/atomic_file.h"

namespace ct::runner {

namespace {

// How the times were taken, carried in the document so that a reader needs no manual.
constexpr const char* kTimingNote =
    "per repetition: maximum over ranks of the time from a common MPI_Barrier until the rank "
    "holds its result; seconds";

std::string number(double v) {
    char text[32];
    std::snprintf(text, sizeof text, "%.3g", v);
    return text;
}

}  // namespace

std::string formatSeconds(double seconds) {
    const double a = std::fabs(seconds);
    if (a == 0) return "0 s";
    if (a < 1e-6) return number(seconds * 1e9) + " ns";
    if (a < 1e-3) return number(seconds * 1e6) + " us";
    if (a < 1) return number(seconds * 1e3) + " ms";
    return number(seconds) + " s";
}

const char* toString(CaseStatus s) {
    switch (s) {
        case CaseStatus::Ok:
            return "ok";
        case CaseStatus::Failed:
            return "failed";
        case CaseStatus::Timeout:
            return "timeout";
    }
    return "?";
}

nlohmann::ordered_json statisticsJson(const Statistics& s) {
    return {{"count", s.count},
            {"min", s.min},
            {"median", s.median},
            {"mean", s.mean},
            {"max", s.max},
            {"p90", s.p90},
            {"ci95_low", s.ci95Low},
            {"ci95_high", s.ci95High},
            {"ci_coverage", s.ciCoverage}};
}

nlohmann::ordered_json toJson(const CaseResult& c) {
    nlohmann::ordered_json j;
    j["name"] = c.name;
    j["kind"] = toString(c.kind);
    j["algorithm"] = c.algorithm;
    j["problem"] = c.problem;
    j["procs"] = c.procs;
    j["root"] = c.root;
    j["bytes"] = c.bytes;
    if (c.kind == CaseKind::Schedule) j["schedule_file"] = c.scheduleFile;
    if (c.kind == CaseKind::MpiBaseline) j["ompi_algorithm"] = c.ompiAlgorithm;
    if (c.kind != CaseKind::MpiBaseline) j["messages"] = c.messages;
    j["status"] = toString(c.status);
    if (c.status != CaseStatus::Ok) j["error"] = c.error;
    j["warmup"] = c.warmup;
    if (c.late) j["late_discarded"] = *c.late;
    j["times"] = c.times;
    if (!c.times.empty()) j["stats"] = statisticsJson(summarize(c.times));
    if (c.timeline) j["timeline"] = *c.timeline;
    if (!c.timelineError.empty()) j["timeline_error"] = c.timelineError;
    return j;
}

nlohmann::ordered_json toJson(const ResultsDocument& doc) {
    nlohmann::ordered_json j;
    j["format"] = kResultsFormat;
    j["version"] = kResultsVersion;
    j["complete"] = doc.complete;
    const Environment& e = doc.environment;
    j["environment"] = {{"mpi_library", e.mpiLibrary},
                        {"mpi_version", e.mpiVersion},
                        {"wtime_is_global", e.wtimeIsGlobal},
                        {"wtick", e.wtick},
                        {"ranks", e.ranks},
                        {"hosts", e.hosts},
                        {"started", e.started},
                        {"command", e.command},
                        {"ompi_forced", e.ompiForced}};
    const TimingPolicy& t = doc.timing;
    j["timing_policy"] = {{"warmup", t.warmup},
                          {"min_reps", t.minReps},
                          {"min_seconds", t.minSeconds},
                          {"max_reps", t.maxReps},
                          {"timeout_seconds", t.timeoutSeconds},
                          {"sync", toString(t.sync)},
                          {"note", kTimingNote}};
    nlohmann::ordered_json cases = nlohmann::ordered_json::array();
    for (const CaseResult& c : doc.cases)
        cases.push_back(toJson(c));
    j["cases"] = std::move(cases);
    return j;
}

namespace {

void dumpInto(std::string& out, const nlohmann::ordered_json& j, int indent, int depth) {
    const auto flat = [](const nlohmann::ordered_json& a) {
        return std::all_of(a.begin(), a.end(), [](const auto& v) { return v.is_primitive(); });
    };
    const std::string pad(static_cast<std::size_t>(indent * (depth + 1)), ' ');
    const std::string closing(static_cast<std::size_t>(indent * depth), ' ');
    if (j.is_object() && !j.empty()) {
        out += "{\n";
        bool first = true;
        for (const auto& [key, value] : j.items()) {
            if (!first) out += ",\n";
            first = false;
            out.append(pad).append(nlohmann::ordered_json(key).dump()).append(": ");
            dumpInto(out, value, indent, depth + 1);
        }
        out.append("\n").append(closing).append("}");
    } else if (j.is_array() && !j.empty() && !flat(j)) {
        out += "[\n";
        for (std::size_t i = 0; i < j.size(); ++i) {
            if (i) out += ",\n";
            out += pad;
            dumpInto(out, j[i], indent, depth + 1);
        }
        out.append("\n").append(closing).append("]");
    } else {
        out += j.dump();
    }
}

}  // namespace

std::string dumpReadable(const nlohmann::ordered_json& j, int indent) {
    std::string out;
    dumpInto(out, j, indent, 0);
    return out;
}

void writeResults(const std::string& path, const ResultsDocument& doc) {
    writeFileAtomically(path, dumpReadable(toJson(doc)) + "\n");
}

nlohmann::ordered_json caseStartedEvent(std::size_t index, std::size_t total, const CaseResult& c) {
    return {{"event", "case-started"},  {"case", index},
            {"cases", total},           {"name", c.name},
            {"kind", toString(c.kind)}, {"algorithm", c.algorithm},
            {"bytes", c.bytes},         {"root", c.root}};
}

nlohmann::ordered_json repetitionsEvent(std::size_t index, int done, int target, double elapsed) {
    return {{"event", "repetitions"},
            {"case", index},
            {"done", done},
            {"target", target},
            {"elapsed", elapsed}};
}

nlohmann::ordered_json caseDoneEvent(std::size_t index, const CaseResult& c) {
    nlohmann::ordered_json j{
        {"event", "case-done"}, {"case", index}, {"name", c.name}, {"status", toString(c.status)}};
    if (c.status != CaseStatus::Ok) j["error"] = c.error;
    if (!c.times.empty()) j["stats"] = statisticsJson(summarize(c.times));
    return j;
}

nlohmann::ordered_json finishedEvent(const ResultsDocument& doc, const std::string& resultsPath,
                                     int exitStatus) {
    std::size_t ok = 0;
    for (const CaseResult& c : doc.cases)
        ok += c.status == CaseStatus::Ok ? 1 : 0;
    nlohmann::ordered_json j{{"event", "finished"},
                             {"complete", doc.complete},
                             {"cases", doc.cases.size()},
                             {"ok", ok},
                             {"exit_status", exitStatus}};
    j["results_file"] = nullptr;
    if (!resultsPath.empty()) j["results_file"] = resultsPath;
    return j;
}

std::string caseLine(const CaseResult& c) {
    std::ostringstream out;
    out << c.name << ": ";
    if (c.status != CaseStatus::Ok) out << toString(c.status) << " (" << c.error << ")";
    if (!c.times.empty()) {
        const Statistics s = summarize(c.times);
        if (c.status != CaseStatus::Ok) out << "; ";
        out << "median " << formatSeconds(s.median) << " [" << formatSeconds(s.ci95Low) << ", "
            << formatSeconds(s.ci95High) << "]  min " << formatSeconds(s.min) << "  p90 "
            << formatSeconds(s.p90) << "  (" << s.count << " reps)";
    }
    return out.str();
}

std::string toText(const ResultsDocument& doc) {
    std::ostringstream out;
    const Environment& e = doc.environment;
    out << "MPI:   " << e.mpiLibrary << " (MPI " << e.mpiVersion << "), MPI_WTIME_IS_GLOBAL "
        << (e.wtimeIsGlobal ? "true" : "false") << ", " << e.ranks << " ranks on ";
    for (std::size_t i = 0; i < e.hosts.size(); ++i)
        out << (i ? ", " : "") << e.hosts[i];
    out << '\n';
    if (!e.ompiForced.empty()) out << "Open MPI forced: " << e.ompiForced << '\n';
    out << "times: max over ranks per repetition; median [95% CI of the median]\n";
    for (const CaseResult& c : doc.cases)
        out << "  " << caseLine(c) << '\n';
    return out.str();
}

}  // namespace ct::runner
