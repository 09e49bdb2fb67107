/* What the runner's own process setup costs MPI_Bcast (docs/runner.md, "Comparing with OSU").
 * One launch times MPI_Bcast by OSU's definition (per call from the previous barrier's exit,
 * 1000 calls after 200 up to 8 KiB, 100 after 10 above; the average over ranks of each rank's
 * mean) at 8 KiB and 64 KiB, with MPI initialised at the thread level and on buffers placed as
 * its two arguments say:
 *   single | funneled   MPI_Init_thread's requested level
 *   aligned | malloc    page-aligned buffers (as OSU's) or plain malloc (as a std::vector's)
 * and prints "LEVEL PLACEMENT BYTES MICROSECONDS" per size. bench/bcast_variants.sh alternates
 * the four variants over rounds and prints their medians:
 *   mpicc -O2 bench/bcast_variants.c -o /tmp/bcast_variants
 *   bench/bcast_variants.sh -r 15 /tmp/bcast_variants
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static double osuMean(void* buffer, int bytes, MPI_Comm comm) {
    const int large = bytes > 8192;
    const int iterations = large ? 100 : 1000, skip = large ? 10 : 200;
    double total = 0;
    MPI_Barrier(comm);
    for (int i = 0; i < skip + iterations; ++i) {
        const double start = MPI_Wtime();
        MPI_Bcast(buffer, bytes, MPI_BYTE, 0, comm);
        const double stop = MPI_Wtime();
        if (i >= skip) total += stop - start;
        MPI_Barrier(comm);
    }
    return total / iterations;
}

int main(int argc, char** argv) {
    if (argc != 3 || (strcmp(argv[1], "single") && strcmp(argv[1], "funneled")) ||
        (strcmp(argv[2], "aligned") && strcmp(argv[2], "malloc"))) {
        fprintf(stderr, "usage: %s single|funneled aligned|malloc\n", argv[0]);
        return 2;
    }
    const int funneled = strcmp(argv[1], "funneled") == 0;
    const int aligned = strcmp(argv[2], "aligned") == 0;
    int provided = 0, rank = 0, ranks = 0;
    MPI_Init_thread(&argc, &argv, funneled ? MPI_THREAD_FUNNELED : MPI_THREAD_SINGLE, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    static const int sizes[] = {8192, 65536};
    for (int s = 0; s < 2; ++s) {
        void* buffer = NULL;
        if (aligned) {
            if (posix_memalign(&buffer, 4096, (size_t)sizes[s])) buffer = NULL;
        } else {
            buffer = malloc((size_t)sizes[s]);
        }
        if (!buffer) MPI_Abort(MPI_COMM_WORLD, 1);
        memset(buffer, 1, (size_t)sizes[s]);
        const double mean = osuMean(buffer, sizes[s], MPI_COMM_WORLD);
        double sum = 0;
        MPI_Reduce(&mean, &sum, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
        if (rank == 0) printf("%s %s %d %.3f\n", argv[1], argv[2], sizes[s], sum / ranks * 1e6);
        free(buffer);
    }
    MPI_Finalize();
    return 0;
}
