# Tune (issue 19): decision maps from a tuning sweep's results, measured beside predicted, rules
# exports for Open MPI and MPICH, the check of an existing rules file, and sweeps run from the page.
set(CALLTREE_GUI_TUNE_SOURCES
  lib/tune/decision_map_view.cpp lib/tune/decision_map_view.h
  lib/tune/installed_algorithms.cpp lib/tune/installed_algorithms.h
  lib/tune/point_table.cpp lib/tune/point_table.h
  lib/tune/rules_check_panel.cpp lib/tune/rules_check_panel.h
  lib/tune/rules_export.cpp lib/tune/rules_export.h
  lib/tune/rules_verify_panel.cpp lib/tune/rules_verify_panel.h
  lib/tune/sweep_compare_panel.cpp lib/tune/sweep_compare_panel.h
  lib/tune/sweep_dialog.cpp lib/tune/sweep_dialog.h
  lib/tune/sweep_job.cpp lib/tune/sweep_job.h
  lib/tune/sweep_results.cpp lib/tune/sweep_results.h
  lib/tune/sweep_setup.cpp lib/tune/sweep_setup.h
  lib/tune/tune_workspace.cpp lib/tune/tune_workspace.h
)
