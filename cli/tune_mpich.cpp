#include "tune_mpich.h"

#include <unistd.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <thread>

#include "cmd_tune_report.h"
#include "commands.h"
#include "io/atomic_file.h"
#include "tuning/mpich_algorithms.h"
#include "tuning/mpich_builtin_tree.h"
#include "tuning/mpich_measured_export.h"
#include "tuning/mpich_rules.h"
#include "tuning/mpich_selection.h"
#include "tuning/mpich_sweep.h"
#include "tuning/ompi_collectives.h"
#include "tuning/sweep_runner.h"
#include "tuning_options.h"

namespace ct::cli {

using namespace ct::tuning;
namespace fs = std::filesystem;

bool mpichRequested(const Args& args) {
    const std::string mpi = args.text("mpi").value_or("openmpi");
    if (mpi != "openmpi" && mpi != "mpich")
        throw UsageError("--mpi: '" + mpi + "' is not openmpi or mpich");
    return mpi == "mpich";
}

namespace {

// calltree-runner-mpich beside this program or where the build tree puts it.
std::string defaultMpichRunner() {
    std::error_code ec;
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        for (const fs::path& p :
             {self.parent_path() / "calltree-runner-mpich",
              self.parent_path().parent_path() / "runner" / "calltree-runner-mpich"})
            if (access(p.c_str(), X_OK) == 0) return p.string();
    }
    return "calltree-runner-mpich";
}

}  // namespace

LaunchOptions mpichLaunchOptions(const Args& args) {
    LaunchOptions o;
    try {
        o.launcher = splitLauncher(args.text("launcher").value_or(defaultMpichLauncherText()));
    } catch (const std::invalid_argument& e) {
        throw UsageError(std::string("--launcher: ") + e.what());
    }
    o.hostfile = args.text("hostfile").value_or("");
    if (!o.hostfile.empty() && !fs::exists(o.hostfile))
        throw UsageError("--hostfile: '" + o.hostfile + "' does not exist");
    o.runner = args.text("runner").value_or(defaultMpichRunner());
    o.coresHere = int(std::thread::hardware_concurrency());
    for (const char* t : {"warmup", "min-reps", "min-seconds", "max-reps"})
        if (args.has(t)) {
            std::ostringstream s;
            s << args.number(t, 0, 0, 1e9);
            o.timing.insert(o.timing.end(), {std::string("--") + t, s.str()});
        }
    if (!findExecutable(o.launcher.front()))
        throw UsageError("the launcher '" + o.launcher.front() +
                         "' is not found (install MPICH: apt-get install mpich libmpich-dev, or "
                         "give --launcher)");
    if (!findExecutable(o.runner))
        throw UsageError("the runner '" + o.runner +
                         "' is not found (build it with MPICH installed: cmake --build build "
                         "--target calltree-runner-mpich, or give --runner PATH)");
    return o;
}

std::string installedMpichVersion() {
    return mpichVersionFrom(commandOutput("mpichversion 2>/dev/null"));
}

void exportMpichMeasured(const DecisionTable& table, const std::string& to, Provenance p,
                         const std::string& output, const std::string& madeFrom,
                         const std::string& base, std::ostream& out) {
    if (to != "mpich-json")
        throw UsageError("--export " + to +
                         ": a sweep under MPICH decides MPICH's algorithms; export mpich-json");
    std::string written;
    try {
        written = writeMpichJsonMeasured(table);
        if (!base.empty()) written = mergeMpichTrees(written, base);
    } catch (const std::invalid_argument& e) {
        throw std::runtime_error(e.what());
    }
    const std::string file = output.empty() ? "FILE" : output;
    const std::string env = mpichEnvironment(table, file);
    if (output.empty()) {
        out << written;
        return;
    }
    ct::writeFileAtomically(output, written);
    out << "wrote " << output << "\nuse it with: " << env << " mpiexec ...  ("
        << (base.empty() ? "the file replaces MPICH's whole built-in selection tree and holds "
                           "only the tuned collectives: MPICH aborts on any other"
                         : "the other collectives keep MPICH's built-in tree, merged in")
        << ")\n"
        << "made by " << p.tool << " from " << madeFrom
        << (p.machine.empty() ? "" : ", machine " + p.machine)
        << (p.ranks > 0 ? ", " + std::to_string(p.ranks) + " ranks" : "") << ", " << p.date
        << "; where the measurements kept MPICH's default the file names what MPICH 4.0.2's "
           "built-in selection runs there\n";
}

std::string mpichBaseTree(const Args& args) {
    const std::string given = args.text("mpich-base").value_or("");
    if (given == "none") return "";
    if (!given.empty()) return readWholeFile(given);
    std::string libdir = commandOutput("pkg-config --variable=libdir mpich 2>/dev/null");
    while (!libdir.empty() && std::isspace(static_cast<unsigned char>(libdir.back())))
        libdir.pop_back();
    if (auto tree = builtinMpichTreeIn(usualMpichLibraries(libdir))) return *tree;
    throw UsageError(
        "MPICH's built-in selection tree was not found in its library (pkg-config "
        "mpich); give --mpich-base FILE (maint/tuning/coll/mpir/generic.json of "
        "that MPICH's sources) or --mpich-base none");
}

}  // namespace ct::cli
