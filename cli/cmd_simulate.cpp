// calltree simulate: any algorithm's program through the LogP/LogGP simulator.
#include <sstream>

#include "commands.h"
#include "export/chrome_trace.h"
#include "model_options.h"
#include "sim/simulator.h"
#include "util/atomic_file.h"
#include "util/json_writer.h"

namespace ct::cli {
namespace {

void writeModel(JsonWriter& w, const LogGP& m) {
    w.key("model")
        .beginObject()
        .field("L", m.L)
        .field("o_s", m.oSend)
        .field("o_r", m.oRecv)
        .field("g", m.g)
        .field("G", m.G)
        .field("combine", m.combinePerElement)
        .field("unit", m.unit)
        .endObject();
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
    std::set<std::string> known{"algorithm", "procs",  "root",     "bytes", "radix",
                                "operands",  "format", "timeline", "trace"};
    known.insert(kModelOptions.begin(), kModelOptions.end());
    args.allowOnly(known);
    const Format format =
        readFormat(args, {Format::Text, Format::Json, Format::Csv, Format::Chrome});
    const Algorithm* algorithm = nullptr;
    const AlgorithmParams p = readAlgorithmParams(args, algorithm);
    const Program program = algorithm->program(p);
    const Timeline t = simulate(program, p.model);
    const double formula = algorithm->formula(p);

    if (auto path = args.text("trace")) {
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
            writeModel(w, p.model);
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
                << describeModel(p.model) << "\n"
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
            if (auto path = args.text("trace"))
                out << "\nChrome trace written to " << *path << "\n";
            break;
        }
    }
}

}  // namespace ct::cli
