#include "io/chrome_trace.h"

#include <stdexcept>

#include "io/json_writer.h"

namespace ct {
namespace {

std::string sliceName(const Op& op) {
    switch (op.kind) {
        case OpKind::Send:
            return "send to " + std::to_string(op.peer);
        case OpKind::Recv:
            return "recv from " + std::to_string(op.peer);
        case OpKind::Combine:
            switch (op.mode) {
                case CombineMode::Fold:
                    return "add operands";
                case CombineMode::Minimum:
                    return "minimum";
                case CombineMode::SegmentedMinimum:
                    return "segmented minimum";
                case CombineMode::SegmentedScan:
                    return "segmented scan";
                case CombineMode::Elementwise:
                    break;
            }
            return "combine";
        case OpKind::Copy:
            return "copy";
        case OpKind::Barrier:
            return "barrier";
        case OpKind::WaitSends:
            return "wait for sends";
    }
    return "?";
}

// Metadata events: the process's title, and per rank its lane's name and order.
void writeLaneNames(JsonWriter& w, const Program& p, const ChromeTraceOptions& o) {
    w.beginObject()
        .field("ph", "M")
        .field("name", "process_name")
        .field("pid", 0)
        .key("args")
        .beginObject()
        .field("name", o.title)
        .endObject()
        .endObject();
    for (Rank r = 0; r < p.ranks(); ++r) {
        w.beginObject()
            .field("ph", "M")
            .field("name", "thread_name")
            .field("pid", 0)
            .field("tid", r)
            .key("args")
            .beginObject()
            .field("name", "rank " + std::to_string(r))
            .endObject()
            .endObject();
        w.beginObject()
            .field("ph", "M")
            .field("name", "thread_sort_index")
            .field("pid", 0)
            .field("tid", r)
            .key("args")
            .beginObject()
            .field("sort_index", r)
            .endObject()
            .endObject();
    }
}

// One complete ("X") slice per operation, on its rank's lane.
void writeOperationSlices(JsonWriter& w, const Program& p, const Timeline& t) {
    const auto& ops = p.allOps();
    for (Rank r = 0; r < p.ranks(); ++r) {
        for (std::uint64_t i = p.rankBegin(r); i < p.rankBegin(r + 1); ++i) {
            w.beginObject()
                .field("ph", "X")
                .field("name", sliceName(ops[i]))
                .field("cat", toString(ops[i].kind))
                .field("pid", 0)
                .field("tid", r)
                .field("ts", t.opStart[i])
                .field("dur", t.opEnd[i] - t.opStart[i])
                .key("args")
                .beginObject()
                .field("op", i - p.rankBegin(r))
                .field("bytes", ops[i].bytes)
                .endObject()
                .endObject();
        }
    }
}

// Flow arrows: from the end of the send overhead to the start of the receive overhead.
void writeMessageFlows(JsonWriter& w, const Timeline& t) {
    for (std::uint64_t id = 0; id < t.messages.size(); ++id) {
        const MessageRecord& m = t.messages[id];
        w.beginObject()
            .field("ph", "s")
            .field("name", "message")
            .field("cat", "message")
            .field("id", id)
            .field("pid", 0)
            .field("tid", m.src)
            .field("ts", m.sendStart)
            .endObject();
        w.beginObject()
            .field("ph", "f")
            .field("bp", "e")
            .field("name", "message")
            .field("cat", "message")
            .field("id", id)
            .field("pid", 0)
            .field("tid", m.dst)
            .field("ts", m.recvStart)
            .endObject();
    }
}

}  // namespace

void writeChromeTrace(std::ostream& out, const Program& p, const Timeline& t,
                      const ChromeTraceOptions& o) {
    if (!t.recorded)
        throw std::invalid_argument("the timeline was simulated without recording events");
    JsonWriter w(out);
    w.beginObject().field("displayTimeUnit", "ns");
    w.key("otherData")
        .beginObject()
        .field("title", o.title)
        .field("unit", o.unit)
        .field("ranks", std::int64_t(p.ranks()))
        .field("messages", p.messageCount())
        .field("total", t.total)
        .endObject();
    w.key("traceEvents").beginArray();
    writeLaneNames(w, p, o);
    writeOperationSlices(w, p, t);
    writeMessageFlows(w, t);
    w.endArray().endObject();
    out << '\n';
}

}  // namespace ct
