/* Does Open MPI's reduce fault pages in on every call? Its linear (algorithm 1) and in-order
 * binary (algorithm 6) reduces, called in place at root 0 of 2 ranks, allocate a whole-vector
 * buffer per call; if the heap gave the memory back between calls, every call would fault it in
 * again. This times 1000 calls of an MPI_Reduce of BYTES (default 65536) after 100 untimed ones
 * and prints, per rank, the time per call and the minor page faults per call (getrusage)
 * (docs/runner.md, "Three launches per twin", "Heap trimming"):
 *   mpicc -O2 bench/reduce_page_faults.c -o /tmp/reduce_page_faults
 *   mpirun --mca coll_tuned_use_dynamic_rules 1 --mca coll_tuned_reduce_algorithm 6 \
 *          --mca coll_tuned_reduce_algorithm_segmentsize 8192 -np 2 /tmp/reduce_page_faults
 *   mpirun --mca coll_tuned_use_dynamic_rules 1 --mca coll_tuned_reduce_algorithm 1 \
 *          -np 2 /tmp/reduce_page_faults 1048576
 * and the same with -x GLIBC_TUNABLES=glibc.malloc.trim_threshold=1073741824 (no heap trimming).
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>

enum { kWarmUp = 100, kCalls = 1000 };

int main(int argc, char** argv) {
    int rank = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    const long bytes = argc > 1 ? atol(argv[1]) : 65536;
    const int elements = (int)(bytes / (long)sizeof(double));
    if (elements <= 0) {
        if (rank == 0) fprintf(stderr, "reduce_page_faults: BYTES must be at least 8\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    double* vector = malloc((size_t)elements * sizeof(double));
    for (int i = 0; i < elements; ++i)
        vector[i] = i;
    for (int i = 0; i < kWarmUp; ++i)
        MPI_Reduce(rank == 0 ? MPI_IN_PLACE : vector, rank == 0 ? vector : NULL, elements,
                   MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    struct rusage before, after;
    getrusage(RUSAGE_SELF, &before);
    MPI_Barrier(MPI_COMM_WORLD);
    const double start = MPI_Wtime();
    for (int i = 0; i < kCalls; ++i)
        MPI_Reduce(rank == 0 ? MPI_IN_PLACE : vector, rank == 0 ? vector : NULL, elements,
                   MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    const double elapsed = MPI_Wtime() - start;
    getrusage(RUSAGE_SELF, &after);
    printf("rank %d: %ld bytes, %.1f us per call, %.2f minor page faults per call\n", rank, bytes,
           elapsed / kCalls * 1e6, (double)(after.ru_minflt - before.ru_minflt) / kCalls);
    free(vector);
    MPI_Finalize();
    return 0;
}
