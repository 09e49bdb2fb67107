#include "visual/timeline_search.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <algorithm>

namespace studio {

namespace {

TimelineHit messageHit(const TimelineIndex& index, std::uint32_t m) {
    const auto& rec = index.messages()[m];
    TimelineHit hit;
    hit.message = m;
    hit.start = rec.sendStart;
    hit.end = rec.recvEnd;
    hit.laneLo = std::min(rec.src, rec.dst);
    hit.laneHi = std::max(rec.src, rec.dst);
    return hit;
}

TimelineHit rankHit(const TimelineIndex& index, int r) {
    TimelineHit hit;
    hit.lane = r;
    const auto events = index.lane(r);
    hit.start = events.empty() ? 0 : events.front().start;
    hit.end = std::max(hit.start, index.laneFinish(r));
    hit.laneLo = hit.laneHi = r;
    return hit;
}

// Parses a whole number that must name a rank or a message; false when it is out of range.
bool parseId(const QString& text, std::size_t limit, std::size_t& out) {
    bool ok = false;
    const qulonglong v = text.toULongLong(&ok);
    if (!ok || v >= limit) return false;
    out = static_cast<std::size_t>(v);
    return true;
}

}  // namespace

TimelineSearchResult searchTimeline(const TimelineIndex& index, const QString& query) {
    // A free function has no tr(): its messages are in the context "studio::TimelineSearch".
    TimelineSearchResult result;
    const QString q = query.trimmed().toLower();
    if (q.isEmpty()) return result;
    const std::size_t ranks = static_cast<std::size_t>(index.lanes());
    const std::size_t messages = index.messages().size();

    static const QRegularExpression rankRe(QStringLiteral("^(?:rank\\s*|r\\s*)?(\\d+)$"));
    static const QRegularExpression messageRe(
        QStringLiteral("^(?:#|m\\s*|message\\s*|msg\\s*)(\\d+)$"));
    static const QRegularExpression pairRe(QStringLiteral("^(\\d*)\\s*(?:->|>|→)\\s*(\\d*)$"));

    std::size_t id = 0;
    if (const auto m = rankRe.match(q); m.hasMatch()) {
        if (!parseId(m.captured(1), ranks, id))
            result.error = QCoreApplication::translate("studio::TimelineSearch",
                                                       "There is no rank %1 (ranks 0 to %2).")
                               .arg(m.captured(1))
                               .arg(static_cast<qulonglong>(ranks) - 1);
        else
            result.hits.push_back(rankHit(index, static_cast<int>(id)));
        return result;
    }
    if (const auto m = messageRe.match(q); m.hasMatch()) {
        if (!parseId(m.captured(1), messages, id))
            result.error = QCoreApplication::translate("studio::TimelineSearch",
                                                       "There is no message %1 (messages 0 to %2).")
                               .arg(m.captured(1))
                               .arg(static_cast<qulonglong>(messages) - 1);
        else
            result.hits.push_back(messageHit(index, static_cast<std::uint32_t>(id)));
        return result;
    }
    if (const auto m = pairRe.match(q); m.hasMatch() && m.capturedLength(0) > 1 &&
                                        (m.capturedLength(1) > 0 || m.capturedLength(2) > 0)) {
        std::size_t src = 0, dst = 0;
        const bool anySrc = m.capturedLength(1) == 0;
        const bool anyDst = m.capturedLength(2) == 0;
        if ((!anySrc && !parseId(m.captured(1), ranks, src)) ||
            (!anyDst && !parseId(m.captured(2), ranks, dst))) {
            result.error =
                QCoreApplication::translate("studio::TimelineSearch", "Ranks run from 0 to %1.")
                    .arg(static_cast<qulonglong>(ranks) - 1);
            return result;
        }
        for (const std::uint32_t msg : index.bySendEnd()) {
            const auto& rec = index.messages()[msg];
            if ((anySrc || static_cast<std::size_t>(rec.src) == src) &&
                (anyDst || static_cast<std::size_t>(rec.dst) == dst))
                result.hits.push_back(messageHit(index, msg));
        }
        std::stable_sort(
            result.hits.begin(), result.hits.end(),
            [](const TimelineHit& a, const TimelineHit& b) { return a.start < b.start; });
        if (result.hits.empty())
            result.error =
                QCoreApplication::translate("studio::TimelineSearch", "No message matches “%1”.")
                    .arg(query.trimmed());
        return result;
    }
    result.error = QCoreApplication::translate(
                       "studio::TimelineSearch",
                       "“%1” is not a rank (5), a message (#12) or a pair of ranks (3>5).")
                       .arg(query.trimmed());
    return result;
}

}  // namespace studio
