#pragma once
// BspChannel over threads in one process: tests run a data-dependent schedule on 1–N "processors"
// without MPI. runOnThreads starts one thread per processor; if any throws, the others are
// released from their waits (they throw ChannelAborted) and the first exception is rethrown.
#include <functional>
#include <stdexcept>

#include "bsprun/bsp_channel.h"

namespace ct::bsprun {

struct ChannelAborted : std::runtime_error {
    ChannelAborted() : std::runtime_error("another processor failed") {}
};

void runOnThreads(int procs, const std::function<void(BspChannel&)>& body);

}  // namespace ct::bsprun
