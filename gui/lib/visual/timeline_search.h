#pragma once
// What the timeline's find field looks for: a rank ("5", "rank 5", "r5"), a message by the number
// its tooltip shows ("#12", "m12", "message 12"), or the messages between ranks ("3>5", "3->5",
// "3→5"; "3>" from rank 3, ">5" to rank 5). Hits come in time order so next / previous walk the
// run from left to right.
#include <QString>
#include <cstdint>
#include <vector>

#include "visual/scenario.h"
#include "visual/timeline_index.h"

namespace studio {

struct TimelineHit {
    int lane = -1;                       // the rank found, or -1 for a message
    std::uint32_t message = kNoMessage;  // the message found, or kNoMessage for a rank
    double start = 0;                    // the time span to bring into view
    double end = 0;
    int laneLo = 0;  // the ranks to bring into view
    int laneHi = 0;
    bool operator==(const TimelineHit&) const = default;
};

struct TimelineSearchResult {
    std::vector<TimelineHit> hits;
    QString error;  // a bad query, or nothing by that name: said in the find bar
};

TimelineSearchResult searchTimeline(const TimelineIndex& index, const QString& query);

}  // namespace studio
