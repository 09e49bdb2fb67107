// The machine panel: the p → g, L, B, s table and g(1) edit the profile undoably and re-cost the
// schedule at once; presets and *.machine.json files replace it; a bad file changes nothing.
#include <QDoubleSpinBox>
#include <QStandardPaths>
#include <QTest>

#include "editor_test_fixture.h"
#include "protocol/machine_json.h"

using namespace studio::editor;
using namespace studio::editor::test;

class TestMachinePanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void machineEditRecosts();
    void loadMachineFile();
    void localCopyCostRecosts();
};

void TestMachinePanel::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CallTree Studio Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_machine_panel"));
}

void TestMachinePanel::machineEditRecosts() {
    Fixture f;
    MachineTableModel* m = f.editor.machinePanel()->model();
    QCOMPARE(m->rowCount(), 4);  // PSC2: p = 2, 4, 8, 16
    QCOMPARE(m->index(3, MachineTableModel::ProcsColumn).data(Qt::EditRole).toDouble(), 16.0);
    // p is edited too (rows re-sort; tst_machine_rows covers it).
    QVERIFY(m->flags(m->index(0, MachineTableModel::ProcsColumn)) & Qt::ItemIsEditable);
    const double before = f.doc()->root().cost;
    const double g16 = m->index(3, MachineTableModel::GColumn).data(Qt::EditRole).toDouble();
    QVERIFY(m->setData(m->index(3, MachineTableModel::GColumn), 2 * g16));
    QVERIFY(f.doc()->root().cost > before);
    ct::bsp::CallNode copy = f.doc()->root();
    QCOMPARE(f.doc()->root().cost, ct::bsp::evaluateCost(copy, f.doc()->library(), f.doc()->bsp()));
    QVERIFY(!m->setData(m->index(3, MachineTableModel::GColumn), -1.0));  // refused
    f.doc()->undoStack()->undo();
    QCOMPARE(f.doc()->root().cost, before);
    // A preset replaces the whole profile.
    QVERIFY(f.doc()->setMachine(ct::bsp::psc2Tcp(), QStringLiteral("tcp")));
    QCOMPARE(f.doc()->schedule().machine.name, std::string("psc2-tcp"));
    QVERIFY(f.doc()->root().cost != before);
}

void TestMachinePanel::loadMachineFile() {
    QTemporaryDir dir;
    Fixture f;
    ct::bsp::MachineProfile m = ct::bsp::psc2Tcp();
    m.name = "calibrated";
    m.bsp.entries[0].g = 99;
    const QString good = dir.filePath(QStringLiteral("c.machine.json"));
    ct::bsp::saveMachineFile(good.toStdString(), m);
    const double before = f.doc()->root().cost;
    QVERIFY(f.editor.machinePanel()->loadMachine(good));
    QCOMPARE(f.doc()->schedule().machine.name, std::string("calibrated"));
    QVERIFY(f.doc()->root().cost != before);
    QVERIFY(f.editor.machinePanel()->saveMachine(dir.filePath(QStringLiteral("out.machine.json"))));
    QCOMPARE(
        ct::bsp::loadMachineFile(dir.filePath(QStringLiteral("out.machine.json")).toStdString())
            .bsp.entries[0]
            .g,
        99.0);
    const QString bad = writeFile(dir, QStringLiteral("bad.machine.json"), "{\"format\": 3}");
    QVERIFY(!f.editor.machinePanel()->loadMachine(bad));
    QCOMPARE(f.messages.size(), std::size_t(1));
    QVERIFY(f.messages[0].text.contains(QStringLiteral("bad.machine.json")));
    QCOMPARE(f.doc()->schedule().machine.name, std::string("calibrated"));
    f.doc()->undoStack()->undo();
    QCOMPARE(f.doc()->root().cost, before);
}

void TestMachinePanel::localCopyCostRecosts() {
    Fixture f;
    QDoubleSpinBox* g1 = f.editor.machinePanel()->localCopyCost();
    QCOMPARE(g1->value(), 1.0);
    const double before = f.doc()->root().cost;
    g1->setValue(3);
    emit g1->editingFinished();
    QCOMPARE(f.doc()->bsp().g1, 3.0);
    // TreeBroadcast's own time has n·g(1): 65536 bytes, 2 more operations each at the root.
    QVERIFY(f.doc()->root().cost > before + 2 * 65536 - 1);
    emit g1->editingFinished();  // nothing changed: nothing pushed
    QCOMPARE(f.doc()->undoStack()->count(), 1);
    f.doc()->undoStack()->undo();
    QCOMPARE(g1->value(), 1.0);
    QCOMPARE(f.doc()->root().cost, before);
}

QTEST_MAIN(TestMachinePanel)
#include "tst_machine_panel.moc"
