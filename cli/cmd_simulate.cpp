// calltree simulate: any algorithm's program through the LogP/LogGP simulator.
#include <cmath>
#include <map>
#include <optional>
#include <sstream>

#include "algorithms/textbook/textbook_catalogue.h"
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

}  // namespace

void runSimulate(const Args& args, std::ostream& out) {
    std::set<std::string> known{"operands", "format", "timeline", "trace",
                                "network",  "ts",     "tw",       "th"};
    known.insert(kAlgorithmOptions.begin(), kAlgorithmOptions.end());
    known.insert(kModelOptions.begin(), kModelOptions.end());
    args.allowOnly(known);
    const Format format =
        readFormat(args, {Format::Text, Format::Json, Format::Csv, Format::Chrome});
    const Algorithm* algorithm = nullptr;
    const AlgorithmParams p = readAlgorithmParams(args, algorithm);
    const std::optional<std::string> tracePath = outputFile(args, "trace");
    const Program program = algorithm->program(p);
    // --network: Grama et al.'s (2003) ts + tw·m link model with contention instead of LogP.
    const std::optional<NetworkChoice> net = readNetwork(args, *algorithm, p);
    // Only what is printed is recorded: text beyond 32 ranks and JSON without --timeline show
    // totals, and the timeline of 2^20 ranks would be most of the command's memory.
    const bool writesTrace = tracePath.has_value();
    const bool showsTimeline = writesTrace || format == Format::Chrome || format == Format::Csv ||
                               (format == Format::Json && args.flag("timeline")) ||
                               (format == Format::Text && p.procs <= 32);
    const SimulationOptions options{.recordTimeline = showsTimeline};
    const Timeline t = net ? simulateOnNetwork(program, net->network, net->costs, options)
                           : simulate(program, p.model, options);
    const double formula =
        net ? (algorithm->linkFormula && net->own ? algorithm->linkFormula(p, net->costs)
                                                  : std::nan(""))
            : algorithm->formula(p);

    if (const auto& path = tracePath) {
        std::ostringstream trace;
        writeChromeTrace(trace, program, t, {"calltree " + algorithm->info.name, p.model.unit});
        writeFileAtomically(*path, trace.str());
    }
    switch (format) {
        case Format::Chrome:
            writeChromeTrace(out, program, t, {"calltree " + algorithm->info.name, p.model.unit});
            break;
        case Format::Json: {
            JsonWriter w(out);
            w.beginObject()
                .field("algorithm", algorithm->info.name)
                .field("problem", toString(algorithm->info.problem))
                .field("procs", std::int64_t(p.procs))
                .field("root", std::int64_t(p.root))
                .field("bytes", p.bytes)
                .field("messages", program.messageCount())
                .field("time", t.total)
                .field("formula_time", formula);
            if (net) {
                w.key("network")
                    .beginObject()
                    .field("topology", net->network.describe())
                    .field("ts", net->costs.ts)
                    .field("tw", net->costs.tw)
                    .field("th", net->costs.th)
                    .field("combine", net->costs.combine)
                    .endObject();
            } else {
                writeModelJson(w, p.model);
            }
            if (args.flag("timeline")) writeTimeline(w, program, t);
            w.endObject();
            out << '\n';
            break;
        }
        case Format::Csv:
            out << "message,src,dst,bytes,send_start,send_end,arrival,recv_start,recv_end\n";
            for (std::size_t i = 0; i < t.messages.size(); ++i) {
                const auto& m = t.messages[i];
                out << i << ',' << m.src << ',' << m.dst << ',' << m.bytes << ','
                    << formatNumber(m.sendStart) << ',' << formatNumber(m.sendEnd) << ','
                    << formatNumber(m.arrival) << ',' << formatNumber(m.recvStart) << ','
                    << formatNumber(m.recvEnd) << '\n';
            }
            break;
        case Format::Text: {
            out << algorithm->info.name << " (" << toString(algorithm->info.problem)
                << "), P=" << p.procs << ", root " << p.root << ", " << p.bytes << " B, "
                << (net ? "link model ts=" + formatNumber(net->costs.ts) + " tw=" +
                              formatNumber(net->costs.tw) + " th=" + formatNumber(net->costs.th) +
                              " on a " + net->network.describe()
                        : describeModel(p.model))
                << "\n"
                << "  messages: " << program.messageCount()
                << "\n  time:     " << formatNumber(t.total)
                << "\n  formula:  " << formatNumber(formula) << "\n";
            if (p.procs <= 32) {
                out << "\nrank  finish  busy intervals (s=send overhead, r=receive overhead, "
                       "c=combine, y=copy)\n";
                for (Rank r = 0; r < p.procs; ++r) {
                    out << std::to_string(r)
                        << std::string(6 - std::min<std::size_t>(5, std::to_string(r).size()), ' ')
                        << formatNumber(t.rankFinish[r]);
                    out << std::string(
                        8 - std::min<std::size_t>(7, formatNumber(t.rankFinish[r]).size()), ' ');
                    for (const auto& b : t.busyIntervals(program, r))
                        out << "srcy"[int(b.kind)] << '[' << formatNumber(b.start) << ','
                            << formatNumber(b.end) << "] ";
                    out << '\n';
                }
            }
            if (tracePath) out << "\nChrome trace written to " << *tracePath << "\n";
            break;
        }
    }
}

}  // namespace ct::cli
