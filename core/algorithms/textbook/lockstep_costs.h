#pragma once
// Costs of the all-to-all programs (Grama et al. 2003, §4.2). Every rank runs the same sequence of
// steps — send a part, receive the partner's part of the same size, maybe combine it — with a
// partner that does the same at the same moment, so all ranks keep identical clocks and one rank's
// clock is the whole program's cost.
#include <cstdint>
#include <vector>

#include "algorithms/catalogue/catalogue.h"
#include "model/loggp.h"

namespace ct {

struct LockstepStep {
    std::uint64_t bytes = 0;     // sent and received this step
    std::uint64_t elements = 0;  // combined after the receive (reductions: bytes / 8)
};

// LogP/LogGP, exactly as the simulator charges a rank: send start = max(cpu, send gap), the
// partner's message arrives o_s + L + (m-1)G after the same start, the receive waits for it and
// for the receive gap, then o_r and the combine. Each gap is max(g, g_s) + (m-1)G after the
// previous start (LogGP::messageGap: the stream gap too). When neither gap binds (small g and
// g_s), every step costs its whole message time: Σ (L + o_s + o_r + (m_i-1)·G + k_i·γ).
double lockstepTime(const std::vector<LockstepStep>& steps, const LogGP& model);

// The link model when every step's messages go one hop on links of their own: each step costs
// ts + tw·m_i + th + combine·k_i, the book's Equations 4.2-4.4 plus the hop and combine terms.
double linkLockstepTime(const std::vector<LockstepStep>& steps, const LinkCosts& costs);

}  // namespace ct
