#pragma once
// The mesh-combine paper's algorithms as catalogue entries (registered by
// algorithms/catalogue/register_mesh_combine.cpp).
//
// Each entry's program, LogP formula and link formula come from the same emitted steps or from
// the paper's closed form of them:
//   program      the steps lowered to sends, receives and combines;
//   formula      the closed form with α = L + o_s + o_r - G, β = 8G, γ = combinePerElement,
//                δ = 0 when it is exact (every part splits evenly and no gap ever delays a
//                message: then each step's messages start together and one of them is on the
//                critical path); otherwise the exact step-by-step evaluation (LogPStepClock);
//   linkFormula  the paper's closed α/β/γ/δ cost.
// The adaptive algorithm's strip length is params.strip, or when 0 the best S (bestStrip) for
// the costs at hand: the LogP model's for program and formula, the given ones for linkFormula.
#include <string>
#include <vector>

#include "algorithms/catalogue/catalogue.h"

namespace ct::mesh {

std::vector<Algorithm> meshCombineAlgorithms();

// No gap delays a message of an evenly split schedule: g <= L + o_s + o_r for the sender, and
// for the receiver, whose gap after a long message is g + (m-1)G, also when its next message is
// `shrinkElements` shorter: g + 8·shrink·G <= L + o_s + o_r. g is the gap of back-to-back
// messages, max(g, g_s) (LogGP::messageGap): a stream gap above L + o_s + o_r delays them.
bool closedFormIsExact(const LogGP& model, double shrinkElements);

// Whether the catalogue formula of `algorithm` takes the closed form for these parameters.
bool closedFormApplies(const std::string& algorithm, const AlgorithmParams& p);

}  // namespace ct::mesh
