// The runner's combine kernel (combineInBuffer, runner/program_executor.h) under mpiexec on one
// rank: an elementwise Combine of whole, aligned, disjoint parts goes through the library's own
// MPI_SUM kernel (MPI_Reduce_local, counted here through MPI's profiling interface), every other
// part through the runner's loop, and both give the wrapping 64-bit sums recomputed here word by
// word. Prints one line per failure on stderr and exits 1; prints a summary on success.
#include <mpi.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "mpi_env.h"
#include "program_executor.h"

namespace {

int g_reduceLocalCalls = 0;
int g_failures = 0;

void expect(bool ok, const std::string& what) {
    if (ok) return;
    ++g_failures;
    std::cerr << what << '\n';
}

std::uint64_t word(const std::vector<std::uint8_t>& buffer, std::uint64_t at) {
    std::uint64_t v;
    std::memcpy(&v, buffer.data() + at, sizeof v);
    return v;
}

// Words near 2^64 so that sums wrap; distinct per position and per part.
std::vector<std::uint8_t> filled(std::uint64_t bytes) {
    std::vector<std::uint8_t> b(bytes);
    for (std::uint64_t i = 0; i + 8 <= bytes; i += 8) {
        const std::uint64_t v = ~std::uint64_t(0) - i * 977 - (i % 3) * (std::uint64_t(1) << 40);
        std::memcpy(b.data() + i, &v, sizeof v);
    }
    for (std::uint64_t i = bytes / 8 * 8; i < bytes; ++i)
        b[i] = static_cast<std::uint8_t>(i);
    return b;
}

struct Case {
    const char* name;
    std::uint64_t src, dst, bytes;
    bool library;  // expected to run on MPI_Reduce_local
};

void check(const Case& c) {
    const std::uint64_t size = std::max(c.src, c.dst) + c.bytes + 16;
    std::vector<std::uint8_t> buffer = filled(size);
    const std::vector<std::uint8_t> before = buffer;
    // The sums word by word from the original contents, in order (dst may overlap src: each word
    // of dst is read before it is written, as the kernels do).
    std::vector<std::uint8_t> want = before;
    for (std::uint64_t i = 0; i < c.bytes / 8; ++i) {
        const std::uint64_t sum = word(want, c.dst + 8 * i) + word(want, c.src + 8 * i);
        std::memcpy(want.data() + c.dst + 8 * i, &sum, sizeof sum);
    }
    // A std::vector's data is 16-byte aligned: offsets decide the alignment of the parts.
    const int callsBefore = g_reduceLocalCalls;
    ct::runner::combineInBuffer(ct::Op::combine(c.src, c.dst, c.bytes), buffer.data());
    const bool viaLibrary = g_reduceLocalCalls > callsBefore;
    expect(viaLibrary == c.library, std::string(c.name) + ": expected the " +
                                        (c.library ? "library's kernel" : "runner's loop") +
                                        ", ran the other");
    for (std::uint64_t i = 0; i < size; ++i)
        if (buffer[i] != want[i]) {
            expect(false, std::string(c.name) + ": byte " + std::to_string(i) + " is " +
                              std::to_string(buffer[i]) + ", expected " + std::to_string(want[i]));
            break;
        }
}

}  // namespace

// MPI's profiling interface: this definition takes the place of the library's, counts the call
// and forwards it to PMPI_Reduce_local.
extern "C" int MPI_Reduce_local(const void* in, void* inout, int count, MPI_Datatype type,
                                MPI_Op op) {
    ++g_reduceLocalCalls;
    return PMPI_Reduce_local(in, inout, count, type, op);
}

int main(int argc, char** argv) {
    ct::runner::MpiEnvironment mpi(&argc, &argv);
    const Case cases[] = {
        {"one word", 8, 0, 8, true},
        {"64 KiB, destination first", 65536, 0, 65536, true},
        {"1 MiB, destination last", 0, 1 << 20, 1 << 20, true},
        {"a trailing partial word is left alone", 64, 0, 61, true},
        {"source at an odd offset", 67, 0, 64, false},
        {"destination at an odd offset", 0, 133, 64, false},
        {"a part added onto itself", 32, 32, 64, false},
        {"overlapping parts", 0, 24, 64, false},
        {"nothing to add", 8, 0, 4, false},
    };
    for (const Case& c : cases)
        check(c);
    if (g_failures > 0) return 1;
    std::cout << "combine kernel: all " << std::size(cases) << " checks passed\n";
    return 0;
}
