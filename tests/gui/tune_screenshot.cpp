// Not a test: renders the Studio's Tune tab to PNG for docs/ (docs/tuning.md, "The Studio's Tune
// page"):
//   tune_screenshot OUT.png SWEEP_FOLDER [PROFILE.loggp.json [COLLECTIVE [PAGE [RULES]]]]
//   tune_screenshot OUT.png SWEEP_FOLDER PROFILE|- COLLECTIVE sweep RUNNER NEW_FOLDER [LANGUAGE]
// opens the folder's results (and the profile; "-" for none) in a 1024×700 main window, shows
// COLLECTIVE (default: the first) and PAGE (decisions, export: the Open MPI rules, or check: the
// check of RULES, or verify: the Open MPI export with RULES verified under Open MPI (the MPICH
// export under MPICH, for a sweep under MPICH), with the runner given after RULES, or compare: the
// sweep compared with the sweep in the folder RULES) and grabs the window. With PAGE "sweep" it
// opens Run sweep…, starts a quick sweep of MPI_Bcast on 2 ranks into NEW_FOLDER with RUNNER
// (model-guided and adaptive with PROFILE), grabs the window with the dialog over it while the
// third run is under way or once the sweep is done, then cancels the sweep; LANGUAGE (de, zh_CN)
// shows it translated.
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QPainter>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <cstdio>

#include "language_manager.h"
#include "main_window.h"
#include "tune/rules_check_panel.h"
#include "tune/rules_verify_panel.h"
#include "tune/sweep_compare_panel.h"
#include "tune/sweep_dialog.h"
#include "tune/tune_workspace.h"
#include "tuning/ompi_collectives.h"

namespace {

// Starts a sweep in the Run sweep dialog and grabs the window with the dialog over it while the
// third run is under way (or once the sweep is done); the sweep is cancelled before the program
// ends.
int grabSweep(studio::MainWindow& window, const QString& out, const QString& runner,
              const QString& folder, const QString& profile) {
    studio::tune::TuneWorkspace* page = window.tune();
    studio::tune::SweepDialog* dialog = page->sweepDialog();
    studio::tune::SweepChoices c = dialog->choices();
    c.collectives = {ct::tuning::ompi::kBcast};
    c.commSizes = QStringLiteral("2");
    c.runner = runner;
    c.folder = folder;
    c.timing = studio::tune::SweepTiming::Quick;
    c.guided = !profile.isEmpty();
    c.profile = profile;
    c.guidedOptions.adaptive = c.guided;  // verification points first, then the other sizes
    dialog->setChoices(c);
    dialog->show();
    QSignalSpy ready(dialog, &studio::tune::SweepDialog::planReady);
    dialog->refreshPlan();
    while (dialog->planPending())
        ready.wait(200);
    int started = 0;
    QObject::connect(dialog->job(), &studio::tune::SweepJob::step, dialog,
                     [&started](const studio::tune::SweepStep& s) { started += s.started; });
    if (!dialog->startSweep()) {
        std::fprintf(stderr, "cannot start: %s\n", qPrintable(dialog->problems().join(u'\n')));
        return 1;
    }
    while (started < 3 && dialog->sweepRunning())
        QTest::qWait(100);
    QTest::qWait(1500);  // the elapsed time ticks
    QPixmap shot = window.grab();
    const QPixmap front = dialog->grab();
    QPainter painter(&shot);
    const QPoint at((shot.width() - front.width()) / 2, (shot.height() - front.height()) / 2);
    painter.fillRect(QRect(at + QPoint(4, 4), front.size()), QColor(0, 0, 0, 60));  // a shadow
    painter.drawPixmap(at, front);
    painter.end();
    dialog->cancelSweep();
    QSignalSpy ended(dialog, &studio::tune::SweepDialog::sweepEnded);
    if (dialog->sweepRunning()) ended.wait(60000);
    return shot.save(out) ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    if (argc < 3) {
        std::fprintf(stderr,
                     "usage: tune_screenshot OUT.png SWEEP_FOLDER [PROFILE [COLLECTIVE]]\n");
        return 2;
    }
    studio::LanguageManager languages;
    if (argc > 8) languages.setChoice(QString::fromLocal8Bit(argv[8]));
    studio::MainWindow window(&languages);
    window.resize(1024, 700);
    studio::tune::TuneWorkspace* page = window.tune();
    window.workspaces()->setCurrentWidget(page);
    window.show();
    QSignalSpy loaded(page, &studio::tune::TuneWorkspace::loaded);
    page->openFolder(QString::fromLocal8Bit(argv[2]));
    if (loaded.isEmpty() && !loaded.wait(120000)) return 1;
    if (argc > 3 && QString::fromLocal8Bit(argv[3]) != QStringLiteral("-")) {
        if (!page->loadProfile(QString::fromLocal8Bit(argv[3]))) {
            std::fprintf(stderr, "%s is no LogGP profile\n", argv[3]);
            return 1;
        }
        if (!loaded.wait(300000)) return 1;
    }
    if (argc > 4) page->collectiveBox()->setCurrentText(QString::fromLocal8Bit(argv[4]));
    const QString shown = argc > 5 ? QString::fromLocal8Bit(argv[5]) : QString();
    if (shown == QStringLiteral("sweep") && argc > 7) {
        const QString profile = argc > 3 && QString::fromLocal8Bit(argv[3]) != QStringLiteral("-")
                                    ? QString::fromLocal8Bit(argv[3])
                                    : QString();
        return grabSweep(window, QString::fromLocal8Bit(argv[1]), QString::fromLocal8Bit(argv[6]),
                         QString::fromLocal8Bit(argv[7]), profile);
    }
    if (shown == QStringLiteral("export")) page->exportAs(studio::tune::ExportFormat::OmpiClassic);
    if (shown == QStringLiteral("verify") && argc > 6) {
        // The classic export shown (MPICH JSON for a sweep under MPICH), RULES verified under
        // the sweep's library below it (the Run sweep dialog's default launcher and runner).
        page->exportAs(page->decision().mpich ? studio::tune::ExportFormat::MpichJson
                                              : studio::tune::ExportFormat::OmpiClassic);
        if (argc > 7) page->sweepDialog()->runnerEdit()->setText(QString::fromLocal8Bit(argv[7]));
        studio::tune::RulesVerifyPanel* panel = page->verifyPanel();
        panel->setTarget(QString::fromLocal8Bit(argv[6]), page->decision(), page->knownAlgorithms(),
                         QString::fromLocal8Bit(argv[2]));
        QSignalSpy verified(panel, &studio::tune::RulesVerifyPanel::finished);
        if (!panel->start() || !verified.wait(300000)) {
            std::fprintf(stderr, "%s\n", qPrintable(panel->report()->toPlainText()));
            return 1;
        }
    }
    if (shown == QStringLiteral("compare") && argc > 6) {
        studio::tune::SweepComparePanel* panel = page->comparePanel();
        page->pages()->setCurrentWidget(panel);
        QSignalSpy compared(panel, &studio::tune::SweepComparePanel::compared);
        panel->compareWith(QString::fromLocal8Bit(argv[6]));
        if (!compared.wait(120000)) return 1;
    }
    if (shown == QStringLiteral("check") && argc > 6) {
        page->pages()->setCurrentWidget(page->checkPanel());
        page->checkPanel()->checkFile(QString::fromLocal8Bit(argv[6]));
    }
    QApplication::processEvents();
    if (!window.grab().save(QString::fromLocal8Bit(argv[1]))) return 1;
    return 0;
}
