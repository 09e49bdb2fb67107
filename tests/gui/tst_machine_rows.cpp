// The machine table's rows (issue 21): added and removed with the buttons and with Insert/Delete,
// each one undo step; the last row and a second row for one p are refused with a message. A
// profile edited by hand is "psc2-sci (edited)" and no longer says "measured by PUB"; undo, a
// preset or the built-in numbers typed back give the measured profile again.
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include "editor/machine_edit.h"
#include "editor_test_fixture.h"
#include "protocol/machine_json.h"

using namespace studio::editor;
using namespace studio::editor::test;

class TestMachineRows : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void addRowWithButtonAndUndo();
    void keyboardAddsAndRemoves();
    void refusesLastRowAndDuplicates();
    void changingPResorts();
    void editedProfileStopsClaimingItsSource();
    void editedProfileComesBack();
    void savedEditedProfileKeepsItsName();
};

void TestMachineRows::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CallTree Studio Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_machine_rows"));
}

namespace {

std::vector<int> procsOf(const ScheduleDocument* doc) {
    std::vector<int> p;
    for (const ct::bsp::BspEntry& e : doc->bsp().entries)
        p.push_back(e.procs);
    return p;
}

}  // namespace

void TestMachineRows::addRowWithButtonAndUndo() {
    Fixture f;
    MachinePanel* panel = f.editor.machinePanel();
    const double cost = f.doc()->root().cost;
    panel->addRowButton()->click();
    // PSC2-SCI has p = 2, 4, 8, 16: the new row is p = 32 with the numbers the model used for
    // p = 32 before (clamped to the p = 16 row), so no cost changes.
    QCOMPARE(procsOf(f.doc()), (std::vector<int>{2, 4, 8, 16, 32}));
    const ct::bsp::BspEntry& added = f.doc()->bsp().entries.back();
    QCOMPARE(added.g, 50.02);
    QCOMPARE(added.L, 35312.0);
    QCOMPARE(added.B, 21.0);
    QCOMPARE(panel->model()->rowCount(), 5);
    QCOMPARE(panel->table()->currentIndex().row(), 4);
    QCOMPARE(f.doc()->root().cost, cost);
    QCOMPARE(f.doc()->undoStack()->count(), 1);
    f.doc()->undoStack()->undo();
    QCOMPARE(procsOf(f.doc()), (std::vector<int>{2, 4, 8, 16}));
    QCOMPARE(panel->model()->rowCount(), 4);
    QCOMPARE(f.json(), [] {
        Fixture fresh;
        return fresh.json();
    }());
}

void TestMachineRows::keyboardAddsAndRemoves() {
    Fixture f;
    MachinePanel* panel = f.editor.machinePanel();
    QTableView* table = panel->table();
    f.editor.resize(1000, 600);
    f.editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&f.editor));
    table->setFocus();
    table->setCurrentIndex(panel->model()->index(1, MachineTableModel::GColumn));  // p = 4
    QTest::keyClick(table, Qt::Key_Delete);
    QCOMPARE(procsOf(f.doc()), (std::vector<int>{2, 8, 16}));
    QCOMPARE(f.doc()->undoStack()->undoText(), QStringLiteral("Remove the row p = 4"));
    // The removed p's cost now comes from interpolating p = 2 and 8: the schedule re-costs.
    ct::bsp::CallNode copy = f.doc()->root();
    QCOMPARE(f.doc()->root().cost, ct::bsp::evaluateCost(copy, f.doc()->library(), f.doc()->bsp()));
    QTest::keyClick(table, Qt::Key_Insert);
    QCOMPARE(procsOf(f.doc()), (std::vector<int>{2, 8, 16, 32}));
    // The new row's p is open for typing: 64 replaces 32.
    QTRY_VERIFY(table->viewport()->findChild<QSpinBox*>() != nullptr);
    QSpinBox* editor = table->viewport()->findChild<QSpinBox*>();
    QCOMPARE(editor->value(), 32);
    QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(editor, QStringLiteral("64"));
    QTest::keyClick(editor, Qt::Key_Return);  // the delegate commits on the next event loop turn
    QTRY_COMPARE(procsOf(f.doc()), (std::vector<int>{2, 8, 16, 64}));
    QCOMPARE(f.doc()->undoStack()->count(), 3);
    for (int i = 0; i < 3; ++i)
        f.doc()->undoStack()->undo();
    QCOMPARE(procsOf(f.doc()), (std::vector<int>{2, 4, 8, 16}));
}

void TestMachineRows::refusesLastRowAndDuplicates() {
    Fixture f;
    MachineTableModel* m = f.editor.machinePanel()->model();
    QSignalSpy refused(m, &MachineTableModel::editRefused);
    QSignalSpy status(f.editor.machinePanel(), &MachinePanel::statusMessage);
    QVERIFY(!m->addRow(8));
    QCOMPARE(refused.last().at(0).toString(),
             QStringLiteral("the table has a row for p = 8 already"));
    QVERIFY(!status.isEmpty());  // reaches the status bar
    QVERIFY(!m->setData(m->index(0, MachineTableModel::ProcsColumn), 16));
    QCOMPARE(refused.last().at(0).toString(),
             QStringLiteral("the table has a row for p = 16 already"));
    QVERIFY(!m->setData(m->index(0, MachineTableModel::ProcsColumn), 1));
    QVERIFY(refused.last().at(0).toString().startsWith(QStringLiteral("p must be a whole number")));
    QVERIFY(!m->setData(m->index(0, MachineTableModel::ProcsColumn), 2.5));
    QCOMPARE(f.doc()->undoStack()->count(), 0);
    for (int i = 0; i < 3; ++i)
        QVERIFY(m->removeRowAt(0));
    QCOMPARE(procsOf(f.doc()), (std::vector<int>{16}));
    QVERIFY(!f.editor.machinePanel()->removeRowButton()->isEnabled());
    QVERIFY(!m->removeRowAt(0));
    QVERIFY(refused.last().at(0).toString().startsWith(QStringLiteral("the last row")));
    QCOMPARE(procsOf(f.doc()), (std::vector<int>{16}));
    QCOMPARE(f.doc()->undoStack()->count(), 3);
}

void TestMachineRows::changingPResorts() {
    Fixture f;
    MachineTableModel* m = f.editor.machinePanel()->model();
    const double g2 = f.doc()->bsp().entries[0].g;
    QVERIFY(m->setData(m->index(0, MachineTableModel::ProcsColumn), 12));
    QCOMPARE(procsOf(f.doc()), (std::vector<int>{4, 8, 12, 16}));
    QCOMPARE(f.doc()->bsp().entries[2].g, g2);  // the row moved with its values
    QCOMPARE(m->index(2, MachineTableModel::ProcsColumn).data(Qt::EditRole).toDouble(), 12.0);
    QCOMPARE(f.doc()->undoStack()->undoText(), QStringLiteral("Change p = 2 to 12"));
}

void TestMachineRows::editedProfileStopsClaimingItsSource() {
    Fixture f;
    MachinePanel* panel = f.editor.machinePanel();
    MachineTableModel* m = panel->model();
    QVERIFY(panel->sourceText().contains(QStringLiteral("measured by PUB")));
    QVERIFY(m->setData(m->index(3, MachineTableModel::LColumn), 40000.0));
    const ct::bsp::MachineProfile& edited = f.doc()->schedule().machine;
    QCOMPARE(edited.name, std::string("psc2-sci (edited)"));
    QVERIFY(isEdited(edited));
    QVERIFY(edited.source.find("measured") == std::string::npos ||
            edited.source.find("not measured") != std::string::npos);
    QVERIFY(edited.source.find("PUB") == std::string::npos);
    QCOMPARE(panel->titleText(), QStringLiteral("psc2-sci (edited)"));
    QVERIFY(!panel->sourceText().contains(QStringLiteral("PUB")));
    QVERIFY(panel->sourceText().contains(QStringLiteral("not measured")));
    // An edited profile is no built-in one: the schedule carries its numbers.
    QVERIFY(f.doc()->schedule().machineEmbedded);
    // A second edit keeps one suffix.
    QVERIFY(m->setData(m->index(3, MachineTableModel::BColumn), 30.0));
    QCOMPARE(f.doc()->schedule().machine.name, std::string("psc2-sci (edited)"));
    f.doc()->undoStack()->undo();
    f.doc()->undoStack()->undo();
    QCOMPARE(f.doc()->schedule().machine.name, std::string("psc2-sci"));
    QVERIFY(panel->sourceText().contains(QStringLiteral("measured by PUB")));
    QVERIFY(!f.doc()->schedule().machineEmbedded);
}

void TestMachineRows::editedProfileComesBack() {
    Fixture f;
    MachinePanel* panel = f.editor.machinePanel();
    MachineTableModel* m = panel->model();
    QVERIFY(m->setData(m->index(0, MachineTableModel::GColumn), 9.0));
    QCOMPARE(f.doc()->schedule().machine.name, std::string("psc2-sci (edited)"));
    // Typed back to the measured value: the measured profile, name and source, again.
    QVERIFY(m->setData(m->index(0, MachineTableModel::GColumn), 8.34));
    QCOMPARE(f.doc()->schedule().machine.name, std::string("psc2-sci"));
    QCOMPARE(f.doc()->schedule().machine.source, ct::bsp::psc2Sci().source);
    // A preset replaces an edited profile with the measured one.
    QVERIFY(m->removeRowAt(0));
    QCOMPARE(f.doc()->schedule().machine.name, std::string("psc2-sci (edited)"));
    panel->presets()->setCurrentIndex(panel->presets()->findData(QStringLiteral("psc2-sci")));
    emit panel->presets()->activated(panel->presets()->currentIndex());
    QCOMPARE(f.doc()->schedule().machine.name, std::string("psc2-sci"));
    QCOMPARE(m->rowCount(), 4);
}

void TestMachineRows::savedEditedProfileKeepsItsName() {
    QTemporaryDir dir;
    Fixture f;
    MachineTableModel* m = f.editor.machinePanel()->model();
    QVERIFY(m->addRow(32));
    const QString file = dir.filePath(QStringLiteral("edited.machine.json"));
    QVERIFY(f.editor.machinePanel()->saveMachine(file));
    const ct::bsp::MachineProfile back = ct::bsp::loadMachineFile(file.toStdString());
    QCOMPARE(back.name, std::string("psc2-sci (edited)"));
    QVERIFY(back.source.find("PUB") == std::string::npos);
    QCOMPARE(back.bsp.entries.size(), std::size_t(5));
    // Loaded back, it is still the edited profile, and a further edit keeps that name.
    Fixture other;
    QVERIFY(other.editor.machinePanel()->loadMachine(file));
    QCOMPARE(other.editor.machinePanel()->titleText(), QStringLiteral("psc2-sci (edited)"));
    QVERIFY(other.editor.machinePanel()->model()->removeRowAt(4));
    // Its numbers are PSC2-SCI's again: the built-in profile.
    QCOMPARE(other.doc()->schedule().machine.name, std::string("psc2-sci"));
}

QTEST_MAIN(TestMachineRows)
#include "tst_machine_rows.moc"
