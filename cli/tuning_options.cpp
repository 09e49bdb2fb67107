#include "tuning_options.h"

#include <array>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include <unistd.h>

#include "io/atomic_file.h"
#include "tuning/mpich_rules.h"
#include "tuning/sweep_plan.h"

namespace ct::cli {

using namespace ct::tuning;

std::string readWholeFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw UsageError("cannot read '" + path + "'");
    std::ostringstream s;
    s << in.rdbuf();
    if (in.bad()) throw UsageError("cannot read '" + path + "'");
    return s.str();
}

// The output of a command, empty when it cannot run.
std::string commandOutput(const char* command) {
    std::string out;
    FILE* pipe = popen(command, "r");
    if (!pipe) return out;
    std::array<char, 4096> buffer{};
    std::size_t n = 0;
    while ((n = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0)
        out.append(buffer.data(), n);
    pclose(pipe);
    return out;
}

std::string shellQuoted(const std::string& word) {
    std::string out = "'";
    for (char c : word)
        out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

// What the installed Open MPI knows: --ompi-info FILE (saved `ompi_info --param coll tuned
// --level 9`, parsable or not), else ompi_info itself, else Open MPI 4.1's numbers
// (core/tuning/ompi_algorithms.h decides; this only runs the commands); --ompi-version
// overrides the version (it decides whether rule-file-version-2 is read).
KnownAlgorithms knownAlgorithms(const Args& args) {
    KnownAlgorithms known;
    if (const auto file = args.text("ompi-info")) {
        known = parseOmpiInfo(readWholeFile(*file));
        if (known.names.empty())
            throw UsageError("--ompi-info: '" + *file +
                             "' holds no coll_tuned_*_algorithm enumerator lines");
        known.source = *file;
    } else {
        // The launcher's own installation when it is named by path: the ompi_info on PATH may
        // be another Open MPI's (Debian's 4.1 beside a 5.0 built elsewhere reads its files
        // differently).
        std::optional<std::string> beside;
        if (const auto launcher = args.text("launcher"))
            beside = ompiInfoBesideLauncher(splitLauncher(*launcher));
        if (beside && ::access(beside->c_str(), X_OK) != 0) beside.reset();
        const auto run = [&beside](const char* command) {
            const std::string arguments =
                std::string(command).substr(std::string("ompi_info").size());
            return commandOutput(
                ((beside ? shellQuoted(*beside) : "ompi_info") + arguments + " 2>/dev/null")
                    .c_str());
        };
        const std::string listed = run(kOmpiInfoCommand);
        known =
            installedAlgorithms(listed, listed.empty() ? std::string() : run(kOmpiVersionCommand));
        if (beside && known.note.empty()) known.source = *beside + " --param coll tuned --level 9";
    }
    if (const auto v = args.text("ompi-version")) {
        known.version = parseOmpiVersion("Open MPI " + *v);
        if (!known.version)
            throw UsageError("--ompi-version: '" + *v + "' is not a version like 4.1.8");
    }
    return known;
}

std::string utcNow() {
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    char buffer[32];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buffer;
}

void writeRulesExport(const DecisionTable& table, const std::string& to, Provenance p,
                      const std::string& output, const std::string& madeFrom, std::ostream& out) {
    if (to != "ompi" && to != "ompi-json" && to != "mpich-json")
        throw UsageError("'" + to + "' is not ompi, ompi-json or mpich-json");
    p.fileName = output.empty() ? "FILE" : output;
    std::string written;
    std::string usage;
    try {
        if (to == "ompi") {
            written = writeOmpiClassicRules(table, p);
            usage = "mpirun " + ompiMpirunArguments(p.fileName) + " ...";
        } else if (to == "ompi-json") {
            written = writeOmpiJsonRules(table);
            usage = "Open MPI 6.0+: mpirun " + ompiMpirunArguments(p.fileName) + " ...";
        } else {
            written = writeMpichJson(table);
            usage = "MPICH 3.4+: " + mpichEnvironment(table, p.fileName) +
                    " mpiexec ...  (this file replaces MPICH's whole built-in selection tree: "
                    "its other collectives need entries too, docs/tuning.md)";
        }
    } catch (const std::invalid_argument& e) {
        throw std::runtime_error(e.what());  // a refusal of the content: exit 1
    }
    if (output.empty()) {
        out << written;
        return;
    }
    ct::writeFileAtomically(output, written);
    out << "wrote " << output << "\nuse it with: " << usage << "\n";
    // JSON has no comments: the provenance the classic header carries is said here.
    if (to != "ompi")
        out << "made by " << p.tool << " from " << madeFrom
            << (p.machine.empty() ? "" : ", machine " + p.machine)
            << (p.ranks > 0 ? ", " + std::to_string(p.ranks) + " ranks" : "") << ", " << p.date
            << "\n";
}

}  // namespace ct::cli
