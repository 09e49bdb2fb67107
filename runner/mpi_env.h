#pragma once
// Thin RAII layer over the MPI C API: initialisation, owned communicators and error checking.
// Every MPI call goes through check(), so a failure becomes an MpiError carrying MPI's own
// message instead of a silent bad value (world's handler is switched to MPI_ERRORS_RETURN).
#include <mpi.h>

#include <stdexcept>
#include <string>
#include <vector>

namespace ct::runner {

class MpiError : public std::runtime_error {
public:
    MpiError(const std::string& call, int code);
    int code() const { return m_code; }

private:
    int m_code;
};

// Throws MpiError naming `call` when rc is not MPI_SUCCESS.
inline void check(int rc, const char* call) {
    if (rc != MPI_SUCCESS) throw MpiError(call, rc);
}

// MPI_Init in the constructor, MPI_Finalize in the destructor (which never throws). Create it
// first in main so that every communicator is freed before MPI_Finalize.
class MpiEnvironment {
public:
    MpiEnvironment(int* argc, char*** argv);
    ~MpiEnvironment();
    MpiEnvironment(const MpiEnvironment&) = delete;
    MpiEnvironment& operator=(const MpiEnvironment&) = delete;

    int rank() const { return m_rank; }
    int size() const { return m_size; }
    bool leader() const { return m_rank == 0; }

    // For failures on some ranks only, when the others may be blocked in a receive: MPI_Finalize
    // would hang, so the whole job is torn down.
    [[noreturn]] void abort(int exitCode) const;

private:
    int m_rank = 0;
    int m_size = 1;
};

// An owned communicator (a duplicate or a split); MPI_COMM_NULL for a rank outside a split.
// Move-only; freed in the destructor.
class Communicator {
public:
    Communicator() = default;
    explicit Communicator(MPI_Comm comm) : m_comm(comm) {}
    ~Communicator();
    Communicator(Communicator&& other) noexcept;
    Communicator& operator=(Communicator&& other) noexcept;
    Communicator(const Communicator&) = delete;
    Communicator& operator=(const Communicator&) = delete;

    static Communicator duplicate(MPI_Comm comm);
    // Collective over `comm`: members of one colour form a communicator, MPI_UNDEFINED gets null.
    static Communicator split(MPI_Comm comm, int color, int key);
    // Collective: the ranks of `comm` that share memory (one host) with this one.
    static Communicator splitShared(MPI_Comm comm, int key);

    MPI_Comm get() const { return m_comm; }
    bool isNull() const { return m_comm == MPI_COMM_NULL; }

private:
    void release() noexcept;
    MPI_Comm m_comm = MPI_COMM_NULL;
};

// What the results record about the environment.
std::string mpiLibraryVersion();   // MPI_Get_library_version, trimmed
std::string mpiStandardVersion();  // "3.1"
bool wtimeIsGlobal();              // the MPI_WTIME_IS_GLOBAL attribute of MPI_COMM_WORLD
std::string processorName();
// This host's online cores (not this rank's affinity: mpirun binds each rank to one core).
int onlineCores();
// Collective over `comm`: the distinct processor names of its ranks, sorted (filled on `root`).
std::vector<std::string> gatherHosts(MPI_Comm comm, int root);

// The most ranks of `comm` on one host and the fewest online cores among those hosts, known on
// `root` (0, 0 elsewhere). Collective.
struct HostLoad {
    int ranksPerHost = 0;
    int coresPerHost = 0;
};
HostLoad gatherHostLoad(MPI_Comm comm, int root);

}  // namespace ct::runner
