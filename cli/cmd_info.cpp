// calltree algorithms (the catalogue) and calltree export-goal (a program as LogGOPSim GOAL).
#include <sstream>

#include "commands.h"
#include "file_options.h"
#include "io/atomic_file.h"
#include "io/goal_format.h"
#include "io/json_writer.h"
#include "model_options.h"

namespace ct::cli {
namespace {
std::string csvField(const std::string& s) {
    std::string out = "\"";
    for (char c : s)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}
}  // namespace

void runAlgorithms(const Args& args, std::ostream& out) {
    args.allowOnly({"format"});
    const Format format = readFormat(args, {Format::Text, Format::Json, Format::Csv});
    if (format == Format::Json) {
        JsonWriter w(out);
        w.beginObject().key("algorithms").beginArray();
        for (const auto& a : catalogue()) {
            w.beginObject()
                .field("name", a.info.name)
                .field("problem", toString(a.info.problem))
                .field("summary", a.info.summary)
                .field("source", a.info.source)
                .field("formula", a.info.formula);
            w.key("parameters").beginArray();
            for (const auto& prm : a.info.parameters)
                w.value(prm);
            w.endArray().endObject();
        }
        w.endArray().endObject();
        out << '\n';
    } else if (format == Format::Csv) {
        out << "name,problem,source,summary,formula,parameters\n";
        for (const auto& a : catalogue()) {
            std::string params;
            for (const auto& prm : a.info.parameters)
                params += (params.empty() ? "" : ";") + prm;
            out << a.info.name << ',' << toString(a.info.problem) << ',' << csvField(a.info.source)
                << ',' << csvField(a.info.summary) << ',' << csvField(a.info.formula) << ','
                << params << '\n';
        }
    } else {
        for (const auto& a : catalogue()) {
            out << a.info.name << " (" << toString(a.info.problem) << ")\n  " << a.info.summary
                << "\n  source:  " << a.info.source << "\n  formula: " << a.info.formula << "\n";
            if (!a.info.parameters.empty()) {
                out << "  options:";
                for (const auto& prm : a.info.parameters)
                    out << " --" << prm;
                out << "\n";
            }
            out << "\n";
        }
    }
}

void runExportGoal(const Args& args, std::ostream& out) {
    std::set<std::string> known{"operands", "format", "output"};
    known.insert(kAlgorithmOptions.begin(), kAlgorithmOptions.end());
    known.insert(kModelOptions.begin(), kModelOptions.end());
    args.allowOnly(known);
    const Format format = readFormat(args, {Format::Text, Format::Json});
    const Algorithm* algorithm = nullptr;
    const AlgorithmParams p = readAlgorithmParams(args, algorithm);
    const std::optional<std::string> output = outputFile(args, "output");
    std::ostringstream goal;
    writeGoal(goal, algorithm->program(p), {p.model.combinePerElement, p.model.copyPerByte});
    if (const auto& path = output) {
        writeFileAtomically(*path, goal.str());
        if (format == Format::Json) {
            JsonWriter w(out);
            w.beginObject()
                .field("algorithm", algorithm->info.name)
                .field("procs", std::int64_t(p.procs))
                .field("output", *path)
                .endObject();
            out << '\n';
        } else {
            out << "GOAL schedule of " << algorithm->info.name << " on " << p.procs
                << " ranks written to " << *path << "\n";
        }
        return;
    }
    if (format == Format::Json) {
        JsonWriter w(out);
        w.beginObject()
            .field("algorithm", algorithm->info.name)
            .field("procs", std::int64_t(p.procs))
            .field("goal", goal.str())
            .endObject();
        out << '\n';
    } else {
        out << goal.str();
    }
}

}  // namespace ct::cli
