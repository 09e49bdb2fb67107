// Number fields never change a value silently (issue 21): every spin box and size field states
// its range in its tooltip, takes what lies inside it, and refuses what does not with a message
// while the value stays — typed as a user types, then Enter.
#include <QAbstractSpinBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include "editor/new_schedule_dialog.h"
#include "fields/decimal_box.h"
#include "fields/size_field.h"
#include "fields/whole_number_box.h"
#include "main_window.h"
#include "runs/run_dialog.h"
#include "schedule/library.h"
#include "visual/visual_parameters.h"

using namespace studio;
using studio::fields::DecimalBox;
using studio::fields::SizeField;
using studio::fields::WholeNumberBox;

namespace {

// Replaces the field's text by keystrokes, then presses Enter.
void type(QWidget* field, const QString& text) {
    if (auto* box = qobject_cast<QAbstractSpinBox*>(field)) {
        box->selectAll();
        if (text.isEmpty()) QTest::keyClick(box, Qt::Key_Delete);
    } else if (auto* edit = qobject_cast<QLineEdit*>(field)) {
        edit->selectAll();
        if (text.isEmpty()) QTest::keyClick(edit, Qt::Key_Delete);
    }
    QTest::keyClicks(field, text);
    QTest::keyClick(field, Qt::Key_Return);
}

double valueOf(QWidget* field) {
    if (auto* w = qobject_cast<WholeNumberBox*>(field)) return w->value();
    if (auto* d = qobject_cast<DecimalBox*>(field)) return d->value();
    if (auto* s = qobject_cast<SizeField*>(field)) return double(s->value());
    return -1;
}

QString refusalOf(QWidget* field) {
    if (auto* w = qobject_cast<WholeNumberBox*>(field)) return w->lastRefusal();
    if (auto* d = qobject_cast<DecimalBox*>(field)) return d->lastRefusal();
    if (auto* s = qobject_cast<SizeField*>(field)) return s->lastRefusal();
    return {};
}

// Each field of the Studio is one of the refusing kinds and says its range.
void checkFieldsOf(QWidget* root) {
    for (QAbstractSpinBox* box : root->findChildren<QAbstractSpinBox*>()) {
        QVERIFY2(qobject_cast<WholeNumberBox*>(box) || qobject_cast<DecimalBox*>(box),
                 qPrintable(box->objectName() + QStringLiteral(" is a plain spin box")));
        QVERIFY2(box->toolTip().contains(QStringLiteral("Allowed: ")),
                 qPrintable(box->objectName() + QStringLiteral(": ") + box->toolTip()));
    }
    for (SizeField* field : root->findChildren<SizeField*>())
        QVERIFY2(field->toolTip().contains(QStringLiteral("Allowed: ")),
                 qPrintable(field->toolTip()));
}

}  // namespace

class TestNumberFields : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void timelinePanel_data();
    void timelinePanel();
    void refusalKeepsTheParameters();
    void rangeFollowsProcessors();
    void profileBeyondTheSlidersIsKept();
    void runDialog_data();
    void runDialog();
    void everyFieldStatesItsRange();
    void decimalBoxShowsItsDecimals_data();
    void decimalBoxShowsItsDecimals();
};

void TestNumberFields::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());  // "4096", not "4,096", in the messages compared below
}

void TestNumberFields::timelinePanel_data() {
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("refusal");  // empty: taken
    const QString p = QStringLiteral("timelineProcs");
    const QString bytes = QStringLiteral("timelineBytes");
    const QString L = QStringLiteral("timelineL");
    const QString G = QStringLiteral("timelineGPerByte");
    // P starts at 16; QSpinBox alone made 1000 of the first, 819 of the second, 16 of the third.
    QTest::newRow("P far beyond") << p << QStringLiteral("1000000000") << 16.0
                                  << QStringLiteral(
                                         "1000000000 is outside 1 to 4096: the value "
                                         "stays 16.");
    QTest::newRow("P beyond") << p << QStringLiteral("8192") << 16.0
                              << QStringLiteral("8192 is outside 1 to 4096: the value stays 16.");
    QTest::newRow("P zero") << p << QStringLiteral("0") << 16.0
                            << QStringLiteral("0 is outside 1 to 4096: the value stays 16.");
    QTest::newRow("P with a unit") << p << QStringLiteral("4K") << 16.0
                                   << QStringLiteral(
                                          "'4K' is not a whole number: the value "
                                          "stays 16.");
    QTest::newRow("P empty") << p << QString() << 16.0
                             << QStringLiteral("The field is empty: the value stays 16.");
    QTest::newRow("P largest") << p << QStringLiteral("4096") << 4096.0 << QString();
    QTest::newRow("P smallest") << p << QStringLiteral("1") << 1.0 << QString();
    // The size grammar of core/protocol/sizes.h (1K = 1024), the run dialog's.
    QTest::newRow("64K") << bytes << QStringLiteral("64K") << 65536.0 << QString();
    QTest::newRow("1 MiB") << bytes << QStringLiteral("1MiB") << 1048576.0 << QString();
    QTest::newRow("16M, the largest") << bytes << QStringLiteral("16M") << 16777216.0 << QString();
    QTest::newRow("plain bytes") << bytes << QStringLiteral("1000") << 1000.0 << QString();
    QTest::newRow("32M beyond") << bytes << QStringLiteral("32M") << 1.0
                                << QStringLiteral(
                                       "'32M' is larger than the largest size "
                                       "allowed, 16777216 bytes: the value stays 1.");
    QTest::newRow("0 bytes") << bytes << QStringLiteral("0") << 1.0
                             << QStringLiteral(
                                    "'0' is outside the sizes allowed, 1 to 16777216 "
                                    "bytes: the value stays 1.");
    QTest::newRow("no size") << bytes << QStringLiteral("64X") << 1.0
                             << QStringLiteral(
                                    "'64X' is not a message size (bytes, optionally "
                                    "with K, M or G: 8, 64K, 1M): the value stays 1.");
    QTest::newRow("a range is no size") << bytes << QStringLiteral("8..1M") << 1.0
                                        << QStringLiteral(
                                               "'8..1M' is not a message size (bytes, "
                                               "optionally with K, M or G: 8, 64K, "
                                               "1M): the value stays 1.");
    // L was capped at 100, which clamped µs profiles.
    QTest::newRow("L 150") << L << QStringLiteral("150") << 150.0 << QString();
    QTest::newRow("L 250000.5") << L << QStringLiteral("250000.5") << 250000.5 << QString();
    QTest::newRow("L beyond") << L << QStringLiteral("2000000000") << 6.0
                              << QStringLiteral(
                                     "2000000000 is outside 0 to 1000000000: the "
                                     "value stays 6.");
    QTest::newRow("L negative") << L << QStringLiteral("-1") << 6.0
                                << QStringLiteral(
                                       "-1 is outside 0 to 1000000000: the value "
                                       "stays 6.");
    QTest::newRow("L no number") << L << QStringLiteral("six") << 6.0
                                 << QStringLiteral("'six' is not a number: the value stays 6.");
    QTest::newRow("G small") << G << QStringLiteral("0.0085") << 0.0085 << QString();
    QTest::newRow("G too fine") << G << QStringLiteral("0.0000001") << 0.0
                                << QStringLiteral(
                                       "0.0000001 has more decimals than the 6 this "
                                       "field keeps: the value stays 0.");
}

void TestNumberFields::timelinePanel() {
    QFETCH(QString, field);
    QFETCH(QString, typed);
    QFETCH(double, value);
    QFETCH(QString, refusal);
    VisualParameterPanel panel;
    panel.show();
    auto* w = panel.findChild<QWidget*>(field);
    QVERIFY(w);
    QSignalSpy refused(w, SIGNAL(refused(QString)));
    type(w, typed);
    QCOMPARE(valueOf(w), value);
    QCOMPARE(refusalOf(w), refusal);
    QCOMPARE(refused.size(), refusal.isEmpty() ? 0 : 1);
    if (!refusal.isEmpty()) {
        QCOMPARE(refused.first().first().toString(), refusal);
        // The kept value is shown again, not the refused text.
        const auto* edit =
            qobject_cast<QLineEdit*>(w) ? qobject_cast<QLineEdit*>(w) : w->findChild<QLineEdit*>();
        QVERIFY(edit);
        QVERIFY2(!edit->text().contains(typed) || typed.isEmpty(), qPrintable(edit->text()));
    }
}

void TestNumberFields::refusalKeepsTheParameters() {
    VisualParameterPanel panel;
    panel.show();
    const VisualParameters before = panel.parameters();
    QSignalSpy changed(&panel, &VisualParameterPanel::parametersChanged);
    type(panel.procsBox(), QStringLiteral("8192"));
    type(panel.bytesField(), QStringLiteral("64X"));
    QTest::qWait(VisualParameterPanel::kCoalesceMs * 3);
    QCOMPARE(changed.size(), 0);
    QCOMPARE(panel.parameters().procs, before.procs);
    QCOMPARE(panel.parameters().bytes, before.bytes);
    type(panel.bytesField(), QStringLiteral("64K"));
    QTRY_COMPARE(changed.size(), 1);
    QCOMPARE(panel.parameters().bytes, std::uint64_t(65536));
}

void TestNumberFields::rangeFollowsProcessors() {
    VisualParameterPanel panel;
    panel.show();
    type(panel.procsBox(), QStringLiteral("8"));
    QVERIFY2(panel.rootBox()->toolTip().endsWith(QStringLiteral("Allowed: 0 to 7")),
             qPrintable(panel.rootBox()->toolTip()));
    type(panel.rootBox(), QStringLiteral("8"));
    QCOMPARE(panel.rootBox()->value(), 0);
    QCOMPARE(panel.rootBox()->lastRefusal(),
             QStringLiteral("8 is outside 0 to 7: the value stays 0."));
    type(panel.rootBox(), QStringLiteral("7"));
    QCOMPARE(panel.rootBox()->value(), 7);
}

void TestNumberFields::profileBeyondTheSlidersIsKept() {
    // A µs profile beyond the sliders' typical span (L was capped at 100 before).
    ct::bsp::MachineProfile m;
    m.name = QStringLiteral("wide-area").toStdString();
    m.kind = ct::bsp::ModelKind::LogGP;
    ct::LogGP terms = ct::LogGP::logp(150, 60, 125.5);
    terms.G = 2, terms.unit = "us";
    m.logp = terms;
    VisualParameters p;
    QCOMPARE(applyMachineProfile(p, m), std::nullopt);
    VisualParameterPanel panel;
    panel.setParameters(p);
    QCOMPARE(panel.parameters().L, 150.0);
    QCOMPARE(panel.parameters().o, 60.0);
    QCOMPARE(panel.parameters().g, 125.5);
    QCOMPARE(panel.parameters().G, 2.0);
    // Beyond what the panel takes: said, not clamped.
    terms.L = 5e9;
    m.logp = terms;
    const std::optional<QString> problem = applyMachineProfile(p, m);
    QVERIFY(problem);
    QCOMPARE(*problem, QStringLiteral("wide-area: L = 5e+09 lies outside 0 to 1e+09, what the "
                                      "timeline takes"));
}

void TestNumberFields::runDialog_data() {
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("refusal");
    QTest::newRow("ranks beyond") << QStringLiteral("runRanks") << QStringLiteral("2000000") << 2.0
                                  << QStringLiteral(
                                         "2000000 is outside 1 to 1048576: the value "
                                         "stays 2.");
    QTest::newRow("ranks 64") << QStringLiteral("runRanks") << QStringLiteral("64") << 64.0
                              << QString();
    QTest::newRow("warm-up beyond") << QStringLiteral("runWarmup") << QStringLiteral("1001") << 2.0
                                    << QStringLiteral(
                                           "1001 is outside 0 to 1000: the value "
                                           "stays 2.");
    QTest::newRow("case timeout below")
        << QStringLiteral("runCaseTimeout") << QStringLiteral("0.05") << 300.0
        << QStringLiteral(
               "0.05 is outside 0.1 to 86400: the "
               "value stays 300.");
    QTest::newRow("case timeout 2.5 s")
        << QStringLiteral("runCaseTimeout") << QStringLiteral("2.5") << 2.5 << QString();
}

void TestNumberFields::runDialog() {
    QFETCH(QString, field);
    QFETCH(QString, typed);
    QFETCH(double, value);
    QFETCH(QString, refusal);
    runs::RunDialog dialog(QString(), 0);
    dialog.show();
    auto* w = dialog.findChild<QWidget*>(field);
    QVERIFY(w);
    type(w, typed);
    QCOMPARE(valueOf(w), value);
    QCOMPARE(refusalOf(w), refusal);
}

void TestNumberFields::everyFieldStatesItsRange() {
    MainWindow window(nullptr);
    checkFieldsOf(&window);
    runs::RunDialog run(QStringLiteral("demo"), 16);
    checkFieldsOf(&run);
    editor::NewScheduleDialog created(ct::bsp::standardLibrary(), ct::bsp::psc2Tcp());
    checkFieldsOf(&created);
    QVERIFY(window.findChildren<QAbstractSpinBox*>().size() >= 10);
}

void TestNumberFields::decimalBoxShowsItsDecimals_data() {
    QTest::addColumn<double>("max");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<double>("value");
    QTest::newRow("G in µs per byte") << 1.0 << 6 << 0.000201;  // was sized for "1": "0.(" shown
    QTest::newRow("L in µs") << 1000.0 << 3 << 0.125;
    QTest::newRow("a large value") << 1000.0 << 3 << 999.5;
}

// At its own size hint the box shows the whole number, however many decimals it has.
void TestNumberFields::decimalBoxShowsItsDecimals() {
    QFETCH(double, max);
    QFETCH(int, decimals);
    QFETCH(double, value);
    DecimalBox box;
    box.setDecimals(decimals);
    box.setAllowedRange(0, max);
    box.setValue(value);
    box.resize(box.sizeHint());
    box.show();
    QVERIFY(QTest::qWaitForWindowExposed(&box));
    QLineEdit* edit = box.findChild<QLineEdit*>();
    QVERIFY(edit);
    const int needed = edit->fontMetrics().horizontalAdvance(edit->text());
    QVERIFY2(edit->contentsRect().width() >= needed,
             qPrintable(QStringLiteral("'%1' needs %2 px, the field has %3")
                            .arg(edit->text())
                            .arg(needed)
                            .arg(edit->contentsRect().width())));
}

QTEST_MAIN(TestNumberFields)
#include "tst_number_fields.moc"
