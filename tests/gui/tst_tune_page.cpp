// The Tune page (issue 19): decision maps and the table per point from a hand-made sweep
// (tune_fixture.h, every reason of the measured decision once), predictions from a real 2-rank
// calibration, the three exports read back with core/tuning's own reader, the check of a rules
// file with its findings and effective table, bad input, shortcuts and the main window's tab.
#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <fstream>
#include <nlohmann/json.hpp>

#include "main_window.h"
#include "tune/decision_map_view.h"
#include "tune/point_table.h"
#include "tune/rules_check_panel.h"
#include "tune/sweep_compare_panel.h"
#include "tune/sweep_dialog.h"
#include "tune/tune_workspace.h"
#include "tune_fixture.h"
#include "tuning/ompi_collectives.h"
#include "tuning/ompi_rules_reader.h"

using namespace studio;
using namespace studio::tune;
using ct::tuning::PickReason;

namespace {

void writeText(const QString& path, const std::string& text) {
    std::ofstream(path.toStdString()) << text;
}

// Opens `folder` and waits for the background reading to finish.
bool openAndWait(TuneWorkspace& page, const QString& folder) {
    QSignalSpy loaded(&page, &TuneWorkspace::loaded);
    page.openFolder(folder);
    return !loaded.isEmpty() || loaded.wait(20000);
}

QString cell(QTableWidget* t, int row, int column) {
    auto* item = t->item(row, column);
    return item ? item->text() : QString();
}

// The table row of (ranks, bytes), -1 when absent.
int pointRow(QTableWidget* t, int ranks, int bytes) {
    for (int r = 0; r < t->rowCount(); ++r)
        if (cell(t, r, PointTable::RanksColumn) == QLocale().toString(ranks) &&
            cell(t, r, PointTable::BytesColumn) == QLocale().toString(bytes))
            return r;
    return -1;
}

}  // namespace

class TestTunePage : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_sweep;

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_sweep = m_dir.filePath(QStringLiteral("sweep"));
        QVERIFY(QDir().mkpath(m_sweep));
        tune_fixture::writeSweep(m_sweep);
    }

    void decisionMap() {
        TuneWorkspace page;
        QVERIFY(openAndWait(page, m_sweep));
        QVERIFY(!page.busy());
        QCOMPARE(page.collectiveBox()->count(), 1);
        QCOMPARE(page.collectiveBox()->currentText(), QStringLiteral("bcast"));
        QTableWidget* grid = page.map()->grid();
        // Rows: 4 ranks above 2 ranks; columns: the four sizes measured.
        QCOMPARE(grid->rowCount(), 2);
        QCOMPARE(grid->columnCount(), 4);
        QCOMPARE(grid->verticalHeaderItem(0)->text(), QStringLiteral("4 ranks"));
        QCOMPARE(grid->horizontalHeaderItem(1)->text(), QStringLiteral("1 KiB"));
        QCOMPARE(grid->horizontalHeaderItem(3)->text(), QStringLiteral("64 KiB"));
        const auto algorithm = [&](int r, int c) {
            return grid->item(r, c)->data(DecisionMapView::AlgorithmRole).toInt();
        };
        const auto reason = [&](int r, int c) {
            return PickReason(grid->item(r, c)->data(DecisionMapView::ReasonRole).toInt());
        };
        // 2 ranks: binomial (6) at 8 and 1024 B, the default at 4096 B (fastest) and 64 KiB
        // (linear's interval overlaps the default's).
        QCOMPARE(algorithm(1, 0), 6);
        QCOMPARE(algorithm(1, 1), 6);
        QCOMPARE(grid->item(1, 0)->background().color(), DecisionMapView::algorithmColour(6));
        QCOMPARE(algorithm(1, 2), 0);
        QCOMPARE(reason(1, 2), PickReason::DefaultFastest);
        QCOMPARE(grid->item(1, 2)->text(), QStringLiteral("default\ndefault fastest"));
        QCOMPARE(grid->item(1, 2)->background().style(), Qt::BDiagPattern);
        QCOMPARE(algorithm(1, 3), 0);
        QCOMPARE(reason(1, 3), PickReason::Overlap);
        QVERIFY(grid->item(1, 3)->text().contains(QStringLiteral("overlap")));
        // 4 ranks: only 8 B measured, without a default run.
        QCOMPARE(reason(0, 0), PickReason::NoDefault);
        QVERIFY(!grid->item(0, 1));
        const QString legend = page.map()->legend()->text();
        QVERIFY2(legend.contains(QStringLiteral("6 binomial")), qPrintable(legend));
        QVERIFY(legend.contains(QStringLiteral("default kept")));
        QVERIFY(!legend.contains(QStringLiteral("1 basic_linear")));  // never chosen
    }

    void pointTable() {
        TuneWorkspace page;
        QVERIFY(openAndWait(page, m_sweep));
        QTableWidget* t = page.pointTable();
        QCOMPARE(t->rowCount(), 5);
        QVERIFY(t->isColumnHidden(PointTable::PredictedColumn));
        int r = pointRow(t, 2, 8);
        QVERIFY(r >= 0);
        QCOMPARE(cell(t, r, PointTable::DefaultColumn), QStringLiteral("10"));
        QCOMPARE(cell(t, r, PointTable::BestColumn), QStringLiteral("6 binomial"));
        QCOMPARE(cell(t, r, PointTable::BestMedianColumn), QStringLiteral("5"));
        QCOMPARE(cell(t, r, PointTable::GainColumn), QStringLiteral("2.00×"));  // 10 / 5
        QCOMPARE(cell(t, r, PointTable::ChosenColumn), QStringLiteral("6 binomial"));
        QCOMPARE(cell(t, r, PointTable::ReasonColumn), QStringLiteral("faster"));
        r = pointRow(t, 2, 65536);
        QCOMPARE(cell(t, r, PointTable::BestColumn), QStringLiteral("1 basic_linear"));
        QCOMPARE(cell(t, r, PointTable::GainColumn), QStringLiteral("1.05×"));  // 10 / 9.5
        QCOMPARE(cell(t, r, PointTable::ChosenColumn), QStringLiteral("default"));
        QCOMPARE(cell(t, r, PointTable::ReasonColumn), QStringLiteral("overlap"));
        r = pointRow(t, 2, 4096);
        QCOMPARE(cell(t, r, PointTable::GainColumn), QStringLiteral("0.83×"));  // 10 / 12
        r = pointRow(t, 4, 8);
        QCOMPARE(cell(t, r, PointTable::DefaultColumn), QStringLiteral("—"));
        QCOMPARE(cell(t, r, PointTable::GainColumn), QStringLiteral("—"));
        QCOMPARE(cell(t, r, PointTable::ReasonColumn), QStringLiteral("no default"));
        QVERIFY(page.summaryLabel()->text().contains(QStringLiteral("at 2 of them")));
    }

    // A real 2-rank calibration predicts both forced algorithms at every 2-rank point; the
    // table shows the predicted pick and whether it is the measured best.
    void predictedBesideMeasured() {
        TuneWorkspace page;
        QVERIFY(openAndWait(page, m_sweep));
        QSignalSpy loaded(&page, &TuneWorkspace::loaded);
        QVERIFY(
            page.loadProfile(QStringLiteral(CALLTREE_TEST_DATA "/calibration-2ranks.loggp.json")));
        QVERIFY(loaded.wait(60000));
        QTableWidget* t = page.pointTable();
        QVERIFY(!t->isColumnHidden(PointTable::PredictedColumn));
        QVERIFY(!t->isColumnHidden(PointTable::AgreesColumn));
        const auto& predicted = page.predictions();
        int agree = 0, compared = 0;
        for (std::uint64_t bytes : {8, 1024, 4096, 65536}) {
            const auto it = predicted.find({ct::tuning::ompi::kBcast, 2, bytes});
            QVERIFY(it != predicted.end());
            QCOMPARE(it->second.candidates, 2);  // basic_linear and binomial
            QVERIFY(it->second.algorithm == 1 || it->second.algorithm == 6);
            QVERIFY(it->second.seconds > 0);
            const int r = pointRow(t, 2, static_cast<int>(bytes));
            const QString best = cell(t, r, PointTable::BestColumn);
            const bool same = best.startsWith(QString::number(it->second.algorithm) + u' ');
            QCOMPARE(cell(t, r, PointTable::AgreesColumn),
                     same ? QStringLiteral("yes") : QStringLiteral("no"));
            ++compared;
            agree += same;
        }
        // The 4-rank point: binomial alone is predicted.
        const auto four = predicted.find({ct::tuning::ompi::kBcast, 4, 8});
        QVERIFY(four != predicted.end());
        QCOMPARE(four->second.algorithm, 6);
        ++compared;
        ++agree;  // binomial is also the measured best there
        QVERIFY2(page.summaryLabel()->text().contains(
                     QStringLiteral("at %1 of %2 point(s)").arg(agree).arg(compared)),
                 qPrintable(page.summaryLabel()->text()));
    }

    // The default sweep writes one file per communicator size holding every algorithm: the page
    // decides and predicts it as the same cases written one file per algorithm.
    void interleavedSweepFolder() {
        const QString folder = m_dir.filePath(QStringLiteral("interleaved"));
        QVERIFY(QDir().mkpath(folder));
        tune_fixture::writeInterleavedSweep(folder);
        TuneWorkspace perAlgorithm, interleaved;
        QVERIFY(openAndWait(perAlgorithm, m_sweep));
        QVERIFY(openAndWait(interleaved, folder));
        QTableWidget* a = perAlgorithm.pointTable();
        QTableWidget* b = interleaved.pointTable();
        QCOMPARE(b->rowCount(), a->rowCount());
        QCOMPARE(b->rowCount(), 5);
        for (int r = 0; r < a->rowCount(); ++r)
            for (int c = 0; c < a->columnCount(); ++c)
                QCOMPARE(cell(b, r, c), cell(a, r, c));
        QTableWidget* grid = interleaved.map()->grid();
        QCOMPARE(grid->item(1, 0)->data(DecisionMapView::AlgorithmRole).toInt(), 6);
        QSignalSpy loaded(&interleaved, &TuneWorkspace::loaded);
        QVERIFY(interleaved.loadProfile(
            QStringLiteral(CALLTREE_TEST_DATA "/calibration-2ranks.loggp.json")));
        QVERIFY(loaded.wait(60000));
        for (std::uint64_t bytes : {8, 1024, 4096, 65536}) {
            const auto it = interleaved.predictions().find({ct::tuning::ompi::kBcast, 2, bytes});
            QVERIFY(it != interleaved.predictions().end());
            QCOMPARE(it->second.candidates, 2);  // basic_linear and binomial, each its own case
        }
    }

    void badProfileIsNamed() {
        TuneWorkspace page;
        QSignalSpy status(&page, &TuneWorkspace::statusMessage);
        const QString bad = m_dir.filePath(QStringLiteral("bad.loggp.json"));
        writeText(bad, "{ not json");
        QVERIFY(!page.loadProfile(bad));
        QVERIFY(!status.isEmpty());
        QVERIFY(status.last().first().toString().startsWith(bad + QStringLiteral(": ")));
        QVERIFY(page.predictions().empty());
    }

    // Exports read back by core/tuning's reader select what the map shows.
    void exportClassic() {
        TuneWorkspace page;
        QVERIFY(openAndWait(page, m_sweep));
        page.exportButton(ExportFormat::OmpiClassic)->click();
        const RulesExport& e = page.currentExport();
        QVERIFY2(e.error.isEmpty(), qPrintable(e.error));
        QCOMPARE(page.exportPreview()->toPlainText(), e.text);
        QCOMPARE(page.usageView()->toPlainText(),
                 QStringLiteral("mpirun --mca coll_tuned_use_dynamic_rules 1 --mca "
                                "coll_tuned_dynamic_rules_filename tuned.rules ..."));
        QVERIFY(e.text.contains(QStringLiteral("# machine node1")));
        QVERIFY(e.text.contains(QStringLiteral("# made by CallTree Studio\n")));
        // Several communicator sizes: the header's "from" line names them.
        QVERIFY2(e.text.contains(
                     QStringLiteral("# from measured sweep of 4 results file(s) on 2, 4 ranks\n")),
                 qPrintable(e.text));
        QVERIFY(e.text.contains(QStringLiteral("# date 20")));
        const auto read =
            ct::tuning::readClassicRules(e.text.toStdString(), ct::tuning::ompi41Algorithms());
        QVERIFY(read.loads);
        QVERIFY(read.findings.empty());
        const auto alg = [&](int ranks, std::uint64_t bytes) {
            const auto s =
                ct::tuning::selectRule(read.table, ct::tuning::ompi::kBcast, ranks, bytes);
            return s ? s->rule->algorithm : -1;
        };
        QCOMPARE(alg(2, 8), 6);
        QCOMPARE(alg(2, 2000), 6);
        QCOMPARE(alg(2, 4096), 0);
        QCOMPARE(alg(2, 65536), 0);
        QCOMPARE(alg(4, 8), 0);
        // Saved: written whole, the usage naming where it was saved.
        QVERIFY(page.saveButton()->isEnabled());
        const QString path = m_dir.filePath(QStringLiteral("saved.rules"));
        QVERIFY(page.saveExport(path));
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(saved.readAll());
        QVERIFY(text.contains(QStringLiteral("coll_tuned_dynamic_rules_filename ") + path));
        QVERIFY(page.usageView()->toPlainText().contains(path));
    }

    void exportJson() {
        TuneWorkspace page;
        QVERIFY(openAndWait(page, m_sweep));
        page.exportButton(ExportFormat::OmpiJson)->click();
        const RulesExport& e = page.currentExport();
        QVERIFY2(e.error.isEmpty(), qPrintable(e.error));
        const auto doc = nlohmann::json::parse(e.text.toStdString());
        QCOMPARE(doc.at("rule_file_version").get<int>(), 3);
        QVERIFY(e.text.contains(QStringLiteral("\"bcast\"")));
        QVERIFY(
            e.usage.contains(QStringLiteral("coll_tuned_dynamic_rules_filename tuned-ompi6.json")));
        QVERIFY(e.usage.contains(QStringLiteral("machine node1")));  // JSON has no comments
    }

    // MPICH has no twin of "Open MPI's default": the writer's refusal is shown, nothing to save.
    void exportMpichRefusal() {
        TuneWorkspace page;
        QVERIFY(openAndWait(page, m_sweep));
        page.exportButton(ExportFormat::MpichJson)->click();
        const RulesExport& e = page.currentExport();
        QVERIFY(e.text.isEmpty());
        QVERIFY(!e.error.isEmpty());
        QCOMPARE(page.exportPreview()->toPlainText(), e.error);
        QVERIFY(!page.saveButton()->isEnabled());
    }

    // A sweep under MPICH: MPICH's algorithm names and default, and only the MPICH JSON export,
    // from the measured table (every leaf an algorithm that ran), merged with the installed
    // MPICH's built-in tree when there is one.
    void mpichSweep() {
        const QString folder = m_dir.filePath(QStringLiteral("mpich-sweep"));
        QVERIFY(QDir().mkpath(folder));
        tune_fixture::writeMpichSweep(folder);
        TuneWorkspace page;
        QVERIFY(openAndWait(page, folder));
        QVERIFY(page.decision().mpich);
        QVERIFY2(page.summaryLabel()->text().contains(
                     QStringLiteral("a forced algorithm beats MPICH's default at 1 of them.")),
                 qPrintable(page.summaryLabel()->text()));
        QVERIFY2(page.algorithmsLabel()->text().startsWith(
                     QStringLiteral("Algorithm numbers: MPICH (the CVAR values of MPICH 4.0.2)")),
                 qPrintable(page.algorithmsLabel()->text()));
        QTableWidget* table = page.pointTable();
        const int eight = pointRow(table, 2, 8);
        QVERIFY(eight >= 0);
        QCOMPARE(cell(table, eight, PointTable::BestColumn), QStringLiteral("1 binomial"));
        QVERIFY2(page.map()->legend()->text().contains(QStringLiteral("MPICH's default kept")),
                 qPrintable(page.map()->legend()->text()));

        QVERIFY(!page.exportButton(ExportFormat::OmpiClassic)->isEnabled());
        QVERIFY(!page.exportButton(ExportFormat::OmpiJson)->isEnabled());
        page.exportButton(ExportFormat::MpichJson)->click();
        const RulesExport& e = page.currentExport();
        QVERIFY2(e.error.isEmpty(), qPrintable(e.error));
        QVERIFY(e.text.contains(QStringLiteral("\"algorithm=MPIR_Bcast_intra_binomial\"")));
        QVERIFY2(e.usage.startsWith(
                     QStringLiteral("MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE=tuned-mpich.json "
                                    "MPIR_CVAR_BCAST_INTRA_ALGORITHM=auto mpiexec ...")),
                 qPrintable(e.usage));
        const bool merged = installedMpichTree().has_value();
        QCOMPARE(e.usage.contains(QStringLiteral("merged in")), merged);
        QCOMPARE(e.text.contains(QStringLiteral("\"collective=barrier\"")), merged);
        // The Open MPI formats refuse a table of MPICH's numbers.
        page.exportAs(ExportFormat::OmpiClassic);
        QVERIFY(page.currentExport().text.isEmpty());
        QVERIFY(page.currentExport().error.contains(
            QStringLiteral("measured under MPICH: they decide MPICH's algorithms")));
        QVERIFY(!page.saveButton()->isEnabled());
        // An Open MPI sweep again: its exports are back.
        QVERIFY(openAndWait(page, m_sweep));
        QVERIFY(page.exportButton(ExportFormat::OmpiClassic)->isEnabled());
    }

    void exportWithoutResults() {
        TuneWorkspace page;
        page.exportButton(ExportFormat::OmpiClassic)->click();
        QVERIFY(
            page.currentExport().error.contains(QStringLiteral("Open a sweep's results first")));
        QVERIFY(!page.saveButton()->isEnabled());
    }

    // As `calltree rules check` prints it: FILE:LINE: message per finding, then what runs where.
    void checkRulesFile() {
        const QString path = m_dir.filePath(QStringLiteral("octal.rules"));
        writeText(path,
                  "1\n"
                  "7 1\n"
                  "2 2\n"
                  "0 6 0 0\n"
                  "010 1 0 0\n");
        RulesCheckPanel panel;
        QVERIFY(panel.checkFile(path));
        const RulesCheckReport& r = panel.report();
        QVERIFY(r.loads);
        QCOMPARE(r.findings.size(), 1);
        QVERIFY2(r.findings[0].startsWith(path + QStringLiteral(":5: ")),
                 qPrintable(r.findings[0]));
        QVERIFY(r.findings[0].contains(QStringLiteral("octal")));
        QCOMPARE(panel.findingsList()->count(), 1);
        QTableWidget* t = panel.effectiveTable();
        QCOMPARE(t->rowCount(), 2);
        QCOMPARE(cell(t, 0, 0), QStringLiteral("bcast"));
        QCOMPARE(cell(t, 0, 1), QStringLiteral("1-inf"));
        QCOMPARE(cell(t, 0, 2), QStringLiteral("0-7"));  // 010 is 8
        QCOMPARE(cell(t, 0, 3), QStringLiteral("6 binomial (0, 0)"));
        QCOMPARE(cell(t, 1, 2), QStringLiteral("8-inf"));
        QCOMPARE(cell(t, 1, 3), QStringLiteral("1 basic_linear (0, 0)"));
        QCOMPARE(cell(t, 1, 4), QStringLiteral("5"));
        QVERIFY(panel.verdictLabel()->text().contains(QStringLiteral("not as written")));
    }

    void checkIgnoredAndUnreadable() {
        RulesCheckPanel panel;
        const QString path = m_dir.filePath(QStringLiteral("first-not-zero.rules"));
        writeText(path, "1\n7 1\n2 1\n64 6 0 0\n");
        QVERIFY(panel.checkFile(path));
        QVERIFY(!panel.report().loads);
        QVERIFY(panel.report().findings.first().startsWith(path + QStringLiteral(":4: ")));
        QVERIFY(panel.verdictLabel()->text().contains(QStringLiteral("ignores this file")));
        const QString missing = m_dir.filePath(QStringLiteral("missing.rules"));
        QVERIFY(!panel.checkFile(missing));
        QVERIFY(panel.verdictLabel()->text().startsWith(QStringLiteral("Cannot read ") + missing));
        QCOMPARE(panel.effectiveTable()->rowCount(), 0);
    }

    void checkMpichFile() {
        const QString path = m_dir.filePath(QStringLiteral("mpich.json"));
        writeText(path,
                  "{\"collective=bcast\": {\"comm_type=intra\": {\"comm_size<=8\": "
                  "{\"algorithm=MPIR_Bcast_intra_nonexistent\": {}}}}}\n");
        RulesCheckPanel panel;
        QVERIFY(panel.checkFile(path));
        QVERIFY(panel.report().mpich);
        QVERIFY(!panel.report().findings.isEmpty());
        for (const QString& f : panel.report().findings)
            QVERIFY2(f.startsWith(path + u':'), qPrintable(f));
        QCOMPARE(panel.effectiveTable()->rowCount(), 1);
        QCOMPARE(cell(panel.effectiveTable(), 0, 1),
                 QStringLiteral("MPIR_Bcast_intra_nonexistent"));
    }

    // An Open MPI 6.0 JSON file, as Open MPI 6.0 reads it: its rules in the order they are
    // tried, an unknown algorithm's rule switched off with its line; Open MPI 4.1 ignores it.
    void checkOmpiJsonFile() {
        const std::string text =
            "{\"rule_file_version\": 3, \"collectives\": {\"bcast\": [\n"
            "{\"comm_size_max\": 8, \"rules\": [\n"
            "{\"msg_size_max\": 1023, \"alg\": \"binomial\"},\n"
            "{\"msg_size_min\": 1024, \"alg\": 11}]}]}}\n";
        ct::tuning::KnownAlgorithms six = ct::tuning::ompi41Algorithms();
        six.version = ct::tuning::OmpiVersion{6, 0, 0};
        const RulesCheckReport r = checkRulesText(QStringLiteral("r.json"), text, six);
        QVERIFY(!r.mpich);
        QVERIFY(r.loads);
        QCOMPARE(r.findings.size(), 1);
        QVERIFY2(r.findings[0].startsWith(QStringLiteral("r.json:4: \"alg\": 11")),
                 qPrintable(r.findings[0]));
        QCOMPARE(r.rows.size(), std::size_t(2));
        QCOMPARE(r.rows[0][1], QStringLiteral("0-8"));
        QCOMPARE(r.rows[0][2], QStringLiteral("0-1023"));
        QCOMPARE(r.rows[0][3], QStringLiteral("6 binomial (0, 0)"));
        QCOMPARE(r.rows[1][2], QStringLiteral("1024-inf"));
        QCOMPARE(r.rows[1][3], QStringLiteral("switched off (unknown algorithm)"));
        QCOMPARE(r.rows[1][4], QStringLiteral("4"));
        ct::tuning::KnownAlgorithms four = six;
        four.version = ct::tuning::OmpiVersion{4, 1, 4};
        const RulesCheckReport old = checkRulesText(QStringLiteral("r.json"), text, four);
        QVERIFY(!old.loads);
        QVERIFY(old.verdict.contains(QStringLiteral("JSON rules need Open MPI 6.0")));
    }

    // A file that does not load is named; the others are still used.
    void badResultsFile() {
        QTemporaryDir dir;
        tune_fixture::writeSweep(dir.path());
        writeText(dir.filePath(QStringLiteral("broken.results.json")), "{ \"format\": ");
        TuneWorkspace page;
        QVERIFY(openAndWait(page, dir.path()));
        QVERIFY2(page.summaryLabel()->text().contains(QStringLiteral("broken.results.json: ")),
                 qPrintable(page.summaryLabel()->text()));
        QCOMPARE(page.results().size(), std::size_t(4));
        QCOMPARE(page.pointTable()->rowCount(), 5);
        QTemporaryDir empty;
        QVERIFY(openAndWait(page, empty.path()));
        QVERIFY(page.summaryLabel()->text().contains(QStringLiteral("holds no *.results.json")));
    }

    // The minimum gain decides again, as calltree tune decide --min-gain: at 2 ranks and 8 B
    // binomial's 5 µs against the default's 10 µs is a gain of 2, enough for 0.5 (2 >= 1.5),
    // not for 1.5 (2 < 2.5): then the default stays there with "small gain".
    void minimumGain() {
        TuneWorkspace page;
        QDoubleSpinBox* box = page.minGainBox();
        QCOMPARE(box->minimum(), 0.0);
        QCOMPARE(box->maximum(), 100.0);
        QCOMPARE(box->value(), 0.0);
        QVERIFY(box->toolTip().contains(QStringLiteral("--min-gain")));
        QVERIFY(openAndWait(page, m_sweep));
        // "chosen reason" at 2 ranks, 8 B.
        const auto chosenAt8 = [&page] {
            for (const auto& p : page.decision().points)
                if (p.commSize == 2 && p.bytes == 8)
                    return QStringLiteral("%1 %2").arg(p.chosen).arg(
                        QString::fromLatin1(ct::tuning::toString(p.reason)));
            return QString();
        };
        QCOMPARE(chosenAt8(), QStringLiteral("6 faster"));
        QSignalSpy loaded(&page, &TuneWorkspace::loaded);
        box->setValue(0.5);
        QVERIFY(!loaded.isEmpty() || loaded.wait(20000));
        QCOMPARE(chosenAt8(), QStringLiteral("6 faster"));
        loaded.clear();
        box->setValue(1.5);
        QVERIFY(!loaded.isEmpty() || loaded.wait(20000));
        QCOMPARE(chosenAt8(), QStringLiteral("0 small gain"));
        const int r = pointRow(page.pointTable(), 2, 8);
        QCOMPARE(cell(page.pointTable(), r, PointTable::ReasonColumn),
                 QStringLiteral("small gain"));
        QVERIFY(page.summaryLabel()->text().contains(QStringLiteral("at 0 of them")));
    }

    // The sweep on the page compared with a repeat, as calltree tune compare does. The repeat
    // (2 ranks; medians in µs):
    //   8 B:     default 10, 1: 20, 6: 5.2        best 6 = this sweep's: within, both pick 6
    //   1024 B:  default 10, 1: 4 [3.9, 4.1], 6: 5 [4.9, 5.1]
    //            this sweep's best (6) takes 5 there against 1's 4: 25 % slower, and 4.9 is
    //            above 1.05 × 4.1 = 4.305, so not within the noise; picks 6 here, 1 there
    //   4096 B:  default 10, 1: 20, 6: 12.4       best forced 6 both, default kept both
    //   65536 B: default 10, 1: 10, 6: 20         best forced 1 both, default kept both
    // The 4-rank point is not in the repeat. So 3 of 4 within, 3 picks agree, worst 25 %. With
    // a minimum gain of 2 (3× faster needed) neither sweep replaces the default at 1024 B.
    void compareWithSweep() {
        const QString repeat = m_dir.filePath(QStringLiteral("repeat"));
        QVERIFY(QDir().mkpath(repeat));
        tune_fixture::writeRun(
            repeat, 2, 0,
            {{8, 10, 9, 11}, {1024, 10, 9, 11}, {4096, 10, 9, 11}, {65536, 10, 9, 11}});
        tune_fixture::writeRun(
            repeat, 2, 1,
            {{8, 20, 19, 21}, {1024, 4, 3.9, 4.1}, {4096, 20, 19, 21}, {65536, 10, 9.5, 10.5}});
        tune_fixture::writeRun(repeat, 2, 6,
                               {{8, 5.2, 5.1, 5.3},
                                {1024, 5, 4.9, 5.1},
                                {4096, 12.4, 11.9, 12.9},
                                {65536, 20, 19, 21}});
        TuneWorkspace page;
        QVERIFY(openAndWait(page, m_sweep));
        SweepComparePanel* panel = page.comparePanel();
        QCOMPARE(page.pages()->indexOf(panel), 3);
        QVERIFY(panel->summaryLabel()->text().contains(QStringLiteral("Choose another sweep")));
        QSignalSpy compared(panel, &SweepComparePanel::compared);
        panel->compareWith(repeat);
        QVERIFY(compared.wait(20000));
        QCOMPARE(panel->summary().points, 4);
        QCOMPARE(panel->summary().bestWithin, 3);
        QCOMPARE(panel->summary().withinNoise, 3);
        // 6 and 1 send the one message of 2 ranks from different functions: not the same code.
        QCOMPARE(panel->summary().withinSameCode, 3);
        QCOMPARE(panel->summary().picksAgree, 3);
        QVERIFY(std::abs(panel->summary().worstLoss - 0.25) < 1e-9);
        QVERIFY2(panel->summaryLabel()->text().contains(
                     QStringLiteral("within 5 % of the best of repeat at 3 of 4 point(s) (75 %)")),
                 qPrintable(panel->summaryLabel()->text()));
        QVERIFY(panel->summaryLabel()->text().contains(QStringLiteral("worst 25.0 % slower")));
        QTableWidget* points = panel->pointTable();
        QCOMPARE(points->rowCount(), 4);
        int row1024 = -1;
        for (int r = 0; r < points->rowCount(); ++r)
            if (cell(points, r, SweepComparePanel::BytesColumn) == QLocale().toString(1024))
                row1024 = r;
        QVERIFY(row1024 >= 0);
        QCOMPARE(cell(points, row1024, SweepComparePanel::BestHereColumn),
                 QStringLiteral("6 binomial"));
        QCOMPARE(cell(points, row1024, SweepComparePanel::BestThereColumn),
                 QStringLiteral("1 basic_linear"));
        QCOMPARE(cell(points, row1024, SweepComparePanel::SlowerColumn), QStringLiteral("25.0 %"));
        QCOMPARE(cell(points, row1024, SweepComparePanel::WithinColumn), QStringLiteral("no"));
        QCOMPARE(cell(points, row1024, SweepComparePanel::PicksColumn),
                 QStringLiteral("no: 6 binomial / 1 basic_linear"));
        QTableWidget* groups = panel->groupTable();
        QCOMPARE(groups->rowCount(), 1);
        QCOMPARE(cell(groups, 0, 0), QStringLiteral("bcast"));
        QCOMPARE(cell(groups, 0, 2), QStringLiteral("12 / 12"));
        QCOMPARE(cell(groups, 0, 3), QStringLiteral("3 / 4"));
        QCOMPARE(cell(groups, 0, 5), QStringLiteral("3 / 4"));
        QCOMPARE(cell(groups, 0, 6), QStringLiteral("3 / 4"));

        // The page's minimum gain decides the repeat too.
        QSignalSpy loaded(&page, &TuneWorkspace::loaded);
        page.minGainBox()->setValue(2.0);
        QVERIFY(!loaded.isEmpty() || loaded.wait(20000));
        QCOMPARE(panel->summary().picksAgree, 4);

        // A folder without results, and a sweep of another MPI library, are said plainly.
        const QString empty = m_dir.filePath(QStringLiteral("empty"));
        QVERIFY(QDir().mkpath(empty));
        panel->compareWith(empty);
        QVERIFY(panel->summaryLabel()->text().contains(QStringLiteral("holds no results files")));
        const QString mpich = m_dir.filePath(QStringLiteral("mpich-to-compare"));
        QVERIFY(QDir().mkpath(mpich));
        tune_fixture::writeMpichSweep(mpich);
        compared.clear();
        panel->compareWith(mpich);
        QVERIFY(compared.wait(20000));
        QCOMPARE(panel->summary().points, 0);
        QVERIFY(panel->summaryLabel()->text().contains(QStringLiteral("cannot be compared")));
        QCOMPARE(panel->pointTable()->rowCount(), 0);
    }

    // The page asks the installed Open MPI (ompi_info, off the GUI thread) which algorithm
    // numbers it knows and says which list it uses; without ompi_info, Open MPI 4.1's list.
    void installedAlgorithms() {
        TuneWorkspace page;
        QSignalSpy known(&page, &TuneWorkspace::algorithmsKnown);
        QVERIFY(known.wait(30000));
        const bool installed =
            !QStandardPaths::findExecutable(QStringLiteral("ompi_info")).isEmpty();
        if (installed) {
            QVERIFY(page.knownAlgorithms().note.empty());
            QVERIFY(page.knownAlgorithms().version.has_value());
            QVERIFY(page.algorithmsLabel()->text().contains(QStringLiteral("installed Open MPI")));
        } else {
            QVERIFY(!page.knownAlgorithms().note.empty());
        }
        // Every Open MPI knows bcast's binomial tree (6) as "binomial".
        QCOMPARE(page.knownAlgorithms().name(ct::tuning::ompi::kBcast, 6), std::string("binomial"));
        QCOMPARE(page.checkPanel()->knownAlgorithms().source, page.knownAlgorithms().source);

        page.queryAlgorithms(m_dir.filePath(QStringLiteral("no-such-ompi_info")));
        QVERIFY(known.wait(30000));
        QVERIFY(page.knownAlgorithms().note.find("did not run") != std::string::npos);
        QVERIFY(page.algorithmsLabel()->text().contains(QStringLiteral("built-in list")));
        QVERIFY(page.algorithmsLabel()->text().contains(QStringLiteral("did not run")));
        QCOMPARE(page.checkPanel()->knownAlgorithms().note, page.knownAlgorithms().note);

        // Run sweep…'s launcher naming another installation's mpirun by path: the page asks
        // that installation's ompi_info (here a stand-in for an Open MPI 5.0.10 that knows
        // allgather's sparbit, 7), and PATH's again when the launcher is plain mpirun.
        const QString bin = m_dir.filePath(QStringLiteral("ompi5/bin"));
        QVERIFY(QDir().mkpath(bin));
        QFile script(bin + QStringLiteral("/ompi_info"));
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write(
            "#!/bin/sh\n"
            "if [ \"$1\" = --version ]; then echo 'Open MPI v5.0.10'; exit 0; fi\n"
            "echo mca:coll:tuned:param:coll_tuned_bcast_algorithm:enumerator:value:6:binomial\n"
            "echo "
            "mca:coll:tuned:param:coll_tuned_allgather_algorithm:enumerator:value:7:sparbit\n");
        script.close();
        QVERIFY(script.setPermissions(script.permissions() | QFileDevice::ExeOwner));
        QLineEdit* launcher = page.sweepDialog()->launcherEdit();
        launcher->setText(bin + QStringLiteral("/mpirun --mca pml ob1 --mca btl self,vader"));
        emit launcher->editingFinished();
        QVERIFY(known.wait(30000));
        QVERIFY(page.knownAlgorithms().version.has_value());
        QCOMPARE(page.knownAlgorithms().version->patch, 10);
        QCOMPARE(page.knownAlgorithms().name(ct::tuning::ompi::kAllgather, 7),
                 std::string("sparbit"));
        QVERIFY2(page.algorithmsLabel()->text().contains(bin),
                 qPrintable(page.algorithmsLabel()->text()));
        emit launcher->editingFinished();  // the same installation: not asked again
        QVERIFY(!known.wait(1000));
        launcher->setText(QStringLiteral("mpirun --mca pml ob1"));
        emit launcher->editingFinished();
        QVERIFY(known.wait(30000));
        QVERIFY(page.knownAlgorithms().source.find(bin.toStdString()) == std::string::npos);
    }

    // Shortcuts apply on the Tune tab only and clash with no menu shortcut of the window.
    void shortcuts() {
        MainWindow window(nullptr);
        TuneWorkspace* page = window.tune();
        QVERIFY(page);
        const int index = window.workspaces()->indexOf(page);
        QVERIFY(index >= 0);
        QCOMPARE(window.workspaces()->tabText(index), QStringLiteral("Tune"));
        QSet<QKeySequence> windowKeys;
        for (QAction* a : window.findChildren<QAction*>())
            if (!page->isAncestorOf(qobject_cast<QWidget*>(a->parent())) && a->parent() != page)
                windowKeys.insert(a->shortcut());
        QSet<QKeySequence> ours;
        for (QAction* a : page->shortcuts()) {
            QVERIFY(!a->shortcut().isEmpty());
            QVERIFY2(!windowKeys.contains(a->shortcut()), qPrintable(a->shortcut().toString()));
            QCOMPARE(a->shortcutContext(), Qt::WidgetWithChildrenShortcut);
            ours.insert(a->shortcut());
        }
        QCOMPARE(ours.size(), 6);
        QVERIFY(ours.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W)));
        // Ctrl+Shift+E with nothing exported says what to do first (no dialog).
        window.show();
        window.workspaces()->setCurrentIndex(index);
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        page->collectiveBox()->setFocus();
        QSignalSpy status(page, &TuneWorkspace::statusMessage);
        QTest::keyClick(page->collectiveBox(), Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(status.size(), 1);
        QCOMPARE(status.first().first().toString(), QStringLiteral("Choose an export first."));
        // Ctrl+Shift+W opens Run sweep… (not modal: the page stays usable).
        QTest::keyClick(page->collectiveBox(), Qt::Key_W, Qt::ControlModifier | Qt::ShiftModifier);
        SweepDialog* sweep = page->findChild<SweepDialog*>();
        QVERIFY(sweep);
        QVERIFY(sweep->isVisible());
        QVERIFY(!sweep->isModal());
        QCOMPARE(page->sweepDialog(), sweep);
        page->runSweepButton()->click();  // the same dialog again, not a second one
        QCOMPARE(page->findChildren<SweepDialog*>().size(), 1);
    }
};

QTEST_MAIN(TestTunePage)
#include "tst_tune_page.moc"
