/* Does writing MPICH's algorithm control variable through MPI_T switch the algorithm of the next
 * MPI_Bcast within one process? Rank 1 prints, per round and CVAR value, the fastest of 50
 * broadcasts of 1 MiB; the values 4 and 5 (the scatter + allgather algorithms in MPICH 4.0.2)
 * take far longer than 1 (binomial) when the write takes effect. Value 3 (smp) is skipped: it
 * needs ranks on several nodes. docs/tuning.md ("Not done for MPICH") quotes it:
 *   mpicc.mpich -O2 bench/mpich_cvar_switch.c -o /tmp/mpich_cvar_switch
 *   mpirun.mpich -n 4 /tmp/mpich_cvar_switch
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static MPI_T_cvar_handle cvarHandle(const char* wanted) {
    int count = 0;
    MPI_T_cvar_get_num(&count);
    for (int i = 0; i < count; ++i) {
        char name[256];
        int nameLength = sizeof name, verbosity, bind, scope;
        MPI_Datatype type;
        MPI_T_enum values;
        MPI_T_cvar_get_info(i, name, &nameLength, &verbosity, &type, &values, NULL, NULL, &bind,
                            &scope);
        if (strcmp(name, wanted) == 0) {
            MPI_T_cvar_handle h;
            int elements;
            MPI_T_cvar_handle_alloc(i, NULL, &h, &elements);
            return h;
        }
    }
    fprintf(stderr, "%s: not offered through MPI_T\n", wanted);
    MPI_Abort(MPI_COMM_WORLD, 1);
    return MPI_T_CVAR_HANDLE_NULL;
}

int main(int argc, char** argv) {
    int provided, rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_T_init_thread(MPI_THREAD_SINGLE, &provided);
    MPI_T_cvar_handle h = cvarHandle("MPIR_CVAR_BCAST_INTRA_ALGORITHM");
    const int bytes = 1 << 20;
    char* buffer = calloc(bytes, 1);
    for (int round = 0; round < 3; ++round)
        for (int value = 0; value <= 5; ++value) {
            if (value == 3) continue;
            if (MPI_T_cvar_write(h, &value) != MPI_SUCCESS) MPI_Abort(MPI_COMM_WORLD, 1);
            double best = 1e9;
            for (int k = 0; k < 50; ++k) {
                MPI_Barrier(MPI_COMM_WORLD);
                const double t = MPI_Wtime();
                MPI_Bcast(buffer, bytes, MPI_CHAR, 0, MPI_COMM_WORLD);
                const double dt = MPI_Wtime() - t;
                if (dt < best) best = dt;
            }
            if (rank == 1) printf("round %d value %d: fastest %.1f us\n", round, value, best * 1e6);
        }
    free(buffer);
    MPI_T_finalize();
    MPI_Finalize();
    return 0;
}
