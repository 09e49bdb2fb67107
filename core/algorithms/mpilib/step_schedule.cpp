#include "algorithms/mpilib/step_schedule.h"

#include <algorithm>

namespace ct::mpilib {

namespace {

// The ranks that send in `round`, each once, in the order they first send.
std::vector<Rank> sendersOf(const Round& round) {
    std::vector<Rank> out;
    for (const Transfer& t : round)
        if (std::find(out.begin(), out.end(), t.from) == out.end()) out.push_back(t.from);
    return out;
}

}  // namespace

void addRounds(ProgramBuilder& b, const std::vector<Round>& rounds) {
    for (const Round& round : rounds) {
        for (const Transfer& t : round)
            b.add(t.from, Op::send(t.to, t.bytes, t.sendOffset));
        for (const Transfer& t : round) {
            b.add(t.to, Op::recv(t.from, t.bytes, t.recvOffset));
            if (t.combine) b.add(t.to, Op::combine(t.combine->src, t.combine->dst, t.bytes));
        }
        // After the rank's own receives: waiting before them, two ranks exchanging would each
        // wait for the other's receive.
        for (Rank r : sendersOf(round))
            b.add(r, Op::waitSends());
    }
}

void timeRounds(const std::vector<Round>& rounds, const LogGP& m, Clocks& clocks) {
    std::vector<double> arrival, received;
    for (const Round& round : rounds) {
        arrival.resize(round.size());
        received.resize(round.size());
        for (std::size_t i = 0; i < round.size(); ++i)
            arrival[i] = clocks[round[i].from].send(m, round[i].bytes);
        for (std::size_t i = 0; i < round.size(); ++i) {
            RankClock& c = clocks[round[i].to];
            c.recv(m, arrival[i], round[i].bytes);
            received[i] = c.cpu;
            if (round[i].combine) c.combine(m, round[i].bytes);
        }
        for (std::size_t i = 0; i < round.size(); ++i)  // the senders' waits
            clocks[round[i].from].waitForSends(
                sendComplete(m, round[i].bytes, arrival[i], received[i]));
    }
}

}  // namespace ct::mpilib
