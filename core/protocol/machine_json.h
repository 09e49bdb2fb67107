#pragma once
// *.machine.json: a machine profile with its model kind, parameters, units and source.
//   {"format": "calltree-machine", "version": 1 | 2, "name": ..., "model": "bsp*" | "loggp",
//    "source": ..., "units": {...},
//    bsp* (version 1): "g1": 1,
//      "parameters": [{"procs": 2, "g": 30.71, "L": 377210, "B": 3092, "s": 3.814}, ...]
//    loggp, version 2 (written): LogGP per message-size range (model/loggp_profile.h),
//      "units": {"time": "us", "G": "us per byte", "combine": "us per byte"}, "combine": 0.0001,
//      "ranges": [{"from_bytes": 0, "L": ..., "o_s": ..., "o_r": ..., "g": ..., "G": ...,
//                  optional "measured_bytes": 8, optional "level": 1.4 (LogGPRange::level),
//                  "spread": {"L": [low, high], "o_s": [...], "o_r", "g", "G"},
//                  "clamped": {"g": raw fit}}, {"from_bytes": 65536, ...}],
//      optional "notes": ["sentence", ...]
//    loggp, version 1 (still read): "parameters": {"L", "o", "g", "G", "combine"} = one range.
// Unknown fields are ignored (calibration adds its measurements).
#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

#include "model/machine.h"

namespace ct::bsp {

inline constexpr const char* kMachineFormat = "calltree-machine";
// BSP* profiles are written as version 1 (unchanged), LogGP profiles as version 2 (ranges);
// both versions are read.
inline constexpr int kMachineVersion = 1;
inline constexpr int kMachineVersionRanges = 2;

nlohmann::json machineToJson(const MachineProfile& m);
// Throws FormatError naming the first wrong field (path relative to `path`).
MachineProfile machineFromJson(const nlohmann::json& doc, const std::string& path = "");
// A whole document: format tag and version checked.
MachineProfile parseMachineDocument(const std::string& text);
MachineProfile loadMachineFile(const std::string& fileName);

// FNV-1a, 64 bits (offset basis 14695981039346656037, prime 1099511628211) of `bytes`, as 16
// lowercase hex digits: the hash results record of the machine file a run's programs were built
// for, so that a reader can tell whether the file it holds is the one that was used.
std::string fnv1a64Hex(std::string_view bytes);
// A machine file and the hash of its bytes as read.
struct MachineFile {
    MachineProfile profile;
    std::string fnv1a64;
};
MachineFile loadMachineFileHashed(const std::string& fileName);
void saveMachineFile(const std::string& fileName, const MachineProfile& m);
// A built-in name or a file name.
MachineProfile resolveMachine(const std::string& nameOrFile);

}  // namespace ct::bsp
