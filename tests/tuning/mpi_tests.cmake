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
