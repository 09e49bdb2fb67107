#include "protocol/results.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "io/atomic_file.h"
#include "protocol/strict_json.h"

namespace ct::protocol {

const char* const kTimingNote =
    "per repetition: maximum over ranks of the time from a common MPI_Barrier until the rank "
    "holds its result; seconds";

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

std::optional<CaseStatus> parseCaseStatus(const std::string& name) {
    for (CaseStatus s : {CaseStatus::Ok, CaseStatus::Failed, CaseStatus::Timeout})
        if (name == toString(s)) return s;
    return std::nullopt;
}

nlohmann::ordered_json toJson(const CaseResult& c) {
    nlohmann::ordered_json j;
    j["name"] = c.name;
    j["kind"] = toString(c.kind);
    j["algorithm"] = c.spec.algorithm;
    j["problem"] = c.problem;
    j["procs"] = c.spec.procs;
    j["root"] = c.spec.root;
    j["bytes"] = c.bytes;
    if (c.kind == CaseKind::Schedule) j["schedule_file"] = c.spec.scheduleFile;
    if (c.kind == CaseKind::MpiBaseline) j["ompi_algorithm"] = c.ompiAlgorithm;
    if (!c.mpichAlgorithm.empty()) j["mpich_algorithm"] = c.mpichAlgorithm;
    if (c.kind != CaseKind::MpiBaseline) j["messages"] = c.messages;
    if (!c.input.empty()) j["input"] = c.input;
    if (c.seed) j["seed"] = *c.seed;
    if (c.predictedSeconds) {
        j["predicted_seconds"] = *c.predictedSeconds;
        j["predicted_profile"] = c.predictedProfile;
    }
    j["status"] = toString(c.status);
    if (c.status != CaseStatus::Ok) j["error"] = c.error;
    if (!c.verdict.empty()) j["verdict"] = c.verdict;
    if (!c.nodeTimes.empty()) {
        nlohmann::ordered_json nodes = nlohmann::ordered_json::array();
        for (const NodeTime& n : c.nodeTimes)
            nodes.push_back({{"node", n.node}, {"seconds", n.seconds}, {"calls", n.calls}});
        j["node_times"] = nodes;
    }
    j["warmup"] = c.warmup;
    if (c.late) j["late_discarded"] = *c.late;
    j["times"] = c.times;
    if (c.stats) j["stats"] = toJson(*c.stats);
    if (c.osu) j["osu"] = toJson(*c.osu);
    if (c.timeline) j["timeline"] = toJson(*c.timeline, c.spec);
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
    if (!e.mpichForced.empty()) j["environment"]["mpich_forced"] = e.mpichForced;
    if (e.coresPerHost > 0) {
        j["environment"]["ranks_per_host"] = e.ranksPerHost;
        j["environment"]["cores_per_host"] = e.coresPerHost;
    }
    nlohmann::ordered_json timing = timingToJson(doc.timing);
    timing["note"] = kTimingNote;
    j["timing_policy"] = std::move(timing);
    if (doc.profile) {
        j["profile"] = {{"name", doc.profile->name},
                        {"file", doc.profile->file},
                        {"fnv1a64", doc.profile->fnv1a64},
                        {"built_in", doc.profile->file.empty()}};
        if (!doc.profile->besideFile.empty()) j["profile"]["beside_file"] = doc.profile->besideFile;
    }
    nlohmann::ordered_json cases = nlohmann::ordered_json::array();
    for (const CaseResult& c : doc.cases)
        cases.push_back(toJson(c));
    j["cases"] = std::move(cases);
    if (doc.hostActivity) j["host_activity"] = toJson(*doc.hostActivity);
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

using nlohmann::json;

constexpr long long kHuge = 1LL << 50;

std::string optionalString(const json& j, const char* key, const std::string& path) {
    return j.contains(key) ? requireString(j, key, path) : std::string();
}

Environment readEnvironment(const json& j, const std::string& path) {
    requireObject(j, path);
    Environment e;
    e.mpiLibrary = optionalString(j, "mpi_library", path);
    e.mpiVersion = optionalString(j, "mpi_version", path);
    if (j.contains("wtime_is_global")) e.wtimeIsGlobal = requireBoolean(j, "wtime_is_global", path);
    if (j.contains("wtick")) e.wtick = requireNumber(j, "wtick", path, false);
    if (j.contains("ranks")) e.ranks = int(requireInteger(j, "ranks", path, 0, 1 << 30));
    if (j.contains("hosts")) {
        const std::string at = joinPath(path, "hosts");
        requireArray(j["hosts"], at);
        for (std::size_t i = 0; i < j["hosts"].size(); ++i) {
            if (!j["hosts"][i].is_string()) throw FormatError(indexPath(at, i), "must be a string");
            e.hosts.push_back(j["hosts"][i].get<std::string>());
        }
    }
    e.started = optionalString(j, "started", path);
    e.command = optionalString(j, "command", path);
    e.ompiForced = optionalString(j, "ompi_forced", path);
    e.mpichForced = optionalString(j, "mpich_forced", path);
    if (j.contains("ranks_per_host"))
        e.ranksPerHost = int(requireInteger(j, "ranks_per_host", path, 1, 1 << 30));
    if (j.contains("cores_per_host"))
        e.coresPerHost = int(requireInteger(j, "cores_per_host", path, 1, 1 << 30));
    return e;
}

std::vector<double> readTimes(const json& c, const std::string& path) {
    const std::string at = joinPath(path, "times");
    requireArray(c["times"], at);
    const json& values = c["times"];
    std::vector<double> times;
    times.reserve(values.size());
    for (std::size_t i = 0; i < values.size(); ++i) {
        // A good time is taken as it is; only a bad one pays for its path in the message (a
        // run keeps up to 100 000 times a case, and naming each cost the Studio seconds).
        const json& v = values[i];
        const double t = v.is_number() ? v.get<double>() : -1.0;
        times.push_back(
            std::isfinite(t) && t >= 0 ? t : requireNumberValue(v, indexPath(at, i), false));
    }
    return times;
}

// What ran: the case's kind, algorithm, procs, root and, for schedules, the file.
void readWhat(const json& c, const std::string& path, CaseResult& r) {
    const std::string kind = requireString(c, "kind", path);
    const auto k = parseCaseKind(kind);
    if (!k)
        throw FormatError(
            joinPath(path, "kind"),
            "must be \"catalogue\", \"schedule\" or \"mpi-baseline\", not \"" + kind + "\"");
    r.kind = *k;
    r.spec.schedule = r.kind == CaseKind::Schedule;
    r.spec.algorithm = requireString(c, "algorithm", path);
    r.spec.procs = Rank(requireInteger(c, "procs", path, 1, 1 << 30));
    if (c.contains("root"))
        r.spec.root = Rank(requireInteger(c, "root", path, 0, r.spec.procs - 1));
    r.bytes = std::uint64_t(requireInteger(c, "bytes", path, 0, kHuge));
    r.spec.bytes = r.bytes;
    r.spec.scheduleFile = optionalString(c, "schedule_file", path);
    r.problem = optionalString(c, "problem", path);
    if (c.contains("ompi_algorithm"))
        r.ompiAlgorithm = int(requireInteger(c, "ompi_algorithm", path, 0, 64));
    r.mpichAlgorithm = optionalString(c, "mpich_algorithm", path);
    if (c.contains("messages"))
        r.messages = std::uint64_t(requireInteger(c, "messages", path, 0, kHuge));
    r.input = optionalString(c, "input", path);
    if (c.contains("seed")) r.seed = std::uint64_t(requireInteger(c, "seed", path, 0, 1LL << 53));
    if (c.contains("predicted_seconds"))
        r.predictedSeconds = requireNumber(c, "predicted_seconds", path, false);
    r.predictedProfile = optionalString(c, "predicted_profile", path);
}

std::vector<NodeTime> readNodeTimes(const json& c, const std::string& path) {
    std::vector<NodeTime> nodes;
    if (!c.contains("node_times")) return nodes;
    const std::string at = joinPath(path, "node_times");
    requireArray(c["node_times"], at);
    for (std::size_t i = 0; i < c["node_times"].size(); ++i) {
        const json& n = c["node_times"][i];
        const std::string here = indexPath(at, i);
        requireObject(n, here);
        NodeTime t;
        t.node = requireString(n, "node", here);
        t.seconds = requireNumber(n, "seconds", here, false);
        t.calls = std::uint64_t(requireInteger(n, "calls", here, 0, kHuge));
        nodes.push_back(std::move(t));
    }
    return nodes;
}

}  // namespace

std::string dumpReadable(const nlohmann::ordered_json& j, int indent, int depth) {
    std::string out;
    dumpInto(out, j, indent, depth);
    return out;
}

void writeResults(const std::string& path, const ResultsDocument& doc) {
    writeFileAtomically(path, dumpReadable(toJson(doc)) + "\n");
}

CaseResult readCaseResult(const json& c, const std::string& path) {
    requireObject(c, path);
    CaseResult r;
    r.name = requireString(c, "name", path);
    readWhat(c, path, r);
    const std::string status = requireString(c, "status", path);
    const auto s = parseCaseStatus(status);
    if (!s)
        throw FormatError(joinPath(path, "status"),
                          "must be \"ok\", \"failed\" or \"timeout\", not \"" + status + "\"");
    r.status = *s;
    r.error = optionalString(c, "error", path);
    r.verdict = optionalString(c, "verdict", path);
    r.nodeTimes = readNodeTimes(c, path);
    if (c.contains("warmup")) r.warmup = int(requireInteger(c, "warmup", path, 0, kHuge));
    if (c.contains("late_discarded"))
        r.late = int(requireInteger(c, "late_discarded", path, 0, kHuge));
    if (c.contains("times")) r.times = readTimes(c, path);
    if (c.contains("stats") && !c["stats"].is_null())
        r.stats = readStatistics(c["stats"], joinPath(path, "stats"));
    if (c.contains("osu") && !c["osu"].is_null())
        r.osu = readOsuFigure(c["osu"], joinPath(path, "osu"));
    if (c.contains("timeline") && !c["timeline"].is_null())
        r.timeline = readTimeline(c["timeline"], joinPath(path, "timeline"), r.spec);
    r.timelineError = optionalString(c, "timeline_error", path);
    return r;
}

ResultsDocument readResults(const json& doc) {
    requireObject(doc, "");
    requireFormat(doc, kResultsFormat, kResultsVersion);
    ResultsDocument out;
    out.complete = requireBoolean(doc, "complete", "");
    if (doc.contains("environment"))
        out.environment = readEnvironment(doc["environment"], "environment");
    if (doc.contains("timing_policy")) {
        json timing = doc["timing_policy"];
        requireObject(timing, "timing_policy");
        timing.erase("note");
        readTiming(timing, "timing_policy", out.timing);
    }
    if (doc.contains("profile")) {
        const json& p = doc["profile"];
        requireObject(p, "profile");
        ProfileRecord r;
        r.name = requireString(p, "name", "profile");
        r.file = requireString(p, "file", "profile");
        r.fnv1a64 = requireString(p, "fnv1a64", "profile");
        if (!r.file.empty() && r.fnv1a64.size() != 16)
            throw FormatError("profile.fnv1a64", "must be 16 hex digits for a machine file");
        if (p.contains("beside_file")) r.besideFile = requireString(p, "beside_file", "profile");
        out.profile = r;
    }
    const json& cases = requireField(doc, "cases", "");
    requireArray(cases, "cases");
    for (std::size_t i = 0; i < cases.size(); ++i)
        out.cases.push_back(readCaseResult(cases[i], indexPath("cases", i)));
    if (doc.contains("host_activity"))
        out.hostActivity = readHostActivity(doc["host_activity"], "host_activity");
    return out;
}

ResultsDocument parseResults(const std::string& text) {
    try {
        return readResults(parseDocument(text));
    } catch (const FormatError& e) {
        throw ResultsError(e.what());
    }
}

ResultsDocument loadResults(const std::string& path) {
    std::string text;
    try {
        text = readTextFile(path);
    } catch (const std::exception& e) {
        throw ResultsError(e.what());
    }
    try {
        return parseResults(text);
    } catch (const ResultsError& e) {
        throw ResultsError(path + ": " + e.what());
    }
}

}  // namespace ct::protocol
