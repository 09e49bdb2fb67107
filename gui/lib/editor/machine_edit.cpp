#include "machine_edit.h"

namespace studio::editor {

namespace {

bool sameNumbers(const ct::bsp::MachineProfile& a, const ct::bsp::MachineProfile& b) {
    if (a.kind != b.kind || a.bsp.g1 != b.bsp.g1 || a.bsp.entries.size() != b.bsp.entries.size())
        return false;
    for (std::size_t i = 0; i < a.bsp.entries.size(); ++i) {
        const ct::bsp::BspEntry& x = a.bsp.entries[i];
        const ct::bsp::BspEntry& y = b.bsp.entries[i];
        if (x.procs != y.procs || x.g != y.g || x.L != y.L || x.B != y.B || x.s != y.s)
            return false;
    }
    return true;
}

}  // namespace

bool isEdited(const ct::bsp::MachineProfile& machine) {
    const std::string suffix = kEditedSuffix;
    return machine.name.size() > suffix.size() &&
           machine.name.compare(machine.name.size() - suffix.size(), suffix.size(), suffix) == 0;
}

std::string baseName(const std::string& name) {
    const std::string suffix = kEditedSuffix;
    if (name.size() > suffix.size() &&
        name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0)
        return name.substr(0, name.size() - suffix.size());
    return name;
}

ct::bsp::MachineProfile asEdited(const ct::bsp::MachineProfile& before,
                                 ct::bsp::MachineProfile after) {
    const std::string base = baseName(before.name);
    if (auto builtin = ct::bsp::builtinMachine(base); builtin && sameNumbers(*builtin, after))
        return *builtin;
    if (isEdited(before)) return after;  // keeps the note written at the first edit
    after.name = base + kEditedSuffix;
    after.source = "edited by hand from " + base + "; the edited numbers were not measured";
    return after;
}

}  // namespace studio::editor
