#include "edit_commands.h"

#include "schedule_document.h"

namespace studio::editor {

ReplaceSubtreeCommand::ReplaceSubtreeCommand(ScheduleDocument* doc, NodePath path, Subtree before,
                                             Subtree after, const QString& text)
    : QUndoCommand(text),
      m_doc(doc),
      m_path(std::move(path)),
      m_before(std::move(before)),
      m_after(std::move(after)) {}

void ReplaceSubtreeCommand::undo() {
    m_doc->replaceSubtree(m_path, m_before);
}

void ReplaceSubtreeCommand::redo() {
    m_doc->replaceSubtree(m_path, m_after);
}

SetMachineCommand::SetMachineCommand(ScheduleDocument* doc, ct::bsp::MachineProfile before,
                                     ct::bsp::MachineProfile after, const QString& text)
    : QUndoCommand(text), m_doc(doc), m_before(std::move(before)), m_after(std::move(after)) {}

void SetMachineCommand::undo() {
    m_doc->applyMachine(m_before);
}

void SetMachineCommand::redo() {
    m_doc->applyMachine(m_after);
}

}  // namespace studio::editor
