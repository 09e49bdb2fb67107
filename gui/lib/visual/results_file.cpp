#include "visual/results_file.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <sstream>

#include "catalogue/case_program.h"
#include "sim/simulator.h"

namespace studio {
namespace {

using json = nlohmann::json;

[[noreturn]] void fail(const std::string& where, const std::string& what) {
    throw ResultsError(where + ": " + what);
}

const json& field(const json& obj, const std::string& where, const char* key) {
    auto it = obj.find(key);
    if (it == obj.end()) fail(where + "." + key, "missing");
    return *it;
}

std::string text(const json& obj, const std::string& where, const char* key) {
    const json& v = field(obj, where, key);
    if (!v.is_string()) fail(where + "." + key, "expected a string");
    return v.get<std::string>();
}

double number(const json& v, const std::string& where) {
    if (!v.is_number()) fail(where, "expected a number");
    const double d = v.get<double>();
    if (!std::isfinite(d)) fail(where, "expected a finite number");
    return d;
}

std::int64_t integer(const json& obj, const std::string& where, const char* key, std::int64_t lo,
                     std::int64_t hi) {
    const json& v = field(obj, where, key);
    if (!v.is_number_integer()) fail(where + "." + key, "expected an integer");
    const auto i = v.get<std::int64_t>();
    if (i < lo || i > hi)
        fail(where + "." + key, "must lie in " + std::to_string(lo) + ".." + std::to_string(hi));
    return i;
}

double medianOf(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

std::uint64_t unsignedField(const json& obj, const std::string& where, const char* key) {
    return obj.contains(key)
               ? static_cast<std::uint64_t>(integer(obj, where, key, 0, std::int64_t(1) << 50))
               : 0;
}

// The "timeline" object (runner/timeline_record.h): rows [op, kind, peer, bytes, start, end]
// and a send's completion as a 7th value.
RecordedTimeline parseTimeline(const json& t, const std::string& where, const ResultCase& c) {
    if (!t.is_object()) fail(where, "expected an object");
    RecordedTimeline out;
    const std::string unit = text(t, where, "unit");
    if (unit != "us") fail(where + ".unit", "expected \"us\", not '" + unit + "'");
    out.truncated = field(t, where, "truncated").is_boolean() && t["truncated"].get<bool>();
    out.events = unsignedField(t, where, "events");
    out.programOps = unsignedField(t, where, "program_ops");
    out.limit = unsignedField(t, where, "limit");
    ct::CaseProgramSpec& p = out.program;
    p.schedule = c.kind == "schedule";
    p.algorithm = c.algorithm;
    p.procs = c.procs;
    p.root = c.root;
    p.bytes = c.bytes;
    if (t.contains("params") && t["params"].is_object()) {
        const json& params = t["params"];
        const std::string w = where + ".params";
        if (params.contains("bytes")) p.bytes = unsignedField(params, w, "bytes");
        if (params.contains("radix")) p.radix = static_cast<int>(unsignedField(params, w, "radix"));
        p.operands = unsignedField(params, w, "operands");
        p.segmentBytes = unsignedField(params, w, "segment_bytes");
        p.meshRows = static_cast<int>(unsignedField(params, w, "mesh_rows"));
        p.strip = static_cast<int>(unsignedField(params, w, "strip"));
        if (params.contains("schedule_file") && params["schedule_file"].is_string())
            p.scheduleFile = params["schedule_file"].get<std::string>();
    }
    if (t.contains("clock_error") && t["clock_error"].is_array())
        for (std::size_t i = 0; i < t["clock_error"].size(); ++i)
            out.clockError.push_back(
                number(t["clock_error"][i], where + ".clock_error[" + std::to_string(i) + "]"));
    const json& ranks = field(t, where, "ranks");
    if (!ranks.is_array() || ranks.size() != static_cast<std::size_t>(c.procs))
        fail(where + ".ranks", "expected one list per rank (" + std::to_string(c.procs) + ")");
    for (std::size_t r = 0; r < ranks.size(); ++r) {
        const std::string wr = where + ".ranks[" + std::to_string(r) + "]";
        if (!ranks[r].is_array()) fail(wr, "expected a list of operations");
        std::vector<RecordedOp> ops;
        ops.reserve(ranks[r].size());
        for (std::size_t k = 0; k < ranks[r].size(); ++k) {
            const json& e = ranks[r][k];
            const std::string we = wr + "[" + std::to_string(k) + "]";
            if (!e.is_array() || e.size() < 6 || e.size() > 7 || !e[0].is_number_unsigned() ||
                !e[1].is_string() || !e[2].is_number_integer() || !e[3].is_number_unsigned())
                fail(we, "expected [op, kind, peer, bytes, start, end(, completed)]");
            RecordedOp op;
            op.op = e[0].get<std::uint64_t>();
            const std::string kind = e[1].get<std::string>();
            bool known = false;
            for (ct::OpKind k2 : {ct::OpKind::Send, ct::OpKind::Recv, ct::OpKind::Combine,
                                  ct::OpKind::Copy, ct::OpKind::Barrier})
                if (kind == ct::toString(k2)) op.kind = k2, known = true;
            if (!known) fail(we, "unknown operation kind '" + kind + "'");
            op.peer = static_cast<ct::Rank>(e[2].get<std::int64_t>());
            op.bytes = e[3].get<std::uint64_t>();
            op.start = number(e[4], we + "[4]");
            op.end = number(e[5], we + "[5]");
            if (op.end < op.start) fail(we, "ends before it starts");
            if (e.size() == 7) op.completed = number(e[6], we + "[6]");
            ops.push_back(op);
        }
        out.ranks.push_back(std::move(ops));
    }
    return out;
}

ResultCase parseCase(const json& c, const std::string& where) {
    if (!c.is_object()) fail(where, "expected an object");
    ResultCase out;
    out.name = text(c, where, "name");
    out.kind = text(c, where, "kind");
    if (out.kind != "catalogue" && out.kind != "schedule" && out.kind != "mpi-baseline")
        fail(where + ".kind",
             "expected catalogue, schedule or mpi-baseline, not '" + out.kind + "'");
    out.algorithm = text(c, where, "algorithm");
    out.problem = c.contains("problem") && c["problem"].is_string()
                      ? c["problem"].get<std::string>()
                      : std::string();
    out.procs = static_cast<int>(integer(c, where, "procs", 1, 1 << 24));
    out.root =
        c.contains("root") ? static_cast<int>(integer(c, where, "root", 0, out.procs - 1)) : 0;
    out.bytes = static_cast<std::uint64_t>(integer(c, where, "bytes", 0, std::int64_t(1) << 50));
    out.status = text(c, where, "status");
    if (c.contains("times")) {
        const json& t = c["times"];
        if (!t.is_array()) fail(where + ".times", "expected an array of seconds");
        for (std::size_t i = 0; i < t.size(); ++i) {
            const double s = number(t[i], where + ".times[" + std::to_string(i) + "]");
            if (s < 0) fail(where + ".times[" + std::to_string(i) + "]", "must not be negative");
            out.times.push_back(s);
        }
    }
    if (c.contains("stats") && !c["stats"].is_null()) {
        const json& s = c["stats"];
        const std::string w = where + ".stats";
        if (!s.is_object()) fail(w, "expected an object");
        const auto get = [&](const char* key, double& into) {
            if (s.contains(key)) into = number(s[key], w + "." + key);
        };
        if (s.contains("count"))
            out.stats.count =
                static_cast<std::uint64_t>(integer(s, w, "count", 0, std::int64_t(1) << 40));
        get("min", out.stats.min);
        get("median", out.stats.median);
        get("mean", out.stats.mean);
        get("max", out.stats.max);
        get("p90", out.stats.p90);
        get("ci95_low", out.stats.ci95Low);
        get("ci95_high", out.stats.ci95High);
        if (!s.contains("median")) out.stats.median = medianOf(out.times);
    } else {
        out.stats.count = out.times.size();
        out.stats.median = medianOf(out.times);
    }
    if (c.contains("timeline") && !c["timeline"].is_null())
        out.timeline = parseTimeline(c["timeline"], where + ".timeline", out);
    if (c.contains("timeline_error") && c["timeline_error"].is_string())
        out.timelineError = c["timeline_error"].get<std::string>();
    return out;
}

}  // namespace

ResultsFile parseResults(const std::string& textIn) {
    json doc;
    try {
        doc = json::parse(textIn);
    } catch (const json::parse_error& e) {
        throw ResultsError(std::string("not JSON: ") + e.what());
    }
    if (!doc.is_object()) fail("document", "expected an object");
    const std::string format = text(doc, "document", "format");
    if (format != "calltree-results")
        fail("format", "expected 'calltree-results', not '" + format + "'");
    ResultsFile out;
    out.version = static_cast<int>(integer(doc, "document", "version", 1, 1000));
    if (out.version != 1)
        fail("version", "version " + std::to_string(out.version) + " is not supported (1 is)");
    const json& complete = field(doc, "document", "complete");
    if (!complete.is_boolean()) fail("complete", "expected true or false");
    out.complete = complete.get<bool>();
    if (doc.contains("environment") && doc["environment"].is_object()) {
        std::ostringstream env;
        bool first = true;
        for (const auto& [key, value] : doc["environment"].items()) {
            // The command line is long and says nothing about the machine.
            if (!value.is_primitive() || key == "command") continue;
            env << (first ? "" : ", ") << key << '='
                << (value.is_string() ? value.get<std::string>() : value.dump());
            first = false;
        }
        out.environment = env.str();
    }
    const json& cases = field(doc, "document", "cases");
    if (!cases.is_array()) fail("cases", "expected an array");
    for (std::size_t i = 0; i < cases.size(); ++i)
        out.cases.push_back(parseCase(cases[i], "cases[" + std::to_string(i) + "]"));
    return out;
}

ResultsFile loadResults(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw ResultsError(path + ": cannot be read");
    std::ostringstream buffer;
    buffer << in.rdbuf();
    try {
        return parseResults(buffer.str());
    } catch (const ResultsError& e) {
        throw ResultsError(path + ": " + e.what());
    }
}

AccuracyReport predictCases(const ResultsFile& results, const ct::LogGP& modelUs) {
    AccuracyReport report;
    ct::SimulationOptions quick;
    quick.recordTimeline = false;
    ct::LogGP model = modelUs;
    model.unit = "us";
    for (const ResultCase& c : results.cases) {
        if (c.kind != "catalogue") {
            report.skipped.push_back(c.name + ": " + c.kind + " cases have no LogGP prediction");
            continue;
        }
        if (c.status != "ok") {
            report.skipped.push_back(c.name + ": status " + c.status);
            continue;
        }
        // The program the runner ran: its trees are shaped by the runner's model (what the
        // recording says, else the defaults), only their times come from modelUs. Building it
        // checks the algorithm and its parameters, with the same messages the runner gives.
        ct::CaseProgramSpec spec;
        if (c.timeline) spec = c.timeline->program;
        spec.schedule = false;
        spec.algorithm = c.algorithm;
        spec.procs = c.procs;
        spec.root = c.root;
        if (!c.timeline) spec.bytes = std::max<std::uint64_t>(c.bytes, 1);
        try {
            const double predicted =
                ct::simulate(ct::buildCaseProgram(spec), model, quick).total * 1e-6;
            const double measured = c.stats.median;
            if (!(predicted > 0) || !(measured > 0)) {
                report.skipped.push_back(c.name + ": zero time, no ratio");
                continue;
            }
            report.points.push_back(
                {c.name, c.algorithm, c.procs, c.bytes, measured, predicted, measured / predicted});
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

}  // namespace studio
