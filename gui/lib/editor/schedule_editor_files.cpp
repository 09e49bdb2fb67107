// ScheduleEditor: documents and files, selection, optimize/compare/copy, settings.
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLocale>
#include <QMenu>
#include <QSettings>
#include <QSplitter>
#include <QTreeView>

#include "call_tree_model.h"
#include "export_file_name.h"
#include "fields/number_format.h"
#include "new_schedule_dialog.h"
#include "schedule/schedule_file.h"
#include "schedule_document.h"
#include "schedule_drawing.h"
#include "schedule_editor.h"

namespace studio::editor {

namespace {

const QString kRecentKey = QStringLiteral("editor/recentFiles");
const QString kSplitKey = QStringLiteral("editor/split");
const QString kLeftSplitKey = QStringLiteral("editor/leftSplit");
const QString kHeaderKey = QStringLiteral("editor/treeHeader");
const QString kSecondsKey = QStringLiteral("editor/timeInSeconds");
const QString kProportionalKey = QStringLiteral("editor/proportional");
constexpr int kMaxRecent = 8;

}  // namespace

void ScheduleEditor::loadDemo() {
    const ct::bsp::SearchRequest demo{ct::Problem::Broadcast, ct::bsp::Input{{65536}}, 16, 16};
    if (newSchedule(demo, ct::bsp::psc2Sci()))
        m_doc->setUntitledName(tr("demo: Broadcast 64 KiB on 16 PSC2-SCI processors"));
    emit titleChanged();
}

bool ScheduleEditor::newSchedule(const ct::bsp::SearchRequest& request,
                                 const ct::bsp::MachineProfile& machine) {
    ct::bsp::Optimizer optimizer(m_doc->library(), machine.bsp);
    auto best = optimizer.optimize(request);
    if (!best) {
        showMessage(QMessageBox::Warning, tr("No schedule"),
                    tr("No valid schedule solves %1 (%2) with data on %3 of %4 processors.")
                        .arg(QString::fromUtf8(ct::scheduleName(request.problem)),
                             QString::fromStdString(request.input.toString()))
                        .arg(request.dataProcs)
                        .arg(request.calcProcs));
        return false;
    }
    ct::bsp::Schedule s;
    s.machine = machine;
    s.machineEmbedded = ScheduleDocument::needsEmbedding(machine);
    s.problem = request.problem;
    s.input = request.input;
    s.dataProcs = request.dataProcs;
    s.calcProcs = request.calcProcs;
    s.tree = std::move(*best);
    NodeMarks marks = marksFor(s.tree, true);
    m_doc->setUntitledName(QString());
    m_doc->reset(std::move(s), std::move(marks), QString());
    selectPath({});
    emit statusMessage(
        tr("New optimal schedule: %1")
            .arg(QString::fromStdString(ct::bsp::compactName(m_doc->root(), m_doc->library()))));
    return true;
}

bool ScheduleEditor::openFile(const QString& fileName) {
    ct::bsp::Schedule s;
    try {
        s = ct::bsp::loadScheduleFile(fileName.toStdString(), m_doc->library());
    } catch (const std::exception& e) {
        // Nothing of the open document has been touched yet.
        emit statusMessage(tr("Not opened: %1").arg(fileName));
        showMessage(QMessageBox::Critical, tr("Cannot open the schedule"),
                    tr("%1 is not a valid schedule:\n%2")
                        .arg(QDir::toNativeSeparators(fileName), QString::fromStdString(e.what())));
        return false;
    }
    NodeMarks marks = marksFor(s.tree, false);
    m_doc->reset(std::move(s), std::move(marks), QFileInfo(fileName).absoluteFilePath());
    addRecentFile(m_doc->fileName());
    selectPath({});
    emit statusMessage(tr("Opened %1").arg(fileName));
    return true;
}

bool ScheduleEditor::recover(const OrphanedSchedule& orphan) {
    ct::bsp::Schedule s;
    try {
        s = ct::bsp::loadScheduleFile(orphan.scheduleFile.toStdString(), m_doc->library());
    } catch (const std::exception& e) {
        showMessage(QMessageBox::Critical, tr("Cannot recover the schedule"),
                    tr("The autosaved copy %1 cannot be read:\n%2")
                        .arg(QDir::toNativeSeparators(orphan.scheduleFile),
                             QString::fromStdString(e.what())));
        return false;
    }
    NodeMarks marks = marksFor(s.tree, false);
    m_doc->setUntitledName(
        orphan.originalFile.isEmpty() ? tr("%1 (recovered)").arg(orphan.displayName) : QString());
    m_doc->reset(std::move(s), std::move(marks), orphan.originalFile);
    m_doc->markUnsaved();
    selectPath({});
    emit titleChanged();
    emit statusMessage(
        tr("Recovered %1 as autosaved at %2")
            .arg(m_doc->displayName(),
                 QLocale().toString(orphan.savedAt.toLocalTime(), QLocale::ShortFormat)));
    return true;
}

bool ScheduleEditor::saveTo(const QString& fileName) {
    try {
        ct::bsp::saveScheduleFile(fileName.toStdString(), m_doc->schedule(), m_doc->library());
    } catch (const std::exception& e) {
        showMessage(QMessageBox::Critical, tr("Cannot save the schedule"),
                    tr("%1:\n%2").arg(QDir::toNativeSeparators(fileName),
                                      QString::fromStdString(e.what())));
        return false;
    }
    m_doc->setFileName(QFileInfo(fileName).absoluteFilePath());
    m_doc->undoStack()->setClean();
    addRecentFile(m_doc->fileName());
    emit titleChanged();
    emit statusMessage(tr("Saved %1").arg(fileName));
    return true;
}

bool ScheduleEditor::save() {
    return m_doc->fileName().isEmpty() ? saveAs() : saveTo(m_doc->fileName());
}

bool ScheduleEditor::saveAs() {
    QString file = QFileDialog::getSaveFileName(this, tr("Save schedule"), m_doc->fileName(),
                                                tr("Schedules (*.calltree.json)"));
    if (file.isEmpty()) return false;
    if (!file.endsWith(QStringLiteral(".json"))) file += QStringLiteral(".calltree.json");
    return saveTo(file);
}

bool ScheduleEditor::maybeSave() {
    if (!m_doc->isModified()) return true;
    const auto answer =
        m_prompt
            ? m_prompt(
                  tr("The schedule %1 has unsaved changes. Save them?").arg(m_doc->displayName()))
            : QMessageBox::Discard;
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

void ScheduleEditor::newFromDialog() {
    if (!maybeSave()) return;
    NewScheduleDialog dialog(m_doc->library(), m_doc->schedule().machine, this);
    dialog.setProblem(QString::fromUtf8(ct::scheduleName(m_doc->schedule().problem)));
    if (dialog.exec() == QDialog::Accepted) newSchedule(dialog.request(), dialog.machine());
}

void ScheduleEditor::openFromDialog() {
    if (!maybeSave()) return;
    const QString file = QFileDialog::getOpenFileName(this, tr("Open schedule"), QString(),
                                                      tr("Schedules (*.calltree.json *.json)"));
    if (!file.isEmpty()) openFile(file);
}

void ScheduleEditor::addRecentFile(const QString& fileName) {
    // Another window may have added files since: start from what is stored.
    m_recent = QSettings().value(kRecentKey).toStringList();
    m_recent.removeAll(fileName);
    m_recent.prepend(fileName);
    while (m_recent.size() > kMaxRecent)
        m_recent.removeLast();
    QSettings().setValue(kRecentKey, m_recent);
    rebuildRecentMenu();
}

void ScheduleEditor::rebuildRecentMenu() {
    if (m_recent.isEmpty()) m_recent = QSettings().value(kRecentKey).toStringList();
    m_recentMenu->clear();
    for (const QString& file : m_recent) {
        QAction* a = m_recentMenu->addAction(QFileInfo(file).fileName());
        a->setStatusTip(QDir::toNativeSeparators(file));
        connect(a, &QAction::triggered, this, [this, file] {
            if (maybeSave()) openFile(file);
        });
    }
    m_recentMenu->setEnabled(!m_recent.isEmpty());
}

QStringList ScheduleEditor::exportFilters() {
    return {tr("SVG image (*.svg)"), tr("PDF document (*.pdf)"), tr("PNG image (*.png)")};
}

void ScheduleEditor::exportDrawing() {
    QString filter = exportFilters().constFirst();
    const QString typed = QFileDialog::getSaveFileName(
        this, tr("Export drawing"), QString(), exportFilters().join(QStringLiteral(";;")), &filter);
    if (!typed.isEmpty()) exportDrawingAs(typed, filter);
}

bool ScheduleEditor::exportDrawingAs(const QString& typed, const QString& filter) {
    QString error;
    const QString file = exportFileName(typed, filter, &error);
    if (file.isEmpty() || !m_drawing->exportTo(file, &error)) {
        showMessage(QMessageBox::Critical, tr("Cannot export the drawing"), error);
        return false;
    }
    emit statusMessage(tr("Exported the drawing to %1").arg(file));
    return true;
}

NodePath ScheduleEditor::selectedPath() const {
    return m_model->pathForIndex(m_tree->currentIndex());
}

void ScheduleEditor::selectPath(const NodePath& path) {
    const QModelIndex at = m_model->indexForPath(path);
    if (!at.isValid()) return;
    m_tree->setCurrentIndex(at);
    m_tree->scrollTo(at);
}

QString ScheduleEditor::subtreeJson(const NodePath& path) const {
    const ct::bsp::CallNode& n = nodeAt(m_doc->root(), path);
    ct::bsp::Schedule s = m_doc->schedule();
    s.problem = n.problem;
    s.input = n.input;
    s.dataProcs = n.dataProcs;
    s.calcProcs = m_doc->maxCalcProcs(path);
    s.tree = n;
    // A copied subtree is a schedule of its own: it runs once.
    s.tree.count = s.tree.parallel = 1;
    return QString::fromStdString(ct::bsp::scheduleToJson(s, m_doc->library()));
}

void ScheduleEditor::copySubtree() {
    if (!m_tree->currentIndex().isValid()) return;
    QApplication::clipboard()->setText(subtreeJson(selectedPath()));
    emit statusMessage(tr("Copied the subtree as JSON"));
}

void ScheduleEditor::optimizeSelected() {
    const NodePath path = selectedPath();
    if (m_doc->optimizeSubtree(path)) {
        selectPath(path);
        emit statusMessage(tr("Subtree optimized"));
    } else {
        emit statusMessage(tr("Nothing to optimize: %1").arg(m_doc->errorText()));
    }
}

void ScheduleEditor::optimizeAll() {
    if (m_doc->optimizeSubtree({}))
        emit statusMessage(tr("Schedule optimized"));
    else
        emit statusMessage(tr("Nothing to optimize: %1").arg(m_doc->errorText()));
}

OptimalComparison ScheduleEditor::compare() const {
    return compareWithOptimal(m_doc->root(), m_doc->schedule().calcProcs, m_doc->library(),
                              m_doc->bsp());
}

QString ScheduleEditor::comparisonText(const OptimalComparison& c) const {
    const QLocale locale;
    QString text =
        tr("<p>This schedule: %1 %2.<br>Optimal: %3 %2 (%4).</p>")
            .arg(m_model->formatTime(c.cost), m_model->timeUnit(), m_model->formatTime(c.optimal),
                 QString::fromStdString(c.optimalName).toHtmlEscaped());
    if (c.sites.empty()) return text + tr("<p>The schedule is optimal.</p>");
    text += tr("<p>It is <b>%1 %</b> slower. The time is lost at:</p><ul>")
                .arg(locale.toString(100.0 * (c.slowdown() - 1), 'f', 1));
    int shown = 0;
    for (const LossSite& s : c.sites) {
        if (++shown > 8) break;
        QStringList path;
        for (int row : s.path)
            path << QString::number(row + 1);
        text += tr("<li>%1 (at %2): %3 instead of %4, loses %5 operations</li>")
                    .arg(QString::fromStdString(s.label).toHtmlEscaped(),
                         path.isEmpty() ? tr("root") : path.join(QLatin1Char('.')),
                         m_model->formatTime(s.cost), m_model->formatTime(s.optimal),
                         fields::formatCount(s.ownLoss));
    }
    return text + QStringLiteral("</ul>");
}

void ScheduleEditor::showComparison() {
    const OptimalComparison c = compare();
    emit statusMessage(c.sites.empty()
                           ? tr("The schedule is optimal")
                           : tr("%1 % slower than optimal")
                                 .arg(QLocale().toString(100.0 * (c.slowdown() - 1), 'f', 1)));
    if (!c.sites.empty()) selectPath(c.sites.front().path);
    showMessage(QMessageBox::Information, tr("Compare with optimal"), comparisonText(c));
}

void ScheduleEditor::saveSettings(QSettings& settings) const {
    settings.setValue(kSplitKey, m_split->saveState());
    settings.setValue(kLeftSplitKey, m_leftSplit->saveState());
    settings.setValue(kHeaderKey, m_tree->header()->saveState());
    settings.setValue(kSecondsKey, m_seconds->isChecked());
    settings.setValue(kProportionalKey, m_proportional->isChecked());
}

void ScheduleEditor::restoreSettings(const QSettings& settings) {
    m_split->restoreState(settings.value(kSplitKey).toByteArray());
    m_leftSplit->restoreState(settings.value(kLeftSplitKey).toByteArray());
    m_tree->header()->restoreState(settings.value(kHeaderKey).toByteArray());
    if (settings.value(kSecondsKey, false).toBool()) m_seconds->trigger();
    if (!settings.value(kProportionalKey, true).toBool()) m_proportional->trigger();
    m_recent = settings.value(kRecentKey).toStringList();
    rebuildRecentMenu();
}

}  // namespace studio::editor
