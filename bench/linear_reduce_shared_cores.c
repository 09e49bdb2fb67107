/* Open MPI's linear reduce outside the runner (docs/runner.md, "The figures today": the linear
 * reduce on 3 ranks). Times, in a plain program, MPI_Reduce in place at root 0 with algorithm 1
 * forced, and the same messages and sums by hand in two orders: the library's (blocking receives
 * from P-1 down to 1) and the twin's (every receive posted first). Each repetition is set up as
 * the runner sets up its own: the vector rewritten on every rank, a barrier, the call, the vector
 * read, and the per-rank times reduced to their maximum. The variants alternate repetition by
 * repetition; it prints each one's median over the repetitions. ROOT_WORK_US (default 0) makes
 * the root busy for that many microseconds after each call, before the ranks meet, as the runner's
 * verification did until 2026-12-04 (docs/runner.md, "How it is timed"): on more ranks than cores
 * the senders' times grow by it.
 *   mpicc -O2 bench/linear_reduce_shared_cores.c -o /tmp/linear_reduce_shared_cores
 *   mpirun --oversubscribe --mca coll_tuned_use_dynamic_rules 1 \
 *          --mca coll_tuned_reduce_algorithm 1 -np 3 /tmp/linear_reduce_shared_cores \
 *          [BYTES [ROOT_WORK_US]]
 */
#include <malloc.h>
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { kRepetitions = 2000, kTag = 5 };
enum Variant { Library, LibraryOrder, PostedFirst, kVariants };
static const char* const kNames[kVariants] = {
    "MPI_Reduce (algorithm 1)", "by hand, the library's order", "by hand, receives posted first"};

static int ascending(const void* a, const void* b) {
    const double x = *(const double*)a, y = *(const double*)b;
    return (x > y) - (x < y);
}

/* Rank 0 receives rank P-1's vector into acc, then rank i's into in for i = P-2 .. 1, adds each
 * and its own vector into acc and copies acc home. */
static void byHand(enum Variant v, int rank, int ranks, uint64_t* own, uint64_t* acc, uint64_t* in,
                   int n) {
    if (rank != 0) {
        MPI_Send(own, n, MPI_UINT64_T, 0, kTag, MPI_COMM_WORLD);
        return;
    }
    if (v == LibraryOrder) {
        MPI_Recv(acc, n, MPI_UINT64_T, ranks - 1, kTag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        for (int i = ranks - 2; i >= 1; --i) {
            MPI_Recv(in, n, MPI_UINT64_T, i, kTag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Reduce_local(in, acc, n, MPI_UINT64_T, MPI_SUM);
        }
    } else {
        MPI_Request requests[64];
        MPI_Irecv(acc, n, MPI_UINT64_T, ranks - 1, kTag, MPI_COMM_WORLD, &requests[0]);
        for (int i = ranks - 2; i >= 1; --i)
            MPI_Irecv(in + (uint64_t)(i - 1) * n, n, MPI_UINT64_T, i, kTag, MPI_COMM_WORLD,
                      &requests[ranks - 1 - i]);
        MPI_Waitall(ranks - 1, requests, MPI_STATUSES_IGNORE);
        for (int i = ranks - 2; i >= 1; --i)
            MPI_Reduce_local(in + (uint64_t)(i - 1) * n, acc, n, MPI_UINT64_T, MPI_SUM);
    }
    MPI_Reduce_local(own, acc, n, MPI_UINT64_T, MPI_SUM);
    memcpy(own, acc, (size_t)n * 8);
}

int main(int argc, char** argv) {
    /* The runner's heap settings (runner/heap_policy.cpp), before anything is allocated. */
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
    MPI_Init(&argc, &argv);
    int rank = 0, ranks = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    const long bytes = argc > 1 ? atol(argv[1]) : 65536;
    const double rootWorkUs = argc > 2 ? atof(argv[2]) : 0.0;
    if (ranks < 2 || ranks > 64 || bytes < 8 || bytes % 8 != 0 || bytes > (1L << 30) ||
        !(rootWorkUs >= 0 && rootWorkUs <= 1e6)) {
        if (rank == 0)
            fprintf(stderr,
                    "linear_reduce_shared_cores: 2 to 64 ranks, BYTES a multiple of 8 up to "
                    "1 GiB and ROOT_WORK_US from 0 to 1000000\n");
        MPI_Finalize();
        return 2;
    }
    const int n = (int)(bytes / 8);
    uint64_t* own = malloc((size_t)bytes);
    uint64_t* acc = malloc((size_t)bytes);
    uint64_t* in = malloc((size_t)bytes * (size_t)(ranks - 1));
    static double times[kVariants][kRepetitions];
    if (!own || !acc || !in) MPI_Abort(MPI_COMM_WORLD, 1);
    volatile uint64_t sink = 0;
    for (int r = 0; r < kRepetitions; ++r)
        for (int v = 0; v < kVariants; ++v) {
            for (int i = 0; i < n; ++i)
                own[i] = (uint64_t)i * (uint64_t)(rank + 1) + (uint64_t)r;
            MPI_Barrier(MPI_COMM_WORLD);
            const double start = MPI_Wtime();
            if (v == Library)
                MPI_Reduce(rank == 0 ? MPI_IN_PLACE : own, rank == 0 ? own : NULL, n, MPI_UINT64_T,
                           MPI_SUM, 0, MPI_COMM_WORLD);
            else
                byHand((enum Variant)v, rank, ranks, own, acc, in, n);
            const double took = MPI_Wtime() - start;
            for (int i = 0; i < n; ++i)
                sink = sink + own[i];
            if (rank == 0 && rootWorkUs > 0)
                for (const double t0 = MPI_Wtime(); MPI_Wtime() - t0 < rootWorkUs * 1e-6;) {
                }
            MPI_Allreduce(&took, &times[v][r], 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
        }
    if (rank == 0) {
        printf("%d ranks, %ld bytes, %d repetitions each, root busy %.0f us after each call\n",
               ranks, bytes, kRepetitions, rootWorkUs);
        for (int v = 0; v < kVariants; ++v) {
            qsort(times[v], kRepetitions, sizeof times[v][0], ascending);
            printf("%-32s median %8.2f us\n", kNames[v], times[v][kRepetitions / 2] * 1e6);
        }
    }
    free(own);
    free(acc);
    free(in);
    MPI_Finalize();
    return 0;
}
