#include "report.h"

#include <cmath>
#include <cstdio>
#include <sstream>

namespace ct::runner {

namespace {

// How the times were taken, carried in the document so that a reader needs no manual.
constexpr const char* kTimingNote =
    "per repetition: maximum over ranks of the time from a common MPI_Barrier until the rank "
    "holds its result (all its operations run, sends posted); finish_s: until its sends completed "
    "too";

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

nlohmann::ordered_json statisticsJson(const Statistics& s) {
    return {
        {"count", s.count}, {"min", s.min}, {"median", s.median}, {"mean", s.mean}, {"max", s.max}};
}

nlohmann::ordered_json toJson(const RunReport& r) {
    nlohmann::ordered_json j;
    j["algorithm"] = r.algorithm;
    j["problem"] = r.problem;
    j["procs"] = r.procs;
    j["root"] = r.root;
    j["bytes"] = r.bytes;
    if (r.radix) j["radix"] = *r.radix;
    if (r.operands) j["operands"] = *r.operands;
    if (r.segmentBytes) j["segment_bytes"] = *r.segmentBytes;
    if (r.meshRows) j["mesh_rows"] = *r.meshRows;
    if (r.strip) j["strip"] = *r.strip;
    j["messages"] = r.messages;
    j["verified"] = r.verified;
    j["failures"] = r.failures;
    j["warmup"] = r.warmup;
    j["reps"] = r.reps;
    j["timing"] = kTimingNote;
    j["times_s"] = statisticsJson(summarize(r.times));
    j["raw_s"] = r.times;
    j["finish_s"] = statisticsJson(summarize(r.finishTimes));
    j["mpi"] = {{"library", r.mpi.library},
                {"standard", r.mpi.standard},
                {"wtime_is_global", r.mpi.wtimeIsGlobal},
                {"wtick_s", r.mpi.wtick},
                {"world_size", r.mpi.worldSize},
                {"hosts", r.mpi.hosts}};
    j["predicted"] = {{"model", r.predicted.model},
                      {"unit", r.predicted.unit},
                      {"combine_per_element", r.predicted.combinePerElement},
                      {"time", r.predicted.time},
                      {"formula", r.predicted.formula}};
    return j;
}

std::string toText(const RunReport& r) {
    std::ostringstream out;
    out << r.algorithm << " (" << r.problem << ") on " << r.procs
        << (r.procs == 1 ? " rank" : " ranks") << ", root " << r.root;
    if (r.operands)
        out << ", " << *r.operands << " int64 operands";
    else
        out << ", " << r.bytes << " bytes";
    if (r.radix) out << ", radix " << *r.radix;
    out << ", " << r.messages << (r.messages == 1 ? " message\n" : " messages\n");
    out << "verified:   " << (r.verified ? "yes" : "NO") << " (every rank checked after each of "
        << r.warmup + r.reps << " runs)\n";
    for (const auto& f : r.failures)
        out << "  " << f << '\n';
    const Statistics t = summarize(r.times);
    const Statistics f = summarize(r.finishTimes);
    out << "time:       median " << formatSeconds(t.median) << "  min " << formatSeconds(t.min)
        << "  mean " << formatSeconds(t.mean) << "  max " << formatSeconds(t.max) << "  ("
        << t.count << " reps after " << r.warmup << " warm-up; max over ranks)\n";
    out << "sends done: median " << formatSeconds(f.median) << "  max " << formatSeconds(f.max)
        << '\n';
    out << "predicted:  " << r.predicted.time << ' ' << r.predicted.unit << " (simulated), "
        << r.predicted.formula << ' ' << r.predicted.unit << " (formula) under "
        << r.predicted.model << '\n';
    out << "MPI:        " << r.mpi.library << " (MPI " << r.mpi.standard
        << "), MPI_WTIME_IS_GLOBAL " << (r.mpi.wtimeIsGlobal ? "true" : "false") << ", MPI_Wtick "
        << formatSeconds(r.mpi.wtick) << '\n';
    out << "hosts:      ";
    for (std::size_t i = 0; i < r.mpi.hosts.size(); ++i)
        out << (i ? ", " : "") << r.mpi.hosts[i];
    out << '\n';
    return out.str();
}

}  // namespace ct::runner
