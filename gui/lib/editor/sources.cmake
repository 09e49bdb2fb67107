# The schedule editor (issue 6): models, delegates, drawing and the editor workspace.
set(CALLTREE_EDITOR_SOURCES
  lib/editor/autosave.cpp lib/editor/autosave.h
  lib/editor/call_tree_model.cpp lib/editor/call_tree_model.h
  lib/editor/choice_delegate.cpp lib/editor/choice_delegate.h
  lib/editor/edit_commands.cpp lib/editor/edit_commands.h
  lib/editor/export_file_name.cpp lib/editor/export_file_name.h
  lib/editor/machine_edit.cpp lib/editor/machine_edit.h
  lib/editor/machine_panel.cpp lib/editor/machine_panel.h
  lib/editor/machine_table_model.cpp lib/editor/machine_table_model.h
  lib/editor/measured_nodes.cpp lib/editor/measured_nodes.h
  lib/editor/new_schedule_dialog.cpp lib/editor/new_schedule_dialog.h
  lib/editor/optimal_comparison.cpp lib/editor/optimal_comparison.h
  lib/editor/schedule_document.cpp lib/editor/schedule_document.h
  lib/editor/schedule_drawing.cpp lib/editor/schedule_drawing.h
  lib/editor/schedule_editor.cpp lib/editor/schedule_editor_files.cpp
  lib/editor/schedule_editor_measured.cpp lib/editor/schedule_editor.h
  lib/editor/schedule_layout.cpp lib/editor/schedule_layout.h
  lib/editor/subtree_builder.cpp lib/editor/subtree_builder.h
  lib/editor/variant_names.cpp lib/editor/variant_names.h
)
