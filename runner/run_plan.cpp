#include "run_plan.h"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <limits>

#include "bsp/json_check.h"
#include "catalogue/catalogue.h"
#include "options.h"

namespace ct::runner {

namespace {

using bsp::FormatError;
using bsp::indexPath;
using bsp::joinPath;
using nlohmann::json;

constexpr auto kRankMax = static_cast<long long>(std::numeric_limits<Rank>::max());

std::optional<MpiCollective> baselineFor(Problem p) {
    switch (p) {
        case Problem::Broadcast:
            return MpiCollective::Bcast;
        case Problem::Reduce:
            return MpiCollective::Reduce;
        case Problem::Allreduce:
            return MpiCollective::Allreduce;
        case Problem::Allgather:
            return MpiCollective::Allgather;
        case Problem::ReduceScatter:
            return MpiCollective::ReduceScatterBlock;
        case Problem::Summation:
            return std::nullopt;
    }
    return std::nullopt;
}

void readTiming(const json& j, const std::string& path, TimingPolicy& t) {
    bsp::requireObject(j, path);
    for (const auto& [key, value] : j.items()) {
        (void)value;
        if (key != "warmup" && key != "min_reps" && key != "min_seconds" && key != "max_reps" &&
            key != "timeout_seconds" && key != "sync")
            throw FormatError(joinPath(path, key), "unknown timing field");
    }
    if (j.contains("warmup")) t.warmup = int(bsp::requireInteger(j, "warmup", path, 0, kMaxReps));
    if (j.contains("min_reps"))
        t.minReps = int(bsp::requireInteger(j, "min_reps", path, 1, kMaxReps));
    if (j.contains("max_reps"))
        t.maxReps = int(bsp::requireInteger(j, "max_reps", path, 1, kMaxReps));
    if (j.contains("min_seconds")) t.minSeconds = bsp::requireNumber(j, "min_seconds", path, false);
    if (j.contains("timeout_seconds"))
        t.timeoutSeconds = bsp::requireNumber(j, "timeout_seconds", path, true);
    if (j.contains("sync")) {
        const std::string sync = bsp::requireString(j, "sync", path);
        if (sync == "barrier")
            t.sync = TimingPolicy::Sync::Barrier;
        else if (sync == "window")
            t.sync = TimingPolicy::Sync::Window;
        else
            throw FormatError(joinPath(path, "sync"), "must be \"barrier\" or \"window\"");
    }
    if (t.maxReps < t.minReps)
        throw FormatError(joinPath(path, "max_reps"),
                          "must be at least min_reps (" + std::to_string(t.minReps) + ")");
}

// A whole number at `path` (the value itself, not a field of it).
long long readInteger(const json& v, const std::string& path, long long min, long long max) {
    const json wrapped = json::object({{"v", v}});
    try {
        return bsp::requireInteger(wrapped, "v", "", min, max);
    } catch (const FormatError& e) {
        throw FormatError(path, std::string(e.what()).substr(e.path().size() + 2));
    }
}

// A list of whole numbers, or one number without brackets.
template <class T>
std::vector<T> readList(const json& c, const std::string& key, const std::string& path,
                        long long min, long long max) {
    const std::string at = joinPath(path, key);
    const json& list = bsp::requireField(c, key, path);
    if (list.is_number()) return {static_cast<T>(readInteger(list, at, min, max))};
    bsp::requireArray(list, at);
    if (list.empty()) throw FormatError(at, "must list at least one value");
    std::vector<T> out;
    for (std::size_t i = 0; i < list.size(); ++i)
        out.push_back(static_cast<T>(readInteger(list[i], indexPath(at, i), min, max)));
    return out;
}

PlanCase readCase(const json& c, const std::string& path, const RunPlan& plan,
                  const std::string& baseDir, std::optional<PlanCase>& baseline) {
    bsp::requireObject(c, path);
    PlanCase pc;
    pc.timing = plan.timing;
    const int kinds =
        int(c.contains("algorithm")) + int(c.contains("schedule")) + int(c.contains("mpi"));
    if (kinds != 1)
        throw FormatError(path, "needs exactly one of \"algorithm\", \"schedule\" or \"mpi\"");
    if (c.contains("algorithm")) {
        pc.kind = CaseKind::Catalogue;
        pc.algorithm = bsp::requireString(c, "algorithm", path);
        if (!findAlgorithm(pc.algorithm))
            throw FormatError(
                joinPath(path, "algorithm"),
                "unknown algorithm '" + pc.algorithm + "' (known: " + algorithmNames() + ")");
    } else if (c.contains("schedule")) {
        pc.kind = CaseKind::Schedule;
        const std::string file = bsp::requireString(c, "schedule", path);
        if (file.empty()) throw FormatError(joinPath(path, "schedule"), "must name a file");
        const std::filesystem::path p(file);
        pc.scheduleFile = p.is_absolute() || baseDir.empty()
                              ? file
                              : (std::filesystem::path(baseDir) / p).lexically_normal().string();
        pc.algorithm = std::filesystem::path(file).filename().string();
    } else {
        pc.kind = CaseKind::MpiBaseline;
        const std::string name = bsp::requireString(c, "mpi", path);
        const auto coll = parseMpiCollective(name);
        if (!coll)
            throw FormatError(joinPath(path, "mpi"),
                              "unknown MPI collective '" + name +
                                  "' (known: MPI_Bcast, MPI_Reduce, MPI_Allreduce, "
                                  "MPI_Allgather, MPI_Alltoall, MPI_Reduce_scatter_block)");
        pc.algorithm = toString(*coll);
        if (c.contains("ompi_algorithm"))
            pc.ompiAlgorithm = int(bsp::requireInteger(c, "ompi_algorithm", path, 0, 64));
    }
    if (c.contains("bytes")) pc.bytes = readList<std::uint64_t>(c, "bytes", path, 0, kMaxBytes);
    if (c.contains("roots")) pc.roots = readList<Rank>(c, "roots", path, 0, kRankMax);
    if (c.contains("procs")) pc.procs = int(bsp::requireInteger(c, "procs", path, 1, kRankMax));
    if (c.contains("radix")) pc.radix = int(bsp::requireInteger(c, "radix", path, 2, 1 << 20));
    if (c.contains("operands"))
        pc.operands = std::uint64_t(bsp::requireInteger(c, "operands", path, 1, kMaxOperands));
    if (c.contains("segment_bytes"))
        pc.segmentBytes =
            std::uint64_t(bsp::requireInteger(c, "segment_bytes", path, 1, kMaxBytes));
    if (c.contains("mesh_rows"))
        pc.meshRows = int(bsp::requireInteger(c, "mesh_rows", path, 1, kRankMax));
    if (c.contains("strip")) pc.strip = int(bsp::requireInteger(c, "strip", path, 1, kRankMax));
    if (c.contains("timing")) readTiming(c["timing"], joinPath(path, "timing"), pc.timing);
    if (c.contains("record_timeline")) {
        const json& v = c["record_timeline"];
        const std::string at = joinPath(path, "record_timeline");
        if (!v.is_boolean()) throw FormatError(at, "must be true or false");
        if (v.get<bool>() && pc.kind == CaseKind::MpiBaseline)
            throw FormatError(at,
                              "MPI's own collectives have no per-operation record: record "
                              "timelines of algorithm or schedule cases");
        pc.recordTimeline = v.get<bool>();
    }

    if (c.contains("baseline")) {
        const std::string at = joinPath(path, "baseline");
        if (pc.kind != CaseKind::Catalogue)
            throw FormatError(at, "only catalogue cases take a baseline");
        const Algorithm& a = *findAlgorithm(pc.algorithm);
        const auto coll = baselineFor(a.info.problem);
        if (!coll)
            throw FormatError(at, "MPI has no collective for " + pc.algorithm + "'s problem");
        PlanCase b = pc;
        b.kind = CaseKind::MpiBaseline;
        b.recordTimeline = false;
        b.algorithm = toString(*coll);
        const json& v = c["baseline"];
        if (v.is_string() && v.get<std::string>() == "default") {
            b.ompiAlgorithm = 0;
        } else if (v.is_string() && v.get<std::string>() == "same") {
            if (a.info.ompiAlgorithm == 0)
                throw FormatError(
                    at, pc.algorithm + " has no Open MPI twin: use \"default\" or a number");
            b.ompiAlgorithm = a.info.ompiAlgorithm;
        } else if (v.is_number_integer()) {
            b.ompiAlgorithm = int(bsp::requireInteger(c, "baseline", path, 0, 64));
        } else {
            throw FormatError(at, "must be \"default\", \"same\" or an algorithm number");
        }
        baseline = b;
    }
    return pc;
}

}  // namespace

const char* toString(TimingPolicy::Sync s) {
    return s == TimingPolicy::Sync::Window ? "window" : "barrier";
}

const char* toString(CaseKind k) {
    switch (k) {
        case CaseKind::Catalogue:
            return "catalogue";
        case CaseKind::Schedule:
            return "schedule";
        case CaseKind::MpiBaseline:
            return "mpi-baseline";
    }
    return "?";
}

namespace {

// One row per collective: its MPI name, the results file's problem name, Open MPI's coll_tuned
// name. Indexed by the enum's value.
struct MpiCollectiveNames {
    MpiCollective kind;
    const char* mpi;
    const char* problem;
    const char* ompi;
};
constexpr MpiCollectiveNames kMpiCollectives[] = {
    {MpiCollective::Bcast, "MPI_Bcast", "broadcast", "bcast"},
    {MpiCollective::Reduce, "MPI_Reduce", "reduce", "reduce"},
    {MpiCollective::Allreduce, "MPI_Allreduce", "allreduce", "allreduce"},
    {MpiCollective::Allgather, "MPI_Allgather", "allgather", "allgather"},
    {MpiCollective::Alltoall, "MPI_Alltoall", "alltoall", "alltoall"},
    {MpiCollective::ReduceScatterBlock, "MPI_Reduce_scatter_block", "reduce-scatter",
     "reduce_scatter_block"},
};

static_assert(
    [] {
        for (std::size_t i = 0; i < std::size(kMpiCollectives); ++i)
            if (static_cast<std::size_t>(kMpiCollectives[i].kind) != i) return false;
        return true;
    }(),
    "kMpiCollectives must list the collectives in the enum's order");

const MpiCollectiveNames& namesOf(MpiCollective c) {
    return kMpiCollectives[static_cast<std::size_t>(c)];
}

}  // namespace

const char* toString(MpiCollective c) {
    return namesOf(c).mpi;
}
const char* problemOf(MpiCollective c) {
    return namesOf(c).problem;
}
const char* ompiName(MpiCollective c) {
    return namesOf(c).ompi;
}

std::optional<MpiCollective> parseMpiCollective(const std::string& name) {
    std::string key = name;
    std::transform(key.begin(), key.end(), key.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    if (key.starts_with("mpi_")) key = key.substr(4);
    for (const MpiCollectiveNames& names : kMpiCollectives)
        if (key == names.ompi) return names.kind;
    return std::nullopt;
}

RunPlan parsePlan(const std::string& text, const std::string& baseDir) {
    try {
        const json doc = bsp::parseDocument(text);
        bsp::requireObject(doc, "");
        bsp::requireFormat(doc, kPlanFormat, kPlanVersion);
        RunPlan plan;
        if (doc.contains("timing")) readTiming(doc["timing"], "timing", plan.timing);
        const json& cases = bsp::requireField(doc, "cases", "");
        bsp::requireArray(cases, "cases");
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
        text = bsp::readTextFile(path);
    } catch (const std::exception& e) {
        throw PlanError(e.what());
    }
    try {
        return parsePlan(text, std::filesystem::path(path).parent_path().string());
    } catch (const PlanError& e) {
        throw PlanError(path + ": " + e.what());
    }
}

std::vector<std::uint64_t> parseNumberList(const std::string& option, const std::string& text,
                                           std::uint64_t min, std::uint64_t max) {
    std::vector<std::uint64_t> out;
    std::size_t begin = 0;
    while (true) {
        const std::size_t end = std::min(text.find(',', begin), text.size());
        const std::string_view item(text.data() + begin, end - begin);
        std::uint64_t v = 0;
        const auto [ptr, ec] = std::from_chars(item.data(), item.data() + item.size(), v);
        if (item.empty() || ec != std::errc() || ptr != item.data() + item.size())
            throw PlanError(option + " needs whole numbers separated by commas, got '" + text +
                            "'");
        if (v < min || v > max)
            throw PlanError(option + " values must lie in " + std::to_string(min) + ".." +
                            std::to_string(max) + ", got " + std::string(item));
        out.push_back(v);
        if (end == text.size()) break;
        begin = end + 1;
    }
    return out;
}

std::vector<CaseInstance> instances(const RunPlan& plan) {
    std::vector<CaseInstance> out;
    for (std::size_t i = 0; i < plan.cases.size(); ++i) {
        const PlanCase& c = plan.cases[i];
        for (std::uint64_t bytes : c.bytes)
            for (Rank root : c.roots) {
                CaseInstance inst{i, bytes, root, {}};
                inst.name = c.algorithm;
                if (c.kind == CaseKind::MpiBaseline && c.ompiAlgorithm)
                    inst.name.append(" (ompi ").append(std::to_string(c.ompiAlgorithm)).append(")");
                inst.name.append(" ")
                    .append(std::to_string(bytes))
                    .append(" B root ")
                    .append(std::to_string(root));
                out.push_back(std::move(inst));
            }
    }
    return out;
}

}  // namespace ct::runner
