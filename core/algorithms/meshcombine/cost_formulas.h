#pragma once
// The mesh-combine paper's closed costs in its link model: a message of M elements over d hops
// costs α + β·M + δ·d, combining M elements γ·M (α = ts, β = 8·tw per 8-byte element, δ = th, γ =
// combine). M is real here: the paper writes M/S, (n-1)/n·M without rounding.
#include "algorithms/catalogue/catalogue.h"

namespace ct::mesh {

// The 1-D blocks on a line of k nodes, as printed (without δ, which the callers add):
double tSbtD(double k, double M, const LinkCosts& c);   // α log k + βM log k
double tSbtR(double k, double M, const LinkCosts& c);   // 2α log k + 2βM log k + γM log k
double tBsbtR(double k, double M, const LinkCosts& c);  // 2α log k + βM log k + ½γM log k
double tBC(double k, double M, const LinkCosts& c);     // α(k-1) + β(k-1)/k·M + γ(k-1)/k·M
double tBD(double k, double M, const LinkCosts& c);     // α(k-1) + β(k-1)/k·M
// B-C and B-D alone around the whole mesh's cycle (N = n² ranks, M = N blocks): one hop a step.
double meshBucketCCost(int n, double M, const LinkCosts& c);
double meshBucketDCost(int n, double M, const LinkCosts& c);
double tBR(double k, double M, const LinkCosts& c);  // B-C + B-D

// The whole-mesh algorithms on an n x n mesh, with their hop terms.
double meshSbtRCost(int n, double M, const LinkCosts& c);
double meshBsbtRCost(int n, double M, const LinkCosts& c);
double meshBucketRCost(int n, double M, const LinkCosts& c);
double meshBsbt2dRCost(int n, double M, const LinkCosts& c);
double meshBucket2dRCost(int n, double M, const LinkCosts& c);
// T_A2D-R = α(4 log n + 2(S-1) - log S) + β(2 log n / S + 2(S-1)/S)·M
//         + γ(log n / S + (S-1)/S - log S / 2S)·M + δ(2h(S)(S-1) + 2(n-1) + 2(n-S) + S-1)
double meshAdaptiveCost(int n, double M, int S, const LinkCosts& c);

// The strip length S (a divisor of n) with the least adaptive cost; ties go to the smaller S.
int bestStrip(int n, double M, const LinkCosts& c);

// LogP/LogGP seen as the link model: a message of m bytes takes o_s + L + (m-1)·G + o_r from
// send start to receive end, i.e. α + β·M with α = L + o_s + o_r - G and β = 8·G per element.
LinkCosts linkCostsOf(const LogGP& model);

}  // namespace ct::mesh
