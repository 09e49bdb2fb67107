#pragma once
// Shared by the schedule editor suites: an editor on the built-in demo whose message boxes are
// recorded instead of shown (a modal box would hang an offscreen test), and both of its models
// under QAbstractItemModelTester for the whole test.
#include <QAbstractItemModelTester>
#include <QFile>
#include <QTemporaryDir>
#include <vector>

#include "schedule/schedule_file.h"
#include "editor/call_tree_model.h"
#include "editor/machine_panel.h"
#include "editor/machine_table_model.h"
#include "editor/schedule_document.h"
#include "editor/schedule_editor.h"

namespace studio::editor::test {

struct Message {
    QMessageBox::Icon icon;
    QString title;
    QString text;
};

// An editor whose message boxes are recorded instead of shown (a modal box would hang offscreen).
struct Fixture {
    ScheduleEditor editor;
    std::vector<Message> messages;
    QAbstractItemModelTester treeTester{editor.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest};
    QAbstractItemModelTester machineTester{editor.machinePanel()->model(),
                                           QAbstractItemModelTester::FailureReportingMode::QtTest};
    Fixture() {
        editor.setMessageHook([this](QMessageBox::Icon icon, const QString& t, const QString& s) {
            messages.push_back({icon, t, s});
        });
        editor.loadDemo();
    }
    ScheduleDocument* doc() const { return editor.document(); }
    std::string json() const {
        return ct::bsp::scheduleToJson(doc()->schedule(), doc()->library(), true);
    }
};

inline QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text) {
    const QString path = dir.filePath(name);
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(text);
    return path;
}

}  // namespace studio::editor::test
