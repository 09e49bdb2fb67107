#pragma once
// Machine profiles of the BSP sub-call model (Bonorden 2002 §2.2, §2.3): BSP*/D-BSP parameters per
// partition size, and LogP/LogGP parameters. Units are fixed and written into every file:
// g in operations per byte, L in operations, B in bytes, s in operations per nanosecond.
#include <optional>
#include <string>
#include <vector>

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

// LogP/LogGP in one time unit (docs/architecture.md: a message costs L + 2o; G per byte beyond
// the first).
struct LogPProfile {
    double L = 0;
    double o = 0;
    double g = 0;
    double G = 0;
    std::string unit = "us";
    // Local combine (reduction) time per byte combined, e.g. adding 8-byte integers elementwise:
    // an extension of LogGP, which has none. 0 (files without it): combines cost nothing.
    double combine = 0;
};

enum class ModelKind { Bsp, LogGP };

struct MachineProfile {
    std::string name;
    std::string description;
    std::string source;  // where the numbers came from
    ModelKind kind = ModelKind::Bsp;
    BspProfile bsp;    // when kind == Bsp
    LogPProfile logp;  // when kind == LogGP
};

// Table 1 of Bonorden 2002 (PSC2 cluster, PUB library): over TCP/IP and over SCI (ScaMPI).
MachineProfile psc2Tcp();
MachineProfile psc2Sci();
// Built-in profiles by name ("psc2-tcp", "psc2-sci"); nullopt for an unknown name.
std::optional<MachineProfile> builtinMachine(const std::string& name);
std::vector<std::string> builtinMachineNames();

}  // namespace ct::bsp
