// Checks the recorded timelines of a results file against the programs they ran (rebuilt by
// core): one record per op per rank (or the first limit/P when truncated), with the op's kind,
// peer and bytes; each op starting no earlier than the previous one ended; and every receive
// ending after its matching send started (less the two ranks' clock error bounds).
// Usage: check_timeline FILE.results.json [MIN_CASES]. Exit 0 when all holds; else one line per
// problem on stderr and exit 1.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "algorithms/catalogue/case_program.h"
#include "program/message_matching.h"
#include "protocol/results.h"

namespace {

using ct::protocol::CaseResult;
using ct::protocol::RecordedOp;
using ct::protocol::RecordedTimeline;

struct Checker {
    std::vector<std::string> problems;
    void fail(const std::string& where, const std::string& what) {
        problems.push_back(where + ": " + what);
    }
};

// One rank's records against its ops: indices, kinds, peers, bytes, and times in order.
void checkRank(const ct::Program& program, ct::Rank r, const std::vector<RecordedOp>& list,
               const std::string& at, Checker& out, std::vector<double>& start,
               std::vector<double>& end) {
    const auto ops = program.ops(r);
    double previousEnd = -INFINITY;
    for (std::size_t k = 0; k < list.size(); ++k) {
        const RecordedOp& e = list[k];
        const std::string ek = at + "[" + std::to_string(k) + "]";
        const ct::Op& op = ops[k];
        if (e.op != k) out.fail(ek, "op index is not " + std::to_string(k));
        if (e.kind != op.kind)
            out.fail(ek, std::string("kind ") + ct::toString(e.kind) + ", the program says " +
                             ct::toString(op.kind));
        if (e.peer != op.peer) out.fail(ek, "peer differs from the program");
        if (e.bytes != op.bytes) out.fail(ek, "bytes differ");
        if (!(e.start <= e.end)) out.fail(ek, "ends before it starts");
        if (!(e.start >= previousEnd)) out.fail(ek, "starts before the previous op ended");
        if (op.kind == ct::OpKind::Send && !(e.completed >= e.end))
            out.fail(ek, "a send needs its completion time, after it was posted");
        if (op.kind != ct::OpKind::Send && !std::isnan(e.completed))
            out.fail(ek, "has 6 values only");
        previousEnd = e.end;
        start[program.opIndex(r, k)] = e.start;
        end[program.opIndex(r, k)] = e.end;
    }
}

void checkCase(const CaseResult& c, const ct::CaseMachine& machine, const std::string& where,
               Checker& out, std::size_t& events) {
    const RecordedTimeline& t = *c.timeline;
    // The results entry carries the program's specification (protocol::CaseSpec), the document
    // the profile its programs were built for.
    const ct::Program program = ct::buildCaseProgram(c.spec, machine);
    const ct::MessageMatching match = ct::matchMessages(program);
    if (t.ranks.size() != static_cast<std::size_t>(program.ranks()))
        return out.fail(where, "has " + std::to_string(t.ranks.size()) + " ranks, the program " +
                                   std::to_string(program.ranks()));
    const std::uint64_t cap = ct::protocol::perRankLimit(t.limit, int(t.ranks.size()));
    std::vector<double> start(program.allOps().size(), NAN), end(program.allOps().size(), NAN);
    bool anyCut = false;
    for (ct::Rank r = 0; r < program.ranks(); ++r) {
        const std::size_t want = std::min<std::uint64_t>(program.ops(r).size(), cap);
        anyCut = anyCut || want < program.ops(r).size();
        const std::string at = where + ".ranks[" + std::to_string(r) + "]";
        const auto& list = t.ranks[std::size_t(r)];
        if (list.size() != want) {
            out.fail(at,
                     std::to_string(list.size()) + " records for " + std::to_string(want) + " ops");
            continue;
        }
        checkRank(program, r, list, at, out, start, end);
    }
    if (t.truncated != anyCut) out.fail(where, "'truncated' does not say whether ops were cut off");
    if (t.clockError.size() != t.ranks.size())
        return out.fail(where, "needs a clock error per rank");
    for (std::uint64_t i = 0; i < program.allOps().size(); ++i) {
        if (program.allOps()[i].kind != ct::OpKind::Recv || std::isnan(end[i])) continue;
        const std::uint64_t send = match.partner[i];
        if (std::isnan(start[send])) continue;
        const ct::Rank rr = program.rankOfOp(i), sr = program.rankOfOp(send);
        const double tolerance = t.clockError[std::size_t(rr)] + t.clockError[std::size_t(sr)];
        if (!(end[i] >= start[send] - tolerance))
            out.fail(where, ct::describeOp(program, i) + " ended at " + std::to_string(end[i]) +
                                " us, before its send started at " + std::to_string(start[send]) +
                                " us");
    }
    events += t.events();
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: check_timeline FILE.results.json [MIN_CASES]\n";
        return 2;
    }
    const std::size_t minCases = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 1;
    Checker checker;
    std::size_t cases = 0, events = 0;
    try {
        // The strict reader: 'events' equal to the records, rows well-formed, times ordered.
        const ct::protocol::ResultsDocument doc = ct::protocol::loadResults(argv[1]);
        // Programs built for a machine file are rebuilt for the same file (its hash checked).
        ct::CaseMachine machine;
        if (doc.profile && !doc.profile->file.empty()) {
            machine = ct::loadCaseMachine(doc.profile->file);
            if (machine.fnv1a64 != doc.profile->fnv1a64)
                checker.fail("profile.fnv1a64", "the machine file changed since the run");
        }
        for (std::size_t i = 0; i < doc.cases.size(); ++i) {
            const CaseResult& c = doc.cases[i];
            const std::string where = "cases[" + std::to_string(i) + "].timeline";
            if (c.kind == ct::protocol::CaseKind::MpiBaseline) {
                if (c.timeline) checker.fail(where, "a baseline has no ops to record");
                continue;
            }
            if (!c.timeline) {
                checker.fail(where, "missing");
                continue;
            }
            checkCase(c, machine, where, checker, events);
            ++cases;
        }
    } catch (const std::exception& e) {
        checker.problems.push_back(e.what());
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
