#include "model/machine.h"

#include <cmath>

namespace ct::bsp {
namespace {

// Linear in log2 p between the two rows around p; clamped outside the table.
template <class Field>
double interpolate(const std::vector<BspEntry>& rows, int p, Field field) {
    if (rows.empty()) return 0;
    if (p <= rows.front().procs) return field(rows.front());
    if (p >= rows.back().procs) return field(rows.back());
    for (std::size_t i = 1; i < rows.size(); ++i) {
        if (p > rows[i].procs) continue;
        const BspEntry& lo = rows[i - 1];
        const BspEntry& hi = rows[i];
        if (p == hi.procs) return field(hi);
        const double t = (std::log2(double(p)) - std::log2(double(lo.procs))) /
                         (std::log2(double(hi.procs)) - std::log2(double(lo.procs)));
        return field(lo) + t * (field(hi) - field(lo));
    }
    return field(rows.back());
}

}  // namespace

double BspProfile::g(int p) const {
    if (p <= 1) return g1;
    return interpolate(entries, p, [](const BspEntry& e) { return e.g; });
}
double BspProfile::L(int p) const {
    return interpolate(entries, p, [](const BspEntry& e) { return e.L; });
}
double BspProfile::B(int p) const {
    return interpolate(entries, p, [](const BspEntry& e) { return e.B; });
}
double BspProfile::s(int p) const {
    return interpolate(entries, p, [](const BspEntry& e) { return e.s; });
}
double BspProfile::block(double bytes, int p) const {
    return std::max(bytes, B(p));
}

MachineProfile psc2Tcp() {
    MachineProfile m;
    m.name = "psc2-tcp";
    m.description =
        "PSC2 (Paderborn, 96 dual Pentium III 850 MHz nodes), PUB over TCP/IP, Fast Ethernet";
    m.source = "Bonorden 2002, Table 1 (a): BSP* parameters measured by PUB";
    m.bsp.entries = {{2, 30.71, 377210, 3092, 3.814},
                     {4, 30.27, 585486, 1467, 4.024},
                     {8, 156.99, 564087, 264, 4.008},
                     {16, 148.28, 636177, 239, 4.167}};
    return m;
}

MachineProfile psc2Sci() {
    MachineProfile m;
    m.name = "psc2-sci";
    m.description = "PSC2 (Paderborn), PUB over MPI (ScaMPI) on SCI, 12x8 torus";
    m.source = "Bonorden 2002, Table 1 (b): BSP* parameters measured by PUB";
    m.bsp.entries = {{2, 8.34, 8174, 316, 3.889},
                     {4, 9.65, 17468, 509, 3.889},
                     {8, 11.29, 24452, 389, 3.889},
                     {16, 50.02, 35312, 21, 3.889}};
    return m;
}

std::optional<MachineProfile> builtinMachine(const std::string& name) {
    if (name == "psc2-tcp") return psc2Tcp();
    if (name == "psc2-sci") return psc2Sci();
    return std::nullopt;
}

std::vector<std::string> builtinMachineNames() {
    return {"psc2-tcp", "psc2-sci"};
}

}  // namespace ct::bsp
