# The visualizations (issue 7): timeline, tree, animation, comparison and charts. Included by
# gui/CMakeLists.txt; paths relative to gui/.
set(CALLTREE_GUI_VISUAL_SOURCES
  lib/visual/algorithm_summary.cpp lib/visual/algorithm_summary.h
  lib/visual/animation_bar.cpp lib/visual/animation_bar.h
  lib/visual/animation_controller.cpp lib/visual/animation_controller.h
  lib/visual/animation_export.cpp lib/visual/animation_export.h
  lib/visual/best_map.cpp lib/visual/best_map.h
  lib/visual/best_map_view.cpp lib/visual/best_map_view.h
  lib/visual/chart_style.h
  lib/visual/bsp_prediction.cpp lib/visual/bsp_prediction.h
  lib/visual/compare_view.cpp lib/visual/compare_view.h
  lib/visual/decimate.cpp lib/visual/decimate.h
  lib/visual/gif_encoder.cpp lib/visual/gif_encoder.h
  lib/visual/lane_geometry.cpp lib/visual/lane_geometry.h
  lib/visual/measured_timeline.cpp lib/visual/measured_timeline.h
  lib/visual/measured_view.cpp lib/visual/measured_view.h
  lib/visual/model_time_format.cpp lib/visual/model_time_format.h
  lib/visual/model_time_ticker.cpp lib/visual/model_time_ticker.h
  lib/visual/overview_strip.cpp lib/visual/overview_strip.h
  lib/visual/prediction_view.cpp lib/visual/prediction_view.h
  lib/visual/scenario.cpp lib/visual/scenario.h
  lib/visual/timeline_find_bar.cpp lib/visual/timeline_find_bar.h
  lib/visual/timeline_index.cpp lib/visual/timeline_index.h
  lib/visual/timeline_keys.cpp lib/visual/timeline_keys.h
  lib/visual/timeline_plottable.cpp lib/visual/timeline_plottable.h
  lib/visual/timeline_ruler.cpp lib/visual/timeline_ruler.h
  lib/visual/timeline_search.cpp lib/visual/timeline_search.h
  lib/visual/timeline_view.cpp lib/visual/timeline_view.h
  lib/visual/tree_geometry.cpp lib/visual/tree_geometry.h
  lib/visual/tree_graph_view.cpp lib/visual/tree_graph_view.h
  lib/visual/view_export.cpp lib/visual/view_export.h
  lib/visual/visual_parameters.cpp lib/visual/visual_parameters.h
  lib/visual/visualization_workspace.cpp lib/visual/visualization_workspace.h
  lib/visual/linear_map.h
  lib/visual/timeline_colors.h
  lib/visual/unit_names.h
  lib/visual/zoom_history.h
)
