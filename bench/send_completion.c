/* When is a send complete? Rank 0 posts MPI_Isend and waits for it (MPI_Wait) while rank 1 has
 * its receive posted and waits for it; each rank times its own part from the end of a barrier.
 * Prints, per size, the medians of 2000 repetitions: the sender's wait and the receiver's.
 * docs/runner.md ("Fidelity", item 8) quotes it:
 *   mpicc -O2 bench/send_completion.c -o /tmp/send_completion
 *   mpirun -np 2 /tmp/send_completion
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { kReps = 2000, kMaxBytes = 4000 };

static int ascending(const void* a, const void* b) {
    const double x = *(const double*)a, y = *(const double*)b;
    return (x > y) - (x < y);
}

static double median(double* t) {
    qsort(t, kReps, sizeof *t, ascending);
    return t[kReps / 2];
}

int main(int argc, char** argv) {
    static const int sizes[] = {128, 256, 512, 1024, 2048, kMaxBytes};
    static double own[kReps];
    static char buffer[kMaxBytes];
    int rank = 0, ranks = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    if (ranks != 2) {
        if (rank == 0) fprintf(stderr, "send_completion: run it on exactly 2 ranks\n");
        MPI_Finalize();
        return 2;
    }
    memset(buffer, 1, sizeof buffer);
    if (rank == 0) printf("bytes  sender's MPI_Wait returns (us)  receiver's receive ends (us)\n");
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; ++s) {
        for (int k = 0; k < kReps; ++k) {
            MPI_Request request;
            MPI_Barrier(MPI_COMM_WORLD);
            const double start = MPI_Wtime();
            if (rank == 0)
                MPI_Isend(buffer, sizes[s], MPI_BYTE, 1, 0, MPI_COMM_WORLD, &request);
            else
                MPI_Irecv(buffer, sizes[s], MPI_BYTE, 0, 0, MPI_COMM_WORLD, &request);
            MPI_Wait(&request, MPI_STATUS_IGNORE);
            own[k] = MPI_Wtime() - start;
        }
        double mine = median(own), receiver = 0;
        if (rank == 1) {
            MPI_Send(&mine, 1, MPI_DOUBLE, 0, 1, MPI_COMM_WORLD);
        } else {
            MPI_Recv(&receiver, 1, MPI_DOUBLE, 1, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            printf("%5d  %8.2f  %8.2f\n", sizes[s], mine * 1e6, receiver * 1e6);
        }
    }
    MPI_Finalize();
    return 0;
}
