#pragma once
// Undoable edits of a ScheduleDocument. Each stores the complete before and after state of what
// it touches, so undo and redo restore exactly (costs are recomputed deterministically).
#include <QUndoCommand>

#include "model/machine.h"
#include "subtree_builder.h"

namespace studio::editor {

class ScheduleDocument;

// A node and everything below it replaced (algorithm, variant, calc procs, optimize).
class ReplaceSubtreeCommand : public QUndoCommand {
public:
    ReplaceSubtreeCommand(ScheduleDocument* doc, NodePath path, Subtree before, Subtree after,
                          const QString& text);
    void undo() override;
    void redo() override;

private:
    ScheduleDocument* m_doc;
    NodePath m_path;
    Subtree m_before;
    Subtree m_after;
};

// The machine profile replaced (a table cell edited, a preset chosen, a file loaded).
class SetMachineCommand : public QUndoCommand {
public:
    SetMachineCommand(ScheduleDocument* doc, ct::bsp::MachineProfile before,
                      ct::bsp::MachineProfile after, const QString& text);
    void undo() override;
    void redo() override;

private:
    ScheduleDocument* m_doc;
    ct::bsp::MachineProfile m_before;
    ct::bsp::MachineProfile m_after;
};

}  // namespace studio::editor
