#include "schedule_document.h"

#include <QFileInfo>

#include "protocol/machine_json.h"
#include "edit_commands.h"

namespace studio::editor {

using ct::bsp::CallNode;

ScheduleDocument::ScheduleDocument(QObject* parent) : QObject(parent) {
    m_schedule.machine = ct::bsp::psc2Sci();
}

const ct::bsp::Library& ScheduleDocument::library() const {
    return ct::bsp::standardLibrary();
}

void ScheduleDocument::setFileName(const QString& fileName) {
    if (fileName == m_fileName) return;
    m_fileName = fileName;
    emit fileNameChanged(fileName);
}

QString ScheduleDocument::displayName() const {
    if (!m_fileName.isEmpty()) return QFileInfo(m_fileName).fileName();
    return m_untitledName.isEmpty() ? tr("untitled") : m_untitledName;
}

int ScheduleDocument::maxCalcProcs(const NodePath& path) const {
    return editor::maxCalcProcs(m_schedule.tree, m_schedule.calcProcs, path);
}

bool ScheduleDocument::needsEmbedding(const ct::bsp::MachineProfile& machine) {
    const auto builtin = ct::bsp::builtinMachine(machine.name);
    return !builtin || ct::bsp::machineToJson(*builtin) != ct::bsp::machineToJson(machine);
}

double ScheduleDocument::toSeconds(double operations) const {
    // One speed for the whole tree (the root's partition), as the schedule file's time_ns.
    return bsp().toNanoseconds(operations, m_schedule.tree.calcProcs) * 1e-9;
}

void ScheduleDocument::reset(ct::bsp::Schedule schedule, NodeMarks marks, const QString& fileName) {
    emit aboutToReset();
    m_schedule = std::move(schedule);
    m_marks = std::move(marks);
    m_fileName = fileName;
    m_undo.clear();
    m_undo.setClean();
    recost();
    emit resetDone();
    emit fileNameChanged(m_fileName);
    emit machineChanged();
}

bool ScheduleDocument::pushSubtree(const NodePath& path, std::optional<Subtree> subtree,
                                   const QString& text) {
    if (!subtree) {
        if (m_error.isEmpty()) m_error = tr("no valid schedule exists for this choice");
        return false;
    }
    const CallNode& current = nodeAt(m_schedule.tree, path);
    Subtree before{current, marksAt(m_marks, path)};
    if (sameSchedule(current, subtree->node) && before.marks == subtree->marks) {
        m_error = tr("the schedule is already like that");
        return false;
    }
    m_undo.push(
        new ReplaceSubtreeCommand(this, path, std::move(before), std::move(*subtree), text));
    return true;
}

bool ScheduleDocument::chooseAlgorithm(const NodePath& path, const std::string& algorithm) {
    m_error.clear();
    const CallNode& n = nodeAt(m_schedule.tree, path);
    if (n.algorithm == algorithm) {
        m_error = tr("the node already uses %1").arg(QString::fromStdString(algorithm));
        return false;
    }
    return pushSubtree(path, bestWithAlgorithm(n, algorithm, library(), bsp(), maxCalcProcs(path)),
                       tr("Choose %1").arg(QString::fromStdString(algorithm)));
}

bool ScheduleDocument::chooseVariant(const NodePath& path, int variant) {
    m_error.clear();
    const CallNode& n = nodeAt(m_schedule.tree, path);
    if (n.variant == variant) {
        m_error = tr("the node already uses this variant");
        return false;
    }
    auto built =
        buildNode(n, n.algorithm, variant, n.calcProcs, library(), bsp(), maxCalcProcs(path));
    return pushSubtree(path, std::move(built),
                       tr("Variant of %1").arg(QString::fromStdString(n.algorithm)));
}

bool ScheduleDocument::chooseCalcProcs(const NodePath& path, int calcProcs) {
    m_error.clear();
    const CallNode& n = nodeAt(m_schedule.tree, path);
    if (n.calcProcs == calcProcs) {
        m_error = tr("the node already runs on %1 processors").arg(calcProcs);
        return false;
    }
    // The variant index may mean something else on another processor count: keep it if valid.
    const ct::bsp::Algorithm* a = library().algorithm(n.algorithm);
    const int variants = a ? a->variantCount({n.input, n.dataProcs, calcProcs}) : 0;
    const int variant = n.variant < variants ? n.variant : 0;
    auto built =
        buildNode(n, n.algorithm, variant, calcProcs, library(), bsp(), maxCalcProcs(path));
    return pushSubtree(path, std::move(built),
                       tr("Processors of %1").arg(QString::fromStdString(n.algorithm)));
}

bool ScheduleDocument::optimizeSubtree(const NodePath& path) {
    m_error.clear();
    const CallNode& n = nodeAt(m_schedule.tree, path);
    return pushSubtree(path, optimalSubtree(n, library(), bsp(), maxCalcProcs(path)),
                       path.empty() ? tr("Optimize all") : tr("Optimize subtree"));
}

bool ScheduleDocument::setMachine(const ct::bsp::MachineProfile& machine, const QString& what) {
    m_error.clear();
    if (machine.kind != ct::bsp::ModelKind::Bsp || machine.bsp.entries.empty()) {
        m_error = tr("the schedule needs a BSP* profile with at least one row");
        return false;
    }
    m_undo.push(new SetMachineCommand(this, m_schedule.machine, machine, what));
    return true;
}

void ScheduleDocument::replaceSubtree(const NodePath& path, const Subtree& subtree) {
    CallNode& n = nodeAt(m_schedule.tree, path);
    NodeMarks& marks = marksAt(m_marks, path);
    if (!n.children.empty()) {
        emit childrenAboutToBeReplaced(path, int(n.children.size()));
        n.children.clear();
        marks.children.clear();
        emit childrenRemoved();
    }
    // Only the children vector changes shape; the node's own fields are plain values.
    CallNode fields = subtree.node;
    fields.children.clear();
    const bool optimal = subtree.marks.optimal;
    const std::size_t count = subtree.node.children.size();
    n = std::move(fields);
    marks.optimal = optimal;
    if (count > 0) {
        emit childrenAboutToBeInserted(path, int(count));
        n.children = subtree.node.children;
        marks.children = subtree.marks.children;
        emit childrenInserted();
    }
    recost();
}

void ScheduleDocument::applyMachine(const ct::bsp::MachineProfile& machine) {
    m_schedule.machine = machine;
    m_schedule.machineEmbedded = needsEmbedding(machine);
    recost();
    emit machineChanged();
}

void ScheduleDocument::recost() {
    if (!m_schedule.tree.algorithm.empty())
        ct::bsp::evaluateCost(m_schedule.tree, library(), bsp());
    emit costsChanged();
}

}  // namespace studio::editor
