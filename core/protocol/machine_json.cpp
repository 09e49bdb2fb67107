#include "protocol/machine_json.h"

#include <filesystem>

#include "protocol/json_check.h"
#include "io/atomic_file.h"

namespace ct::bsp {

nlohmann::json machineToJson(const MachineProfile& m) {
    nlohmann::json j;
    j["format"] = kMachineFormat;
    j["version"] = kMachineVersion;
    j["name"] = m.name;
    j["description"] = m.description;
    j["source"] = m.source;
    if (m.kind == ModelKind::Bsp) {
        j["model"] = "bsp*";
        j["units"] = {{"g", "operations per byte"},
                      {"L", "operations"},
                      {"B", "bytes"},
                      {"s", "operations per ns"}};
        j["g1"] = m.bsp.g1;
        nlohmann::json rows = nlohmann::json::array();
        for (const auto& e : m.bsp.entries)
            rows.push_back({{"procs", e.procs}, {"g", e.g}, {"L", e.L}, {"B", e.B}, {"s", e.s}});
        j["parameters"] = rows;
    } else {
        j["model"] = "loggp";
        j["units"] = {{"time", m.logp.unit},
                      {"G", m.logp.unit + " per byte"},
                      {"combine", m.logp.unit + " per byte"}};
        j["parameters"] = {{"L", m.logp.L},
                           {"o", m.logp.o},
                           {"g", m.logp.g},
                           {"G", m.logp.G},
                           {"combine", m.logp.combine}};
    }
    return j;
}

namespace {

std::string optionalString(const nlohmann::json& j, const std::string& key,
                           const std::string& path) {
    return j.contains(key) ? requireString(j, key, path) : std::string();
}

void readBsp(const nlohmann::json& j, const std::string& path, BspProfile& bsp) {
    if (j.contains("g1")) bsp.g1 = requireNumber(j, "g1", path, true);
    const std::string rowsPath = joinPath(path, "parameters");
    const auto& rows = requireField(j, "parameters", path);
    requireArray(rows, rowsPath);
    if (rows.empty()) throw FormatError(rowsPath, "must list at least one partition size");
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const std::string at = indexPath(rowsPath, i);
        BspEntry e;
        e.procs = int(requireInteger(rows[i], "procs", at, 2, 1 << 24));
        if (!bsp.entries.empty() && e.procs <= bsp.entries.back().procs)
            throw FormatError(joinPath(at, "procs"), "must be larger than the previous row's");
        e.g = requireNumber(rows[i], "g", at, true);
        e.L = requireNumber(rows[i], "L", at, false);
        e.B = requireNumber(rows[i], "B", at, true);
        e.s = rows[i].contains("s") ? requireNumber(rows[i], "s", at, true) : 1.0;
        bsp.entries.push_back(e);
    }
}

void readLogP(const nlohmann::json& j, const std::string& path, LogPProfile& logp) {
    const std::string at = joinPath(path, "parameters");
    const auto& params = requireField(j, "parameters", path);
    requireObject(params, at);
    logp.L = requireNumber(params, "L", at, false);
    logp.o = requireNumber(params, "o", at, false);
    logp.g = requireNumber(params, "g", at, false);
    logp.G = params.contains("G") ? requireNumber(params, "G", at, false) : 0.0;
    // Optional (version 1 files written before it existed have none): no combine cost.
    logp.combine = params.contains("combine") ? requireNumber(params, "combine", at, false) : 0.0;
    if (j.contains("units")) {
        const std::string unitsPath = joinPath(path, "units");
        requireObject(j["units"], unitsPath);
        if (j["units"].contains("time")) logp.unit = requireString(j["units"], "time", unitsPath);
    }
}

}  // namespace

MachineProfile machineFromJson(const nlohmann::json& j, const std::string& path) {
    requireObject(j, path);
    MachineProfile m;
    m.name = requireString(j, "name", path);
    if (m.name.empty()) throw FormatError(joinPath(path, "name"), "must not be empty");
    m.description = optionalString(j, "description", path);
    m.source = optionalString(j, "source", path);
    const std::string model = requireString(j, "model", path);
    if (model == "bsp*" || model == "bsp" || model == "d-bsp") {
        m.kind = ModelKind::Bsp;
        readBsp(j, path, m.bsp);
    } else if (model == "loggp" || model == "logp") {
        m.kind = ModelKind::LogGP;
        readLogP(j, path, m.logp);
    } else {
        throw FormatError(joinPath(path, "model"),
                          "must be \"bsp*\" or \"loggp\", not \"" + model + "\"");
    }
    return m;
}

MachineProfile parseMachineDocument(const std::string& text) {
    const nlohmann::json doc = parseDocument(text);
    requireObject(doc, "");
    requireFormat(doc, kMachineFormat, kMachineVersion);
    return machineFromJson(doc);
}

MachineProfile loadMachineFile(const std::string& fileName) {
    try {
        return parseMachineDocument(readTextFile(fileName));
    } catch (const FormatError& e) {
        throw FormatError(fileName + ": " + e.path(),
                          std::string(e.what()).substr(e.path().size() + 2));
    }
}

void saveMachineFile(const std::string& fileName, const MachineProfile& m) {
    writeFileAtomically(fileName, machineToJson(m).dump(2) + "\n");
}

MachineProfile resolveMachine(const std::string& nameOrFile) {
    if (auto m = builtinMachine(nameOrFile)) return *m;
    if (std::filesystem::exists(nameOrFile)) return loadMachineFile(nameOrFile);
    std::string names;
    for (const auto& n : builtinMachineNames())
        names += (names.empty() ? "" : ", ") + n;
    throw std::invalid_argument("unknown machine '" + nameOrFile + "' (built-in: " + names +
                                "; or a *.machine.json file)");
}

}  // namespace ct::bsp
