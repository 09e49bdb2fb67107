/* The runner's former combine loop against the library's MPI_SUM kernel (docs/runner.md, "The
 * library's combine kernel"): dst[i] += src[i] over 8-byte unsigned words, in cache, on one rank.
 * The loop reads and writes through memcpy, as the runner's did (parts need not be aligned);
 * the library's kernel is MPI_Reduce_local with MPI_SUM on MPI_UINT64_T, which Open MPI's
 * reductions reach through ompi_op_reduce. Prints per size the best of five batches of each.
 *   mpicc -O3 bench/combine_kernels.c -o /tmp/combine_kernels
 *   mpirun -np 1 /tmp/combine_kernels
 */
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { kBatches = 5 };

static void runnerLoop(uint8_t* dst, const uint8_t* src, uint64_t words) {
    for (uint64_t i = 0; i < words; ++i) {
        uint64_t a, b;
        memcpy(&a, dst + 8 * i, 8);
        memcpy(&b, src + 8 * i, 8);
        a += b;
        memcpy(dst + 8 * i, &a, 8);
    }
}

int main(int argc, char** argv) {
    static const size_t kSizes[] = {8, 64, 1024, 65536, 1048576, 4194304};
    const size_t largest = 4194304;
    MPI_Init(&argc, &argv);
    uint8_t* dst = aligned_alloc(4096, largest);
    uint8_t* src = aligned_alloc(4096, largest);
    if (!dst || !src) {
        fprintf(stderr, "combine_kernels: out of memory\n");
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    memset(dst, 1, largest);
    memset(src, 2, largest);
    printf("%10s %14s %18s\n", "bytes", "loop us", "MPI_Reduce_local us");
    for (size_t s = 0; s < sizeof kSizes / sizeof kSizes[0]; ++s) {
        const size_t bytes = kSizes[s];
        const uint64_t words = bytes / 8;
        const int calls = bytes < 65536 ? 2000000 : (int)(200000000 / bytes);
        double best[2] = {1e9, 1e9};
        for (int b = 0; b < kBatches; ++b) {
            double t = MPI_Wtime();
            for (int k = 0; k < calls; ++k)
                runnerLoop(dst, src, words);
            t = (MPI_Wtime() - t) / calls;
            if (t < best[0]) best[0] = t;
            t = MPI_Wtime();
            for (int k = 0; k < calls; ++k)
                MPI_Reduce_local(src, dst, (int)words, MPI_UINT64_T, MPI_SUM);
            t = (MPI_Wtime() - t) / calls;
            if (t < best[1]) best[1] = t;
        }
        printf("%10zu %14.4f %18.4f\n", bytes, best[0] * 1e6, best[1] * 1e6);
    }
    free(dst);
    free(src);
    MPI_Finalize();
    return 0;
}
