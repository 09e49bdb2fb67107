#pragma once
// Which algorithm numbers an Open MPI installation knows per collective, and its version: from
// `ompi_info --param coll tuned --level 9` (parsable or not) and `ompi_info --version` when the
// caller can run them, else Open MPI 4.1's numbers (as 4.1.4's ompi_info lists them). The one
// place the CLI and the Studio take the list from; running ompi_info stays with the caller (core
// starts no processes).
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ct::tuning {

struct OmpiVersion {
    int major = 0, minor = 0, patch = 0;
};

struct KnownAlgorithms {
    std::map<int, std::map<int, std::string>> names;  // collective id → algorithm → name
    std::string source;                               // where the numbers come from, for output
    std::string note;  // why the built-in list is used (ompi_info did not answer); "" otherwise
    std::optional<OmpiVersion> version;

    // nullopt when the collective is not listed (then nothing is known about it).
    std::optional<bool> knows(int collective, int algorithm) const;
    std::string name(int collective, int algorithm) const;  // "" when unknown
    // rule-file-version-2 and its fifth column: 4.1.8+ and 5.0.7+ (6.0 too); true when the
    // version is unknown.
    bool readsVersionTwo() const;
    // Whether this Open MPI reads a classic file's communicator sizes as 6.0 does (each entry
    // below its size: CommSizeReading::BelowItsSize); false for 4.1 and 5.0 and when the version
    // is unknown (the installed Open MPI of this project's machines is 4.1).
    bool readsCommSizesBelow() const;
};

// Open MPI 4.1's algorithms (bcast 0–9, reduce 0–7, allreduce 0–6, allgather 0–6, alltoall 0–5,
// barrier 0–6, gather 0–3, scatter 0–3, reduce_scatter 0–4, …).
KnownAlgorithms ompi41Algorithms();
// The commands whose output installedAlgorithms reads.
inline constexpr const char* kOmpiInfoCommand = "ompi_info --param coll tuned --level 9 --parsable";
inline constexpr const char* kOmpiVersionCommand = "ompi_info --version";

// The algorithms `ompi_info --param coll tuned --level 9` lists: with --parsable its enumerator
// lines (mca:coll:tuned:param:coll_tuned_bcast_algorithm:enumerator:value:6:binomial), without
// it the "Valid values: 0:"ignore", 1:"basic_linear", …" line under each parameter
// "coll_tuned_<collective>_algorithm". An empty map when the text has neither.
KnownAlgorithms parseOmpiInfo(std::string_view text);
// What the installed Open MPI knows, from the output of kOmpiInfoCommand and kOmpiVersionCommand
// (empty when they could not run): the parsed list and version, else ompi41Algorithms() with a
// note saying why.
KnownAlgorithms installedAlgorithms(std::string_view ompiInfoOutput,
                                    std::string_view versionOutput);
// The ompi_info of the installation a launcher runs (its words, as splitLauncher gives them):
// "/opt/ompi5/bin/ompi_info" for a word "/opt/ompi5/bin/mpirun" (mpiexec, orterun, prterun too),
// wherever it stands ("env -u X /opt/ompi5/bin/mpirun --mca …"); nullopt when no word names a
// launcher by path — then the ompi_info on PATH is the one, and may be another installation's.
std::optional<std::string> ompiInfoBesideLauncher(const std::vector<std::string>& launcher);
// "Open MPI v4.1.4" (the first line of `ompi_info --version`) → 4.1.4.
std::optional<OmpiVersion> parseOmpiVersion(std::string_view text);

}  // namespace ct::tuning
