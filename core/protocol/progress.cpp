#include "protocol/progress.h"

#include <cmath>
#include <limits>

#include "protocol/strict_json.h"

namespace ct::protocol {

namespace {

using nlohmann::json;
using ojson = nlohmann::ordered_json;

constexpr long long kHuge = 1LL << 50;

const char* phaseName(CalibrateEvent::Phase p) {
    switch (p) {
        case CalibrateEvent::Phase::LogGP:
            return "loggp";
        case CalibrateEvent::Phase::Combine:
            return "combine";
        case CalibrateEvent::Phase::Bsp:
            return "bsp";
    }
    return "?";
}

ojson write(const CaseStartedEvent& e) {
    return {{"event", "case-started"},  {"case", e.index},
            {"cases", e.total},         {"name", e.name},
            {"kind", toString(e.kind)}, {"algorithm", e.algorithm},
            {"bytes", e.bytes},         {"root", e.root}};
}

ojson write(const RepetitionsEvent& e) {
    return {{"event", "repetitions"},
            {"case", e.index},
            {"done", e.done},
            {"target", e.target},
            {"elapsed", e.elapsed}};
}

ojson write(const CaseDoneEvent& e) {
    ojson j{{"event", "case-done"},
            {"case", e.index},
            {"name", e.name},
            {"status", toString(e.status)}};
    if (e.status != CaseStatus::Ok) j["error"] = e.error;
    if (e.stats) j["stats"] = toJson(*e.stats);
    return j;
}

ojson write(const FinishedEvent& e) {
    ojson j{{"event", "finished"},
            {"complete", e.complete},
            {"cases", e.cases},
            {"ok", e.ok},
            {"exit_status", e.exitStatus}};
    j["results_file"] = nullptr;
    if (e.resultsFile) j["results_file"] = *e.resultsFile;
    if (e.hostActivity) j["host_activity"] = toJson(*e.hostActivity);
    if (e.results) j["results"] = toJson(*e.results);
    return j;
}

ojson write(const CalibrateEvent& e) {
    ojson j{{"event", "calibrate"}, {"phase", phaseName(e.phase)}};
    if (e.phase == CalibrateEvent::Phase::LogGP) {
        j["bytes"] = e.bytes;
        j["step"] = e.step;
        j["steps"] = e.steps;
    } else if (e.phase == CalibrateEvent::Phase::Bsp) {
        j["procs"] = e.procs;
    }
    return j;
}

ojson write(const CalibrationFinishedEvent& e) {
    return {{"event", "finished"},
            {"exit_status", e.exitStatus},
            {"machine_file", e.machineFile},
            {"notes", e.notes},
            {"loggp",
             {{"L", e.L},
              {"o_s", e.oSend},
              {"o_r", e.oRecv},
              {"g", e.g},
              {"G", e.G},
              {"combine", e.combinePerByte}}}};
}

std::size_t readIndex(const json& j, const char* key) {
    return std::size_t(requireInteger(j, key, "", 0, kHuge));
}

// A finite number of either sign (fitted LogGP parameters may come out negative).
double readReal(const json& j, const char* key, const std::string& path) {
    const json& v = requireField(j, key, path);
    if (!v.is_number() || !std::isfinite(v.get<double>()))
        throw FormatError(joinPath(path, key), "must be a number");
    return v.get<double>();
}

CaseStartedEvent readCaseStarted(const json& j) {
    CaseStartedEvent e;
    e.index = readIndex(j, "case");
    e.total = readIndex(j, "cases");
    e.name = requireString(j, "name", "");
    const std::string kind = requireString(j, "kind", "");
    const auto k = parseCaseKind(kind);
    if (!k) throw FormatError("kind", "unknown case kind \"" + kind + "\"");
    e.kind = *k;
    e.algorithm = requireString(j, "algorithm", "");
    e.bytes = std::uint64_t(requireInteger(j, "bytes", "", 0, kHuge));
    e.root = Rank(requireInteger(j, "root", "", 0, 1 << 30));
    return e;
}

RepetitionsEvent readRepetitions(const json& j) {
    RepetitionsEvent e;
    e.index = readIndex(j, "case");
    e.done = int(requireInteger(j, "done", "", 0, std::numeric_limits<int>::max()));
    e.target = int(requireInteger(j, "target", "", 0, std::numeric_limits<int>::max()));
    e.elapsed = requireNumber(j, "elapsed", "", false);
    return e;
}

CaseDoneEvent readCaseDone(const json& j) {
    CaseDoneEvent e;
    e.index = readIndex(j, "case");
    e.name = requireString(j, "name", "");
    const std::string status = requireString(j, "status", "");
    const auto s = parseCaseStatus(status);
    if (!s) throw FormatError("status", "unknown status \"" + status + "\"");
    e.status = *s;
    if (j.contains("error")) e.error = requireString(j, "error", "");
    if (j.contains("stats")) e.stats = readStatistics(j["stats"], "stats");
    return e;
}

FinishedEvent readFinished(const json& j) {
    FinishedEvent e;
    e.complete = requireBoolean(j, "complete", "");
    e.cases = readIndex(j, "cases");
    e.ok = readIndex(j, "ok");
    e.exitStatus = int(requireInteger(j, "exit_status", "", 0, 255));
    if (j.contains("results_file") && !j["results_file"].is_null())
        e.resultsFile = requireString(j, "results_file", "");
    if (j.contains("host_activity"))
        e.hostActivity = readHostActivity(j["host_activity"], "host_activity");
    if (j.contains("results")) {
        try {
            e.results = readResults(j["results"]);
        } catch (const FormatError& inner) {
            throw FormatError(joinPath("results", inner.path()),
                              std::string(inner.what()).substr(inner.path().size() + 2));
        }
    }
    return e;
}

CalibrateEvent readCalibrate(const json& j) {
    CalibrateEvent e;
    const std::string phase = requireString(j, "phase", "");
    if (phase == "loggp") {
        e.phase = CalibrateEvent::Phase::LogGP;
        e.bytes = std::uint64_t(requireInteger(j, "bytes", "", 0, kHuge));
        e.step = readIndex(j, "step");
        e.steps = readIndex(j, "steps");
    } else if (phase == "combine") {
        e.phase = CalibrateEvent::Phase::Combine;
    } else if (phase == "bsp") {
        e.phase = CalibrateEvent::Phase::Bsp;
        e.procs = int(requireInteger(j, "procs", "", 1, 1 << 30));
    } else {
        throw FormatError("phase",
                          "must be \"loggp\", \"combine\" or \"bsp\", not \"" + phase + "\"");
    }
    return e;
}

CalibrationFinishedEvent readCalibrationFinished(const json& j) {
    CalibrationFinishedEvent e;
    e.exitStatus = int(requireInteger(j, "exit_status", "", 0, 255));
    e.machineFile = requireString(j, "machine_file", "");
    const json& f = requireField(j, "loggp", "");
    requireObject(f, "loggp");
    e.L = readReal(f, "L", "loggp");
    e.oSend = readReal(f, "o_s", "loggp");
    e.oRecv = readReal(f, "o_r", "loggp");
    e.g = readReal(f, "g", "loggp");
    e.G = readReal(f, "G", "loggp");
    e.combinePerByte = readReal(f, "combine", "loggp");
    if (j.contains("notes")) {
        const json& notes = j["notes"];
        requireArray(notes, "notes");
        for (std::size_t i = 0; i < notes.size(); ++i) {
            if (!notes[i].is_string()) throw FormatError(indexPath("notes", i), "must be a string");
            e.notes.push_back(notes[i].get<std::string>());
        }
    }
    return e;
}

}  // namespace

FinishedEvent finishedEvent(const ResultsDocument& doc, const std::string& resultsPath,
                            int exitStatus) {
    FinishedEvent e;
    e.complete = doc.complete;
    e.cases = doc.cases.size();
    for (const CaseResult& c : doc.cases)
        e.ok += c.status == CaseStatus::Ok ? 1 : 0;
    e.exitStatus = exitStatus;
    if (!resultsPath.empty()) e.resultsFile = resultsPath;
    e.hostActivity = doc.hostActivity;
    return e;
}

nlohmann::ordered_json toJson(const ProgressEvent& e) {
    return std::visit([](const auto& event) { return write(event); }, e);
}

std::string toLine(const ProgressEvent& e) {
    return toJson(e).dump();
}

std::optional<ProgressEvent> parseProgressLine(std::string_view line) {
    const json j = json::parse(line, nullptr, false);
    if (j.is_discarded() || !j.is_object() || !j.contains("event") || !j["event"].is_string())
        return std::nullopt;
    const std::string event = j["event"].get<std::string>();
    if (event == "case-started") return readCaseStarted(j);
    if (event == "repetitions") return readRepetitions(j);
    if (event == "case-done") return readCaseDone(j);
    if (event == "finished")
        return j.contains("machine_file") ? ProgressEvent(readCalibrationFinished(j))
                                          : ProgressEvent(readFinished(j));
    if (event == "calibrate") return readCalibrate(j);
    return std::nullopt;
}

}  // namespace ct::protocol
