#include "algorithms/mpilib/step_schedule.h"

namespace ct::mpilib {

void addRounds(ProgramBuilder& b, const std::vector<Round>& rounds) {
    for (const Round& round : rounds) {
        for (const Transfer& t : round)
            b.add(t.from, Op::send(t.to, t.bytes, t.sendOffset));
        for (const Transfer& t : round) {
            b.add(t.to, Op::recv(t.from, t.bytes, t.recvOffset));
            if (t.combine) b.add(t.to, Op::combine(t.combine->src, t.combine->dst, t.bytes));
        }
    }
}

void timeRounds(const std::vector<Round>& rounds, const LogGP& m, Clocks& clocks) {
    std::vector<double> arrival;
    for (const Round& round : rounds) {
        arrival.resize(round.size());
        for (std::size_t i = 0; i < round.size(); ++i)
            arrival[i] = clocks[round[i].from].send(m, round[i].bytes);
        for (std::size_t i = 0; i < round.size(); ++i) {
            RankClock& c = clocks[round[i].to];
            c.recv(m, arrival[i], round[i].bytes);
            if (round[i].combine) c.combine(m, round[i].bytes);
        }
    }
}

}  // namespace ct::mpilib
