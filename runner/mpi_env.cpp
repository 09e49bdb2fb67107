#include "mpi_env.h"

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <map>
#include <thread>

namespace ct::runner {

namespace {

std::string errorString(int code) {
    char text[MPI_MAX_ERROR_STRING];
    int length = 0;
    if (MPI_Error_string(code, text, &length) != MPI_SUCCESS)
        return "MPI error " + std::to_string(code);
    return std::string(text, static_cast<std::size_t>(length));
}

std::string trimmed(std::string s) {
    while (!s.empty() && (s.back() == '\n' || s.back() == ' ' || s.back() == '\0'))
        s.pop_back();
    return s;
}

}  // namespace

MpiError::MpiError(const std::string& call, int code)
    : std::runtime_error(call + " failed: " + errorString(code)), m_code(code) {}

MpiEnvironment::MpiEnvironment(int* argc, char*** argv) {
    // SINGLE, although rank 0's watchdog thread exists: it never calls MPI nor touches what MPI
    // was given (watchdog.h), and any higher level costs every call: under FUNNELED Open MPI
    // 4.1's MPI_Bcast of 8 KiB took 0.5 us longer on 2 ranks (bench/bcast_variants.c;
    // docs/runner.md, "Comparing with OSU").
    int provided = MPI_THREAD_SINGLE;
    check(MPI_Init_thread(argc, argv, MPI_THREAD_SINGLE, &provided), "MPI_Init_thread");
    // The default handler aborts the job on any error; return codes let us report what failed.
    check(MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN), "MPI_Comm_set_errhandler");
    check(MPI_Comm_rank(MPI_COMM_WORLD, &m_rank), "MPI_Comm_rank");
    check(MPI_Comm_size(MPI_COMM_WORLD, &m_size), "MPI_Comm_size");
}

MpiEnvironment::~MpiEnvironment() {
    int finalized = 0;
    // Nothing useful can be done about a failing finalize in a destructor: ignore the codes.
    if (MPI_Finalized(&finalized) == MPI_SUCCESS && !finalized) MPI_Finalize();
}

void MpiEnvironment::abort(int exitCode) const {
    MPI_Abort(MPI_COMM_WORLD, exitCode);
    std::exit(exitCode);  // MPI_Abort does not return in practice; the standard does not promise it
}

Communicator::~Communicator() {
    release();
}

Communicator::Communicator(Communicator&& other) noexcept : m_comm(other.m_comm) {
    other.m_comm = MPI_COMM_NULL;
}

Communicator& Communicator::operator=(Communicator&& other) noexcept {
    if (this != &other) {
        release();
        m_comm = other.m_comm;
        other.m_comm = MPI_COMM_NULL;
    }
    return *this;
}

void Communicator::release() noexcept {
    if (m_comm != MPI_COMM_NULL) MPI_Comm_free(&m_comm);  // destructor path: code ignored
    m_comm = MPI_COMM_NULL;
}

Communicator Communicator::duplicate(MPI_Comm comm) {
    MPI_Comm out = MPI_COMM_NULL;
    check(MPI_Comm_dup(comm, &out), "MPI_Comm_dup");
    return Communicator(out);
}

Communicator Communicator::split(MPI_Comm comm, int color, int key) {
    MPI_Comm out = MPI_COMM_NULL;
    check(MPI_Comm_split(comm, color, key, &out), "MPI_Comm_split");
    return Communicator(out);
}

Communicator Communicator::splitShared(MPI_Comm comm, int key) {
    MPI_Comm out = MPI_COMM_NULL;
    check(MPI_Comm_split_type(comm, MPI_COMM_TYPE_SHARED, key, MPI_INFO_NULL, &out),
          "MPI_Comm_split_type");
    return Communicator(out);
}

std::string mpiLibraryVersion() {
    char text[MPI_MAX_LIBRARY_VERSION_STRING];
    int length = 0;
    check(MPI_Get_library_version(text, &length), "MPI_Get_library_version");
    return trimmed(std::string(text, static_cast<std::size_t>(length)));
}

std::string mpiStandardVersion() {
    int version = 0, subversion = 0;
    check(MPI_Get_version(&version, &subversion), "MPI_Get_version");
    return std::to_string(version) + "." + std::to_string(subversion);
}

bool wtimeIsGlobal() {
    int* value = nullptr;
    int found = 0;
    check(MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_WTIME_IS_GLOBAL, &value, &found),
          "MPI_Comm_get_attr");
    return found && value && *value != 0;
}

std::string processorName() {
    char name[MPI_MAX_PROCESSOR_NAME];
    int length = 0;
    check(MPI_Get_processor_name(name, &length), "MPI_Get_processor_name");
    return std::string(name, static_cast<std::size_t>(length));
}

namespace {

// Every rank's processor name, in rank order, on `root` (empty elsewhere). Collective.
std::vector<std::string> gatherNames(MPI_Comm comm, int root) {
    int rank = 0, size = 1;
    check(MPI_Comm_rank(comm, &rank), "MPI_Comm_rank");
    check(MPI_Comm_size(comm, &size), "MPI_Comm_size");
    std::vector<char> mine(MPI_MAX_PROCESSOR_NAME, '\0');
    const std::string name = processorName();
    std::copy_n(name.begin(), std::min<std::size_t>(name.size(), mine.size() - 1), mine.begin());
    std::vector<char> all(rank == root ? mine.size() * static_cast<std::size_t>(size) : 0);
    check(MPI_Gather(mine.data(), MPI_MAX_PROCESSOR_NAME, MPI_CHAR,
                     rank == root ? all.data() : nullptr, MPI_MAX_PROCESSOR_NAME, MPI_CHAR, root,
                     comm),
          "MPI_Gather");
    std::vector<std::string> names;
    for (std::size_t r = 0; rank == root && r < static_cast<std::size_t>(size); ++r)
        names.emplace_back(all.data() + r * mine.size());  // each slot is NUL-terminated
    return names;
}

}  // namespace

std::vector<std::string> gatherHosts(MPI_Comm comm, int root) {
    std::vector<std::string> hosts = gatherNames(comm, root);
    std::sort(hosts.begin(), hosts.end());
    hosts.erase(std::unique(hosts.begin(), hosts.end()), hosts.end());
    return hosts;
}

int onlineCores() {
    return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

HostLoad gatherHostLoad(MPI_Comm comm, int root) {
    int rank = 0, size = 1;
    check(MPI_Comm_rank(comm, &rank), "MPI_Comm_rank");
    check(MPI_Comm_size(comm, &size), "MPI_Comm_size");
    // Not the affinity, which says nothing about whether the ranks have a core each.
    const int cores = onlineCores();
    std::vector<int> all(rank == root ? static_cast<std::size_t>(size) : 0);
    check(
        MPI_Gather(&cores, 1, MPI_INT, rank == root ? all.data() : nullptr, 1, MPI_INT, root, comm),
        "MPI_Gather");
    const std::vector<std::string> names = gatherNames(comm, root);
    HostLoad load;
    if (rank != root) return load;
    std::map<std::string, std::pair<int, int>> hosts;  // name -> ranks, fewest cores
    for (std::size_t r = 0; r < all.size(); ++r) {
        const auto it = hosts.try_emplace(names[r], 0, all[r]).first;
        it->second.first += 1;
        it->second.second = std::min(it->second.second, all[r]);
    }
    load.coresPerHost = std::numeric_limits<int>::max();
    for (const auto& [host, counts] : hosts) {
        load.ranksPerHost = std::max(load.ranksPerHost, counts.first);
        load.coresPerHost = std::min(load.coresPerHost, counts.second);
    }
    return load;
}

}  // namespace ct::runner
