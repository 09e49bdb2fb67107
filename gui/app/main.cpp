// calltree-studio: the CallTree Studio desktop application.
#include <QApplication>
#include <QCommandLineParser>
#include <QTabWidget>
#include <QTimer>
#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>

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

// The command line's options, declared on the parser by declareOptions.
struct Options {
    QCommandLineOption quitAfter{QStringLiteral("quit-after"),
                                 QCoreApplication::translate("main",
                                                             "Close the window after <ms> "
                                                             "milliseconds."),
                                 QCoreApplication::translate("main", "ms")};
    // The visualizations alone, without the main window (screenshots, teaching on a projector).
    QCommandLineOption visualize{
        QStringLiteral("visualize"),
        QCoreApplication::translate("main", "Show only the visualization workspace.")};
    QCommandLineOption results{QStringLiteral("results"),
                               QCoreApplication::translate("main",
                                                           "Open a runner results file "
                                                           "(*.results.json) in the Runs "
                                                           "workspace."),
                               QCoreApplication::translate("main", "file")};
    QCommandLineOption measuredTimeline{
        QStringLiteral("measured-timeline"),
        QCoreApplication::translate("main",
                                    "With --results: show the recorded timeline of this case "
                                    "under its prediction."),
        QCoreApplication::translate("main", "case")};
};

void declareOptions(QCommandLineParser& parser, const Options& o) {
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "CallTree Studio: design, show and compare collective communication."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(o.quitAfter);
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QCoreApplication::translate("main",
                                    "A schedule (*.calltree.json) to open instead of the "
                                    "built-in demo."),
        QStringLiteral("[FILE.calltree.json]"));
    parser.addOption(o.visualize);
    parser.addOption(o.results);
    parser.addOption(o.measuredTimeline);
}

void printError(const QString& message) {
    std::fprintf(stderr, "%s\n", qPrintable(message));
}

// Options that do not go together or values that are not numbers; an error message when the
// command line cannot be followed, else nothing (*delay: -1 when not asked to quit).
std::optional<QString> checkOptions(const QCommandLineParser& parser, const Options& o,
                                    int* delay) {
    if (parser.isSet(o.measuredTimeline) && !parser.isSet(o.results))
        return QCoreApplication::translate("main",
                                           "--measured-timeline needs --results FILE.results.json");
    *delay = -1;
    if (parser.isSet(o.quitAfter)) {
        bool ok = false;
        *delay = parser.value(o.quitAfter).toInt(&ok);
        if (!ok || *delay < 0)
            return QCoreApplication::translate("main",
                                               "--quit-after needs a non-negative number of "
                                               "milliseconds, not '%1'")
                .arg(parser.value(o.quitAfter));
    }
    return std::nullopt;
}

int showVisualizationsOnly(int delay) {
    studio::VisualizationWorkspace workspace;
    workspace.setWindowTitle(
        QCoreApplication::translate("main", "CallTree Studio — visualizations"));
    workspace.resize(1400, 900);
    workspace.show();
    if (delay >= 0) QTimer::singleShot(delay, &workspace, &QWidget::close);
    return QCoreApplication::exec();
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
    const Options options;
    declareOptions(parser, options);
    parser.process(*app);  // exits after --help and --version
    int delay = -1;
    if (const auto error = checkOptions(parser, options, &delay)) {
        printError(*error);
        return 2;
    }
    if (parser.isSet(options.visualize)) return showVisualizationsOnly(delay);

    studio::MainWindow window(&languages);
    window.show();
    // A bad file is reported in a dialog; the demo stays open.
    if (!parser.positionalArguments().isEmpty())
        window.editor()->openFile(parser.positionalArguments().constFirst());
    if (parser.isSet(options.results)) {
        studio::runs::RunsWorkspace* runs = window.runs();
        window.workspaces()->setCurrentWidget(runs);
        // The results are read off the GUI thread (the window paints, saying so, meanwhile); the
        // timeline is shown once they are.
        if (parser.isSet(options.measuredTimeline))
            QObject::connect(
                runs, &studio::runs::RunsWorkspace::resultsOpened, runs,
                [runs, caseName = parser.value(options.measuredTimeline)](const QString&, bool ok) {
                    if (ok) runs->showMeasuredTimeline(caseName);
                },
                Qt::SingleShotConnection);
        runs->openResults(parser.value(options.results));
    }
    // Schedules a killed Studio left behind, once the window is up.
    QTimer::singleShot(0, &window, &studio::MainWindow::offerRecovery);
    // close() saves the geometry like a user's quit would; the last window closing ends the app.
    if (delay >= 0) QTimer::singleShot(delay, &window, &QWidget::close);
    return QCoreApplication::exec();
}
