#pragma once
// Measured beside predicted per call-tree node: a finished run of a schedule on data (Sort,
// IntegerSort, MST; results "node_times") matched against the schedule open in the editor. Both
// sides mean the same thing: the time a node's subtree takes on one rank per repetition, summed
// over all its calls — predicted as its BSP* cost (Bonorden 2002) times the counts of the node
// and every node above it, in seconds under the profile the run's prediction used.
#include <QString>
#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "protocol/results.h"
#include "schedule/schedule_file.h"
#include "subtree_builder.h"

namespace studio::editor {

// Beyond these ratios (measured ÷ predicted) a node counts as far off.
inline constexpr double kSlowerThan = 1.5;
inline constexpr double kFasterThan = 0.67;

enum class Deviation { Near, Slower, Faster };
Deviation deviationOf(double ratio);

struct NodeMeasurement {
    double predicted = 0;            // seconds per repetition, all calls of the node
    std::optional<double> measured;  // seconds per repetition (busiest rank, median)
    std::uint64_t calls = 0;         // measured calls per repetition
    std::optional<double> ratio() const;
};

struct MeasuredRun {
    QString caseName;
    QString profile;  // the profile the predictions per node use
    // Why no node is shown (no schedule case, another schedule or size, no node times); empty
    // when the run matches the open schedule.
    QString note;
    std::map<std::string, NodeMeasurement> nodes;  // by nodeKey

    bool matches() const { return note.isEmpty() && !nodes.empty(); }
    const NodeMeasurement* at(const NodePath& path) const;
};

// "" for the root, "1" for its second child, "1.0" for that child's first child (node_times).
std::string nodeKey(const NodePath& path);
// nullopt when `key` is not of that form.
std::optional<NodePath> pathOfKey(const std::string& key);

// "nodes=1024,edges=32768": the input as the runner writes it into the results ("input").
std::string inputText(const ct::bsp::Schedule& s, const ct::bsp::Library& lib);

// The node's predicted seconds per repetition: cost × the counts from the root down to it, in
// seconds on the root's partition (as the runner's predicted_seconds); nullopt when the profile's
// unit has no fixed length.
std::optional<double> predictedNodeSeconds(const ct::bsp::Schedule& s, const NodePath& path);

// Matches `results` to the open schedule. `ran`: the schedule the run executed (the copy kept in
// the run's folder), when it could be read; its profile is the one its prediction used. Without
// it the open schedule's profile stands in when it carries the name the results give.
MeasuredRun matchMeasurements(const ct::bsp::Schedule& open, const ct::bsp::Library& lib,
                              const ct::protocol::ResultsDocument& results,
                              const std::optional<ct::bsp::Schedule>& ran);

}  // namespace studio::editor
