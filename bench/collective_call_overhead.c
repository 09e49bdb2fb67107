/* What an 8-byte MPI_Reduce and MPI_Bcast cost beyond their messages (docs/runner.md, "The runner
 * against the library"). On 2 ranks Open MPI's segmented reduce and broadcast send one message;
 * this times, interleaved in rounds, the library's call against the same message sent by hand
 * (MPI_Send to a posted MPI_Irecv, and for the reduce the sum of one double), and the hand-written
 * reduce with a malloc/free of one segment at the root per call, as Open MPI's generic reduction
 * allocates its receive segment on every call. Each sample is a batch of calls back to back from a
 * barrier's exit; it prints per variant the median over rounds of each rank's median call, the
 * larger of the two ranks, and the library's call minus the hand-written one.
 *   mpicc -O2 bench/collective_call_overhead.c -o /tmp/collective_call_overhead
 *   mpirun --mca coll_tuned_use_dynamic_rules 1 --mca coll_tuned_reduce_algorithm 3 \
 *          --mca coll_tuned_bcast_algorithm 3 -np 2 /tmp/collective_call_overhead
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

enum { kRounds = 21, kSamples = 400, kBatch = 32, kTag = 7 };
enum Variant { LibraryReduce, HandReduce, HandReduceMalloc, LibraryBcast, HandBcast, kVariants };
static const char* const kNames[kVariants] = {
    "MPI_Reduce", "reduce by hand", "reduce by hand + malloc/free", "MPI_Bcast", "bcast by hand"};

static int ascending(const void* a, const void* b) {
    const double x = *(const double*)a, y = *(const double*)b;
    return (x > y) - (x < y);
}

static double median(double* values, int count) {
    qsort(values, count, sizeof *values, ascending);
    return values[count / 2];
}

static double input = 1.0, result = 0.0;

static void call(enum Variant variant, int rank) {
    MPI_Request request;
    double received = 0.0;
    switch (variant) {
        case LibraryReduce:
            MPI_Reduce(&input, &result, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
            break;
        case HandReduce:
        case HandReduceMalloc:
            if (rank == 0) {
                double* segment = variant == HandReduceMalloc ? malloc(sizeof *segment) : NULL;
                MPI_Irecv(&received, 1, MPI_DOUBLE, 1, kTag, MPI_COMM_WORLD, &request);
                MPI_Wait(&request, MPI_STATUS_IGNORE);
                result = input + received;
                free(segment);
            } else {
                MPI_Send(&input, 1, MPI_DOUBLE, 0, kTag, MPI_COMM_WORLD);
            }
            break;
        case LibraryBcast:
            MPI_Bcast(&input, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
            break;
        case HandBcast:
            if (rank == 0) {
                MPI_Send(&input, 1, MPI_DOUBLE, 1, kTag, MPI_COMM_WORLD);
            } else {
                MPI_Irecv(&input, 1, MPI_DOUBLE, 0, kTag, MPI_COMM_WORLD, &request);
                MPI_Wait(&request, MPI_STATUS_IGNORE);
            }
            break;
        default:
            break;
    }
}

int main(int argc, char** argv) {
    static double samples[kSamples];
    static double perRound[kVariants][kRounds];
    int rank = 0, ranks = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    if (ranks != 2) {
        if (rank == 0) fprintf(stderr, "collective_call_overhead: run it on exactly 2 ranks\n");
        MPI_Finalize();
        return 2;
    }
    for (int round = 0; round < kRounds; ++round) {
        for (int v = 0; v < kVariants; ++v) {
            for (int s = 0; s < kSamples; ++s) {
                MPI_Barrier(MPI_COMM_WORLD);
                const double start = MPI_Wtime();
                for (int c = 0; c < kBatch; ++c)
                    call((enum Variant)v, rank);
                samples[s] = (MPI_Wtime() - start) / kBatch;
            }
            const double own = median(samples, kSamples);
            MPI_Allreduce(&own, &perRound[v][round], 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
        }
    }
    if (rank == 0) {
        double figure[kVariants];
        for (int v = 0; v < kVariants; ++v) {
            figure[v] = median(perRound[v], kRounds);
            printf("%-30s %7.3f us\n", kNames[v], figure[v] * 1e6);
        }
        printf("%-30s %7.3f us\n", "MPI_Reduce - by hand",
               (figure[LibraryReduce] - figure[HandReduce]) * 1e6);
        printf("%-30s %7.3f us\n", "MPI_Bcast - by hand",
               (figure[LibraryBcast] - figure[HandBcast]) * 1e6);
    }
    MPI_Finalize();
    return 0;
}
