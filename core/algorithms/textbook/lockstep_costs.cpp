#include "algorithms/textbook/lockstep_costs.h"

#include <algorithm>

namespace ct {

double lockstepTime(const std::vector<LockstepStep>& steps, const LogGP& m) {
    double cpu = 0;
    double nextSend = 0;
    double nextReceive = 0;
    for (const LockstepStep& s : steps) {
        const double wire = m.wireBytesTime(s.bytes);
        const double start = std::max(cpu, nextSend);
        nextSend = start + m.messageGap() + wire;
        const double arrival =
            start + m.oSend + m.L + wire;  // the partner started its send then too
        const double receive = std::max({start + m.oSend, arrival, nextReceive});
        nextReceive = receive + m.messageGap() + wire;
        cpu = receive + m.oRecv + double(s.elements) * m.combinePerElement;
    }
    return cpu;
}

double linkLockstepTime(const std::vector<LockstepStep>& steps, const LinkCosts& c) {
    double t = 0;
    for (const LockstepStep& s : steps)
        t += c.ts + c.tw * double(s.bytes) + c.th + c.combine * double(s.elements);
    return t;
}

}  // namespace ct
