# Seed 003: global combine on an n x n mesh (see docs/mesh-global-combine.md).
set(meshcombine_sources
  mesh_problem.cpp
  segment.cpp
  mesh_lines.cpp
  schedule_program.cpp
  schedule_timing.cpp
  line_blocks.cpp
  whole_mesh_algorithms.cpp
  adaptive.cpp
  cost_formulas.cpp
  mesh_catalogue.cpp
  sbt_distribute.cpp
)
