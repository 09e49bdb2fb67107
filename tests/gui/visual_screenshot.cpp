// Renders the visualization workspace offscreen to a PNG, for the README's screenshots:
//   visual_screenshot OUT.png PAGE [ALGORITHM P [BYTES [CURSOR_FRACTION]]]
// PAGE: 0 timeline and tree, 1 compare (with the map computed), 2 BSP predictions, 3 measured vs
// predicted (RESULTS file as ALGORITHM, then an algorithm to show alone). Page 1 takes the columns'
// algorithms after P. PAGE run-dialog renders the Run dialog on the demo schedule instead.
// Anywhere after PAGE, "ruler:A:B" draws the timeline's ruler from time A to B and "find:QUERY"
// runs the timeline's find bar on QUERY (page 0); "machine:FILE" loads a LogGP *.machine.json into
// the parameter panel (as its preset does) and "size:WxH" renders at that size (default 1400x900).
// Not a test: a helper for docs/ (see README).
#include <QApplication>
#include <QLineEdit>
#include <QTabWidget>
#include <QTimer>
#include <cstdio>

#include "protocol/machine_json.h"
#include "runs/run_dialog.h"
#include "visual/animation_controller.h"
#include "visual/compare_view.h"
#include "visual/measured_view.h"
#include "visual/timeline_find_bar.h"
#include "visual/timeline_ruler.h"
#include "visual/timeline_view.h"
#include "visual/visual_parameters.h"
#include "visual/visualization_workspace.h"

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // The ruler and find options are taken out; the rest are positional as before.
    QString ruler, find, machine;
    QSize size(1400, 900);
    {
        int kept = 1;
        for (int i = 1; i < argc; ++i) {
            const QString a = QString::fromLocal8Bit(argv[i]);
            if (a.startsWith(QLatin1String("ruler:")))
                ruler = a.mid(6);
            else if (a.startsWith(QLatin1String("find:")))
                find = a.mid(5);
            else if (a.startsWith(QLatin1String("machine:")))
                machine = a.mid(8);
            else if (a.startsWith(QLatin1String("size:")) && a.contains(QLatin1Char('x')))
                size = QSize(a.mid(5).section(QLatin1Char('x'), 0, 0).toInt(),
                             a.mid(5).section(QLatin1Char('x'), 1, 1).toInt());
            else
                argv[kept++] = argv[i];
        }
        argc = kept;
    }
    if (argc < 3) {
        std::fprintf(stderr,
                     "usage: visual_screenshot OUT.png PAGE [ALGORITHM P [BYTES [CURSOR]]]\n");
        return 2;
    }
    if (QString::fromLocal8Bit(argv[2]) == QLatin1String("run-dialog")) {
        studio::runs::RunDialog dialog(QStringLiteral("demo"), 16);
        // As the Runs tab fills them in: the runner beside the Studio (build/gui), a run folder.
        studio::runs::RunConfig paths;
        paths.runnerPath = studio::runs::findRunner(QCoreApplication::applicationDirPath() +
                                                    QStringLiteral("/../../gui"));
        paths.planFile = QStringLiteral("runs/20261125-103000-run/plan.json");
        paths.resultsFile = QStringLiteral("runs/20261125-103000-run/results.results.json");
        dialog.setPaths(paths);
        dialog.show();
        QTimer::singleShot(300, [&] {
            const bool ok = dialog.grab().save(QString::fromLocal8Bit(argv[1]));
            std::printf("%s %s\n", ok ? "saved" : "cannot save", argv[1]);
            app.exit(ok ? 0 : 1);
        });
        return app.exec();
    }
    studio::VisualizationWorkspace w;
    w.resize(size);
    w.show();
    if (!machine.isEmpty()) {
        studio::VisualParameters p = w.parameterPanel()->parameters();
        std::optional<QString> problem;
        try {
            problem =
                studio::applyMachineProfile(p, ct::bsp::loadMachineFile(machine.toStdString()));
        } catch (const std::exception& e) {
            problem = QString::fromStdString(e.what());
        }
        if (problem) {
            std::fprintf(stderr, "%s\n", qPrintable(*problem));
            return 1;
        }
        w.parameterPanel()->setParameters(p);
    }
    const int page = QString::fromLocal8Bit(argv[2]).toInt();
    if (page == 3 && argc > 3) {
        const QString error = w.measuredView()->loadFile(QString::fromLocal8Bit(argv[3]));
        if (!error.isEmpty()) std::fprintf(stderr, "%s\n", qPrintable(error));
        if (argc > 4) w.measuredView()->setAlgorithmFilter(QString::fromLocal8Bit(argv[4]));
        while (w.measuredView()->isPredicting())  // predicted off the GUI thread
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    } else if (page == 1 && argc > 5) {  // compare: ALGORITHM P then the columns' algorithms
        studio::VisualParameters p = w.parameterPanel()->parameters();
        p.algorithm = argv[3];
        p.procs = QString::fromLocal8Bit(argv[4]).toInt();
        w.parameterPanel()->setParameters(p);
        std::vector<std::string> names;
        for (int i = 5; i < argc; ++i)
            names.push_back(argv[i]);
        w.compareView()->setAlgorithms(names);
    } else if (argc > 4) {
        studio::VisualParameters p = w.parameterPanel()->parameters();  // a machine's profile kept
        p.algorithm = argv[3];
        p.procs = QString::fromLocal8Bit(argv[4]).toInt();
        if (argc > 5) p.bytes = QString::fromLocal8Bit(argv[5]).toULongLong();
        w.parameterPanel()->setParameters(p);
    }
    w.pages()->setCurrentIndex(page);
    if (page == 1) w.compareView()->computeMap();
    if (argc > 6)
        w.animation()->setTime(w.animation()->total() * QString::fromLocal8Bit(argv[6]).toDouble());
    studio::TimelineView* timeline = w.timelineView();
    if (!find.isEmpty()) {
        timeline->openFind();
        timeline->findBar()->field()->setText(find);
        timeline->findBar()->next();
    }
    if (const QStringList ends = ruler.split(QLatin1Char(':')); ends.size() == 2) {
        timeline->ruler()->begin(ends[0].toDouble());
        timeline->ruler()->extend(ends[1].toDouble());
    }
    QTimer::singleShot(300, [&] {
        const bool ok = w.grab().save(QString::fromLocal8Bit(argv[1]));
        std::printf("%s %s\n", ok ? "saved" : "cannot save", argv[1]);
        app.exit(ok ? 0 : 1);
    });
    return app.exec();
}
