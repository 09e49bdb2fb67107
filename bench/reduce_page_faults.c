/* Does Open MPI's reduce fault pages in on every call? Its in-order binary reduce (algorithm 6),
 * called in place at root 0 of 2 ranks, allocates a whole-vector buffer on both ranks per call;
 * if the heap gave the memory back between calls, every call would fault it in again. This times
 * 1000 calls of a 64 KiB MPI_Reduce after 100 untimed ones and prints, per rank, the time per
 * call and the minor page faults per call (getrusage) (docs/runner.md, "Three launches per
 * twin"):
 *   mpicc -O2 bench/reduce_page_faults.c -o /tmp/reduce_page_faults
 *   mpirun --mca coll_tuned_use_dynamic_rules 1 --mca coll_tuned_reduce_algorithm 6 \
 *          --mca coll_tuned_reduce_algorithm_segmentsize 8192 -np 2 /tmp/reduce_page_faults
 * and the same with GLIBC_TUNABLES=glibc.malloc.trim_threshold=1073741824 (no heap trimming).
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>

enum { kElements = 8192, kWarmUp = 100, kCalls = 1000 };

int main(int argc, char** argv) {
    static double vector[kElements];
    int rank = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    for (int i = 0; i < kElements; ++i)
        vector[i] = i;
    for (int i = 0; i < kWarmUp; ++i)
        MPI_Reduce(rank == 0 ? MPI_IN_PLACE : vector, rank == 0 ? vector : NULL, kElements,
                   MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    struct rusage before, after;
    getrusage(RUSAGE_SELF, &before);
    MPI_Barrier(MPI_COMM_WORLD);
    const double start = MPI_Wtime();
    for (int i = 0; i < kCalls; ++i)
        MPI_Reduce(rank == 0 ? MPI_IN_PLACE : vector, rank == 0 ? vector : NULL, kElements,
                   MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    const double elapsed = MPI_Wtime() - start;
    getrusage(RUSAGE_SELF, &after);
    printf("rank %d: %.1f us per call, %.2f minor page faults per call\n", rank,
           elapsed / kCalls * 1e6, (double)(after.ru_minflt - before.ru_minflt) / kCalls);
    MPI_Finalize();
    return 0;
}
