/* Where an 8-byte MPI_Reduce spends its time (docs/runner.md, "The figures today"): 2 million
 * calls back to back on 2 ranks (or, with the argument "hand", the same message and sum by
 * hand), to profile the root with perf:
 *   mpicc -O2 -g bench/reduce_call_profile.c -o /tmp/reduce_call_profile
 *   printf '#!/bin/sh\nexec perf record -q -F 20000 -o /tmp/reduce.$OMPI_COMM_WORLD_RANK.data "$@"\n' \
 *       > /tmp/perf_rank.sh && chmod +x /tmp/perf_rank.sh
 *   mpirun --mca coll_tuned_use_dynamic_rules 1 --mca coll_tuned_reduce_algorithm 3 \
 *          --mca coll_tuned_reduce_algorithm_segmentsize 8192 -np 2 \
 *          /tmp/perf_rank.sh /tmp/reduce_call_profile
 *   perf report -i /tmp/reduce.0.data --no-children --sort dso,symbol
 * It prints each rank's mean time per call.
 */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

enum { kCalls = 2000000, kTag = 7 };

int main(int argc, char** argv) {
    int rank = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    const int byHand = argc > 1 && strcmp(argv[1], "hand") == 0;
    double input = 1.0, result = 0.0, received = 0.0;
    MPI_Barrier(MPI_COMM_WORLD);
    const double start = MPI_Wtime();
    for (long i = 0; i < kCalls; ++i) {
        if (!byHand) {
            MPI_Reduce(&input, &result, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
        } else if (rank == 0) {
            MPI_Request request;
            MPI_Irecv(&received, 1, MPI_DOUBLE, 1, kTag, MPI_COMM_WORLD, &request);
            MPI_Wait(&request, MPI_STATUS_IGNORE);
            result = input + received;
        } else {
            MPI_Send(&input, 1, MPI_DOUBLE, 0, kTag, MPI_COMM_WORLD);
        }
    }
    const double elapsed = MPI_Wtime() - start;
    printf("rank %d: %s %.3f us per call\n", rank, byHand ? "by hand" : "MPI_Reduce",
           elapsed / kCalls * 1e6);
    MPI_Finalize();
    return 0;
}
