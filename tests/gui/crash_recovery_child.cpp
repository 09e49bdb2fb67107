// Not a test: the Studio's main window in a process of its own, for tst_crash_recovery to kill.
//   crash_recovery_child edit FILE ALGORITHM  saves the demo schedule to FILE, sets the root's
//                                             algorithm, prints "autosaved PATH" when the
//                                             autosave has written it, then waits to be killed.
//   crash_recovery_child recover              accepts the recovery offered at start and prints
//                                             "root ALGORITHM", "file FILE", "modified 0|1".
// The recovery folder is the Studio's (AppDataLocation): the test gives the child its own
// XDG_DATA_HOME and XDG_CONFIG_HOME.
#include <QApplication>
#include <QTextStream>
#include <cstdio>

#include "editor/autosave.h"
#include "editor/schedule_document.h"
#include "editor/schedule_editor.h"
#include "main_window.h"

namespace {

void say(const QString& line) {
    QTextStream(stdout) << line << Qt::endl;
}

}  // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("CallTree Studio"));
    QCoreApplication::setApplicationName(QStringLiteral("calltree-studio"));
    const QStringList args = app.arguments();
    studio::MainWindow window(nullptr);
    if (args.value(1) == QLatin1String("edit") && args.size() == 4) {
        if (!window.editor()->saveTo(args[2])) return 3;
        QObject::connect(window.autosave(), &studio::editor::Autosave::written, &app,
                         [](const QString& file) { say(QStringLiteral("autosaved ") + file); });
        if (!window.editor()->document()->chooseAlgorithm({}, args[3].toStdString())) return 4;
        return app.exec();  // until killed
    }
    if (args.value(1) == QLatin1String("recover")) {
        window.setRecoveryPrompt([](const QString&) { return QMessageBox::Yes; });
        window.offerRecovery();
        const studio::editor::ScheduleDocument* doc = window.editor()->document();
        say(QStringLiteral("root ") + QString::fromStdString(doc->root().algorithm));
        say(QStringLiteral("file ") + doc->fileName());
        say(QStringLiteral("modified %1").arg(doc->isModified() ? 1 : 0));
        return 0;
    }
    std::fputs("usage: crash_recovery_child edit FILE ALGORITHM | recover\n", stderr);
    return 2;
}
