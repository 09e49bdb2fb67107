#pragma once
// Recursive doubling along a line of n nodes (Grama et al. 2003, §4.1.1): the holder of a segment
// sends to the far half first, then both halves continue independently. On a linear array this
// keeps every step's messages on disjoint links (no congestion); sending to the nearest node first
// would route two messages over one link, as the book's note explains.
#include <cstdint>
#include <vector>

#include "program/op.h"

namespace ct {

// Positions 0..n-1, the data at `source`. The holder always keeps the larger half (⌈k/2⌉ of a
// k-node segment) and sends to the node of the other half at its own offset (clamped to that
// half), so the tree's shape — and its LogP time — does not depend on where the source sits,
// and on a power of two every message of step i travels exactly n/2^i positions.
// Returns each position's targets in send order.
std::vector<std::vector<Rank>> lineBroadcastSends(Rank n, Rank source);

// The completion time of that shape when a message costs `lat` from send start to the receiver
// holding it and a holder starts a send every `step`: T(1) = base, T(k) = max(lat + T(⌊k/2⌋),
// step + T(⌈k/2⌉)), the step counted only when T(⌈k/2⌉) > 0 (the holder has sends left).
// `base` is what each node does after its line sends (0 for a plain line; the mesh's column
// broadcast for its row phase). Equals ⌈log2 n⌉·lat + base when step <= lat and n = 2^d.
double lineBroadcastTime(Rank n, double lat, double step, double base = 0);

}  // namespace ct
