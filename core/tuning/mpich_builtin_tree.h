#pragma once
// MPICH's own selection tree, for merging: a selection file given with
// MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE replaces MPICH's whole built-in tree (coll_impl.c,
// MPII_Coll_init), and a collective it does not name then finds no algorithm and MPICH aborts
// ("Assertion failed … mpir_coll.c", tried with MPICH 4.0.2) — the runner itself calls
// MPI_Allreduce, MPI_Gather and MPI_Barrier besides the collective it measures. So an exported
// file carries the tuned collectives and, for every other one, the installed MPICH's own tree.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ct::tuning {

// The built-in tree compiled into an MPICH library (libmpich.so holds it as one NUL-terminated
// JSON string, MPII_coll_generic_json, generated from maint/tuning/coll/mpir/generic.json): the
// JSON object among the library's strings that starts with "{\"collective=" and names MPIR_*
// algorithms for the most collectives. nullopt when there is none.
std::optional<std::string> findBuiltinMpichTree(std::string_view libraryBytes);

// The built-in tree of the first of `libraries` (paths of libmpich.so: the one pkg-config names,
// then the usual places) that reads and holds one; nullopt when none does.
std::optional<std::string> builtinMpichTreeIn(const std::vector<std::string>& libraries);
// Where libmpich.so usually is: `libdir` first when given (pkg-config's), then the Debian
// multiarch folders and the plain ones.
std::vector<std::string> usualMpichLibraries(const std::string& libdir = "");

// `tuned` (a selection file's text) with every "collective=…" entry of `base` that `tuned` does
// not have appended, in base's order. Throws std::invalid_argument when either is not a JSON
// object.
std::string mergeMpichTrees(const std::string& tuned, const std::string& base);

}  // namespace ct::tuning
