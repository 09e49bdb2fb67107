// Calls one of Bonorden's (2002) schedulers COUNT times on Broadcast(BYTES) on p = 1024 under the
// PSC2 TCP profile, each time with a fresh scheduler, as bench_bsp_optimizer does. Not a benchmark
// by itself: bench/callgrind_schedulers.sh runs it under callgrind with COUNT and 2·COUNT calls and
// divides the difference by COUNT, so start-up and first-use costs (the library, the per-thread
// divisor tables) drop out and what is left is the instructions of one call — deterministic, unlike
// times on a shared machine.
//
// usage: scheduler_instructions depth|optimizer|generic BYTES COUNT
#include <cstdlib>
#include <iostream>
#include <string>

#include "schedule/search.h"

using namespace ct::bsp;

int main(int argc, char** argv) {
    if (argc != 4) {
        std::cerr << "usage: scheduler_instructions depth|optimizer|generic BYTES COUNT\n";
        return 2;
    }
    const std::string which = argv[1];
    const double bytes = std::strtod(argv[2], nullptr);
    const int count = std::atoi(argv[3]);
    if ((which != "depth" && which != "optimizer" && which != "generic") || !(bytes >= 1) ||
        count < 1) {
        std::cerr << "scheduler_instructions: bad arguments (scheduler depth|optimizer|generic, "
                     "BYTES >= 1, COUNT >= 1)\n";
        return 2;
    }
    const BspProfile m = psc2Tcp().bsp;
    const SearchRequest r{ct::Problem::Broadcast, Input{{bytes}}, 1024, 1024};
    double sum = 0;  // printed, so no call can be optimized away
    for (int i = 0; i < count; ++i) {
        std::optional<CallNode> best;
        if (which == "depth") {
            DepthSearch search(standardLibrary(), m);
            best = search.optimize(r);
        } else {
            Optimizer opt(standardLibrary(), m,
                          which == "generic" ? Optimizer::Schedulers::GenericOnly
                                             : Optimizer::Schedulers::ProblemsOwn);
            best = opt.optimize(r);
        }
        if (!best) {
            std::cerr << "scheduler_instructions: no schedule found\n";
            return 1;
        }
        sum += best->cost;
    }
    std::cout << sum / count << '\n';
    return 0;
}
