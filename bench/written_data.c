/* What a message of bytes its sender has just written costs, against the same bytes sent before.
 * Rank 0 sends s bytes to rank 1 (one way), or both ranks exchange s bytes (MPI_Sendrecv); in
 * the "written" variants the sender(s) add to every element of the buffer before the barrier,
 * outside the timed part. Each repetition is timed from the barrier on both ranks; the later
 * rank's time counts. Prints, per size, the medians of 300 repetitions and the extra time per
 * byte. docs/simulator.md ("Written data") quotes it:
 *   mpicc -O2 bench/written_data.c -o /tmp/written_data
 *   mpirun --mca pml ob1 --mca btl self,vader -np 2 /tmp/written_data
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

/* One variant's median in microseconds: exchange or one way, written or not. */
static double measure(int rank, uint64_t* send, uint64_t* recv, size_t n, int exchange,
                      int written) {
    double t[kReps];
    for (int i = 0; i < kReps; ++i) {
        if (written && (rank == 0 || exchange))
            for (size_t k = 0; k < n / 8; ++k) send[k] += k;
        MPI_Barrier(MPI_COMM_WORLD);
        const double t0 = MPI_Wtime();
        if (exchange)
            MPI_Sendrecv(send, (int)n, MPI_BYTE, 1 - rank, 0, recv, (int)n, MPI_BYTE, 1 - rank, 0,
                         MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        else if (rank == 0)
            MPI_Send(send, (int)n, MPI_BYTE, 1, 0, MPI_COMM_WORLD);
        else
            MPI_Recv(recv, (int)n, MPI_BYTE, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        double dt = MPI_Wtime() - t0, later = 0;
        MPI_Allreduce(&dt, &later, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
        t[i] = later * 1e6;
    }
    qsort(t, kReps, sizeof t[0], ascending);
    return t[kReps / 2];
}

int main(int argc, char** argv) {
    MPI_Init(&argc, &argv);
    int rank = 0, size = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (size != 2) {
        if (rank == 0) fprintf(stderr, "written_data: run it on exactly 2 ranks\n");
        MPI_Finalize();
        return 2;
    }
    const size_t sizes[] = {4096, 8192, 16384, 32768, 65536, 131072, 262144, 1048576};
    if (rank == 0)
        printf("bytes    one-way clean  written (+ns/B)   exchange clean  written (+ns/B)\n");
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; ++s) {
        const size_t n = sizes[s];
        uint64_t* send = aligned_alloc(4096, n);
        uint64_t* recv = aligned_alloc(4096, n);
        if (!send || !recv) MPI_Abort(MPI_COMM_WORLD, 1);
        memset(send, 1, n);
        memset(recv, 1, n);
        double r[4];
        for (int v = 0; v < 4; ++v)
            r[v] = measure(rank, send, recv, n, v >> 1, v & 1);
        if (rank == 0)
            printf("%-8zu %8.2f us  %8.2f (%+.3f)   %8.2f us  %8.2f (%+.3f)\n", n, r[0], r[1],
                   (r[1] - r[0]) * 1e3 / (double)n, r[2], r[3], (r[3] - r[2]) * 1e3 / (double)n);
        free(send);
        free(recv);
    }
    MPI_Finalize();
    return 0;
}
