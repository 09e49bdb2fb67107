#pragma once
// The schedule being edited: core's Schedule (machine, problem, call tree), which nodes the
// optimizer filled in, the file it came from and the undo stack. Every edit is a QUndoCommand
// (edit_commands.h) that calls the primitives below; they keep the costs current and tell the
// models exactly which rows change.
#include <QObject>
#include <QString>
#include <QUndoStack>

#include "schedule/schedule_file.h"
#include "subtree_builder.h"

namespace studio::editor {

class ScheduleDocument : public QObject {
    Q_OBJECT

public:
    explicit ScheduleDocument(QObject* parent = nullptr);

    const ct::bsp::Library& library() const;
    const ct::bsp::Schedule& schedule() const { return m_schedule; }
    const ct::bsp::CallNode& root() const { return m_schedule.tree; }
    const NodeMarks& marks() const { return m_marks; }
    const ct::bsp::BspProfile& bsp() const { return m_schedule.machine.bsp; }
    QUndoStack* undoStack() { return &m_undo; }

    QString fileName() const { return m_fileName; }
    void setFileName(const QString& fileName);
    bool isModified() const { return !m_undo.isClean(); }
    // The file's name without folders, or the name given to an unsaved document.
    QString displayName() const;
    void setUntitledName(const QString& name) { m_untitledName = name; }
    // Counts the document as changed since its file was written (a recovered copy).
    void markUnsaved() { m_undo.resetClean(); }

    // The processors available to the node at `path`.
    int maxCalcProcs(const NodePath& path) const;
    // A built-in name is enough in a file only while the numbers are the built-in ones.
    static bool needsEmbedding(const ct::bsp::MachineProfile& machine);
    // Model units (BSP operations) to seconds on this machine.
    double toSeconds(double operations) const;

    // A new document (New, Open): forgets the undo history.
    void reset(ct::bsp::Schedule schedule, NodeMarks marks, const QString& fileName);

    // Edits: each pushes one undoable command; false (and nothing pushed) when the choice is
    // invalid or changes nothing. errorText() says why after a false.
    bool chooseAlgorithm(const NodePath& path, const std::string& algorithm);
    bool chooseVariant(const NodePath& path, int variant);
    bool chooseCalcProcs(const NodePath& path, int calcProcs);
    bool optimizeSubtree(const NodePath& path);
    bool setMachine(const ct::bsp::MachineProfile& machine, const QString& what);
    QString errorText() const { return m_error; }

    // Primitives for the commands (no undo entry).
    void replaceSubtree(const NodePath& path, const Subtree& subtree);
    void applyMachine(const ct::bsp::MachineProfile& machine);

signals:
    void aboutToReset();
    void resetDone();
    void childrenAboutToBeReplaced(const studio::editor::NodePath& path, int oldCount);
    void childrenRemoved();
    void childrenAboutToBeInserted(const studio::editor::NodePath& path, int newCount);
    void childrenInserted();
    // Every cost may have changed (edits re-cost up to the root at once).
    void costsChanged();
    void machineChanged();
    void fileNameChanged(const QString& fileName);

private:
    bool pushSubtree(const NodePath& path, std::optional<Subtree> subtree, const QString& text);
    void recost();

    ct::bsp::Schedule m_schedule;
    NodeMarks m_marks;
    QString m_fileName;
    QString m_error;
    QString m_untitledName;
    QUndoStack m_undo;
};

}  // namespace studio::editor
