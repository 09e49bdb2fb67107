/* What a write costs into bytes the peer has just read out of this rank's buffer, against the
 * same write into bytes nobody read. Rank 0 sends buffer B to rank 1 (beyond the eager limit
 * rank 1 copies it straight out of rank 0's memory), then, timed on rank 0 alone, combines a
 * vector into B (a plain loop of 64-bit additions), copies one into B (memcpy), or receives the
 * same bytes back from rank 1 into B; the "own" variants write buffer D, which rank 0 wrote the
 * repetition before and never sent. Prints, per size, the medians of 300 repetitions (the
 * receive: the later rank's time from a barrier). docs/simulator.md ("Overwriting what the peer
 * read") quotes it:
 *   mpicc -O2 bench/overwritten_data.c -o /tmp/overwritten_data
 *   mpirun --mca pml ob1 --mca btl self,vader -np 2 /tmp/overwritten_data
 */
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { kReps = 300 };

static int ascending(const void* a, const void* b) {
    const double x = *(const double*)a, y = *(const double*)b;
    return (x > y) - (x < y);
}

static double median(double* t) {
    qsort(t, kReps, sizeof *t, ascending);
    return t[kReps / 2];
}

static void combine(uint64_t* into, const uint64_t* from, size_t bytes) {
    for (size_t i = 0; i < bytes / 8; ++i)
        into[i] += from[i];
}

enum Write { kCombine, kCopy, kReceive };

/* One repetition: rank 0 sends B, then writes B (intoSent) or D; microseconds on rank 0. */
static double repetition(int rank, enum Write w, int intoSent, uint64_t* b, uint64_t* c,
                         uint64_t* d, uint64_t* r, size_t bytes) {
    const int n = (int)bytes;
    if (rank == 0)
        MPI_Send(b, n, MPI_BYTE, 1, 0, MPI_COMM_WORLD);
    else
        MPI_Recv(r, n, MPI_BYTE, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    if (rank == 1) memset(r, 3, bytes); /* what rank 1 sends back is its own, written, alike */
    MPI_Barrier(MPI_COMM_WORLD);
    uint64_t* into = intoSent ? b : d;
    const double t0 = MPI_Wtime();
    if (w == kReceive) {
        if (rank == 1)
            MPI_Send(r, n, MPI_BYTE, 0, 0, MPI_COMM_WORLD);
        else
            MPI_Recv(into, n, MPI_BYTE, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else if (rank == 0) {
        if (w == kCombine)
            combine(into, c, bytes);
        else
            memcpy(into, c, bytes);
        __asm__ volatile("" : : "r"(into) : "memory");
    }
    double took = (MPI_Wtime() - t0) * 1e6, later = took;
    if (w == kReceive) MPI_Reduce(&took, &later, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    MPI_Barrier(MPI_COMM_WORLD);
    return later;
}

int main(int argc, char** argv) {
    MPI_Init(&argc, &argv);
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    const size_t sizes[] = {2048, 8192, 16384, 65536, 262144, 1048576};
    const char* names[] = {"combine", "copy", "receive"};
    if (rank == 0) printf("bytes    write    into what the peer read   into own   (us, medians)\n");
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; ++s) {
        const size_t bytes = sizes[s];
        uint64_t* b = aligned_alloc(4096, bytes);
        uint64_t* c = aligned_alloc(4096, bytes);
        uint64_t* d = aligned_alloc(4096, bytes);
        uint64_t* r = aligned_alloc(4096, bytes);
        memset(b, 1, bytes);
        memset(c, 1, bytes);
        memset(d, 1, bytes);
        memset(r, 1, bytes);
        for (int w = kCombine; w <= kReceive; ++w) {
            double t[2][kReps];
            for (int i = 0; i < kReps; ++i)
                for (int sent = 0; sent < 2; ++sent)
                    t[sent][i] = repetition(rank, (enum Write)w, !sent, b, c, d, r, bytes);
            if (rank == 0)
                printf("%-8zu %-8s %10.3f %24.3f\n", bytes, names[w], median(t[0]), median(t[1]));
        }
        free(b);
        free(c);
        free(d);
        free(r);
    }
    MPI_Finalize();
    return 0;
}
