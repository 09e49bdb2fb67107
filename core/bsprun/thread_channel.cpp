// BspChannel over threads: every partition (the world, and each split of it) is a Group whose
// members meet at barriers. One mutex and one condition variable serve the whole world, so an
// abort (a member threw) wakes every waiting thread at once, whatever group it waits in.
#include "bsprun/thread_channel.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <map>
#include <mutex>
#include <thread>
#include <tuple>
#include <utility>

#include "sim/simulator.h"  // ct::ProgramError

namespace ct::bsprun {
namespace {

struct World {
    std::mutex mutex;
    std::condition_variable wake;
    bool aborted = false;
};

// The members of one partition and the slots they fill between two barriers.
struct Group {
    Group(World& w, int n)
        : world(w),
          size(n),
          mail(std::size_t(n), std::vector<Bytes>(std::size_t(n))),
          splitRequests(std::size_t(n)),
          splitResults(std::size_t(n)),
          buffers(std::size_t(n)) {}

    // Waits until all `size` members arrived; throws ChannelAborted when another thread failed.
    void barrier() {
        std::unique_lock lock(world.mutex);
        if (world.aborted) throw ChannelAborted();
        const std::uint64_t generation = m_generation;
        if (++m_arrived == size) {
            m_arrived = 0;
            ++m_generation;
            world.wake.notify_all();
            return;
        }
        world.wake.wait(lock, [&] { return m_generation != generation || world.aborted; });
        if (m_generation == generation) throw ChannelAborted();
    }

    World& world;
    const int size;
    std::vector<std::vector<Bytes>> mail;  // mail[from][to]
    struct SplitRequest {
        int colour = -1, key = 0;
    };
    std::vector<SplitRequest> splitRequests;
    std::vector<std::shared_ptr<Group>> splitResults;  // the new group, at its first member
    std::vector<RankBuffer*> buffers;
    std::string programError;

private:
    int m_arrived = 0;
    std::uint64_t m_generation = 0;
};

class ThreadChannel final : public BspChannel {
public:
    ThreadChannel(std::shared_ptr<Group> group, int rank)
        : m_group(std::move(group)), m_rank(rank) {}

    int rank() const override { return m_rank; }
    int size() const override { return m_group->size; }

    std::vector<Bytes> exchange(std::vector<Bytes> outgoing) override {
        Group& g = *m_group;
        if (int(outgoing.size()) != g.size)
            throw std::invalid_argument("exchange: " + std::to_string(outgoing.size()) +
                                        " parts for " + std::to_string(g.size) + " processors");
        for (int d = 0; d < g.size; ++d)
            g.mail[std::size_t(m_rank)][std::size_t(d)] = std::move(outgoing[std::size_t(d)]);
        g.barrier();
        std::vector<Bytes> incoming(std::size_t(g.size));
        for (int s = 0; s < g.size; ++s)
            incoming[std::size_t(s)] = std::move(g.mail[std::size_t(s)][std::size_t(m_rank)]);
        g.barrier();  // the slots are free again
        return incoming;
    }

    BspChannel* split(int colour, int key) override {
        Group& g = *m_group;
        g.splitRequests[std::size_t(m_rank)] = {colour, key};
        g.barrier();
        // Every processor reads the same requests, so all find the split made before or none.
        std::vector<std::pair<int, int>> requests;
        for (const Group::SplitRequest& r : g.splitRequests)
            requests.emplace_back(r.colour, r.key);
        if (auto made = m_partitions.find(requests); made != m_partitions.end()) {
            g.barrier();  // everyone read the requests: the slots are free again
            return made->second.get();
        }
        // Members of my colour in (key, old rank) order; the first of them makes the group.
        std::vector<std::tuple<int, int>> members;
        for (int r = 0; r < g.size; ++r)
            if (colour >= 0 && g.splitRequests[std::size_t(r)].colour == colour)
                members.emplace_back(g.splitRequests[std::size_t(r)].key, r);
        std::sort(members.begin(), members.end());
        int newRank = -1;
        for (std::size_t i = 0; i < members.size(); ++i)
            if (std::get<1>(members[i]) == m_rank) newRank = int(i);
        const int leader = members.empty() ? -1 : std::get<1>(members.front());
        if (leader == m_rank)
            g.splitResults[std::size_t(m_rank)] =
                std::make_shared<Group>(g.world, int(members.size()));
        g.barrier();
        std::shared_ptr<Group> mine = leader >= 0 ? g.splitResults[std::size_t(leader)] : nullptr;
        g.barrier();  // everyone holds its group: the slots are free again
        if (leader == m_rank) g.splitResults[std::size_t(m_rank)].reset();
        std::unique_ptr<ThreadChannel>& part = m_partitions[std::move(requests)];
        if (mine) part = std::make_unique<ThreadChannel>(std::move(mine), newRank);
        return part.get();
    }

    void runProgram(const std::shared_ptr<const Program>& shared, RankBuffer& buffer) override {
        const Program& program = *shared;
        Group& g = *m_group;
        if (program.ranks() != g.size)
            throw ProgramError("runProgram: the program is for " + std::to_string(program.ranks()) +
                               " ranks, the partition has " + std::to_string(g.size));
        g.buffers[std::size_t(m_rank)] = &buffer;
        g.barrier();
        if (m_rank == 0) {
            // One thread runs the program on everybody's buffers while the others wait.
            std::vector<RankBuffer> all(std::size_t(g.size));
            for (int r = 0; r < g.size; ++r)
                all[std::size_t(r)] = std::move(*g.buffers[std::size_t(r)]);
            g.programError.clear();
            try {
                executeProgram(program, all);
            } catch (const std::exception& e) {
                g.programError = e.what();
            }
            for (int r = 0; r < g.size; ++r)
                *g.buffers[std::size_t(r)] = std::move(all[std::size_t(r)]);
        }
        g.barrier();
        const std::string error = g.programError;
        g.barrier();  // everyone read the error before the next program may reset it
        if (!error.empty()) throw ProgramError(error);
    }

    double now() const override {
        return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
            .count();
    }

private:
    std::shared_ptr<Group> m_group;
    int m_rank;
    // The partitions made by split(), by every processor's (colour, key).
    std::map<std::vector<std::pair<int, int>>, std::unique_ptr<ThreadChannel>> m_partitions;
};

}  // namespace

void runOnThreads(int procs, const std::function<void(BspChannel&)>& body) {
    if (procs < 1)
        throw std::invalid_argument("runOnThreads: " + std::to_string(procs) + " processors");
    World world;
    auto group = std::make_shared<Group>(world, procs);
    std::exception_ptr first;  // the first failure that is not a consequence of another
    std::exception_ptr aborted;
    std::vector<std::thread> threads;
    threads.reserve(std::size_t(procs));
    for (int r = 0; r < procs; ++r)
        threads.emplace_back([&, r] {
            try {
                ThreadChannel channel(group, r);
                body(channel);
            } catch (const ChannelAborted&) {
                std::lock_guard lock(world.mutex);
                if (!aborted) aborted = std::current_exception();
            } catch (...) {
                std::lock_guard lock(world.mutex);
                if (!first) first = std::current_exception();
                world.aborted = true;
                world.wake.notify_all();
            }
        });
    for (auto& t : threads)
        t.join();
    if (first) std::rethrow_exception(first);
    if (aborted) std::rethrow_exception(aborted);
}

}  // namespace ct::bsprun
