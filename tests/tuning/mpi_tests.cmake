# The tuning loop under MPI (label mpi): included from tests/CMakeLists.txt once it has decided
# that the MPI tests run (CALLTREE_RUN_MPI_TESTS), since that comes after tests/tuning.
set(_tune_flags "")
execute_process(COMMAND ${MPIEXEC_EXECUTABLE} --version OUTPUT_VARIABLE _tune_mpiexec_version
                ERROR_VARIABLE _tune_mpiexec_version TIMEOUT 20)
if(_tune_mpiexec_version MATCHES "Open MPI|OpenRTE")
  set(_tune_flags --oversubscribe --mca pml ob1 --mca btl self,vader)
endif()
add_test(NAME tune_mpi
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/tune_mpi.sh $<TARGET_FILE:calltree>
                 $<TARGET_FILE:calltree-runner> ${CMAKE_CURRENT_BINARY_DIR}/tune_mpi_out
                 ${MPIEXEC_EXECUTABLE} ${_tune_flags})
set_tests_properties(tune_mpi PROPERTIES
  ENVIRONMENT "OMPI_ALLOW_RUN_AS_ROOT=1;OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1"
  TIMEOUT 120 LABELS "mpi;tuning")

# The default, interleaved sweep: one mpirun for all algorithms, interrupted and resumed without
# measuring a finished size again, decided and exported.
add_test(NAME tune_interleaved_mpi
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/tune_interleaved_mpi.sh $<TARGET_FILE:calltree>
                 $<TARGET_FILE:calltree-runner> ${CMAKE_CURRENT_BINARY_DIR}/tune_interleaved_out
                 ${MPIEXEC_EXECUTABLE} ${_tune_flags})
set_tests_properties(tune_interleaved_mpi PROPERTIES
  ENVIRONMENT "OMPI_ALLOW_RUN_AS_ROOT=1;OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1"
  TIMEOUT 120 LABELS "mpi;tuning")

# The same loop under MPICH (tune_mpich.sh) when calltree-runner-mpich is built (MPICH installed)
# and MPICH's launcher is found; the two MPI libraries are installed side by side.
find_program(CALLTREE_MPICH_MPIEXEC NAMES mpirun.mpich mpiexec.mpich mpiexec.hydra)
if(TARGET calltree-runner-mpich AND CALLTREE_MPICH_MPIEXEC)
  add_test(NAME tune_mpich
           COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/tune_mpich.sh $<TARGET_FILE:calltree>
                   $<TARGET_FILE:calltree-runner-mpich> ${CMAKE_CURRENT_BINARY_DIR}/tune_mpich_out
                   ${CALLTREE_MPICH_MPIEXEC})
  set_tests_properties(tune_mpich PROPERTIES TIMEOUT 240 LABELS "mpi;tuning;mpich")
endif()
