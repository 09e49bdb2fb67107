#pragma once
// Checks inside the processors' threads throw instead of returning (as QCOMPARE does), so that
// runOnThreads releases the other processors and reports the failure instead of hanging.
#include <stdexcept>
#include <string>

#define THREAD_CHECK(cond)                                                               \
    do {                                                                                 \
        if (!(cond))                                                                     \
            throw std::runtime_error(std::string("check failed: ") + #cond + " (line " + \
                                     std::to_string(__LINE__) + ")");                    \
    } while (0)
