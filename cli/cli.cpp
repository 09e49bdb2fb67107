#include "cli.h"

#include <sstream>

#include "algorithms/catalogue/catalogue.h"
#include "commands.h"
#include "commands_bsp.h"
#include "protocol/limits.h"
#include "sim/simulator.h"

namespace ct::cli {
namespace {

const char* kVersion = "0.1.0";

struct Command {
    const char* name;
    const char* summary;
    const char* usage;
    void (*run)(const Args&, std::ostream&);
};

const char* kModelHelp =
    "Model options (LogP/LogGP, one unit throughout; defaults are Shou & Chen's (1996) L=6 o=2 g=4 "
    "cycles):\n"
    "  --L L          wire latency\n"
    "  --o O          overhead per message on both sides (or --os and --or separately)\n"
    "  --g G          gap: least time between two message starts of one rank\n"
    "  --G G          gap per byte beyond the first (LogGP; default 0)\n"
    "  --gs GS        stream gap: back-to-back messages of one rank are spaced by max(g, gs)\n"
    "                 (a calibrated profile's stream_gap; default 0)\n"
    "  --eager BYTES  the MPI library's eager limit: a send of at most BYTES is complete\n"
    "                 when posted, a larger one when received (where a program waits\n"
    "                 for its sends; a calibrated profile's eager_limit_bytes; default 0:\n"
    "                 every send completes when received)\n"
    "  --inline BYTES with --eager: only a send of at most BYTES is complete when posted;\n"
    "                 a larger eager one when it is at the receiver (a calibrated\n"
    "                 profile's inline_limit_bytes; default: the eager limit)\n"
    "  --completion T how much later than that (or than its receive) the sender learns a\n"
    "                 send is complete (a calibrated profile's send_completion; default 0)\n"
    "  --half-duplex D the share of the time a rank's own sends are in flight that a\n"
    "                 message it takes in meanwhile is slowed by (0: full duplex, 1:\n"
    "                 the directions take turns; a calibrated profile's half_duplex;\n"
    "                 default 0)\n"
    "  --written W    extra time per byte of a message its sender wrote since it last sent\n"
    "                 it (computed or received; a calibrated profile's written_per_byte;\n"
    "                 default 0)\n"
    "  --combine C    time to combine one element (default 1)\n"
    "  --unit NAME    unit name for output (default cycles)\n";

// What a command refuses before any work (exit status 2); the numbers are protocol/limits.h's.
std::string limitsHelp() {
    using namespace protocol;
    return "Limits (refused with exit status 2 before any work; a simulation is held in memory):\n"
           "  --procs        at most " +
           std::to_string(kMaxSimulatedRanks) +
           " (compare by formula: 16777216)\n"
           "  --bytes        at most " +
           std::to_string(kMaxModelBytes) +
           " (1T; compare --sizes likewise)\n"
           "  messages       about " +
           std::to_string(kMaxSimulatedMessages) +
           " simulated messages: P x segments for segmented algorithms,\n"
           "                 the algorithm's growth in P (P^2 for rings) otherwise\n"
           "  costs          L, o, g, G, combine, ts, tw, th between 0 and 10^12; L, o and g\n"
           "                 within a factor of 10^9 of each other (one unit for all)\n";
}

const Command kCommands[] = {
    {"tree", "the broadcast tree of an algorithm with each rank's receive time",
     "calltree tree --algorithm NAME --procs P [--root R] [--bytes M] [--radix K] [model options]\n"
     "              [--format text|json|csv]\n",
     runTree},
    {"simulate", "simulate any algorithm's program: time, messages, timeline, Chrome trace",
     "calltree simulate --algorithm NAME --procs P [--root R] [--bytes M] [--radix K] [--operands "
     "N]\n"
     "                  [model options | --machine FILE] [--format text|json|csv|chrome] "
     "[--timeline]\n"
     "                  [--trace FILE] [--network own|full|linear|ring|mesh|torus|hypercube|tree "
     "--ts T\n"
     "                  --tw W --th H] [--segment-bytes B] [--mesh-rows R] [--strip S]\n"
     "  --machine F  a LogGP profile (*.machine.json, e.g. calibrate's --loggp-output) instead of "
     "the\n"
     "               model options: every message is costed with its size's range, the formula "
     "with the\n"
     "               range of the size it charges, and a segment not given is chosen as the "
     "runner does\n"
     "  --network    cost with Grama et al.'s (2003) link model (ts + tw·m, th per hop) and link "
     "contention "
     "on\n"
     "               that network instead of LogP; 'own' is the topology the algorithm was written "
     "for\n"
     "  --timeline   include every message and busy interval in the JSON output\n"
     "  --trace F    also write a Chrome trace-event file (open it in Perfetto or "
     "chrome://tracing)\n",
     runSimulate},
    {"sum", "optimal summation of N operands (Shou & Chen 1996): the tree and each rank's operands",
     "calltree sum --procs P --operands N [--root R] [model options] [--format text|json|csv]\n",
     runSum},
    {"compare", "each algorithm's predicted time per message size, and the best",
     "calltree compare --procs P [--problem broadcast|reduce|allreduce|allgather|reduce-scatter]\n"
     "                 [--sizes 8,1024 | 8..1048576] [--algorithms a,b,c] [--root R] [--radix K]\n"
     "                 [--segment-bytes B] [--simulate] [model options] [--format text|json|csv]\n"
     "  --sizes      byte counts, a list or a doubling range, K/M/G binary (1K = 1024):\n"
     "               8,64K,1M or 8..1M (default 1,1024,1048576)\n"
     "  --simulate   cost every program by simulation instead of its closed formula\n",
     runCompare},
    {"optimize", "the cheapest BSP* schedule (Bonorden 2002) as a *.calltree.json document",
     "calltree optimize --machine psc2-tcp|psc2-sci|FILE --problem NAME --input k=v[,k=v] --procs "
     "P\n"
     "                  [--calc-procs C] [--algorithm NAME] [--output FILE] [--format text|json]\n"
     "  --algorithm  the cheapest schedule whose root runs NAME (BSP* profiles)\n",
     runOptimize},
    {"cost", "re-cost a schedule file (optionally on another machine)",
     "calltree cost FILE [--machine NAME|FILE] [--format text|json]\n", runCost},
    {"validate", "check a schedule file; the first wrong field is reported",
     "calltree validate FILE [--format text|json]\n", runValidate},
    {"predict",
     "each pure BSP* algorithm's cost and the optimum per size, with crossovers (Table 2)",
     "calltree predict --machine M --problem P --procs N [--sizes 1..1048576] [--format "
     "text|json|csv]\n",
     runPredict},
    {"algorithms", "list every algorithm with its problem, source and formula",
     "calltree algorithms [--format text|json|csv]\n", runAlgorithms},
    {"export-goal", "write an algorithm's program in LogGOPSim's GOAL format",
     "calltree export-goal --algorithm NAME --procs P [--root R] [--bytes M] [model options]\n"
     "                     [--output FILE] [--format text|json]\n",
     runExportGoal},
    {"fidelity",
     "measured against predicted: ratios, share within ±25 %, whether the predicted-best wins",
     "calltree fidelity --machine FILE.machine.json --results A.results.json[,B.results.json...]\n"
     "                  [--tolerance 0.25] [--best-tolerance 0.10] [--format text|json|csv]\n"
     "  --machine    a LogGP profile, e.g. from mpirun -np 2 calltree-runner calibrate "
     "--loggp-output\n"
     "  --results    results files of calltree-runner run (catalogue cases, and MPI baselines "
     "with\n"
     "               an Open MPI algorithm forced, predicted by their catalogue twin)\n"
     "  scripts/fidelity.sh calibrates, runs the broadcast catalogue and Open MPI's algorithms, "
     "and\n"
     "  prints this table in one command (docs/runner.md, \"Fidelity\").\n",
     runFidelity},
    {"rules", "check or convert an MPI library's collective decision rules file",
     "calltree rules check FILE [--format text|json] [--ompi-info FILE] [--ompi-version X.Y.Z]\n"
     "calltree rules convert FILE --to ompi|ompi-json|mpich-json [--output FILE] [--machine M]\n"
     "                       [--ranks N]\n"
     "  check      read an Open MPI classic rules file exactly as Open MPI 4.1/5.0 does (or an\n"
     "             MPICH JSON selection file): FILE:LINE: message for every problem (exit 1),\n"
     "             then the effective decisions\n"
     "  --ompi-info  saved output of ompi_info --param coll tuned --level 9 --parsable (default:\n"
     "             run ompi_info, else Open MPI 4.1's algorithm numbers)\n"
     "  --mpich-version X.Y.Z|installed  check an MPICH file as that MPICH reads it (default:\n"
     "             MPICH 4.2 and later; 4.0 and 4.1 know fewer keys and algorithms)\n"
     "  convert    write a checked classic file for Open MPI (classic, 6.0 JSON) or MPICH\n"
     "  docs/tuning.md describes the formats and the problems found.\n",
     runRules},
    {"tune", "measure Open MPI's collective algorithms, decide, export and verify rules",
     "calltree tune sweep --out DIR [--collectives bcast,reduce,allreduce] [--np 2[,4...]]\n"
     "                    [--sizes 8..1M] [--algorithms N,N...] [--export "
     "ompi|ompi-json|mpich-json\n"
     "                    --output FILE] [--rounds 200 | --launch-per-algorithm]\n"
     "                    [launch and timing options] [--format text|json]\n"
     "calltree tune decide --in DIR [--min-gain 0] [--export ... --output FILE] [--format "
     "text|json]\n"
     "calltree tune verify --rules FILE --in DIR [--out DIR2] [--tolerance 0.10] [--rounds 200]\n"
     "                     [launch options]\n"
     "calltree tune compare --in DIR --with EXHAUSTIVE_DIR\n"
     "calltree tune replay --in EXHAUSTIVE_DIR --model PROFILE [guided options] [--cores N]\n"
     "  sweep   per communicator size one mpirun (DIR/sweep-np<N>.results.json) whose cases,\n"
     "          every forced Open MPI algorithm and Open MPI's own choice, run interleaved in\n"
     "          --rounds R rounds (default 200; the runner forces each algorithm through MPI_T);\n"
     "          --launch-per-algorithm: one mpirun per algorithm instead\n"
     "          (DIR/<collective>-np<N>-alg<K>.results.json); measured sizes are kept and only\n"
     "          the rest is launched again (resume after Ctrl+C); then decide as below\n"
     "  decide  per point the fastest forced algorithm replaces the default only where its\n"
     "          median's 95 % interval lies below the default's (and, with --min-gain G, it is\n"
     "          at least 1+G times faster); neighbouring sizes merge\n"
     "  verify  run the collectives again under FILE (coll_tuned_dynamic_rules_filename),\n"
     "          per communicator size one mpirun with the algorithms FILE picks forced\n"
     "          beside it, interleaved in --rounds R rounds; exit 1 when the file did not\n"
     "          take effect\n"
     "  compare how DIR's best per point fares in EXHAUSTIVE_DIR (within 5 %, by medians and\n"
     "          by intervals); two exhaustive sweeps compared give the ceiling\n"
     "  replay  the model-guided sweep's choice on EXHAUSTIVE_DIR's own measurements: how many\n"
     "          it would measure and where its best is more than 5 % slower, and why\n"
     "Model-guided sweep: --model PROFILE.loggp.json [--margin 0.25] [--verify-every 4]\n"
     "  [--merge-identical] [--adaptive] [--compare EXHAUSTIVE_DIR]: measure only algorithms\n"
     "  predicted near the best (with --merge-identical one per class of identical twin\n"
     "  programs; with --adaptive the verification points first, then every algorithm next to\n"
     "  one where the margin missed the measured best)\n"
     "Launch: --launcher \"mpirun --mca pml ob1 --mca btl self,vader\" (default; srun works too)\n"
     "  --hostfile F, --runner PATH (default: the calltree-runner of this build);\n"
     "  timing passed to the runner: --warmup N --min-reps N --min-seconds S --max-reps N\n"
     "  --algorithms: forced algorithms (default: all that ompi_info lists, or Open MPI 4.1's)\n"
     "MPICH: sweep --mpi mpich forces MPICH's algorithms by CVAR (MPIR_CVAR_BCAST_INTRA_ALGORITHM\n"
     "  =binomial ...; numbers 1.. as printed, 0 = auto) with mpirun.mpich and\n"
     "  calltree-runner-mpich, interleaved in one launch per communicator size (the runner\n"
     "  writes the CVAR through MPI_T per case; --launch-per-algorithm: one launch each with\n"
     "  the CVAR in the environment); --export mpich-json (merged with the installed MPICH's "
     "built-in\n"
     "  tree, or --mpich-base FILE|none); decide and verify notice a sweep made under MPICH\n"
     "  docs/tuning.md has a walkthrough.\n",
     runTune},
    {"demo", "the optimal, Fibonacci and binomial broadcast of 16 ranks side by side",
     "calltree demo [--procs P] [--root R] [model options] [--format text|json]\n", runDemo},
};

std::string generalHelp() {
    std::ostringstream s;
    s << "calltree " << kVersion
      << " — LogP/LogGP broadcast and summation trees, simulation and export\n\n"
      << "Usage: calltree COMMAND [options]   (calltree COMMAND --help for details)\n\nCommands:\n";
    for (const auto& c : kCommands)
        s << "  " << c.name << std::string(13 - std::string(c.name).size(), ' ') << c.summary
          << "\n";
    s << "\nAlgorithms: " << algorithmNames()
      << "\nEvery command accepts --format json and then prints one JSON document.\n"
      << "To run an algorithm or a schedule for real with MPI, or to calibrate a machine profile:\n"
      << "  mpirun -np P calltree-runner run|calibrate ...   (docs/runner.md)\n";
    return s.str();
}

}  // namespace

int runCli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        (args.empty() ? err : out) << generalHelp();
        return args.empty() ? 2 : 0;
    }
    if (args[0] == "--version") {
        out << "calltree " << kVersion << "\n";
        return 0;
    }
    const Command* command = nullptr;
    for (const auto& c : kCommands)
        if (args[0] == c.name) command = &c;
    if (!command) {
        err << "calltree: unknown command '" << args[0]
            << "' (commands: tree, simulate, sum, compare, optimize, cost, validate, predict, "
               "algorithms, export-goal, fidelity, rules, tune, demo)\n";
        return 2;
    }
    std::vector<std::string> rest(args.begin() + 1, args.end());
    // cost and validate take the schedule file as their first, positional argument.
    if ((args[0] == "cost" || args[0] == "validate") && !rest.empty() &&
        rest[0].rfind("--", 0) != 0)
        rest.insert(rest.begin(), "--file");
    // rules takes an action and a file: calltree rules check FILE.
    if ((args[0] == "rules" || args[0] == "tune") && !rest.empty() && rest[0].rfind("--", 0) != 0) {
        rest.insert(rest.begin(), "--action");
        if (rest.size() > 2 && rest[2].rfind("--", 0) != 0) rest.insert(rest.begin() + 2, "--file");
    }
    try {
        const Args parsed(rest, {"help", "timeline", "simulate", "merge-identical",
                                 "launch-per-algorithm", "adaptive"});
        if (parsed.flag("help")) {
            out << "Usage: " << command->usage << "\n" << command->summary << ".\n\n";
            if (std::string(command->name) != "algorithms" &&
                std::string(command->name) != "rules" && std::string(command->name) != "tune")
                out << kModelHelp << '\n' << limitsHelp();
            return 0;
        }
        // Buffer the output: on any error nothing (no partial document) reaches stdout.
        std::ostringstream buffer;
        command->run(parsed, buffer);
        out << buffer.str();
        out.flush();
        return 0;
    } catch (const Interrupted& e) {
        err << "calltree " << command->name << ": " << e.what() << "\n";
        return 130;
    } catch (const ProblemsFound& e) {
        out << e.output();
        out.flush();
        err << "calltree " << command->name << ": " << e.what() << "\n";
        return 1;
    } catch (const UsageError& e) {
        err << "calltree " << command->name << ": " << e.what() << "\n";
        return 2;
    } catch (const ProgramError& e) {
        err << "calltree " << command->name << ": " << e.fullMessage() << "\n";
        return 1;
    } catch (const std::invalid_argument& e) {
        err << "calltree " << command->name << ": " << e.what() << "\n";
        return 2;
    } catch (const std::length_error& e) {
        // A program builder's refusal (core/program/program.cpp): the request is too large.
        err << "calltree " << command->name << ": " << e.what()
            << " (use fewer --procs, fewer --bytes or larger --segment-bytes)\n";
        return 2;
    } catch (const std::exception& e) {
        err << "calltree " << command->name << ": " << e.what() << "\n";
        return 1;
    }
}

}  // namespace ct::cli
