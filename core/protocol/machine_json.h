#pragma once
// *.machine.json: a machine profile with its model kind, parameters per p, units and source.
//   {"format": "calltree-machine", "version": 1, "name": ..., "model": "bsp*" | "loggp",
//    "source": ..., "units": {...},
//    bsp*:  "g1": 1, "parameters": [{"procs": 2, "g": 30.71, "L": 377210, "B": 3092, "s": 3.814},
//    ...] loggp: "parameters": {"L": ..., "o": ..., "g": ..., "G": ...}, "units": {"time": "us"}}
#include <nlohmann/json.hpp>

#include <string>

#include "model/machine.h"

namespace ct::bsp {

inline constexpr const char* kMachineFormat = "calltree-machine";
inline constexpr int kMachineVersion = 1;

nlohmann::json machineToJson(const MachineProfile& m);
// Throws FormatError naming the first wrong field (path relative to `path`).
MachineProfile machineFromJson(const nlohmann::json& doc, const std::string& path = "");
// A whole document: format tag and version checked.
MachineProfile parseMachineDocument(const std::string& text);
MachineProfile loadMachineFile(const std::string& fileName);
void saveMachineFile(const std::string& fileName, const MachineProfile& m);
// A built-in name or a file name.
MachineProfile resolveMachine(const std::string& nameOrFile);

}  // namespace ct::bsp
