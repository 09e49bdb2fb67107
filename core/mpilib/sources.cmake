# Open MPI's coll/tuned algorithms as communication programs with cost formulas.
set(mpilib_sources
  ompi_common.cpp
  ompi_topology.cpp
  tree_pipeline.cpp
  step_schedule.cpp
  bcast_split_binary.cpp
  bcast_scatter_allgather.cpp
  rabenseifner.cpp
  allreduce_rounds.cpp
  ompi_bcast.cpp
  ompi_reduce.cpp
  ompi_allreduce.cpp
)
