#pragma once
// TEST-ONLY: the Measurable wrapper through which FaultInjection (fault_injection.h) makes a rank
// die or hang in the middle of the first case, or damage its result after every repetition. In a
// production run it only forwards.
#include <chrono>
#include <cstdlib>
#include <thread>

#include "benchmark.h"
#include "fault_injection.h"

namespace ct::runner {

// A Measurable that dies or hangs on `rank` when the faults say so (only the first case asks),
// and damages `rank`'s result after each run when asked (every case).
class FaultyMeasurable : public Measurable {
public:
    FaultyMeasurable(Measurable& inner, const FaultInjection& faults, Rank rank, bool firstCase)
        : m_inner(inner),
          m_exit(firstCase && faults.exitRank == rank),
          m_hang(firstCase && faults.hangRank == rank),
          m_corrupt(faults.corruptRank == rank) {}
    void prepare() override { m_inner.prepare(); }
    double execute() override {
        if (m_exit) std::_Exit(7);
        while (m_hang)
            std::this_thread::sleep_for(std::chrono::seconds(1));
        const double held = m_inner.execute();
        // After the time is taken and before the check, as a wrong result would arrive.
        if (m_corrupt) m_inner.corrupt();
        return held;
    }
    std::optional<Failure> check() override { return m_inner.check(); }
    void corrupt() override { m_inner.corrupt(); }

private:
    Measurable& m_inner;
    bool m_exit;
    bool m_hang;
    bool m_corrupt;
};

}  // namespace ct::runner
