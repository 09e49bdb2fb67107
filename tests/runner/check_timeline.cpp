// Checks the recorded timelines of a results file against the programs they ran (rebuilt by
// core): one record per op per rank (or the first limit/P when truncated), with the op's kind,
// peer and bytes; each op starting no earlier than the previous one ended; and every receive
// ending after its matching send started (less the two ranks' clock error bounds).
// Usage: check_timeline FILE.results.json [MIN_CASES]. Exit 0 when all holds; else one line per
// problem on stderr and exit 1.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "catalogue/case_program.h"
#include "program/message_matching.h"

namespace {

using json = nlohmann::json;

struct Checker {
    std::vector<std::string> problems;
    void fail(const std::string& where, const std::string& what) {
        problems.push_back(where + ": " + what);
    }
};

void checkCase(const json& c, const std::string& where, Checker& out, std::size_t& events) {
    const json& t = c.at("timeline");
    const json& params = t.at("params");
    ct::CaseProgramSpec spec;
    spec.schedule = c.at("kind") == "schedule";
    spec.algorithm = c.at("algorithm").get<std::string>();
    spec.procs = c.at("procs").get<int>();
    spec.root = c.at("root").get<int>();
    spec.bytes = params.at("bytes").get<std::uint64_t>();
    if (spec.schedule) {
        spec.scheduleFile = params.at("schedule_file").get<std::string>();
    } else {
        spec.radix = params.at("radix").get<int>();
        spec.operands = params.at("operands").get<std::uint64_t>();
        spec.segmentBytes = params.at("segment_bytes").get<std::uint64_t>();
        spec.meshRows = params.at("mesh_rows").get<int>();
        spec.strip = params.at("strip").get<int>();
    }
    const ct::Program program = ct::buildCaseProgram(spec);
    const ct::MessageMatching match = ct::matchMessages(program);
    const json& ranks = t.at("ranks");
    const auto limit = t.at("limit").get<std::uint64_t>();
    const bool truncated = t.at("truncated").get<bool>();
    if (ranks.size() != static_cast<std::size_t>(program.ranks()))
        return out.fail(where, "has " + std::to_string(ranks.size()) + " ranks, the program " +
                                   std::to_string(program.ranks()));
    const std::uint64_t cap = std::max<std::uint64_t>(1, limit / ranks.size());
    std::vector<double> start(program.allOps().size(), NAN), end(program.allOps().size(), NAN);
    std::size_t count = 0;
    bool anyCut = false;
    for (ct::Rank r = 0; r < program.ranks(); ++r) {
        const auto ops = program.ops(r);
        const json& list = ranks[std::size_t(r)];
        const std::size_t want = std::min<std::uint64_t>(ops.size(), cap);
        anyCut = anyCut || want < ops.size();
        const std::string at = where + ".ranks[" + std::to_string(r) + "]";
        if (list.size() != want) {
            out.fail(at,
                     std::to_string(list.size()) + " records for " + std::to_string(want) + " ops");
            continue;
        }
        double previousEnd = -INFINITY;
        for (std::size_t k = 0; k < list.size(); ++k) {
            const json& e = list[k];
            const std::string ek = at + "[" + std::to_string(k) + "]";
            const ct::Op& op = ops[k];
            if (e.at(0).get<std::size_t>() != k)
                out.fail(ek, "op index is not " + std::to_string(k));
            if (e.at(1).get<std::string>() != ct::toString(op.kind))
                out.fail(ek, "kind " + e.at(1).get<std::string>() + ", the program says " +
                                 ct::toString(op.kind));
            if (e.at(2).get<int>() != op.peer) out.fail(ek, "peer differs from the program");
            if (e.at(3).get<std::uint64_t>() != op.bytes) out.fail(ek, "bytes differ");
            const double s = e.at(4).get<double>(), f = e.at(5).get<double>();
            if (!(s <= f)) out.fail(ek, "ends before it starts");
            if (!(s >= previousEnd)) out.fail(ek, "starts before the previous op ended");
            if (op.kind == ct::OpKind::Send && !(e.size() == 7 && e.at(6).get<double>() >= f))
                out.fail(ek, "a send needs its completion time, after it was posted");
            if (op.kind != ct::OpKind::Send && e.size() != 6) out.fail(ek, "has 6 values only");
            previousEnd = f;
            start[program.opIndex(r, k)] = s;
            end[program.opIndex(r, k)] = f;
            ++count;
        }
    }
    if (truncated != anyCut) out.fail(where, "'truncated' does not say whether ops were cut off");
    if (t.at("events").get<std::size_t>() != count) out.fail(where, "'events' is not the count");
    const json& errors = t.at("clock_error");
    for (std::uint64_t i = 0; i < program.allOps().size(); ++i) {
        if (program.allOps()[i].kind != ct::OpKind::Recv || std::isnan(end[i])) continue;
        const std::uint64_t send = match.partner[i];
        if (std::isnan(start[send])) continue;
        const ct::Rank rr = program.rankOfOp(i), sr = program.rankOfOp(send);
        const double tolerance =
            errors.at(std::size_t(rr)).get<double>() + errors.at(std::size_t(sr)).get<double>();
        if (!(end[i] >= start[send] - tolerance))
            out.fail(where, ct::describeOp(program, i) + " ended at " + std::to_string(end[i]) +
                                " us, before its send started at " + std::to_string(start[send]) +
                                " us");
    }
    events += count;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: check_timeline FILE.results.json [MIN_CASES]\n";
        return 2;
    }
    const std::size_t minCases = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 1;
    std::ifstream in(argv[1]);
    if (!in) {
        std::cerr << argv[1] << ": cannot be read\n";
        return 1;
    }
    Checker checker;
    std::size_t cases = 0, events = 0;
    try {
        const json doc = json::parse(in);
        const json& list = doc.at("cases");
        for (std::size_t i = 0; i < list.size(); ++i) {
            const json& c = list[i];
            const std::string where = "cases[" + std::to_string(i) + "].timeline";
            if (c.at("kind") == "mpi-baseline") {
                if (c.contains("timeline")) checker.fail(where, "a baseline has no ops to record");
                continue;
            }
            if (!c.contains("timeline")) {
                checker.fail(where, "missing");
                continue;
            }
            checkCase(c, where, checker, events);
            ++cases;
        }
    } catch (const std::exception& e) {
        checker.problems.push_back(std::string(argv[1]) + ": " + e.what());
    }
    if (cases < minCases)
        checker.problems.push_back(std::to_string(cases) + " recorded cases, expected at least " +
                                   std::to_string(minCases));
    for (const std::string& p : checker.problems)
        std::cerr << p << '\n';
    if (!checker.problems.empty()) return 1;
    std::cout << "timeline ok: " << cases << " cases, " << events << " events\n";
    return 0;
}
