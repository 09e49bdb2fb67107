// One number format (issue 21), checked in the sources: outside fields/number_format.cpp no code in
// gui/lib formats a floating-point number for the user itself. Forbidden: a printf-style format
// ('f', 'g', 'e') given to QString::number, QString::arg or QLocale::toString. Every other
// QString::number must be on the list below, which says why its argument is a whole number that
// needs no locale (a rank, a line of a file, an algorithm's id).
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>
#include <algorithm>
#include <map>
#include <set>

namespace {

const QString kLib = QStringLiteral(CALLTREE_SOURCE_DIR "/gui/lib/");

struct Allowed {
    const char* file;  // relative to gui/lib
    const char* what;  // the finding as the scanner names it
    const char* reason;
};

const Allowed kAllowed[] = {
    {"editor/call_tree_model.cpp", "QString::number(p)", "a processor count (int), item data"},
    {"editor/schedule_drawing.cpp", "QString::number(exponent)", "an int power of ten"},
    {"editor/schedule_editor_files.cpp", "QString::number(row + 1)", "an int row number"},
    {"fields/decimal_box.cpp", "QString::number(decimals())", "an int count of decimals"},
    {"visual/prediction_view.cpp", "QString::number(p)", "2, 4, 8 or 16 processors (int)"},
    {"visual/tree_graph_view.cpp", "QString::number(tree.order(r))", "an edge's int order"},
    {"visual/tree_graph_view.cpp", "QString::number(r)", "a rank: an identifier, as searched"},
    {"tune/rules_check_panel.cpp", "QString::number(low)", "an int size as the rules file has it"},
    {"tune/rules_check_panel.cpp", "QString::number(*high)",
     "an int size as the rules file has it"},
    {"tune/rules_check_panel.cpp", "QString::number(leaf.line)", "a line of the rules file"},
    {"tune/rules_check_panel.cpp", "QString::number(rule.line)", "a line of the rules file"},
    {"tune/rules_check_panel.cpp", "QString::number(rule.algorithm)", "Open MPI's algorithm id"},
    {"tune/rules_check_panel.cpp", "QString::number(m.algorithm)", "Open MPI's algorithm id"},
    {"tune/rules_check_panel.cpp", "QString::number(m.line)", "a line of the rules file"},
    {"tune/decision_map_view.cpp", "QString::number(p.chosen)", "Open MPI's algorithm id"},
    {"visual/measured_view.cpp", "QString::number(e.ranks)",
     "the results file's environment line, key=value as the file has it"},
    {"visual/measured_view.cpp", "QString::number(e.wtick)",
     "the results file's environment line, key=value as the file has it"},
    {"runs/run_config.cpp", "QString::number(config.ranks)", "an mpirun argument (-np N)"},
    {"runs/run_config.cpp", "QString::number(config.nodes)", "an srun argument (--nodes N)"},
    {"runs/run_config.cpp", "QString::number(config.calibrateReps)",
     "a runner argument (--reps N)"},
    {"runs/run_history.cpp", "QString::number(i)", "a folder name's suffix"},
    // The CSV export is for programs: C-locale numbers whatever the language.
    {"runs/result_rows.cpp", "QString::number(v, 'g', 6)", "CSV: a time in seconds"},
    {"runs/result_rows.cpp", "QString::number(c.spec.procs)", "CSV: procs"},
    {"runs/result_rows.cpp", "QString::number(c.spec.root)", "CSV: root"},
    {"runs/result_rows.cpp", "QString::number(c.bytes)", "CSV: bytes"},
    {"runs/result_rows.cpp", "QString::number(stats.count)", "CSV: repetitions"},
    {"runs/result_rows.cpp", "QString::number(*r.predicted, 'g', 6)", "CSV: predicted seconds"},
    {"runs/result_rows.cpp", "QString::number(*r.ratio(), 'g', 4)", "CSV: measured/predicted"},
    {"runs/measured_timeline_view.cpp", "QString::number(r)", "a rank: an identifier"},
    // Already in the language's digits (QLocale()), with a precision of their own:
    {"fields/decimal_box.cpp", "toString(value, 'g'", "a box's editable text, every digit kept"},
    {"fields/decimal_box.cpp", "toString(value, 'f'", "a box's text with the box's decimals"},
    {"editor/call_tree_model.cpp", "toString(operations, 'f'",
     "the editor's operations column: whole operations, two decimals below 100"},
    {"editor/call_tree_model.cpp", "toString(share, 'f'", "a percentage with one decimal"},
    {"runs/results_panel.cpp", "toString(c.loss * 100, 'f'", "a percentage with one decimal"},
    {"runs/results_panel.cpp", "toString(*c.ratios[std::size_t(r)], 'f'",
     "a ratio with two decimals"},
    {"runs/results_table_model.cpp", "toString(*r.ratio(), 'f'", "a ratio with two decimals"},
    {"runs/prediction_job.cpp", "toString(gb, 'f'", "gigabytes with the decimals their size needs"},
};

bool allowed(const QString& file, const QString& what) {
    for (const Allowed& a : kAllowed)
        if (file == QLatin1String(a.file) && what == QString::fromUtf8(a.what)) return true;
    return false;
}

// Files still to be converted to the one format (none left): each listed one must still have
// findings, so that the list cannot outlive the work.
const std::set<QString> kPending = {};

bool pending(const QString& file) {
    for (const QString& p : kPending)
        if (file == p || (p.endsWith(QLatin1Char('/')) && file.startsWith(p))) return true;
    return false;
}

// The text between the parenthesis at `open` and its partner.
QString inside(const QString& text, qsizetype open) {
    int depth = 0;
    for (qsizetype i = open; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('(')) ++depth;
        if (text[i] == QLatin1Char(')') && --depth == 0) return text.mid(open + 1, i - open - 1);
    }
    return text.mid(open + 1);
}

struct Finding {
    QString file;
    int line;
    QString what;
};

std::vector<Finding> scan(const QString& file, const QString& text) {
    std::vector<Finding> found;
    const auto lineOf = [&text](qsizetype at) {
        return int(text.left(at).count(QLatin1Char('\n'))) + 1;
    };
    // QString::number(…): on the list, and never with a format.
    static const QRegularExpression number(QStringLiteral("QString::number\\("));
    for (auto it = number.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        const QString argument = inside(text, m.capturedEnd() - 1).simplified();
        found.push_back(
            {file, lineOf(m.capturedStart()), QStringLiteral("QString::number(%1)").arg(argument)});
    }
    // .arg(x, width, 'f', …) and QLocale().toString(x, 'g', …): formats of their own.
    static const QRegularExpression format(
        QStringLiteral("(\\.arg|toString)\\((?:[^;()]|\\([^;()]*\\))*?,\\s*'[fgeEG]'"));
    for (auto it = format.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        found.push_back({file, lineOf(m.capturedStart()), m.captured(0).simplified()});
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const Finding& x, const Finding& y) { return x.line < y.line; });
    return found;
}

}  // namespace

class TestNumberSources : public QObject {
    Q_OBJECT

private slots:
    void scannerFindsWhatItShould();
    void noNumberFormattedByHand();
};

// The scanner itself: it must catch each forbidden form and pass a listed one.
void TestNumberSources::scannerFindsWhatItShould() {
    const QString bad = QStringLiteral(
        "a = QString::number(t, 'g', 6);\n"
        "b = tr(\"%1\").arg(x, 0, 'f', 2);\n"
        "c = QLocale().toString(v, 'g', 6);\n"
        "d = QString::number(seconds);\n");
    const auto found = scan(QStringLiteral("visual/x.cpp"), bad);
    QCOMPARE(found.size(), std::size_t(4));
    QCOMPARE(found[0].line, 1);
    QCOMPARE(found[3].line, 4);
    QCOMPARE(found[1].what, QStringLiteral(".arg(x, 0, 'f'"));
    const auto listed = scan(QStringLiteral("visual/tree_graph_view.cpp"),
                             QStringLiteral("QString::number(tree.order(r))"));
    QCOMPARE(listed.size(), std::size_t(1));
    QVERIFY(allowed(listed[0].file, listed[0].what));
    QVERIFY(!allowed(QStringLiteral("visual/x.cpp"), found[3].what));
    QVERIFY(
        scan(QStringLiteral("visual/x.cpp"), QStringLiteral("tr(\"%1 of %2\").arg(a, b)")).empty());
}

void TestNumberSources::noNumberFormattedByHand() {
    QStringList problems;
    std::map<QString, int> pendingFindings;
    int files = 0;
    for (QDirIterator it(kLib, {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                         QDirIterator::Subdirectories);
         it.hasNext();) {
        const QString path = it.next();
        const QString file = path.mid(kLib.size());
        if (file == QStringLiteral("fields/number_format.cpp")) continue;
        QFile f(path);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
        ++files;
        for (const Finding& found : scan(file, QString::fromUtf8(f.readAll()))) {
            if (allowed(found.file, found.what)) continue;
            if (pending(file)) {
                ++pendingFindings[file.section(QLatin1Char('/'), 0, 0) == QStringLiteral("runs")
                                      ? QStringLiteral("runs/")
                                      : file];
                continue;
            }
            problems << QStringLiteral("%1:%2: %3").arg(found.file).arg(found.line).arg(found.what);
        }
    }
    QVERIFY2(files > 50, qPrintable(QStringLiteral("only %1 files under %2").arg(files).arg(kLib)));
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("format these through fields/number_format.h (or list "
                                       "them with a reason):\n") +
                        problems.join(QLatin1Char('\n'))));
    for (const QString& p : kPending)
        QVERIFY2(pendingFindings[p] > 0,
                 qPrintable(p + QStringLiteral(" is converted: remove it from kPending")));
}

QTEST_MAIN(TestNumberSources)
#include "tst_number_sources.moc"
