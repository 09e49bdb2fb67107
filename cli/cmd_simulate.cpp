// calltree simulate: any algorithm's program through the LogP/LogGP simulator.
#include <cmath>
#include <map>
#include <optional>
#include <sstream>

#include "algorithms/textbook/textbook_catalogue.h"
#include "analysis/prediction_accuracy.h"
#include "commands.h"
#include "file_options.h"
#include "io/atomic_file.h"
#include "io/chrome_trace.h"
#include "io/json_writer.h"
#include "model_options.h"
#include "sim/link_simulator.h"
#include "sim/simulator.h"

namespace ct::cli {
namespace {

struct NetworkChoice {
    Network network;
    LinkCosts costs;
    bool own = false;  // the algorithm's own topology: its linkFormula applies
};

// --network own|full|linear|ring|mesh|torus|hypercube|tree with --ts --tw --th (and --combine).
std::optional<NetworkChoice> readNetwork(const Args& args, const Algorithm& a,
                                         const AlgorithmParams& p) {
    const auto name = args.text("network");
    if (!name) {
        for (const char* o : {"ts", "tw", "th"})
            if (args.has(o))
                throw UsageError(std::string("--") + o + " needs --network (the link model)");
        return std::nullopt;
    }
    LinkCosts c;
    c.ts = modelNumber(args, "ts", 1);
    c.tw = modelNumber(args, "tw", 0);
    c.th = modelNumber(args, "th", 0);
    c.combine = modelNumber(args, "combine", 0);
    if (auto bad = linkCostsProblem(c)) throw UsageError(*bad);
    const std::map<std::string, Topology> kinds{
        {"full", Topology::Full},     {"linear", Topology::LinearArray},
        {"ring", Topology::Ring},     {"mesh", Topology::Mesh2D},
        {"torus", Topology::Torus2D}, {"hypercube", Topology::Hypercube}};
    if (*name == "own") return NetworkChoice{linkNetwork(a.info, p), c, true};
    if (*name == "tree") return NetworkChoice{Network::binaryTree(p.procs), c, false};
    auto it = kinds.find(*name);
    if (it == kinds.end())
        throw UsageError(
            "--network must be own, full, linear, ring, mesh, torus, hypercube or tree (got '" +
            *name + "')");
    return NetworkChoice{Network::of(it->second, p.procs, p.meshRows), c,
                         it->second == a.info.topology};
}

void writeTimeline(JsonWriter& w, const Program& prog, const Timeline& t) {
    w.key("timeline").beginObject();
    w.key("messages").beginArray();
    for (const auto& m : t.messages)
        w.beginObject()
            .field("src", std::int64_t(m.src))
            .field("dst", std::int64_t(m.dst))
            .field("bytes", m.bytes)
            .field("send_start", m.sendStart)
            .field("send_end", m.sendEnd)
            .field("arrival", m.arrival)
            .field("recv_start", m.recvStart)
            .field("recv_end", m.recvEnd)
            .endObject();
    w.endArray();
    w.key("ranks").beginArray();
    static const char* kinds[] = {"send", "recv", "combine", "copy"};
    for (Rank r = 0; r < prog.ranks(); ++r) {
        w.beginObject().field("rank", std::int64_t(r)).field("finish", t.rankFinish[r]);
        w.key("busy").beginArray();
        for (const auto& b : t.busyIntervals(prog, r))
            w.beginArray().value(b.start).value(b.end).value(kinds[int(b.kind)]).endArray();
        w.endArray().endObject();
    }
    w.endArray().endObject();
}

// One simulation, what it ran and how it ran, for the printers below.
struct SimulationRun {
    const Algorithm* algorithm = nullptr;
    AlgorithmParams params;
    Program program;
    std::optional<NetworkChoice> net;
    std::optional<CaseMachine> machine;  // --machine: the LogGP profile simulated
    Timeline timeline;
    double formula = 0;
    // The time without the costs of where data lies, which the formulas do not charge; only
    // where the model charges them (LogGP::chargesDataPlacement).
    std::optional<double> cleanTime;
};

void printSimulateJson(const SimulationRun& run, bool withTimeline, std::ostream& out) {
    const AlgorithmParams& p = run.params;
    JsonWriter w(out);
    w.beginObject()
        .field("algorithm", run.algorithm->info.name)
        .field("problem", toString(run.algorithm->info.problem))
        .field("procs", std::int64_t(p.procs))
        .field("root", std::int64_t(p.root))
        .field("bytes", p.bytes)
        .field("messages", run.program.messageCount())
        .field("time", run.timeline.total)
        .field("formula_time", run.formula);
    if (run.cleanTime) w.field("time_without_written_data", *run.cleanTime);
    if (run.net) {
        w.key("network")
            .beginObject()
            .field("topology", run.net->network.describe())
            .field("ts", run.net->costs.ts)
            .field("tw", run.net->costs.tw)
            .field("th", run.net->costs.th)
            .field("combine", run.net->costs.combine)
            .endObject();
    } else {
        writeModelJson(w, p.model);  // with --machine: the range of the size charged
        if (run.machine)
            w.field("machine", run.machine->name)
                .field("machine_ranges", std::uint64_t(run.machine->profile.ranges.size()))
                .field("segment_bytes", p.segmentBytes);
    }
    if (withTimeline) writeTimeline(w, run.program, run.timeline);
    w.endObject();
    out << '\n';
}

void printSimulateCsv(const Timeline& t, std::ostream& out) {
    out << "message,src,dst,bytes,send_start,send_end,arrival,recv_start,recv_end\n";
    for (std::size_t i = 0; i < t.messages.size(); ++i) {
        const auto& m = t.messages[i];
        out << i << ',' << m.src << ',' << m.dst << ',' << m.bytes << ','
            << formatNumber(m.sendStart) << ',' << formatNumber(m.sendEnd) << ','
            << formatNumber(m.arrival) << ',' << formatNumber(m.recvStart) << ','
            << formatNumber(m.recvEnd) << '\n';
    }
}

// Per rank: when it finishes and its busy intervals, one letter per kind.
void printBusyIntervals(const SimulationRun& run, std::ostream& out) {
    const Timeline& t = run.timeline;
    out << "\nrank  finish  busy intervals (s=send overhead, r=receive overhead, "
           "c=combine, y=copy)\n";
    for (Rank r = 0; r < run.params.procs; ++r) {
        out << std::to_string(r)
            << std::string(6 - std::min<std::size_t>(5, std::to_string(r).size()), ' ')
            << formatNumber(t.rankFinish[r]);
        out << std::string(8 - std::min<std::size_t>(7, formatNumber(t.rankFinish[r]).size()), ' ');
        for (const auto& b : t.busyIntervals(run.program, r))
            out << "srcy"[int(b.kind)] << '[' << formatNumber(b.start) << ',' << formatNumber(b.end)
                << "] ";
        out << '\n';
    }
}

void printSimulateText(const SimulationRun& run, std::ostream& out) {
    const AlgorithmParams& p = run.params;
    const auto& net = run.net;
    std::string model = net ? "link model ts=" + formatNumber(net->costs.ts) +
                                  " tw=" + formatNumber(net->costs.tw) +
                                  " th=" + formatNumber(net->costs.th) + " on a " +
                                  net->network.describe()
                            : describeModel(p.model);
    if (run.machine) {
        const std::uint64_t charged = p.segmentBytes ? std::min(p.segmentBytes, p.bytes) : p.bytes;
        model += ", machine " + run.machine->name + " (" +
                 std::to_string(run.machine->profile.ranges.size()) +
                 " ranges; each message costed with its size's, the formula with that of " +
                 std::to_string(charged) + " B)";
        if (p.segmentBytes) model += ", segments of " + std::to_string(p.segmentBytes) + " B";
    }
    out << run.algorithm->info.name << " (" << toString(run.algorithm->info.problem)
        << "), P=" << p.procs << ", root " << p.root << ", " << p.bytes << " B, " << model << "\n"
        << "  messages: " << run.program.messageCount()
        << "\n  time:     " << formatNumber(run.timeline.total)
        << "\n  formula:  " << formatNumber(run.formula) << "\n";
    if (run.cleanTime)
        out << "  without written data: " << formatNumber(*run.cleanTime)
            << " (the formula charges neither data sent just after it was written nor writes "
               "of data a peer has just read)\n";
    if (p.procs <= 32) printBusyIntervals(run, out);
}

}  // namespace

void runSimulate(const Args& args, std::ostream& out) {
    std::set<std::string> known{"operands", "format", "timeline", "trace",  "network",
                                "ts",       "tw",     "th",       "machine"};
    known.insert(kAlgorithmOptions.begin(), kAlgorithmOptions.end());
    known.insert(kModelOptions.begin(), kModelOptions.end());
    args.allowOnly(known);
    const Format format =
        readFormat(args, {Format::Text, Format::Json, Format::Csv, Format::Chrome});
    SimulationRun run;
    run.machine = readLogGPMachine(args);
    if (run.machine && args.has("network"))
        throw UsageError("--machine is a LogGP profile; --network costs with the link model");
    run.params = readAlgorithmParams(args, run.algorithm, run.machine ? &*run.machine : nullptr);
    const AlgorithmParams& p = run.params;
    const std::optional<std::string> tracePath = outputFile(args, "trace");
    run.program = run.algorithm->program(p);
    // --network: Grama et al.'s (2003) ts + tw·m link model with contention instead of LogP.
    run.net = readNetwork(args, *run.algorithm, p);
    const auto& net = run.net;
    // Only what is printed is recorded: text beyond 32 ranks and JSON without --timeline show
    // totals, and the timeline of 2^20 ranks would be most of the command's memory.
    const bool writesTrace = tracePath.has_value();
    const bool showsTimeline = writesTrace || format == Format::Chrome || format == Format::Csv ||
                               (format == Format::Json && args.flag("timeline")) ||
                               (format == Format::Text && p.procs <= 32);
    // From the start the runner's cases have (a reduction's inputs just written), so that a
    // profile's written-data cost is charged as in the runner's predictions.
    const SimulationOptions options =
        caseSimulation(toString(run.algorithm->info.problem), p.bytes, run.program, showsTimeline);
    run.timeline = net ? simulateOnNetwork(run.program, net->network, net->costs, options)
                       : simulate(run.program, run.machine ? run.machine->profile : p.model,
                                  options);  // a machine: every message with its size's range
    const LogGPProfile& charged = run.machine ? run.machine->profile : LogGPProfile(p.model);
    if (!net && charged.chargesDataPlacement()) {
        SimulationOptions quick = options;
        quick.recordTimeline = false;
        run.cleanTime = simulate(run.program, charged.withoutDataPlacement(), quick).total;
    }
    run.formula =
        net ? (run.algorithm->linkFormula && net->own ? run.algorithm->linkFormula(p, net->costs)
                                                      : std::nan(""))
            : run.algorithm->formula(p);
    const ChromeTraceOptions traceInfo{"calltree " + run.algorithm->info.name, p.model.unit};
    if (const auto& path = tracePath) {
        std::ostringstream trace;
        writeChromeTrace(trace, run.program, run.timeline, traceInfo);
        writeFileAtomically(*path, trace.str());
    }
    switch (format) {
        case Format::Chrome:
            writeChromeTrace(out, run.program, run.timeline, traceInfo);
            break;
        case Format::Json:
            printSimulateJson(run, args.flag("timeline"), out);
            break;
        case Format::Csv:
            printSimulateCsv(run.timeline, out);
            break;
        case Format::Text:
            printSimulateText(run, out);
            if (tracePath) out << "\nChrome trace written to " << *tracePath << "\n";
            break;
    }
}

}  // namespace ct::cli
