#include "protocol/run_plan.h"

#include <algorithm>
#include <filesystem>
#include <limits>

#include "algorithms/catalogue/catalogue.h"
#include "io/atomic_file.h"
#include "protocol/limits.h"
#include "protocol/strict_json.h"

namespace ct::protocol {

namespace {

using nlohmann::json;

constexpr auto kRankMax = static_cast<long long>(std::numeric_limits<Rank>::max());

// A list of whole numbers, or one number without brackets.
template <class T>
std::vector<T> readList(const json& c, const std::string& key, const std::string& path,
                        long long min, long long max) {
    const std::string at = joinPath(path, key);
    const json& list = requireField(c, key, path);
    if (list.is_number()) return {static_cast<T>(requireIntegerValue(list, at, min, max))};
    requireArray(list, at);
    if (list.empty()) throw FormatError(at, "must list at least one value");
    std::vector<T> out;
    for (std::size_t i = 0; i < list.size(); ++i)
        out.push_back(static_cast<T>(requireIntegerValue(list[i], indexPath(at, i), min, max)));
    return out;
}

// An MPICH CVAR value as MPICH spells them ("binomial", "scatter_ring_allgather").
bool isMpichAlgorithmValue(const std::string& v) {
    return !v.empty() && std::all_of(v.begin(), v.end(), [](char ch) {
        return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_';
    });
}

// "algorithm", "schedule" or "mpi": what the case runs.
void readWhat(const json& c, const std::string& path, const std::string& baseDir, PlanCase& pc) {
    const int kinds =
        int(c.contains("algorithm")) + int(c.contains("schedule")) + int(c.contains("mpi"));
    if (kinds != 1)
        throw FormatError(path, "needs exactly one of \"algorithm\", \"schedule\" or \"mpi\"");
    CaseSpec& s = pc.spec;
    if (c.contains("algorithm")) {
        pc.kind = CaseKind::Catalogue;
        s.algorithm = requireString(c, "algorithm", path);
        if (!findAlgorithm(s.algorithm))
            throw FormatError(
                joinPath(path, "algorithm"),
                "unknown algorithm '" + s.algorithm + "' (known: " + algorithmNames() + ")");
    } else if (c.contains("schedule")) {
        pc.kind = CaseKind::Schedule;
        s.schedule = true;
        const std::string file = requireString(c, "schedule", path);
        if (file.empty()) throw FormatError(joinPath(path, "schedule"), "must name a file");
        const std::filesystem::path p(file);
        s.scheduleFile = p.is_absolute() || baseDir.empty()
                             ? file
                             : (std::filesystem::path(baseDir) / p).lexically_normal().string();
        s.algorithm = p.filename().string();
    } else {
        pc.kind = CaseKind::MpiBaseline;
        const std::string name = requireString(c, "mpi", path);
        const auto coll = parseMpiCollective(name);
        if (!coll)
            throw FormatError(joinPath(path, "mpi"), "unknown MPI collective '" + name +
                                                         "' (known: " + mpiCollectiveNames() + ")");
        s.algorithm = mpiName(*coll);
        if (c.contains("ompi_algorithm"))
            pc.ompiAlgorithm = int(requireInteger(c, "ompi_algorithm", path, 0, 64));
        if (c.contains("mpich_algorithm")) {
            const std::string at = joinPath(path, "mpich_algorithm");
            pc.mpichAlgorithm = requireString(c, "mpich_algorithm", path);
            if (!isMpichAlgorithmValue(pc.mpichAlgorithm))
                throw FormatError(at, "'" + pc.mpichAlgorithm +
                                          "' is not a CVAR value (lower-case letters, digits and "
                                          "'_', as in \"binomial\")");
            if (pc.ompiAlgorithm)
                throw FormatError(at,
                                  "a case forces Open MPI's algorithm (ompi_algorithm) or "
                                  "MPICH's, not both");
        }
    }
    if (pc.kind != CaseKind::MpiBaseline && c.contains("mpich_algorithm"))
        throw FormatError(joinPath(path, "mpich_algorithm"),
                          "forces an MPI collective's algorithm: only for \"mpi\" cases");
}

// Sizes, roots and the algorithm's parameters.
void readParameters(const json& c, const std::string& path, PlanCase& pc) {
    CaseSpec& s = pc.spec;
    if (c.contains("bytes")) pc.bytes = readList<std::uint64_t>(c, "bytes", path, 0, kMaxBytes);
    if (c.contains("roots")) pc.roots = readList<Rank>(c, "roots", path, 0, kRankMax);
    if (c.contains("procs")) pc.procs = int(requireInteger(c, "procs", path, 1, kRankMax));
    if (c.contains("radix")) s.radix = int(requireInteger(c, "radix", path, 2, 1 << 20));
    if (c.contains("operands"))
        s.operands = std::uint64_t(requireInteger(c, "operands", path, 1, kMaxOperands));
    if (c.contains("segment_bytes"))
        s.segmentBytes = std::uint64_t(requireInteger(c, "segment_bytes", path, 1, kMaxBytes));
    if (c.contains("mesh_rows"))
        s.meshRows = int(requireInteger(c, "mesh_rows", path, 1, kRankMax));
    if (c.contains("strip")) s.strip = int(requireInteger(c, "strip", path, 1, kRankMax));
    // Seeds are JSON integers: at most 2^53 survives every JSON reader unchanged.
    if (c.contains("seed")) s.seed = std::uint64_t(requireInteger(c, "seed", path, 0, 1LL << 53));
}

PlanCase readCase(const json& c, const std::string& path, const RunPlan& plan,
                  const std::string& baseDir, std::optional<PlanCase>& baseline) {
    requireKnownFields(c, path,
                       {"algorithm", "schedule", "mpi", "ompi_algorithm", "mpich_algorithm",
                        "bytes", "roots", "procs", "radix", "operands", "segment_bytes",
                        "mesh_rows", "strip", "seed", "timing", "record_timeline", "baseline"});
    PlanCase pc;
    pc.timing = plan.timing;
    readWhat(c, path, baseDir, pc);
    readParameters(c, path, pc);
    if (c.contains("timing")) readTiming(c["timing"], joinPath(path, "timing"), pc.timing);
    if (c.contains("record_timeline")) {
        const std::string at = joinPath(path, "record_timeline");
        const bool record = requireBoolean(c, "record_timeline", path);
        if (record && pc.kind == CaseKind::MpiBaseline)
            throw FormatError(at,
                              "MPI's own collectives have no per-operation record: record "
                              "timelines of algorithm or schedule cases");
        pc.recordTimeline = record;
    }
    if (c.contains("baseline")) {
        const std::string at = joinPath(path, "baseline");
        const json& v = c["baseline"];
        // A number in the file is a number; the text "6" is not one (the request's third form).
        std::string request = "(not a request)";
        if (v.is_string() && (v.get<std::string>() == "default" || v.get<std::string>() == "same"))
            request = v.get<std::string>();
        else if (v.is_number_integer())
            request = v.dump();
        baseline = baselineCase(pc, request, at);
    }
    return pc;
}

}  // namespace

const char* toString(TimingPolicy::Sync s) {
    return s == TimingPolicy::Sync::Window ? "window" : "barrier";
}

nlohmann::ordered_json timingToJson(const TimingPolicy& t) {
    nlohmann::ordered_json j = {{"warmup", t.warmup},
                                {"min_reps", t.minReps},
                                {"min_seconds", t.minSeconds},
                                {"max_reps", t.maxReps},
                                {"timeout_seconds", t.timeoutSeconds},
                                {"sync", toString(t.sync)}};
    if (t.osu) j["osu"] = true;
    if (t.rounds != 1) j["rounds"] = t.rounds;
    return j;
}

void readTiming(const json& j, const std::string& path, TimingPolicy& t) {
    requireKnownFields(j, path,
                       {"warmup", "min_reps", "min_seconds", "max_reps", "timeout_seconds", "sync",
                        "osu", "rounds"});
    if (j.contains("warmup")) t.warmup = int(requireInteger(j, "warmup", path, 0, kMaxReps));
    if (j.contains("min_reps")) t.minReps = int(requireInteger(j, "min_reps", path, 1, kMaxReps));
    if (j.contains("max_reps")) t.maxReps = int(requireInteger(j, "max_reps", path, 1, kMaxReps));
    if (j.contains("min_seconds")) t.minSeconds = requireNumber(j, "min_seconds", path, false);
    if (j.contains("timeout_seconds"))
        t.timeoutSeconds = requireNumber(j, "timeout_seconds", path, true);
    if (j.contains("sync")) {
        const std::string sync = requireString(j, "sync", path);
        if (sync == "barrier")
            t.sync = TimingPolicy::Sync::Barrier;
        else if (sync == "window")
            t.sync = TimingPolicy::Sync::Window;
        else
            throw FormatError(joinPath(path, "sync"), "must be \"barrier\" or \"window\"");
    }
    if (j.contains("osu")) t.osu = requireBoolean(j, "osu", path);
    if (j.contains("rounds")) t.rounds = int(requireInteger(j, "rounds", path, 1, kMaxRounds));
    if (t.maxReps < t.minReps)
        throw FormatError(joinPath(path, "max_reps"),
                          "must be at least min_reps (" + std::to_string(t.minReps) + ")");
}

PlanCase baselineCase(const PlanCase& c, const std::string& request, const std::string& at) {
    if (c.kind != CaseKind::Catalogue)
        throw FormatError(at, "only catalogue cases take a baseline");
    const Algorithm* a = findAlgorithm(c.spec.algorithm);
    if (!a) throw FormatError(at, "unknown algorithm '" + c.spec.algorithm + "'");
    const char* collective = mpiName(a->info.problem);
    if (!collective)
        throw FormatError(at, "MPI has no collective for " + c.spec.algorithm + "'s problem");
    PlanCase b = c;
    b.kind = CaseKind::MpiBaseline;
    b.recordTimeline = false;
    b.spec = CaseSpec{};
    b.spec.algorithm = collective;
    if (request == "default") {
        b.ompiAlgorithm = 0;
    } else if (request == "same") {
        if (a->info.ompiAlgorithm == 0)
            throw FormatError(
                at, c.spec.algorithm + " has no Open MPI twin: use \"default\" or a number");
        b.ompiAlgorithm = a->info.ompiAlgorithm;
    } else {
        const json number = json::parse(request, nullptr, false);
        if (!number.is_number_integer())
            throw FormatError(at, "must be \"default\", \"same\" or an algorithm number");
        b.ompiAlgorithm = int(requireIntegerValue(number, at, 0, 64));
    }
    return b;
}

RunPlan parsePlan(const std::string& text, const std::string& baseDir) {
    try {
        const json doc = parseDocument(text);
        requireObject(doc, "");
        requireFormat(doc, kPlanFormat, kPlanVersion);
        requireKnownFields(doc, "", {"format", "version", "timing", "machine", "cases"});
        RunPlan plan;
        if (doc.contains("timing")) readTiming(doc["timing"], "timing", plan.timing);
        if (doc.contains("machine")) {
            const std::filesystem::path m = requireString(doc, "machine", "");
            if (m.empty()) throw FormatError("machine", "must name a *.machine.json file");
            plan.machineFile =
                m.is_absolute() || baseDir.empty()
                    ? m.string()
                    : (std::filesystem::path(baseDir) / m).lexically_normal().string();
        }
        const json& cases = requireField(doc, "cases", "");
        requireArray(cases, "cases");
        if (cases.empty()) throw FormatError("cases", "must list at least one case");
        for (std::size_t i = 0; i < cases.size(); ++i) {
            std::optional<PlanCase> baseline;
            plan.cases.push_back(
                readCase(cases[i], indexPath("cases", i), plan, baseDir, baseline));
            if (baseline) plan.cases.push_back(std::move(*baseline));
        }
        return plan;
    } catch (const FormatError& e) {
        throw PlanError(e.what());
    }
}

RunPlan loadPlanFile(const std::string& path) {
    std::string text;
    try {
        text = readTextFile(path);
    } catch (const std::exception& e) {
        throw PlanError(e.what());
    }
    try {
        return parsePlan(text, std::filesystem::path(path).parent_path().string());
    } catch (const PlanError& e) {
        throw PlanError(path + ": " + e.what());
    }
}

namespace {

nlohmann::ordered_json caseToJson(const PlanCase& c, const TimingPolicy& planTiming) {
    nlohmann::ordered_json j;
    const CaseSpec& s = c.spec;
    switch (c.kind) {
        case CaseKind::Catalogue:
            j["algorithm"] = s.algorithm;
            break;
        case CaseKind::Schedule:
            j["schedule"] = s.scheduleFile;
            break;
        case CaseKind::MpiBaseline:
            j["mpi"] = s.algorithm;
            if (c.ompiAlgorithm) j["ompi_algorithm"] = c.ompiAlgorithm;
            if (!c.mpichAlgorithm.empty()) j["mpich_algorithm"] = c.mpichAlgorithm;
            break;
    }
    j["bytes"] = c.bytes;
    j["roots"] = c.roots;
    if (c.procs) j["procs"] = *c.procs;
    const CaseSpec defaults;
    if (s.radix != defaults.radix) j["radix"] = s.radix;
    if (s.operands) j["operands"] = s.operands;
    if (s.segmentBytes) j["segment_bytes"] = s.segmentBytes;
    if (s.meshRows) j["mesh_rows"] = s.meshRows;
    if (s.strip) j["strip"] = s.strip;
    if (s.seed != defaults.seed) j["seed"] = s.seed;
    const nlohmann::ordered_json mine = timingToJson(c.timing), plans = timingToJson(planTiming);
    nlohmann::ordered_json timing = nlohmann::ordered_json::object();
    for (const auto& [key, value] : mine.items())
        if (value != plans[key]) timing[key] = value;
    if (!timing.empty()) j["timing"] = std::move(timing);
    if (c.recordTimeline) j["record_timeline"] = true;
    return j;
}

}  // namespace

nlohmann::ordered_json toJson(const RunPlan& plan) {
    nlohmann::ordered_json cases = nlohmann::ordered_json::array();
    for (const PlanCase& c : plan.cases)
        cases.push_back(caseToJson(c, plan.timing));
    nlohmann::ordered_json j = {
        {"format", kPlanFormat}, {"version", kPlanVersion}, {"timing", timingToJson(plan.timing)}};
    if (!plan.machineFile.empty()) j["machine"] = plan.machineFile;
    j["cases"] = std::move(cases);
    return j;
}

void writePlanFile(const std::string& path, const RunPlan& plan) {
    writeFileAtomically(path, toJson(plan).dump(2) + "\n");
}

std::vector<CaseInstance> instances(const RunPlan& plan) {
    std::vector<CaseInstance> out;
    for (std::size_t i = 0; i < plan.cases.size(); ++i) {
        const PlanCase& c = plan.cases[i];
        for (std::uint64_t bytes : c.bytes)
            for (Rank root : c.roots) {
                CaseInstance inst{i, bytes, root, {}};
                inst.name = c.spec.algorithm;
                if (c.kind == CaseKind::MpiBaseline && c.ompiAlgorithm)
                    inst.name.append(" (ompi ").append(std::to_string(c.ompiAlgorithm)).append(")");
                if (c.kind == CaseKind::MpiBaseline && !c.mpichAlgorithm.empty())
                    inst.name.append(" (mpich ").append(c.mpichAlgorithm).append(")");
                inst.name.append(" ")
                    .append(std::to_string(bytes))
                    .append(" B root ")
                    .append(std::to_string(root));
                out.push_back(std::move(inst));
            }
    }
    return out;
}

CaseSpec instanceSpec(const PlanCase& c, const CaseInstance& inst, Rank procs) {
    CaseSpec s = c.spec;
    s.procs = procs;
    s.root = inst.root;
    s.bytes = inst.bytes;
    return s;
}

}  // namespace ct::protocol
