// Not a test: renders the Studio's Tune tab to PNG for docs/ (docs/tuning.md, "The Studio's Tune
// page"):
//   tune_screenshot OUT.png SWEEP_FOLDER [PROFILE.loggp.json [COLLECTIVE [PAGE [RULES]]]]
// opens the folder's results (and the profile; "-" for none) in a 1024×700 main window, shows
// COLLECTIVE (default: the first) and PAGE (decisions, export: the Open MPI rules, or check: the
// check of RULES) and grabs the window.
#include <QApplication>
#include <QComboBox>
#include <QSignalSpy>
#include <QTabWidget>
#include <cstdio>

#include "main_window.h"
#include "tune/rules_check_panel.h"
#include "tune/tune_workspace.h"

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    if (argc < 3) {
        std::fprintf(stderr,
                     "usage: tune_screenshot OUT.png SWEEP_FOLDER [PROFILE [COLLECTIVE]]\n");
        return 2;
    }
    studio::MainWindow window(nullptr);
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
    if (shown == QStringLiteral("export")) page->exportAs(studio::tune::ExportFormat::OmpiClassic);
    if (shown == QStringLiteral("check") && argc > 6) {
        page->pages()->setCurrentWidget(page->checkPanel());
        page->checkPanel()->checkFile(QString::fromLocal8Bit(argv[6]));
    }
    QApplication::processEvents();
    if (!window.grab().save(QString::fromLocal8Bit(argv[1]))) return 1;
    return 0;
}
