#include "main_window.h"

#include <QAbstractButton>
#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QDir>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QStringList>
#include <QTabWidget>

#include "algorithm_names.h"
#include "editor/autosave.h"
#include "editor/schedule_document.h"
#include "editor/schedule_editor.h"
#include "fields/number_format.h"
#include "language_manager.h"
#include "runs/runs_workspace.h"
#include "tune/tune_workspace.h"
#include "visual/compare_view.h"
#include "visual/model_time_format.h"
#include "visual/visual_parameters.h"
#include "visual/visualization_workspace.h"

namespace studio {
namespace {

const QString kGeometryKey = QStringLiteral("mainWindow/geometry");
const QString kStateKey = QStringLiteral("mainWindow/state");
const QString kTabKey = QStringLiteral("mainWindow/workspace");

}  // namespace

MainWindow::MainWindow(LanguageManager* languages, QWidget* parent)
    : QMainWindow(parent),
      m_languages(languages),
      m_tabs(new QTabWidget(this)),
      m_editor(new editor::ScheduleEditor(m_tabs)),
      m_visual(new VisualizationWorkspace(m_tabs)),
      m_runs(new runs::RunsWorkspace(m_editor, m_tabs)),
      m_autosave(
          new editor::Autosave(m_editor->document(), editor::Autosave::recoveryFolder(), this)) {
    setObjectName(QStringLiteral("mainWindow"));
    m_tabs->setObjectName(QStringLiteral("workspaces"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_editor, QString());
    // The workspace's panels need more width than a small window offers; scroll rather than
    // force the whole window wider.
    auto* visualScroll = new QScrollArea(m_tabs);
    m_visualPage = visualScroll;
    visualScroll->setWidget(m_visual);
    visualScroll->setWidgetResizable(true);
    visualScroll->setFrameShape(QFrame::NoFrame);
    m_tabs->addTab(visualScroll, QString());
    m_tabs->addTab(m_runs, QString());
    m_tune = new tune::TuneWorkspace(m_tabs);
    m_tabs->addTab(m_tune, QString());
    connect(m_tune, &tune::TuneWorkspace::statusMessage, this, [this](const QString& text) {
        if (m_tabs->currentWidget() == m_tune) statusBar()->showMessage(text);
    });
    // A tuning sweep stopped so that the window could close: close it now.
    connect(m_tune, &tune::TuneWorkspace::readyToClose, this, &QWidget::close);
    setCentralWidget(m_tabs);
    createMenus();
    connect(m_visual, &VisualizationWorkspace::rebuilt, this, &MainWindow::updateStatusBar);
    connect(m_visual->compareView(), &CompareView::resultsChanged, this,
            &MainWindow::updateStatusBar);
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::updateStatusBar);
    connect(m_editor, &editor::ScheduleEditor::statusMessage, this,
            [this](const QString& text) { showTabMessage(m_editor, text); });
    connect(m_runs, &runs::RunsWorkspace::statusMessage, this,
            [this](const QString& text) { showTabMessage(m_runs, text); });
    connect(m_editor, &editor::ScheduleEditor::titleChanged, this, &MainWindow::updateTitle);
    connect(m_editor->document()->undoStack(), &QUndoStack::cleanChanged, this,
            &MainWindow::updateTitle);
    m_editor->loadDemo();
    m_recoveryPrompt = [this](const QString& text) {
        QMessageBox box(QMessageBox::Question, tr("Recover unsaved changes"), text,
                        QMessageBox::Yes | QMessageBox::No | QMessageBox::Cancel, this);
        box.setDefaultButton(QMessageBox::Yes);
        box.button(QMessageBox::Yes)->setText(tr("Recover"));
        box.button(QMessageBox::No)->setText(tr("Discard the copy"));
        box.button(QMessageBox::Cancel)->setText(tr("Ask again later"));
        return QMessageBox::StandardButton(box.exec());
    };
    connect(m_autosave, &editor::Autosave::failed, this,
            [this](const QString& text) { showTabMessage(m_editor, text); });
    if (m_languages)
        connect(m_languages, &LanguageManager::languageChanged, this,
                &MainWindow::syncLanguageChecks);

    resize(1360, 820);
    QSettings settings;
    restoreGeometry(settings.value(kGeometryKey).toByteArray());
    restoreState(settings.value(kStateKey).toByteArray());
    m_editor->restoreSettings(settings);
    m_tabs->setCurrentIndex(settings.value(kTabKey, 0).toInt());
    retranslateUi();
    syncLanguageChecks();
}

QString MainWindow::aboutText() {
    return tr("<h3>CallTree Studio %1</h3>"
              "<p>CallTree Studio designs, shows and compares collective communication. Its "
              "schedule editor builds and costs call trees of nested parallel algorithms in the "
              "BSP* model and finds the cheapest one; its timelines and charts animate and "
              "compare collective algorithms such as the optimal LogP broadcast tree, the "
              "Fibonacci split and the binomial bisection, predict their completion time with the "
              "closed formulas and check them against an event-by-event LogGP simulation; its "
              "Runs workspace runs them with MPI and sets measured beside predicted times, so that "
              "what you see, what is predicted "
              "and what is run come from one and the same communication program.</p>")
        .arg(QCoreApplication::applicationVersion());
}

void MainWindow::addWorkspaceTab(QWidget* page, const QString& title) {
    m_tabs->addTab(page, title);
}

void MainWindow::createMenus() {
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->setObjectName(QStringLiteral("fileMenu"));
    for (QAction* a : m_editor->fileActions())
        m_fileMenu->addAction(a);
    m_fileMenu->addSeparator();
    m_quit = m_fileMenu->addAction(QString(), this, &QWidget::close);
    // Ctrl+Q everywhere: QKeySequence::Quit is empty on some platforms (and offscreen).
    m_quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quit->setMenuRole(QAction::QuitRole);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->setObjectName(QStringLiteral("editMenu"));
    m_editMenu->addActions(m_editor->editActions());
    m_scheduleMenu = menuBar()->addMenu(QString());
    m_scheduleMenu->setObjectName(QStringLiteral("scheduleMenu"));
    m_scheduleMenu->addActions(m_editor->scheduleActions());
    m_scheduleMenu->addSeparator();
    m_runAction = m_scheduleMenu->addAction(QString(), this, [this] {
        m_tabs->setCurrentWidget(m_runs);
        m_runs->showRunDialog();
    });
    m_runAction->setObjectName(QStringLiteral("runAction"));
    m_runAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));
    m_viewMenu->addActions(m_editor->viewActions());
    m_viewMenu->addSeparator();
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->setObjectName(QStringLiteral("languageMenu"));
    m_languageGroup = new QActionGroup(this);
    // Language names are endonyms on purpose: a user lost in a foreign UI must find their own.
    const QStringList names{QString(), QStringLiteral("English"), QStringLiteral("Deutsch"),
                            QStringLiteral("简体中文")};
    const QStringList codes = LanguageManager::choices();
    for (qsizetype i = 0; i < codes.size(); ++i) {
        QAction* action = m_languageMenu->addAction(names[i]);
        action->setCheckable(true);
        action->setData(codes[i]);
        m_languageGroup->addAction(action);
        if (codes[i].isEmpty()) m_systemLanguage = action;
        connect(action, &QAction::triggered, this, [this, code = codes[i]] {
            if (m_languages) m_languages->setChoice(code);
        });
    }

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(QStringLiteral("helpMenu"));
    m_about = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
    m_about->setMenuRole(QAction::AboutRole);
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // A tuning sweep under way asks first; stopping it takes until mpirun has stopped.
    if (!m_tune->requestClose()) {
        event->ignore();
        return;
    }
    if (!m_editor->maybeSave()) {
        event->ignore();
        return;
    }
    m_autosave->discard();  // a clean exit: nothing to recover
    QSettings settings;
    m_editor->saveSettings(settings);
    settings.setValue(kTabKey, m_tabs->currentIndex());
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    event->accept();
}

void MainWindow::offerRecovery() {
    const QList<editor::OrphanedSchedule> orphans = m_autosave->orphans();
    if (orphans.isEmpty()) return;
    const editor::OrphanedSchedule& newest = orphans.front();
    const QString where = newest.originalFile.isEmpty()
                              ? tr("never saved")
                              : QDir::toNativeSeparators(newest.originalFile);
    const auto answer = m_recoveryPrompt(
        tr("CallTree Studio did not close properly. The schedule %1 (%2) had unsaved changes, "
           "autosaved at %3. Recover them?")
            .arg(newest.displayName, where,
                 QLocale().toString(newest.savedAt.toLocalTime(), QLocale::ShortFormat)));
    if (answer == QMessageBox::Cancel || (answer == QMessageBox::Yes && !m_editor->maybeSave()))
        return;
    if (answer == QMessageBox::Yes && !m_editor->recover(newest)) return;
    editor::Autosave::removeOrphan(newest);
    if (answer == QMessageBox::Yes) {
        m_tabs->setCurrentWidget(m_editor);
        m_autosave->writeNow();  // the recovered changes are this session's now
    }
}

void MainWindow::retranslateUi() {
    updateTitle();
    m_tabs->setTabText(m_tabs->indexOf(m_editor), tr("Schedule editor"));
    m_tabs->setTabText(m_tabs->indexOf(m_visualPage), tr("Timelines and charts"));
    m_tabs->setTabText(m_tabs->indexOf(m_runs), tr("Runs"));
    m_tabs->setTabText(m_tabs->indexOf(m_tune), tr("Tune"));
    m_runAction->setText(tr("&Run…"));
    m_runAction->setStatusTip(
        tr("Run the schedule or catalogue algorithms with MPI and compare "
           "measured with predicted times"));
    m_fileMenu->setTitle(tr("&File"));
    m_editMenu->setTitle(tr("&Edit"));
    m_scheduleMenu->setTitle(tr("&Schedule"));
    m_quit->setText(tr("&Quit"));
    m_quit->setStatusTip(tr("Close CallTree Studio"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_systemLanguage->setText(tr("&System default"));
    m_helpMenu->setTitle(tr("&Help"));
    m_about->setText(tr("&About CallTree Studio"));
    updateStatusBar();
}

void MainWindow::updateTitle() {
    // "[*]" is where Qt shows the unsaved-changes marker.
    setWindowTitle(tr("%1 — CallTree Studio").arg(m_editor->titleText()));
    setWindowModified(m_editor->document()->isModified());
}

void MainWindow::showTabMessage(QWidget* tab, const QString& text) {
    m_tabMessages[tab] = text;
    if (m_tabs->currentWidget() == tab) statusBar()->showMessage(text);
}

void MainWindow::updateStatusBar() {
    QWidget* current = m_tabs->currentWidget();
    if (current != m_visualPage) {
        // Each tab's own last message, never another tab's. The Runs tab says how to start
        // before it has anything else to say.
        QString text = m_tabMessages.value(current);
        if (text.isEmpty() && current == m_runs) text = m_runs->statusLabel()->text();
        text.isEmpty() ? statusBar()->clearMessage() : statusBar()->showMessage(text);
        return;
    }
    if (!m_visual->errorText().isEmpty()) {
        statusBar()->showMessage(tr("No result: the parameters are invalid"));
        return;
    }
    // The compared algorithms; Compare mode rebuilds only while shown, so stale columns say
    // nothing.
    const CompareView* compare = m_visual->compareView();
    if (compare->isStale() || compare->fastestTime() < 0) {
        statusBar()->clearMessage();
        return;
    }
    QStringList names;
    for (const std::string& name : compare->fastest())
        names << AlgorithmNames::shortName(name);
    const VisualParameters p = m_visual->parameterPanel()->parameters();
    // Several fastest are a tie, and said as one.
    const QString time = formatModelTime(compare->fastestTime(), p.unit);
    const QString procs = fields::formatCount(p.procs);
    statusBar()->showMessage(
        names.size() > 1
            ? tr("Fastest for P = %1: a tie of %2 (%3 each)").arg(procs, names.join(tr(", ")), time)
            : tr("Fastest for P = %1: %2 (%3)").arg(procs, names.value(0), time));
}

void MainWindow::syncLanguageChecks() {
    const QString current = m_languages ? m_languages->choice() : QString();
    for (QAction* action : m_languageGroup->actions())
        action->setChecked(action->data().toString() == current);
}

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About CallTree Studio"), aboutText());
}

}  // namespace studio
