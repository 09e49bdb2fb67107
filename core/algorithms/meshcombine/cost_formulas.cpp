#include "algorithms/meshcombine/cost_formulas.h"

#include <cmath>

namespace ct::mesh {
namespace {

double beta(const LinkCosts& c) {
    return 8 * c.tw;
}
// The folded ring's longest hop (two, one for a ring of two nodes).
double ringHop(double k) {
    return k >= 3 ? 2 : 1;
}

}  // namespace

double tSbtD(double k, double M, const LinkCosts& c) {
    return (c.ts + beta(c) * M) * std::log2(k);
}

double tSbtR(double k, double M, const LinkCosts& c) {
    return (2 * c.ts + 2 * beta(c) * M + c.combine * M) * std::log2(k);
}

double tBsbtR(double k, double M, const LinkCosts& c) {
    return (2 * c.ts + beta(c) * M + 0.5 * c.combine * M) * std::log2(k);
}

double tBC(double k, double M, const LinkCosts& c) {
    return c.ts * (k - 1) + (beta(c) + c.combine) * (k - 1) / k * M;
}

double tBD(double k, double M, const LinkCosts& c) {
    return c.ts * (k - 1) + beta(c) * (k - 1) / k * M;
}

double tBR(double k, double M, const LinkCosts& c) {
    return tBC(k, M, c) + tBD(k, M, c);
}

// Tree steps on the row-major line of N nodes cross 1, 2, …, n/2 columns, then 1, …, n/2 rows:
// 2(n-1) hops for each pass up or down the tree.
double meshSbtRCost(int n, double M, const LinkCosts& c) {
    return tSbtR(double(n) * n, M, c) + c.th * 4 * (n - 1);
}

double meshBsbtRCost(int n, double M, const LinkCosts& c) {
    return tBsbtR(double(n) * n, M, c) + c.th * 4 * (n - 1);
}

// Every step of the Hamiltonian cycle is one hop.
double meshBucketRCost(int n, double M, const LinkCosts& c) {
    const double N = double(n) * n;
    return tBR(N, M, c) + c.th * 2 * (N - 1);
}

double meshBucketCCost(int n, double M, const LinkCosts& c) {
    const double N = double(n) * n;
    return tBC(N, M, c) + c.th * (N - 1);
}

double meshBucketDCost(int n, double M, const LinkCosts& c) {
    const double N = double(n) * n;
    return tBD(N, M, c) + c.th * (N - 1);
}

double meshBsbt2dRCost(int n, double M, const LinkCosts& c) {
    return 2 * tBsbtR(n, M, c) + c.th * 4 * (n - 1);
}

double meshBucket2dRCost(int n, double M, const LinkCosts& c) {
    return tBC(n, M, c) + tBC(n, M / n, c) + tBD(n, M / n, c) + tBD(n, M, c) +
           c.th * 4 * ringHop(n) * (n - 1);
}

double meshAdaptiveCost(int n, double M, int S, const LinkCosts& c) {
    const double strips = tBC(S, M, c) + tBD(S, M, c);
    const double rows = tBsbtR(n, M / S, c);
    const double diagonals = tBsbtR(double(n) / S, M / S, c);
    const double blockRows = tSbtD(S, M / S, c);
    // Hops: strip rings (2 per step), row trees 2(n-1), diagonal trees 2(n-S) (every S-th row),
    // block-row distribution S-1.
    const double hops = 2 * ringHop(S) * (S - 1) + 2 * (n - 1) + 2 * (n - S) + (S - 1);
    return strips + rows + diagonals + blockRows + c.th * hops;
}

int bestStrip(int n, double M, const LinkCosts& c) {
    int best = 1;
    double bestCost = meshAdaptiveCost(n, M, 1, c);
    for (int S = 2; S <= n; ++S) {
        if (n % S != 0) continue;
        const double cost = meshAdaptiveCost(n, M, S, c);
        if (cost < bestCost) {
            best = S;
            bestCost = cost;
        }
    }
    return best;
}

LinkCosts linkCostsOf(const LogGP& model) {
    LinkCosts c;
    c.ts = model.L + model.oSend + model.oRecv - model.G;
    c.tw = model.G;
    c.th = 0;
    c.combine = model.combinePerElement;
    return c;
}

}  // namespace ct::mesh
