#pragma once
// Machine profiles of the BSP sub-call model (Bonorden 2002 §2.2, §2.3): BSP*/D-BSP parameters per
// partition size, or LogP/LogGP parameters per message-size range (model/loggp_profile.h). Units
// are fixed and written into every file: g in operations per byte, L in operations, B in bytes, s
// in operations per nanosecond.
#include <optional>
#include <string>
#include <vector>

#include "model/loggp_profile.h"

namespace ct::bsp {

// One measured row: the BSP* parameters of a partition of `procs` processors.
struct BspEntry {
    int procs = 2;
    double g = 1;  // operations per byte sent or received
    double L = 0;  // operations per synchronisation
    double B = 1;  // bytes: a shorter message is charged as B bytes (BSP*)
    double s = 1;  // operations per nanosecond (CPU speed)
};

// D-BSP: g, L, B are functions of the partition size. Between table rows they are interpolated
// linearly in log2 p; outside the table they are clamped to the nearest row. g(1) is a local
// copy of one byte: 1 operation unless the profile says otherwise.
struct BspProfile {
    std::vector<BspEntry> entries;  // sorted by procs, procs >= 2, unique
    double g1 = 1;

    double g(int p) const;
    double L(int p) const;
    double B(int p) const;
    double s(int p) const;
    // max(bytes, B(p)): BSP* charges a short message as B bytes.
    double block(double bytes, int p) const;
    // Operations to nanoseconds on a machine of p processors.
    double toNanoseconds(double operations, int p) const { return operations / s(p); }
};

enum class ModelKind { Bsp, LogGP };

struct MachineProfile {
    std::string name;
    std::string description;
    std::string source;  // where the numbers came from
    ModelKind kind = ModelKind::Bsp;
    BspProfile bsp;    // when kind == Bsp
    // When kind == LogGP: LogGP per message-size range, in one unit. Its combinePerElement is per
    // 8-byte element (every program combines 64-bit integers); files store it per byte.
    LogGPProfile logp;
};

// Table 1 of Bonorden 2002 (PSC2 cluster, PUB library): over TCP/IP and over SCI (ScaMPI).
MachineProfile psc2Tcp();
MachineProfile psc2Sci();
// Built-in profiles by name ("psc2-tcp", "psc2-sci"); nullopt for an unknown name.
std::optional<MachineProfile> builtinMachine(const std::string& name);
std::vector<std::string> builtinMachineNames();

}  // namespace ct::bsp
