#include "main_window.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QStringList>

#include "algorithm_names.h"
#include "demo_comparison_widget.h"
#include "language_manager.h"
#include "parameter_bar.h"

namespace studio {
namespace {

const QString kGeometryKey = QStringLiteral("mainWindow/geometry");
const QString kStateKey = QStringLiteral("mainWindow/state");

}  // namespace

MainWindow::MainWindow(LanguageManager* languages, QWidget* parent)
    : QMainWindow(parent), m_languages(languages), m_demo(new DemoComparisonWidget(this)) {
    setObjectName(QStringLiteral("mainWindow"));
    setCentralWidget(m_demo);
    createMenus();
    connect(m_demo, &DemoComparisonWidget::resultsChanged, this, &MainWindow::updateStatusBar);
    if (m_languages)
        connect(m_languages, &LanguageManager::languageChanged, this,
                &MainWindow::syncLanguageChecks);

    resize(1360, 820);
    QSettings settings;
    restoreGeometry(settings.value(kGeometryKey).toByteArray());
    restoreState(settings.value(kStateKey).toByteArray());
    retranslateUi();
    syncLanguageChecks();
}

QString MainWindow::aboutText() {
    return tr("<h3>CallTree Studio %1</h3>"
              "<p>CallTree Studio designs, shows and compares collective communication: it builds "
              "broadcast trees such as the optimal LogP tree, the Fibonacci split and the binomial "
              "bisection, predicts their completion time with the closed formulas and checks them "
              "against an event-by-event LogP simulation, so that what you see, what is predicted "
              "and what is run come from one and the same communication program.</p>")
        .arg(QCoreApplication::applicationVersion());
}

void MainWindow::createMenus() {
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->setObjectName(QStringLiteral("fileMenu"));
    m_quit = m_fileMenu->addAction(QString(), this, &QWidget::close);
    // Ctrl+Q everywhere: QKeySequence::Quit is empty on some platforms (and offscreen).
    m_quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quit->setMenuRole(QAction::QuitRole);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));
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
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    event->accept();
}

void MainWindow::retranslateUi() {
    setWindowTitle(tr("CallTree Studio"));
    m_fileMenu->setTitle(tr("&File"));
    m_quit->setText(tr("&Quit"));
    m_quit->setStatusTip(tr("Close CallTree Studio"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_systemLanguage->setText(tr("&System default"));
    m_helpMenu->setTitle(tr("&Help"));
    m_about->setText(tr("&About CallTree Studio"));
    updateStatusBar();
}

void MainWindow::updateStatusBar() {
    if (!m_demo->errorText().isEmpty()) {
        statusBar()->showMessage(tr("No result: the parameters are invalid"));
        return;
    }
    QStringList names;
    for (const std::string& name : m_demo->fastest())
        names << AlgorithmNames::shortName(name);
    statusBar()->showMessage(tr("Fastest for P = %1: %2 (%3 cycles)")
                                 .arg(m_demo->parameterBar()->parameters().procs)
                                 .arg(names.join(tr(", ")), formatTime(m_demo->fastestTime())));
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
