// The schedule editor (issue 6): choosing an algorithm through the delegate re-costs the tree,
// undo/redo restore exactly, files round-trip, bad files keep the open document,
// compare/optimize/copy/new work, and every model passes QAbstractItemModelTester.
#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include "editor/call_tree_model.h"
#include "editor/machine_panel.h"
#include "editor/machine_table_model.h"
#include "editor/new_schedule_dialog.h"
#include "editor/schedule_document.h"
#include "editor/schedule_drawing.h"
#include "editor/schedule_editor.h"
#include "editor_test_fixture.h"
#include "protocol/machine_json.h"
#include "schedule/schedule_file.h"

using namespace studio::editor;
using namespace studio::editor::test;

class TestScheduleEditor : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void demoIsOptimalBroadcast();
    void columnsAndValues();
    void delegateChangesAlgorithm();
    void variantChoicesAreNamed();
    void undoRedoRestoreExactly();
    void timeInSeconds();
    void saveOpenRoundTrip();
    void malformedFileKeepsDocument_data();
    void malformedFileKeepsDocument();
    void compareWithOptimal();
    void copySubtreeIsASchedule();
    void newScheduleFromRequest();
    void promptBeforeLosingChanges();
    void criticalPathIsMarked();
    void newDialogFollowsProblem();
    void invalidScheduleKeepsDocument_data();
    void invalidScheduleKeepsDocument();
    void shortcuts_data();
    void shortcuts();
    void undoKeepsItsLabel();
    void randomEditsUndoExactly_data();
    void randomEditsUndoExactly();
};

void TestScheduleEditor::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CallTree Studio Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_schedule_editor"));
    QSettings().clear();
}

void TestScheduleEditor::demoIsOptimalBroadcast() {
    Fixture f;
    const ct::bsp::CallNode& root = f.doc()->root();
    QCOMPARE(root.problem, ct::Problem::Broadcast);
    QCOMPARE(root.input.values, std::vector<double>{65536});
    QCOMPARE(root.calcProcs, 16);
    QCOMPARE(f.doc()->schedule().machine.name, std::string("psc2-sci"));
    // The optimizer's answer for this instance (calltree optimize prints the same).
    QCOMPARE(ct::bsp::compactName(root, f.doc()->library()),
             std::string("Tree(d=2)>ScatterGather(k=8)"));
    QCOMPARE(root.cost, 4899597.6);
    QVERIFY(!f.doc()->isModified());
    QVERIFY(f.editor.titleText().startsWith(QStringLiteral("demo")));
}

void TestScheduleEditor::columnsAndValues() {
    Fixture f;
    CallTreeModel* m = f.editor.model();
    QCOMPARE(m->columnCount(), int(CallTreeModel::NUM_COLUMNS));
    QCOMPARE(m->rowCount(), 1);
    const QModelIndex root = m->index(0, 0);
    QCOMPARE(m->rowCount(root), 1);
    const QModelIndex child = m->index(0, 0, root);
    QCOMPARE(child.data().toString(), QStringLiteral("ScatterGatherBroadcast"));
    QCOMPARE(child.siblingAtColumn(CallTreeModel::VariantColumn).data().toString(),
             QStringLiteral("8 blocks"));
    QCOMPARE(child.siblingAtColumn(CallTreeModel::InputColumn).data().toString(),
             QStringLiteral("65536"));
    QCOMPARE(child.siblingAtColumn(CallTreeModel::IndexColumn).data().toInt(), 1);
    QCOMPARE(child.siblingAtColumn(CallTreeModel::DataProcsColumn).data().toInt(), 8);
    QCOMPARE(child.siblingAtColumn(CallTreeModel::CalcProcsColumn).data().toInt(), 8);
    QCOMPARE(child.siblingAtColumn(CallTreeModel::ParallelColumn).data().toInt(), 2);
    QCOMPARE(child.data(CallTreeModel::CostRole).toDouble(), 1520638.88);
    QCOMPARE(m->headerData(CallTreeModel::TimeColumn, Qt::Horizontal).toString(),
             QStringLiteral("time [ops]"));
    // Share of the total: the child's one instance (parallel copies cost one) over the root.
    QCOMPARE(root.siblingAtColumn(CallTreeModel::ShareColumn).data().toString(),
             QStringLiteral("100.0 %"));
    QCOMPARE(child.siblingAtColumn(CallTreeModel::ShareColumn).data().toString(),
             QStringLiteral("%1 %").arg(QLocale().toString(100 * 1520638.88 / 4899597.6, 'f', 1)));
    QCOMPARE(m->pathForIndex(child), NodePath{0});
    QCOMPARE(m->indexForPath({0}), child);
    QVERIFY(root.siblingAtColumn(CallTreeModel::AlgorithmColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("TreeBroadcast")));
    QVERIFY(child.data(CallTreeModel::OptimalRole).toBool());
    QVERIFY(child.data(Qt::FontRole).value<QFont>().italic());
}

void TestScheduleEditor::delegateChangesAlgorithm() {
    Fixture f;
    f.editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&f.editor));
    QTreeView* view = f.editor.treeView();
    const QModelIndex root = f.editor.model()->index(0, CallTreeModel::AlgorithmColumn);
    const QVariantList choices = root.data(CallTreeModel::ChoicesRole).toList();
    QStringList names;
    for (const QVariant& c : choices)
        names << c.toMap().value(QStringLiteral("value")).toString();
    // Only Broadcast algorithms that can run on 16 processors (16 is a square: Root too).
    QCOMPARE(names,
             (QStringList{QStringLiteral("TreeBroadcast"), QStringLiteral("ScatterGatherBroadcast"),
                          QStringLiteral("RootBroadcast")}));
    const double before = f.doc()->root().cost;
    view->setCurrentIndex(root);
    view->edit(root);
    auto* combo = view->findChild<QComboBox*>(QStringLiteral("choiceEditor"));
    QVERIFY(combo);
    QCOMPARE(combo->currentText(), QStringLiteral("TreeBroadcast"));
    const int at = combo->findText(QStringLiteral("RootBroadcast"));
    combo->setCurrentIndex(at);
    emit combo->activated(at);
    QCOMPARE(f.doc()->root().algorithm, std::string("RootBroadcast"));
    // Root's two subcalls, each filled with its optimum and marked so; costs re-added at once.
    QCOMPARE(f.doc()->root().children.size(), std::size_t(2));
    QCOMPARE(f.editor.model()->rowCount(f.editor.model()->index(0, 0)), 2);
    QVERIFY(!f.editor.model()->index(0, 0).data(CallTreeModel::OptimalRole).toBool());
    QVERIFY(f.editor.model()->indexForPath({1}).data(CallTreeModel::OptimalRole).toBool());
    ct::bsp::CallNode copy = f.doc()->root();
    QCOMPARE(f.doc()->root().cost, ct::bsp::evaluateCost(copy, f.doc()->library(), f.doc()->bsp()));
    QVERIFY(f.doc()->root().cost > before);  // the demo was the optimum
    QCOMPARE(f.editor.model()->index(0, CallTreeModel::TimeColumn).data().toString(),
             f.editor.model()->formatTime(f.doc()->root().cost));
    QVERIFY(!ct::bsp::validateTree(f.doc()->root(), f.doc()->library(), ct::Problem::Broadcast,
                                   ct::bsp::Input{{65536}}, 16, 16));
    QVERIFY(f.doc()->isModified());
    QCOMPARE(f.doc()->undoStack()->count(), 1);
}

void TestScheduleEditor::variantChoicesAreNamed() {
    Fixture f;
    const QModelIndex v = f.editor.model()->index(0, CallTreeModel::VariantColumn);
    const QVariantList choices = v.data(CallTreeModel::ChoicesRole).toList();
    QStringList names;
    for (const QVariant& c : choices)
        names << c.toMap().value(QStringLiteral("text")).toString();
    QCOMPARE(names, (QStringList{QStringLiteral("degree 2"), QStringLiteral("degree 4"),
                                 QStringLiteral("degree 8"), QStringLiteral("degree 16")}));
    QVERIFY(v.flags() & Qt::ItemIsEditable);
    QVERIFY(f.editor.model()->setData(v, 1));  // degree 4
    QCOMPARE(f.doc()->root().variantName, std::string("degree 4"));
    QCOMPARE(f.doc()->root().children.at(0).dataProcs, 4);
    QCOMPARE(f.doc()->root().children.at(0).parallel, 4);
    // Choosing the same value again changes nothing and pushes nothing.
    QVERIFY(!f.editor.model()->setData(v, 1));
    QCOMPARE(f.doc()->undoStack()->count(), 1);
}

void TestScheduleEditor::undoRedoRestoreExactly() {
    Fixture f;
    const std::string original = f.json();
    const NodeMarks originalMarks = f.doc()->marks();
    QVERIFY(f.doc()->chooseAlgorithm({}, "RootBroadcast"));
    QVERIFY(f.doc()->chooseVariant({1}, 0));
    QVERIFY(f.editor.machinePanel()->model()->setData(
        f.editor.machinePanel()->model()->index(1, MachineTableModel::LColumn), 12345.0));
    const std::string edited = f.json();
    const NodeMarks editedMarks = f.doc()->marks();
    QCOMPARE(f.doc()->undoStack()->count(), 3);
    for (int i = 0; i < 3; ++i)
        f.doc()->undoStack()->undo();
    QCOMPARE(f.json(), original);
    QVERIFY(f.doc()->marks() == originalMarks);
    QVERIFY(!f.doc()->isModified());
    for (int i = 0; i < 3; ++i)
        f.doc()->undoStack()->redo();
    QCOMPARE(f.json(), edited);
    QVERIFY(f.doc()->marks() == editedMarks);
}

void TestScheduleEditor::timeInSeconds() {
    Fixture f;
    CallTreeModel* m = f.editor.model();
    m->setTimeInSeconds(true);
    // 4899597.6 operations at 3.889 per ns: 1.26 ms, so the column is in ms.
    QCOMPARE(m->headerData(CallTreeModel::TimeColumn, Qt::Horizontal).toString(),
             QStringLiteral("time [ms]"));
    const double ms = f.doc()->bsp().toNanoseconds(4899597.6, 16) * 1e-6;
    QCOMPARE(m->index(0, CallTreeModel::TimeColumn).data().toString(),
             QLocale().toString(ms, 'g', 4));
    QCOMPARE(m->index(0, CallTreeModel::TimeColumn).data().toString(),
             QLocale().toString(1.26, 'g', 4));
}

void TestScheduleEditor::saveOpenRoundTrip() {
    QTemporaryDir dir;
    Fixture f;
    QVERIFY(f.doc()->chooseAlgorithm({}, "ScatterGatherBroadcast"));
    QVERIFY(f.editor.machinePanel()->model()->setData(
        f.editor.machinePanel()->model()->index(0, MachineTableModel::BColumn), 777.0));
    const QString file = dir.filePath(QStringLiteral("edited.calltree.json"));
    QVERIFY(f.editor.saveTo(file));
    QVERIFY(!f.doc()->isModified());
    QCOMPARE(f.doc()->fileName(), file);
    Fixture g;
    QVERIFY(g.editor.openFile(file));
    QCOMPARE(g.json(), f.json());
    QCOMPARE(g.doc()->schedule().machine.bsp.entries[0].B, 777.0);
    QVERIFY(g.messages.empty());
    QVERIFY(!g.editor.recentMenu()->actions().isEmpty());
}

void TestScheduleEditor::malformedFileKeepsDocument_data() {
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");  // part of the message naming the problem
    QTest::newRow("not json") << QByteArray("{ this is not json") << QStringLiteral("(document)");
    QTest::newRow("wrong format") << QByteArray("{\"format\": \"something\", \"version\": 1}")
                                  << QStringLiteral("format");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("(document)");
}

void TestScheduleEditor::malformedFileKeepsDocument() {
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    Fixture f;
    QVERIFY(f.doc()->chooseAlgorithm({}, "RootBroadcast"));  // unsaved work
    const std::string before = f.json();
    const QString file = writeFile(dir, QStringLiteral("bad.calltree.json"), content);
    QVERIFY(!f.editor.openFile(file));
    QCOMPARE(f.messages.size(), std::size_t(1));
    QCOMPARE(f.messages[0].icon, QMessageBox::Critical);
    QVERIFY2(f.messages[0].text.contains(expected), qPrintable(f.messages[0].text));
    QVERIFY(f.messages[0].text.contains(QStringLiteral("bad.calltree.json")));
    QCOMPARE(f.json(), before);
    QVERIFY(f.doc()->isModified());
    QCOMPARE(f.doc()->undoStack()->count(), 1);
}

void TestScheduleEditor::compareWithOptimal() {
    Fixture f;
    OptimalComparison c = f.editor.compare();
    QCOMPARE(c.slowdown(), 1.0);
    QVERIFY(c.sites.empty());
    QVERIFY(f.doc()->chooseAlgorithm({}, "RootBroadcast"));
    c = f.editor.compare();
    QCOMPARE(c.optimal, 4899597.6);
    QCOMPARE(c.cost, f.doc()->root().cost);
    QVERIFY(c.slowdown() > 1);
    // The root's own choice is where the time goes (its subcalls are optimal).
    QVERIFY(!c.sites.empty());
    QCOMPARE(c.sites.front().path, NodePath{});
    QCOMPARE(c.sites.front().ownLoss, c.cost - c.optimal);
    QVERIFY(f.editor.comparisonText(c).contains(QStringLiteral("slower")));
    QVERIFY(f.doc()->optimizeSubtree({}));
    QCOMPARE(f.doc()->root().cost, 4899597.6);
    QVERIFY(f.editor.compare().sites.empty());
}

void TestScheduleEditor::copySubtreeIsASchedule() {
    Fixture f;
    const QString json = f.editor.subtreeJson({0});
    const ct::bsp::Schedule s = ct::bsp::loadScheduleText(json.toStdString(), f.doc()->library());
    QCOMPARE(s.tree.algorithm, std::string("ScatterGatherBroadcast"));
    QCOMPARE(s.tree.cost, 1520638.88);
    QCOMPARE(s.calcProcs, 8);
}

void TestScheduleEditor::newScheduleFromRequest() {
    Fixture f;
    QVERIFY(f.editor.newSchedule({ct::Problem::MST, ct::bsp::Input{{4096, 32768}}, 16, 16},
                                 ct::bsp::psc2Tcp()));
    QCOMPARE(ct::bsp::nodeCount(f.doc()->root()), std::size_t(8));
    QCOMPARE(f.doc()->root().algorithm, std::string("MSTWithMerge"));
    QVERIFY(f.doc()->fileName().isEmpty());
    QVERIFY(!f.doc()->isModified());
    // An impossible request is refused with a message; the document stays.
    QVERIFY(!f.editor.newSchedule({ct::Problem::Broadcast, ct::bsp::Input{{64}}, 16, 8},
                                  ct::bsp::psc2Tcp()));
    QCOMPARE(f.messages.size(), std::size_t(1));
    QCOMPARE(f.doc()->root().algorithm, std::string("MSTWithMerge"));
}

void TestScheduleEditor::promptBeforeLosingChanges() {
    Fixture f;
    int asked = 0;
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    f.editor.setPromptHook([&](const QString&) {
        ++asked;
        return answer;
    });
    QVERIFY(f.editor.maybeSave());  // nothing to lose
    QCOMPARE(asked, 0);
    QVERIFY(f.doc()->chooseAlgorithm({}, "RootBroadcast"));
    QVERIFY(!f.editor.maybeSave());
    answer = QMessageBox::Discard;
    QVERIFY(f.editor.maybeSave());
    QCOMPARE(asked, 2);
}

void TestScheduleEditor::criticalPathIsMarked() {
    Fixture f;
    QVERIFY(f.doc()->chooseAlgorithm({}, "RootBroadcast"));
    const auto& root = f.doc()->root();
    const int heavy = root.children[0].count * root.children[0].cost >=
                              root.children[1].count * root.children[1].cost
                          ? 0
                          : 1;
    QVERIFY(f.editor.model()->indexForPath({}).data(CallTreeModel::CriticalRole).toBool());
    QVERIFY(f.editor.model()->indexForPath({heavy}).data(CallTreeModel::CriticalRole).toBool());
    QVERIFY(
        !f.editor.model()->indexForPath({1 - heavy}).data(CallTreeModel::CriticalRole).toBool());
}

void TestScheduleEditor::newDialogFollowsProblem() {
    NewScheduleDialog dialog(ct::bsp::standardLibrary(), ct::bsp::psc2Tcp());
    dialog.setProblem(QStringLiteral("MST"));
    dialog.setParameter(0, 4096);
    dialog.setParameter(1, 32768);
    dialog.setProcs(16, 16);
    ct::bsp::SearchRequest r = dialog.request();
    QCOMPARE(r.problem, ct::Problem::MST);
    QCOMPARE(r.input.values, (std::vector<double>{4096, 32768}));  // the problem's two parameters
    QCOMPARE(r.calcProcs, 16);
    QVERIFY(dialog.problemText().isEmpty());
    QCOMPARE(dialog.machine().name, std::string("psc2-tcp"));
    dialog.machineBox()->setCurrentIndex(dialog.machineBox()->findData(QStringLiteral("psc2-sci")));
    QCOMPARE(dialog.machine().name, std::string("psc2-sci"));
    dialog.setProblem(QStringLiteral("Broadcast"));
    QCOMPARE(dialog.request().input.values.size(), std::size_t(1));
    dialog.setProcs(16, 8);
    QVERIFY(dialog.problemText().contains(QStringLiteral("calc procs")));
    dialog.accept();  // refused: stays open with the reason shown
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
}

void TestScheduleEditor::invalidScheduleKeepsDocument_data() {
    // A well-formed document whose content is wrong: the message names the field.
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("expected");
    QTest::newRow("variant out of range")
        << QByteArray("\"variant\": 2") << QByteArray("\"variant\": 99")
        << QStringLiteral("tree.subcalls[0].variant");
    QTest::newRow("stored cost wrong")
        << QByteArray("\"cost\": 1520638.88") << QByteArray("\"cost\": 1.0")
        << QStringLiteral("tree.subcalls[0].cost");
    QTest::newRow("unknown algorithm")
        << QByteArray("\"ScatterGatherBroadcast\"") << QByteArray("\"NoSuchBroadcast\"")
        << QStringLiteral("NoSuchBroadcast");
}

void TestScheduleEditor::invalidScheduleKeepsDocument() {
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    Fixture f;
    const QString good = dir.filePath(QStringLiteral("good.calltree.json"));
    QVERIFY(f.editor.saveTo(good));
    QFile in(good);
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray text = in.readAll();
    QVERIFY(text.contains(from));
    text.replace(from, to);
    const QString bad = writeFile(dir, QStringLiteral("bad.calltree.json"), text);
    QVERIFY(f.doc()->chooseVariant({}, 1));
    const std::string before = f.json();
    QVERIFY(!f.editor.openFile(bad));
    QCOMPARE(f.messages.size(), std::size_t(1));
    QVERIFY2(f.messages[0].text.contains(expected), qPrintable(f.messages[0].text));
    QCOMPARE(f.json(), before);
    QCOMPARE(f.doc()->fileName(), QFileInfo(good).absoluteFilePath());
    QVERIFY(f.doc()->isModified());
}

void TestScheduleEditor::shortcuts_data() {
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("keys");
    QTest::newRow("new") << "actionNew"
                         << "Ctrl+N";
    QTest::newRow("open") << "actionOpen"
                          << "Ctrl+O";
    QTest::newRow("save") << "actionSave"
                          << "Ctrl+S";
    QTest::newRow("save as") << "actionSaveAs"
                             << "Ctrl+Shift+S";
    QTest::newRow("undo") << "actionUndo"
                          << "Ctrl+Z";
    QTest::newRow("redo") << "actionRedo"
                          << "Ctrl+Shift+Z";
    QTest::newRow("copy") << "actionCopySubtree"
                          << "Ctrl+Shift+C";
    QTest::newRow("optimize") << "actionOptimizeSelected"
                              << "Ctrl+T";
    QTest::newRow("optimize all") << "actionOptimizeAll"
                                  << "Ctrl+Shift+T";
    QTest::newRow("compare") << "actionCompare"
                             << "Ctrl+K";
    QTest::newRow("export") << "actionExportDrawing"
                            << "Ctrl+E";
}

void TestScheduleEditor::shortcuts() {
    QFETCH(QString, action);
    QFETCH(QString, keys);
    Fixture f;
    QAction* a = f.editor.action(action);
    QVERIFY(a);
    QCOMPARE(a->shortcut(), QKeySequence(keys));
    QVERIFY(!a->text().isEmpty());
}

void TestScheduleEditor::undoKeepsItsLabel() {
    // The toolbar's labels stay put; what would be undone is said in the tooltip.
    Fixture f;
    QAction* undo = f.editor.action(QStringLiteral("actionUndo"));
    QAction* redo = f.editor.action(QStringLiteral("actionRedo"));
    QCOMPARE(undo->text(), QStringLiteral("&Undo"));
    QVERIFY(!undo->isEnabled());
    QVERIFY2(undo->toolTip().startsWith(QStringLiteral("Nothing to undo")),
             qPrintable(undo->toolTip()));
    QVERIFY(f.doc()->chooseAlgorithm({}, "RootBroadcast"));
    QCOMPARE(undo->text(), QStringLiteral("&Undo"));
    QVERIFY(undo->isEnabled());
    const QString what = f.doc()->undoStack()->undoText();
    QVERIFY(!what.isEmpty());
    QVERIFY2(undo->toolTip().startsWith(QStringLiteral("Undo: ") + what),
             qPrintable(undo->toolTip()));
    undo->trigger();
    QVERIFY(!f.doc()->isModified());
    QCOMPARE(redo->text(), QStringLiteral("&Redo"));
    QVERIFY(redo->isEnabled());
    QVERIFY2(redo->toolTip().startsWith(QStringLiteral("Redo: ") + what),
             qPrintable(redo->toolTip()));
}

void TestScheduleEditor::randomEditsUndoExactly_data() {
    QTest::addColumn<QString>("problem");
    QTest::addColumn<quint32>("seed");
    for (quint32 seed : {1u, 2u, 3u}) {
        QTest::addRow("Broadcast seed %u", seed) << QStringLiteral("Broadcast") << seed;
        QTest::addRow("MST seed %u", seed) << QStringLiteral("MST") << seed;
    }
}

// Thirty edits through the model's own choices at random nodes (the models under test all the
// while), then everything undone and redone: the document must come back byte for byte.
void TestScheduleEditor::randomEditsUndoExactly() {
    QFETCH(QString, problem);
    QFETCH(quint32, seed);
    Fixture f;
    if (problem == QStringLiteral("MST"))
        QVERIFY(f.editor.newSchedule({ct::Problem::MST, ct::bsp::Input{{4096, 32768}}, 16, 16},
                                     ct::bsp::psc2Tcp()));
    const std::string original = f.json();
    const NodeMarks originalMarks = f.doc()->marks();
    CallTreeModel* m = f.editor.model();
    std::uint32_t state = seed;
    auto next = [&state](std::uint32_t n) {
        state = state * 1664525u + 1013904223u;  // a fixed LCG: the same edits every run
        return (state >> 8) % n;
    };
    int pushed = 0;
    for (int i = 0; i < 30; ++i) {
        // Every cell that offers a choice, in preorder; one of them, another value than its own.
        QModelIndexList cells;
        std::vector<QModelIndex> stack{m->index(0, 0)};
        while (!stack.empty()) {
            const QModelIndex at = stack.back();
            stack.pop_back();
            for (int c : {int(CallTreeModel::AlgorithmColumn), int(CallTreeModel::VariantColumn),
                          int(CallTreeModel::CalcProcsColumn)})
                if (m->flags(at.siblingAtColumn(c)) & Qt::ItemIsEditable)
                    cells << at.siblingAtColumn(c);
            for (int r = m->rowCount(at); r-- > 0;)
                stack.push_back(m->index(r, 0, at));
        }
        QVERIFY(!cells.isEmpty());
        const QModelIndex cell = cells[int(next(std::uint32_t(cells.size())))];
        QVariantList values;
        for (const QVariant& c : cell.data(CallTreeModel::ChoicesRole).toList())
            if (c.toMap().value(QStringLiteral("value")) != cell.data(Qt::EditRole))
                values << c.toMap().value(QStringLiteral("value"));
        QVERIFY(!values.isEmpty());
        // A choice may be refused (no valid subschedule); then nothing is pushed.
        if (m->setData(cell, values[int(next(std::uint32_t(values.size())))])) ++pushed;
        QVERIFY(!ct::bsp::validateTree(f.doc()->root(), f.doc()->library(),
                                       f.doc()->schedule().problem, f.doc()->schedule().input,
                                       f.doc()->schedule().dataProcs,
                                       f.doc()->schedule().calcProcs));
    }
    QVERIFY(pushed >= 20);
    QCOMPARE(f.doc()->undoStack()->count(), pushed);
    const std::string edited = f.json();
    const NodeMarks editedMarks = f.doc()->marks();
    while (f.doc()->undoStack()->canUndo())
        f.doc()->undoStack()->undo();
    QCOMPARE(f.json(), original);
    QVERIFY(f.doc()->marks() == originalMarks);
    while (f.doc()->undoStack()->canRedo())
        f.doc()->undoStack()->redo();
    QCOMPARE(f.json(), edited);
    QVERIFY(f.doc()->marks() == editedMarks);
}

QTEST_MAIN(TestScheduleEditor)
#include "tst_schedule_editor.moc"
