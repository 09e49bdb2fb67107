#include "schedule_editor.h"

#include <QAction>
#include <QEvent>
#include <QHeaderView>
#include <QMenu>
#include <QSplitter>
#include <QToolBar>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

#include "call_tree_model.h"
#include "choice_delegate.h"
#include "fields/number_format.h"
#include "machine_panel.h"
#include "schedule_document.h"
#include "schedule_drawing.h"

namespace studio::editor {

ScheduleEditor::ScheduleEditor(QWidget* parent)
    : QWidget(parent),
      m_doc(new ScheduleDocument(this)),
      m_model(new CallTreeModel(m_doc, this)),
      m_tree(new QTreeView(this)),
      m_drawing(new ScheduleDrawing(m_doc, this)),
      m_machinePanel(new MachinePanel(m_doc, this)),
      m_split(new QSplitter(Qt::Horizontal, this)),
      m_leftSplit(new QSplitter(Qt::Vertical, this)),
      m_toolBar(new QToolBar(this)),
      m_recentMenu(new QMenu(this)) {
    setObjectName(QStringLiteral("scheduleEditor"));
    m_tree->setObjectName(QStringLiteral("callTreeView"));
    m_tree->setModel(m_model);
    m_tree->setItemDelegate(new ChoiceDelegate(CallTreeModel::ChoicesRole, m_tree));
    m_tree->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::SelectedClicked |
                            QAbstractItemView::EditKeyPressed);
    m_tree->setAlternatingRowColors(true);
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);

    m_leftSplit->addWidget(m_tree);
    m_leftSplit->addWidget(m_drawing);
    m_leftSplit->setStretchFactor(0, 3);
    m_leftSplit->setStretchFactor(1, 2);
    m_split->addWidget(m_leftSplit);
    m_split->addWidget(m_machinePanel);
    m_split->setStretchFactor(0, 4);
    m_split->setStretchFactor(1, 1);
    // Room for all five machine columns; the stored layout (restoreSettings) wins later.
    m_split->setSizes({960, 400});
    m_leftSplit->setSizes({300, 400});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_toolBar);
    layout->addWidget(m_split, 1);

    createActions();
    m_message = [this](QMessageBox::Icon icon, const QString& title, const QString& text) {
        QMessageBox box(icon, title, text, QMessageBox::Ok, this);
        box.exec();
    };
    m_prompt = [this](const QString& text) {
        return QMessageBox::warning(this, tr("Unsaved changes"), text,
                                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    };

    connect(m_model, &CallTreeModel::editRefused, this, [this](const QString& reason) {
        emit statusMessage(tr("Edit refused: %1").arg(reason));
    });
    connect(m_machinePanel, &MachinePanel::statusMessage, this, &ScheduleEditor::statusMessage);
    connect(m_machinePanel, &MachinePanel::errorOccurred, this,
            [this](const QString& title, const QString& text) {
                showMessage(QMessageBox::Critical, title, text);
            });
    connect(m_doc->undoStack(), &QUndoStack::cleanChanged, this, &ScheduleEditor::titleChanged);
    connect(m_doc, &ScheduleDocument::fileNameChanged, this, &ScheduleEditor::titleChanged);
    // New rows (another algorithm's subcalls) are shown, not hidden under a collapsed parent.
    connect(m_model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex& at) { m_tree->expandRecursively(at); });
    connect(m_model, &QAbstractItemModel::modelReset, m_tree, &QTreeView::expandAll);
    connect(m_doc, &ScheduleDocument::costsChanged, this, [this] {
        updateActions();
        //: %1 a count of operations, %2 a time with its unit ("1.26 ms")
        emit statusMessage(tr("Predicted time %1 operations (%2)")
                               .arg(fields::formatCount(m_doc->root().cost),
                                    fields::formatDuration(m_doc->toSeconds(m_doc->root().cost))));
    });
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        m_drawing->setSelectedPath(selectedPath());
        updateActions();
    });
    connect(m_drawing, &ScheduleDrawing::nodeClicked, this, &ScheduleEditor::selectPath);
    connect(m_drawing, &ScheduleDrawing::nodeHovered, this,
            [this](const NodePath&, const QString& text) { emit statusMessage(text); });
    retranslateUi();
}

void ScheduleEditor::createActions() {
    auto make = [this](const char* name, const QKeySequence& key, auto slot) {
        auto* a = new QAction(this);
        a->setObjectName(QString::fromLatin1(name));
        if (!key.isEmpty()) a->setShortcut(key);
        a->setShortcutContext(Qt::WindowShortcut);
        connect(a, &QAction::triggered, this, slot);
        addAction(a);
        return a;
    };
    m_new = make("actionNew", QKeySequence(Qt::CTRL | Qt::Key_N), &ScheduleEditor::newFromDialog);
    m_open =
        make("actionOpen", QKeySequence(Qt::CTRL | Qt::Key_O), &ScheduleEditor::openFromDialog);
    m_save = make("actionSave", QKeySequence(Qt::CTRL | Qt::Key_S), [this] { save(); });
    m_saveAs =
        make("actionSaveAs", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), [this] { saveAs(); });
    m_export = make("actionExportDrawing", QKeySequence(Qt::CTRL | Qt::Key_E),
                    &ScheduleEditor::exportDrawing);
    // Fixed labels ("Undo"), so the toolbar does not jump with each edit's name; what would be
    // undone is in the tooltip and status tip (updateUndoTips).
    QUndoStack* stack = m_doc->undoStack();
    m_undo = make("actionUndo", QKeySequence(Qt::CTRL | Qt::Key_Z), [stack] { stack->undo(); });
    m_redo = make("actionRedo", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z),
                  [stack] { stack->redo(); });
    m_redo->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    m_undo->setEnabled(stack->canUndo());
    m_redo->setEnabled(stack->canRedo());
    connect(stack, &QUndoStack::canUndoChanged, m_undo, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, m_redo, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, this, &ScheduleEditor::updateUndoTips);
    connect(stack, &QUndoStack::redoTextChanged, this, &ScheduleEditor::updateUndoTips);
    m_copy = make("actionCopySubtree", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
                  &ScheduleEditor::copySubtree);
    m_optimizeSelected = make("actionOptimizeSelected", QKeySequence(Qt::CTRL | Qt::Key_T),
                              &ScheduleEditor::optimizeSelected);
    m_optimizeAll = make("actionOptimizeAll", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T),
                         &ScheduleEditor::optimizeAll);
    m_compare =
        make("actionCompare", QKeySequence(Qt::CTRL | Qt::Key_K), &ScheduleEditor::showComparison);
    m_expandAll = make("actionExpandAll", QKeySequence(Qt::CTRL | Qt::Key_Plus),
                       [this] { m_tree->expandAll(); });
    m_collapseAll = make("actionCollapseAll", QKeySequence(Qt::CTRL | Qt::Key_Minus),
                         [this] { m_tree->collapseAll(); });
    m_seconds = make("actionSeconds", QKeySequence(Qt::CTRL | Qt::Key_U), [this](bool on) {
        m_model->setTimeInSeconds(on);
        m_drawing->setTimeInSeconds(on);
    });
    m_seconds->setCheckable(true);
    m_proportional = make("actionProportional", QKeySequence(Qt::CTRL | Qt::Key_H),
                          [this](bool on) { m_drawing->setProportional(on); });
    m_proportional->setCheckable(true);
    m_proportional->setChecked(true);
    m_measured = make("actionMeasuredTimes", QKeySequence(Qt::CTRL | Qt::Key_M),
                      [this](bool on) { m_drawing->setShowMeasured(on); });
    m_measured->setCheckable(true);
    m_measured->setChecked(true);
    m_measured->setEnabled(false);  // until a run's measurements arrive
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));

    for (QAction* a : {m_new, m_open, m_save})
        m_toolBar->addAction(a);
    m_toolBar->addSeparator();
    for (QAction* a : {m_undo, m_redo})
        m_toolBar->addAction(a);
    m_toolBar->addSeparator();
    for (QAction* a : {m_optimizeSelected, m_optimizeAll, m_compare})
        m_toolBar->addAction(a);
    m_toolBar->addSeparator();
    for (QAction* a : {m_seconds, m_proportional, m_measured, m_export})
        m_toolBar->addAction(a);
}

void ScheduleEditor::retranslateUi() {
    auto set = [](QAction* a, const QString& text, const QString& tip) {
        a->setText(text);
        a->setStatusTip(tip);
        a->setToolTip(tip + QStringLiteral(" (") +
                      a->shortcut().toString(QKeySequence::NativeText) + QStringLiteral(")"));
    };
    set(m_new, tr("&New schedule…"), tr("Choose a problem and its size; starts from the optimum"));
    set(m_open, tr("&Open…"), tr("Open a *.calltree.json schedule"));
    set(m_save, tr("&Save"), tr("Save the schedule"));
    set(m_saveAs, tr("Save &As…"), tr("Save the schedule under a new name"));
    set(m_export, tr("&Export drawing…"), tr("Save the schedule drawing as SVG, PDF or PNG"));
    set(m_copy, tr("&Copy subtree as JSON"),
        tr("Copy the selected node and its subcalls as a schedule document"));
    set(m_optimizeSelected, tr("Optimize &subtree"),
        tr("Replace the selected node's subtree by the optimal schedule of its subproblem"));
    set(m_optimizeAll, tr("Optimize &all"), tr("Replace the whole schedule by the optimum"));
    set(m_compare, tr("&Compare with optimal"),
        tr("How much slower than the optimum the schedule is, and where the time is lost"));
    set(m_expandAll, tr("E&xpand all"), tr("Show every subcall"));
    set(m_collapseAll, tr("C&ollapse all"), tr("Show only the root"));
    set(m_seconds, tr("Time in &seconds"),
        tr("Show times in seconds on this machine instead of BSP operations"));
    set(m_proportional, tr("&Heights proportional to time"),
        tr("Draw each box as tall as its predicted time (off: one row per algorithm)"));
    set(m_measured, tr("&Measured times"),
        tr("Show beside each node's predicted time what the last run of the schedule measured"));
    m_undo->setText(tr("&Undo"));
    m_redo->setText(tr("&Redo"));
    updateUndoTips();
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_toolBar->setWindowTitle(tr("Schedule"));
    m_model->retranslate();
    rebuildRecentMenu();
}

void ScheduleEditor::updateUndoTips() {
    const QUndoStack* stack = m_doc->undoStack();
    const auto tip = [](QAction* a, const QString& text) {
        a->setStatusTip(text);
        a->setToolTip(text + QStringLiteral(" (") +
                      a->shortcut().toString(QKeySequence::NativeText) + QStringLiteral(")"));
    };
    tip(m_undo, stack->canUndo() ? tr("Undo: %1").arg(stack->undoText()) : tr("Nothing to undo"));
    tip(m_redo, stack->canRedo() ? tr("Redo: %1").arg(stack->redoText()) : tr("Nothing to redo"));
}

void ScheduleEditor::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

QList<QAction*> ScheduleEditor::fileActions() const {
    return {m_new, m_open, m_recentMenu->menuAction(), m_save, m_saveAs, m_export};
}
QList<QAction*> ScheduleEditor::editActions() const {
    return {m_undo, m_redo, m_copy};
}
QList<QAction*> ScheduleEditor::scheduleActions() const {
    return {m_optimizeSelected, m_optimizeAll, m_compare};
}
QList<QAction*> ScheduleEditor::viewActions() const {
    return {m_expandAll, m_collapseAll, m_seconds, m_proportional, m_measured};
}

QAction* ScheduleEditor::action(const QString& objectName) const {
    for (const auto& list : {fileActions(), editActions(), scheduleActions(), viewActions()})
        for (QAction* a : list)
            if (a->objectName() == objectName) return a;
    return nullptr;
}

QString ScheduleEditor::titleText() const {
    return m_doc->displayName() + QStringLiteral("[*]");
}

void ScheduleEditor::showMessage(QMessageBox::Icon icon, const QString& title,
                                 const QString& text) {
    if (m_message) m_message(icon, title, text);
}

void ScheduleEditor::updateActions() {
    const bool has = !m_doc->root().algorithm.empty();
    for (QAction* a : {m_save, m_saveAs, m_export, m_optimizeAll, m_compare})
        a->setEnabled(has);
    const bool selected = has && m_tree->currentIndex().isValid();
    m_optimizeSelected->setEnabled(selected);
    m_copy->setEnabled(selected);
}

}  // namespace studio::editor
