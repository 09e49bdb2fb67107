// calltree-studio: the CallTree Studio desktop application.
#include <QApplication>
#include <QCommandLineParser>
#include <QTabWidget>
#include <QTimer>
#include <cstdio>
#include <cstring>
#include <memory>

#include "editor/schedule_editor.h"
#include "language_manager.h"
#include "main_window.h"
#include "runs/runs_workspace.h"
#include "visual/visualization_workspace.h"

namespace {

// --help and --version print and exit; they must work without a display (CI, ssh), so they get a
// QCoreApplication instead of a QApplication that would need a windowing system.
bool onlyPrints(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i)
        for (const char* option : {"-h", "--help", "-?", "--help-all", "-v", "--version"})
            if (std::strcmp(argv[i], option) == 0) return true;
    return false;
}

}  // namespace

int main(int argc, char* argv[]) {
    const std::unique_ptr<QCoreApplication> app =
        onlyPrints(argc, argv) ? std::make_unique<QCoreApplication>(argc, argv)
                               : std::make_unique<QApplication>(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("CallTree Studio"));
    QCoreApplication::setApplicationName(QStringLiteral("calltree-studio"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CALLTREE_STUDIO_VERSION));

    // The translation goes in first so that --help speaks the user's language too.
    studio::LanguageManager languages;
    languages.restore();

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "CallTree Studio: design, show and compare collective communication."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption quitAfter(
        QStringLiteral("quit-after"),
        QCoreApplication::translate("main", "Close the window after <ms> milliseconds."),
        QCoreApplication::translate("main", "ms"));
    parser.addOption(quitAfter);
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QCoreApplication::translate("main",
                                    "A schedule (*.calltree.json) to open instead of the "
                                    "built-in demo."),
        QStringLiteral("[FILE.calltree.json]"));
    // The visualizations alone, without the main window (screenshots, teaching on a projector).
    const QCommandLineOption visualize(
        QStringLiteral("visualize"),
        QCoreApplication::translate("main", "Show only the visualization workspace."));
    parser.addOption(visualize);
    const QCommandLineOption results(
        QStringLiteral("results"),
        QCoreApplication::translate("main",
                                    "Open a runner results file (*.results.json) in the Runs "
                                    "workspace."),
        QCoreApplication::translate("main", "file"));
    parser.addOption(results);
    const QCommandLineOption measuredTimeline(
        QStringLiteral("measured-timeline"),
        QCoreApplication::translate("main",
                                    "With --results: show the recorded timeline of this case "
                                    "under its prediction."),
        QCoreApplication::translate("main", "case"));
    parser.addOption(measuredTimeline);
    parser.process(*app);  // exits after --help and --version

    if (parser.isSet(measuredTimeline) && !parser.isSet(results)) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QCoreApplication::translate(
                         "main", "--measured-timeline needs --results FILE.results.json")));
        return 2;
    }

    int delay = -1;
    if (parser.isSet(quitAfter)) {
        bool ok = false;
        delay = parser.value(quitAfter).toInt(&ok);
        if (!ok || delay < 0) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(QCoreApplication::translate(
                                        "main",
                                        "--quit-after needs a non-negative number of "
                                        "milliseconds, not '%1'")
                                        .arg(parser.value(quitAfter))));
            return 2;
        }
    }

    if (parser.isSet(visualize)) {
        studio::VisualizationWorkspace workspace;
        workspace.setWindowTitle(
            QCoreApplication::translate("main", "CallTree Studio — visualizations"));
        workspace.resize(1400, 900);
        workspace.show();
        if (delay >= 0) QTimer::singleShot(delay, &workspace, &QWidget::close);
        return QCoreApplication::exec();
    }

    studio::MainWindow window(&languages);
    window.show();
    // A bad file is reported in a dialog; the demo stays open.
    if (!parser.positionalArguments().isEmpty())
        window.editor()->openFile(parser.positionalArguments().constFirst());
    if (parser.isSet(results)) {
        window.workspaces()->setCurrentWidget(window.runs());
        if (window.runs()->openResults(parser.value(results)) && parser.isSet(measuredTimeline))
            window.runs()->showMeasuredTimeline(parser.value(measuredTimeline));
    }
    // close() saves the geometry like a user's quit would; the last window closing ends the app.
    if (delay >= 0) QTimer::singleShot(delay, &window, &QWidget::close);
    return QCoreApplication::exec();
}
