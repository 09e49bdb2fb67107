# Runs (issue 8): launching calltree-runner from the Studio, following it, results beside
# predictions, run history.
set(CALLTREE_GUI_RUNS_SOURCES
  lib/runs/machine_mismatch.cpp lib/runs/machine_mismatch.h
  lib/runs/measured_timeline_view.cpp lib/runs/measured_timeline_view.h
  lib/runs/prediction_job.cpp lib/runs/prediction_job.h
  lib/runs/progress_tracker.cpp lib/runs/progress_tracker.h
  lib/runs/result_rows.cpp lib/runs/result_rows.h
  lib/runs/results_panel.cpp lib/runs/results_panel.h
  lib/runs/results_reader.cpp lib/runs/results_reader.h
  lib/runs/results_table_model.cpp lib/runs/results_table_model.h
  lib/runs/run_comparison.cpp lib/runs/run_comparison.h
  lib/runs/run_config.cpp lib/runs/run_config.h
  lib/runs/run_controller.cpp lib/runs/run_controller.h
  lib/runs/run_dialog.cpp lib/runs/run_dialog.h lib/runs/run_dialog_choices.cpp
  lib/runs/run_history.cpp lib/runs/run_history.h
  lib/runs/run_history_panel.cpp lib/runs/run_history_panel.h
  lib/runs/run_plan.cpp lib/runs/run_plan.h
  lib/runs/run_predictions.cpp lib/runs/run_predictions.h
  lib/runs/runs_workspace.cpp lib/runs/runs_workspace.h
  lib/runs/ties.cpp lib/runs/ties.h
)
