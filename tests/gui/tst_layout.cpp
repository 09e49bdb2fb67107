// The Studio fits a 1024×700 window in English, German and Chinese (issue 21): every workspace
// and every page of the timelines fits without a scroll bar, no button, box or label is squeezed
// below what its text needs, and no English is left where a translation exists.
#include <QAbstractButton>
#include <QComboBox>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include "editor/new_schedule_dialog.h"
#include "language_manager.h"
#include "main_window.h"
#include "runs/run_dialog.h"
#include "schedule/library.h"
#include "tune/sweep_dialog.h"
#include "tune/tune_workspace.h"
#include "tune_fixture.h"
#include "visual/visual_parameters.h"
#include "visual/visualization_workspace.h"

using namespace studio;

namespace {

constexpr int kWidth = 1024;
constexpr int kHeight = 700;

// Source texts the .ts file translates to something else: seen on screen in that language, they
// are English left behind.
QSet<QString> translatedSources(const QString& tsFile) {
    QSet<QString> sources;
    QFile file(QStringLiteral(CALLTREE_TRANSLATIONS_DIR "/") + tsFile);
    if (!file.open(QIODevice::ReadOnly)) return sources;
    QXmlStreamReader xml(&file);
    QString source;
    while (!xml.atEnd()) {
        if (!xml.readNextStartElement()) continue;
        if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            // Short or symbolic texts ("P", "µs", "OK") may be the same in every language.
            if (translation != source && source.size() > 3 &&
                source.contains(QRegularExpression(QStringLiteral("[a-z]{3}"))))
                sources.insert(source);
        }
    }
    return sources;
}

QString shownText(QWidget* w) {
    if (auto* label = qobject_cast<QLabel*>(w)) return label->text();
    if (auto* button = qobject_cast<QAbstractButton*>(w)) return button->text();
    if (auto* group = qobject_cast<QGroupBox*>(w)) return group->title();
    return {};
}

// Visible widgets squeezed below what their text needs, as "objectName/class: text".
QStringList squeezed(QWidget* root) {
    QStringList out;
    for (QWidget* w : root->findChildren<QWidget*>()) {
        if (!w->isVisible() || w->window() != root->window()) continue;
        const bool text = qobject_cast<QAbstractButton*>(w) || qobject_cast<QComboBox*>(w) ||
                          qobject_cast<QLabel*>(w);
        if (!text) continue;
        // Labels meant to give way (elided, tooltip with the full text) say so by their policy.
        if (w->sizePolicy().horizontalPolicy() == QSizePolicy::Ignored) continue;
        if (w->width() + 1 < w->minimumSizeHint().width())
            out << QStringLiteral("%1/%2 '%3' is %4 px wide, needs %5")
                       .arg(w->objectName(), QString::fromLatin1(w->metaObject()->className()),
                            shownText(w))
                       .arg(w->width())
                       .arg(w->minimumSizeHint().width());
    }
    return out;
}

QStringList englishLeft(QWidget* root, const QSet<QString>& translated) {
    QStringList out;
    for (QWidget* w : root->findChildren<QWidget*>()) {
        if (!w->isVisible()) continue;
        const QString text = shownText(w);
        if (translated.contains(text)) out << text;
    }
    if (auto* tabs = qobject_cast<QTabWidget*>(root))
        for (int i = 0; i < tabs->count(); ++i)
            if (translated.contains(tabs->tabText(i))) out << tabs->tabText(i);
    return out;
}

}  // namespace

class TestLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void fits_data();
    void fits();
};

void TestLayout::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CallTree Studio Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_layout"));
    QSettings().clear();
}

void TestLayout::fits_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("tsFile");
    QTest::newRow("English") << "en" << QString();
    QTest::newRow("Deutsch") << "de"
                             << "calltree_de.ts";
    QTest::newRow("简体中文") << "zh_CN"
                              << "calltree_zh_CN.ts";
}

void TestLayout::fits() {
    QFETCH(QString, language);
    QFETCH(QString, tsFile);
    LanguageManager languages;
    QVERIFY(languages.setChoice(language));
    const QSet<QString> translated = tsFile.isEmpty() ? QSet<QString>() : translatedSources(tsFile);
    QVERIFY(tsFile.isEmpty() || translated.size() > 100);
    MainWindow window(&languages);
    window.resize(kWidth, kHeight);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList problems;
    const QSize least = window.minimumSizeHint();
    if (least.width() > kWidth || least.height() > kHeight)
        problems << QStringLiteral("the window needs %1×%2").arg(least.width()).arg(least.height());
    if (window.size() != QSize(kWidth, kHeight))
        problems
            << QStringLiteral("the window stays %1×%2").arg(window.width()).arg(window.height());

    // The Tune tab with a sweep open: its map, table and summary filled.
    QTemporaryDir sweep;
    tune_fixture::writeSweep(sweep.path());
    QSignalSpy tuneLoaded(window.tune(), &tune::TuneWorkspace::loaded);
    window.tune()->openFolder(sweep.path());
    QVERIFY(!tuneLoaded.isEmpty() || tuneLoaded.wait(20000));

    QTabWidget* tabs = window.workspaces();
    VisualizationWorkspace* visual = window.visualizations();
    // The timelines' panel at its fullest: a LogGP profile with size ranges and stream gaps, so
    // the read-only terms, the stream gap's row and the note under them must fit too.
    {
        ct::bsp::MachineProfile m;
        m.name = "calibration";
        m.kind = ct::bsp::ModelKind::LogGP;
        ct::LogGP small = ct::LogGP::logp(0.25, 0.1, 0.2), large = ct::LogGP::logp(9, 12, 15);
        small.streamGap = 0.5, large.streamGap = 33.5;
        m.logp.ranges = {ct::LogGPRange{0, small, {}, {}, 8},
                         ct::LogGPRange{65536, large, {}, {}, 262144}};
        m.logp.setShared("us", 0.0008);
        VisualParameters p = visual->parameterPanel()->parameters();
        QVERIFY(!applyMachineProfile(p, m));
        visual->parameterPanel()->setParameters(p);
        QVERIFY(visual->parameterPanel()->streamGapBox()->isVisibleTo(visual));
    }
    // (workspace, its inner page or -1): the timelines' pages and the Tune tab's pages.
    QList<std::pair<int, int>> pages;
    const auto innerPages = [&](int t) -> QTabWidget* {
        if (tabs->widget(t)->isAncestorOf(visual)) return visual->pages();
        if (tabs->widget(t) == window.tune()) return window.tune()->pages();
        return nullptr;
    };
    for (int t = 0; t < tabs->count(); ++t) {
        if (QTabWidget* inner = innerPages(t))
            for (int p = 0; p < inner->count(); ++p)
                pages.append({t, p});
        else
            pages.append({t, -1});
    }
    for (const auto& [t, p] : pages) {
        tabs->setCurrentIndex(t);
        if (p >= 0) innerPages(t)->setCurrentIndex(p);
        QTest::qWait(50);  // layouts and queued rebuilds settle
        const QString where =
            tabs->tabText(t) +
            (p >= 0 ? QStringLiteral(" › ") + innerPages(t)->tabText(p) : QString());
        QWidget* page = tabs->currentWidget();
        const QSize need = page->minimumSizeHint();
        if (need.width() > page->width() || need.height() > page->height())
            problems << QStringLiteral("%1 needs %2×%3 of %4×%5")
                            .arg(where)
                            .arg(need.width())
                            .arg(need.height())
                            .arg(page->width())
                            .arg(page->height());
        if (auto* scroll = qobject_cast<QScrollArea*>(page))
            if (scroll->horizontalScrollBar()->isVisible() ||
                scroll->verticalScrollBar()->isVisible())
                problems << where + QStringLiteral(" scrolls: it needs ") +
                                QStringLiteral("%1×%2")
                                    .arg(scroll->widget()->minimumSizeHint().width())
                                    .arg(scroll->widget()->minimumSizeHint().height());
        for (const QString& s : squeezed(page))
            problems << where + QStringLiteral(": ") + s;
        for (const QString& s : englishLeft(page, translated))
            problems << where + QStringLiteral(": English left: ") + s;
    }
    for (const QString& s : englishLeft(tabs, translated))
        problems << QStringLiteral("tabs: English left: ") + s;
    // The dialogs a first journey meets fit the same screen.
    runs::RunDialog run(QStringLiteral("demo"), 16, &window);
    editor::NewScheduleDialog created(ct::bsp::standardLibrary(), ct::bsp::psc2Tcp(), &window);
    tune::SweepDialog* sweepDialog = window.tune()->sweepDialog();
    for (QDialog* dialog : std::initializer_list<QDialog*>{&run, &created, sweepDialog}) {
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        const QSize need = dialog->minimumSizeHint();
        // LAYOUT_DEBUG=1 lists the widest widgets: what to narrow when a dialog needs more.
        if (qEnvironmentVariableIsSet("LAYOUT_DEBUG"))
            for (QWidget* w : dialog->findChildren<QWidget*>())
                if (w->minimumSizeHint().width() > 150)
                    qInfo() << w->metaObject()->className() << shownText(w) << w->minimumSizeHint()
                            << w->sizeHint();
        if (need.width() > kWidth || need.height() > kHeight)
            problems << QStringLiteral("%1 needs %2×%3")
                            .arg(dialog->objectName())
                            .arg(need.width())
                            .arg(need.height());
        for (const QString& s : squeezed(dialog))
            problems << dialog->objectName() + QStringLiteral(": ") + s;
        for (const QString& s : englishLeft(dialog, translated))
            problems << dialog->objectName() + QStringLiteral(": English left: ") + s;
        dialog->hide();
    }
    problems.removeDuplicates();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
