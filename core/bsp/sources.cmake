# Seed 004: the BSP sub-call model (machine profiles, problems, algorithms, call trees, optimizers).
set(bsp_sources
  machine.cpp
  machine_json.cpp
  json_check.cpp
  library.cpp
  register_helpers.cpp
  broadcast_algorithms.cpp
  prefix_algorithms.cpp
  sort_algorithms.cpp
  mst_algorithms.cpp
  call_tree.cpp
  depth_search.cpp
  optimizer.cpp
  schedule_file.cpp
  pure_schedules.cpp
)
