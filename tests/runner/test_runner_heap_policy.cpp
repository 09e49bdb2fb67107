// The runner's heap policy (runner/heap_policy.h): freed blocks of a call's temporaries stay in
// the heap, so the next call does not fault them in again. The process's policy is global, so
// the slots run in order in this executable of its own: first glibc's own policy on the
// pattern of Open MPI's linear reduce at 1 MiB (whole-vector blocks allocated, touched and freed
// per call), which trims the heap and faults every page again; then the runner's.
#include <QtTest>

#include <cstdlib>
#include <cstring>

#include <sys/resource.h>

#include "heap_policy.h"

namespace {

constexpr std::size_t kBlockBytes = 1 << 20;
constexpr int kBlocks = 3;  // freed together: more than twice one block, glibc's trim threshold
constexpr long kPageBytes = 4096;
constexpr int kCalls = 20;

long minorFaults() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_minflt;
}

// One "call": allocate the blocks, write every page of each, free them.
void call() {
    void* blocks[kBlocks];
    for (void*& b : blocks) {
        b = std::malloc(kBlockBytes);
        QVERIFY(b != nullptr);
        std::memset(b, 1, kBlockBytes);
    }
    for (void* b : blocks)
        std::free(b);
}

// Minor page faults per call, after two calls that settle glibc's thresholds.
double faultsPerCall() {
    call();
    call();
    const long before = minorFaults();
    for (int i = 0; i < kCalls; ++i)
        call();
    return double(minorFaults() - before) / kCalls;
}

constexpr double kPagesPerCall = double(kBlocks * kBlockBytes / kPageBytes);  // 768

}  // namespace

class TestRunnerHeapPolicy : public QObject {
    Q_OBJECT
private slots:
    // Without the policy the freed blocks go back to the system after every call.
    void glibcAloneFaultsEveryCall() {
        const double faults = faultsPerCall();
        QVERIFY2(faults >= 0.9 * kPagesPerCall, qPrintable(QString::number(faults)));
    }
    void theRunnersPolicyKeepsTheBlocks() {
        QVERIFY(ct::runner::keepFreedMemoryInHeap());
        const double faults = faultsPerCall();
        QVERIFY2(faults < 0.01 * kPagesPerCall, qPrintable(QString::number(faults)));
    }
};

QTEST_APPLESS_MAIN(TestRunnerHeapPolicy)
#include "test_runner_heap_policy.moc"
