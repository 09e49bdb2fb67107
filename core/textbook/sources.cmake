# Seed 002 (Grama et al. §4.1-4.2): the textbook collectives and the link-contention simulator.
set(textbook_sources
  mesh_shape.cpp
  line_broadcast.cpp
  textbook_trees.cpp
  tree_costs.cpp
  lockstep_costs.cpp
  allgather.cpp
  reduce_scatter.cpp
  network.cpp
  fair_share.cpp
  link_simulator.cpp
  register_one_to_all.cpp
  register_all_to_all.cpp
)
