#pragma once
// What a hand edit does to a machine profile's identity: numbers typed into the machine table
// were not measured, so the profile stops carrying the name and the source of the measurement
// it started from ("psc2-sci", "Bonorden 2002, Table 1 (b): … measured by PUB") and becomes
// "psc2-sci (edited)". The suffix is part of the data (it is saved into files, in English, like
// the built-in names); the panel shows it translated.
#include <string>

#include "model/machine.h"

namespace studio::editor {

inline constexpr const char* kEditedSuffix = " (edited)";

bool isEdited(const ct::bsp::MachineProfile& machine);
// The name without the " (edited)" suffix.
std::string baseName(const std::string& name);
// `after` (the numbers of `before` changed by hand) named and sourced as an edit of `before`.
// Edited back to the numbers of the built-in profile it started from, it is that profile again.
ct::bsp::MachineProfile asEdited(const ct::bsp::MachineProfile& before,
                                 ct::bsp::MachineProfile after);

}  // namespace studio::editor
