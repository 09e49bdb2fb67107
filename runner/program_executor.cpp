#include "program_executor.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <utility>

namespace ct::runner {

namespace {

constexpr int kTag = 0;  // one tag: ordering alone pairs messages (see the header)

std::uint64_t load(const std::uint8_t* p) {
    std::uint64_t v;
    std::memcpy(&v, p, sizeof v);  // memcpy: parts need not be 8-byte aligned
    return v;
}

void store(std::uint8_t* p, std::uint64_t v) {
    std::memcpy(p, &v, sizeof v);
}

// MPI_Reduce_local wants whole, aligned, disjoint vectors (its kernels read uint64_t words); the
// runner's loop takes the rest (parts at odd offsets, a part folded onto itself).
bool libraryCanSum(const std::uint8_t* dst, const std::uint8_t* src, std::uint64_t elements) {
    const auto at = [](const std::uint8_t* p) { return reinterpret_cast<std::uintptr_t>(p); };
    const std::uint64_t bytes = 8 * elements;
    const bool aligned = (at(dst) | at(src)) % alignof(std::uint64_t) == 0;
    const bool disjoint = at(dst) + bytes <= at(src) || at(src) + bytes <= at(dst);
    return elements > 0 && aligned && disjoint;
}

// The library's own kernel for MPI_SUM on MPI_UINT64_T (the baseline's reduction): Open MPI's
// reductions combine through it (ompi_op_reduce, vectorised by its avx component where the CPU
// has it), so the program's combine costs what the library's does at every size and on every
// machine, whatever the runner was compiled with. Unsigned, as the loop below: sums wrap.
void sumWithLibraryKernel(std::uint8_t* dst, const std::uint8_t* src, std::uint64_t elements) {
    constexpr std::uint64_t kMaxCount = 1u << 30;  // MPI counts are int
    for (std::uint64_t done = 0; done < elements;) {
        const std::uint64_t count = std::min(kMaxCount, elements - done);
        check(MPI_Reduce_local(src + 8 * done, dst + 8 * done, static_cast<int>(count),
                               MPI_UINT64_T, MPI_SUM),
              "MPI_Reduce_local");
        done += count;
    }
}

}  // namespace

void combineInBuffer(const Op& op, std::uint8_t* buffer) {
    // Unsigned arithmetic: two's-complement int64 sums without undefined overflow.
    std::uint8_t* dst = buffer + op.offset;
    const std::uint8_t* src = buffer + op.srcOffset;
    const std::uint64_t elements = op.bytes / 8;
    if (op.mode == CombineMode::Fold) {
        std::uint64_t sum = load(dst);
        for (std::uint64_t i = 0; i < elements; ++i)
            sum += load(src + 8 * i);
        store(dst, sum);
        return;
    }
    if (op.mode == CombineMode::Minimum) {
        for (std::uint64_t i = 0; i < elements; ++i) {
            const auto a = static_cast<std::int64_t>(load(dst + 8 * i));
            const auto b = static_cast<std::int64_t>(load(src + 8 * i));
            store(dst + 8 * i, static_cast<std::uint64_t>(std::min(a, b)));
        }
        return;
    }
    if (op.mode == CombineMode::SegmentedMinimum) {
        for (std::uint64_t i = 0; i < elements; ++i)
            store(dst + 8 * i, segmentedMinimum(load(dst + 8 * i), load(src + 8 * i)));
        return;
    }
    if (op.mode == CombineMode::SegmentedScan) {  // in place: planExecution checked src == dst
        for (std::uint64_t i = 1; i < elements; ++i)
            store(dst + 8 * i, segmentedMinimum(load(dst + 8 * (i - 1)), load(dst + 8 * i)));
        return;
    }
    if (libraryCanSum(dst, src, elements)) {
        sumWithLibraryKernel(dst, src, elements);
        return;
    }
    for (std::uint64_t i = 0; i < elements; ++i)
        store(dst + 8 * i, load(dst + 8 * i) + load(src + 8 * i));
}

ProgramExecutor::ProgramExecutor(const Program& program, Rank rank, ExecutionPlan plan,
                                 RankBuffer buffer, MPI_Comm world)
    : m_program(program),
      m_rank(rank),
      m_plan(std::move(plan)),
      m_comm(Communicator::duplicate(world)),
      m_buffer(std::move(buffer)),
      m_requests(m_plan.sends, MPI_REQUEST_NULL),
      m_receives(m_plan.postBefore.size(), MPI_REQUEST_NULL) {
    if (m_buffer.size() < program.bufferBytes())
        throw std::logic_error("the executor's buffer is smaller than the program's");
    // MPI_Comm_split is collective over the world: every rank splits for every group, and
    // non-members pass MPI_UNDEFINED (they get MPI_COMM_NULL). Key = position in the group.
    for (const auto& members : program.groups()) {
        const auto it = std::find(members.begin(), members.end(), rank);
        const bool member = it != members.end();
        const int key = member ? static_cast<int>(it - members.begin()) : 0;
        m_groups.push_back(Communicator::split(m_comm.get(), member ? 0 : MPI_UNDEFINED, key));
    }
    const auto ops = program.ops(rank);
    for (std::size_t k = 0; k < ops.size(); ++k)
        if (ops[k].kind == OpKind::Recv) m_receiveOps.push_back(k);
}

void ProgramExecutor::setRecorder(std::vector<RecordedOp>* out, std::uint64_t maxOps) {
    m_record = out;
    m_recordMax = maxOps;
}

ProgramExecutor::Stamps ProgramExecutor::run() {
    const auto ops = m_program.ops(m_rank);
    m_nextSend = 0;
    m_nextPost = 0;
    m_nextReceive = 0;
    const std::size_t receives = m_receiveOps.size();
    if (m_record) {
        m_record->clear();
        m_sendRecord.assign(m_requests.size(), std::string::npos);
    }
    for (std::size_t k = 0; k < ops.size(); ++k) {
        const Op& op = ops[k];
        // A WaitSends op waits in its own turn, so a recorded timeline shows the wait as its time.
        if (op.kind != OpKind::WaitSends && !m_plan.waitBefore[k].empty())
            waitForSends(m_plan.waitBefore[k]);
        while (m_nextPost < receives && m_plan.postBefore[m_nextPost] <= k)
            postReceive(m_nextPost++);
        const bool recording = m_record && k < m_recordMax;
        const double start = recording ? MPI_Wtime() : 0.0;
        switch (op.kind) {
            case OpKind::Send:
                send(op);
                break;
            case OpKind::Recv:
                receive(op);
                break;
            case OpKind::Combine:
                combineInBuffer(op, m_buffer.data());
                break;
            case OpKind::Copy:
                std::memmove(m_buffer.data() + op.offset, m_buffer.data() + op.srcOffset, op.bytes);
                break;
            case OpKind::Barrier:
                check(MPI_Barrier(m_groups[static_cast<std::size_t>(op.peer)].get()),
                      "MPI_Barrier");
                break;
            case OpKind::WaitSends:
                waitForSends(m_plan.waitBefore[k]);
                break;
        }
        if (recording) record(op, k, start);
    }
    Stamps stamps;
    stamps.result = MPI_Wtime();
    if (m_record)
        waitForSendsOneByOne();
    else
        check(MPI_Waitall(static_cast<int>(m_requests.size()), m_requests.data(),
                          MPI_STATUSES_IGNORE),
              "MPI_Waitall");
    stamps.finish = MPI_Wtime();
    return stamps;
}

void ProgramExecutor::record(const Op& op, std::size_t k, double start) {
    RecordedOp r;
    r.op = k;
    r.kind = op.kind;
    r.peer = op.peer;
    r.bytes = op.bytes;
    r.start = start;
    r.end = MPI_Wtime();
    if (op.kind == OpKind::Send) m_sendRecord[m_nextSend - 1] = m_record->size();
    m_record->push_back(r);
}

void ProgramExecutor::waitForSendsOneByOne() {
    // MPI_Waitany returns each request as it completes, so each completion gets its own time.
    for (;;) {
        int index = MPI_UNDEFINED;
        check(MPI_Waitany(static_cast<int>(m_requests.size()), m_requests.data(), &index,
                          MPI_STATUS_IGNORE),
              "MPI_Waitany");
        if (index == MPI_UNDEFINED) return;
        const std::size_t r = m_sendRecord[static_cast<std::size_t>(index)];
        if (r != std::string::npos) (*m_record)[r].completed = MPI_Wtime();
    }
}

void ProgramExecutor::send(const Op& op) {
    // Counts fit an int: planExecution checked them.
    check(MPI_Isend(m_buffer.data() + op.offset, static_cast<int>(op.bytes), MPI_BYTE, op.peer,
                    kTag, m_comm.get(), &m_requests[m_nextSend++]),
          "MPI_Isend");
}

void ProgramExecutor::postReceive(std::size_t i) {
    const Op& op = m_program.ops(m_rank)[m_receiveOps[i]];
    check(MPI_Irecv(m_buffer.data() + op.offset, static_cast<int>(op.bytes), MPI_BYTE, op.peer,
                    kTag, m_comm.get(), &m_receives[i]),
          "MPI_Irecv");
}

void ProgramExecutor::receive(const Op& op) {
    MPI_Status status;
    check(MPI_Wait(&m_receives[m_nextReceive++], &status), "MPI_Wait");
    // A longer message fails the receive with MPI_ERR_TRUNCATE; a shorter one would pass silently.
    int count = 0;
    check(MPI_Get_count(&status, MPI_BYTE, &count), "MPI_Get_count");
    if (static_cast<std::uint64_t>(count) != op.bytes)
        throw std::runtime_error("rank " + std::to_string(m_rank) + ": received " +
                                 std::to_string(count) + " bytes from rank " +
                                 std::to_string(op.peer) + ", the program says " +
                                 std::to_string(op.bytes));
}

void ProgramExecutor::waitForSends(const std::vector<std::size_t>& indices) {
    for (std::size_t i : indices) {
        const bool pending = m_requests[i] != MPI_REQUEST_NULL;
        check(MPI_Wait(&m_requests[i], MPI_STATUS_IGNORE), "MPI_Wait");
        if (m_record && pending && m_sendRecord[i] != std::string::npos)
            (*m_record)[m_sendRecord[i]].completed = MPI_Wtime();
    }
}

}  // namespace ct::runner
