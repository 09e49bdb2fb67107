#include "sweep_compare_panel.h"

#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>
#include <algorithm>
#include <map>
#include <memory>

#include "decision_map_view.h"
#include "fields/number_format.h"
#include "sweep_results.h"
#include "tuning/ompi_collectives.h"

namespace studio::tune {
namespace {

using ct::tuning::Measurement;
using ct::tuning::PointComparison;

// A point within 5 %, within the other sweep's noise, and a miss.
const QColor kWithin(0xd8, 0xf0, 0xd8);
const QColor kNoise(0xf8, 0xf0, 0xc8);
const QColor kMiss(0xf8, 0xd8, 0xd8);

QTableWidgetItem* cell(const QString& text, bool number) {
    auto* item = new QTableWidgetItem(text);
    if (number) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

}  // namespace

SweepComparePanel::SweepComparePanel(QWidget* parent)
    : QWidget(parent),
      m_choose(new QPushButton(this)),
      m_otherLabel(new QLabel(this)),
      m_summaryLabel(new QLabel(this)),
      m_groups(new QTableWidget(this)),
      m_pointTable(new QTableWidget(this)) {
    m_choose->setObjectName(QStringLiteral("compareSweepButton"));
    m_summaryLabel->setObjectName(QStringLiteral("compareSummary"));
    m_groups->setObjectName(QStringLiteral("compareGroups"));
    m_pointTable->setObjectName(QStringLiteral("comparePoints"));
    m_summaryLabel->setWordWrap(true);
    // A long path gives way rather than widening the page; the tooltip holds it whole.
    m_otherLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    for (QTableWidget* t : {m_groups, m_pointTable}) {
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
        t->verticalHeader()->hide();
        t->horizontalHeader()->setStretchLastSection(true);
    }
    auto* top = new QHBoxLayout;
    top->addWidget(m_choose);
    top->addWidget(m_otherLabel, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_summaryLabel);
    layout->addWidget(m_groups, 1);
    layout->addWidget(m_pointTable, 3);
    connect(m_choose, &QPushButton::clicked, this, &SweepComparePanel::chooseFolder);
    retranslateUi();
}

SweepComparePanel::~SweepComparePanel() {
    // The worker posts its result to this object: let it finish first.
    if (m_worker) m_worker->wait();
}

void SweepComparePanel::setCurrent(const ct::tuning::MeasuredDecision& decision,
                                   const ct::tuning::KnownAlgorithms& known, double minGain) {
    m_current = decision;
    m_known = known;
    const bool regain = minGain != m_minGain;
    m_minGain = minGain;
    if (regain && !m_otherMeasurements.empty()) decideOther();
    compare();
}

void SweepComparePanel::decideOther() {
    ct::tuning::DecideOptions options;
    options.minGain = m_minGain;
    m_other = ct::tuning::decide(m_otherMeasurements, options);
}

void SweepComparePanel::chooseFolder() {
    const QString folder = QFileDialog::getExistingDirectory(
        this, tr("Compare with the sweep in folder"), m_otherFolder);
    if (!folder.isEmpty()) compareWith(folder);
}

void SweepComparePanel::compareWith(const QString& folder) {
    if (m_worker) return;  // one folder at a time; its comparison is coming
    const QStringList paths = resultsFilesIn(folder);
    if (paths.isEmpty()) {
        const QString message = tr("%1 holds no results files (*.results.json).").arg(folder);
        m_summaryLabel->setText(message);
        emit statusMessage(message);
        return;
    }
    m_choose->setEnabled(false);
    setCursor(Qt::BusyCursor);
    emit statusMessage(
        tr("Reading %n results file(s) to compare with…", nullptr, static_cast<int>(paths.size())));
    m_worker = QThread::create([this, folder, paths] {
        auto loaded = std::make_shared<LoadedResults>(loadResultsFiles(paths));
        QMetaObject::invokeMethod(
            this,
            [this, folder, loaded] {
                m_worker->wait();
                m_worker->deleteLater();
                m_worker = nullptr;
                finishLoading(folder, loaded->docs, loaded->errors);
            },
            Qt::QueuedConnection);
    });
    m_worker->start();
}

void SweepComparePanel::finishLoading(const QString& folder,
                                      const std::vector<ct::tuning::NamedResults>& docs,
                                      const QStringList& errors) {
    m_choose->setEnabled(true);
    unsetCursor();
    m_otherFolder = folder;
    m_otherErrors = errors;
    std::vector<std::string> notes;
    m_otherMeasurements = ct::tuning::collectMeasurements(docs, notes);
    decideOther();
    m_otherLabel->setText(QFileInfo(folder).fileName());
    m_otherLabel->setToolTip(folder);
    compare();
    emit statusMessage(errors.isEmpty() ? m_summaryLabel->text() : errors.join(QLatin1Char('\n')));
}

void SweepComparePanel::compare() {
    m_points.clear();
    m_summary = {};
    const bool ready = !m_otherFolder.isEmpty() && !m_current.points.empty();
    const bool sameLibrary = m_current.mpich == m_other.mpich;
    if (ready && sameLibrary) {
        m_points = ct::tuning::comparePoints(m_current, m_other);
        m_summary = ct::tuning::summarize(m_points);
    }
    fillGroups();
    fillPoints();
    if (!ready) {
        m_summaryLabel->setText(
            m_current.points.empty()
                ? tr("Open a sweep on this page first; then choose another sweep of the same "
                     "machine to compare it with.")
                : tr("Choose another sweep of the same machine: an exhaustive sweep to see what "
                     "a guided sweep's shortcut cost, or a repeat to see how well the "
                     "measurement agrees with itself."));
    } else if (!sameLibrary) {
        m_summaryLabel->setText(
            tr("One sweep measured Open MPI, the other MPICH: their "
               "algorithm numbers cannot be compared."));
    } else if (m_summary.points == 0) {
        m_summaryLabel->setText(
            tr("The two sweeps have no point in common where the other "
               "sweep measured this sweep's best algorithm."));
    } else {
        const auto share = [&](int n) {
            return fields::formatPercent(100.0 * n / m_summary.points, 0);
        };
        QString text =
            tr("This sweep's best is within 5 % of the best of %1 at %2 of %n point(s) (%3) "
               "by the medians, at %4 (%5) where that sweep's 95 % intervals cannot tell it "
               "apart from within 5 %; the tables' picks agree at %6; worst %7 slower.",
               nullptr, m_summary.points)
                .arg(QFileInfo(m_otherFolder).fileName())
                .arg(m_summary.bestWithin)
                .arg(share(m_summary.bestWithin))
                .arg(m_summary.withinNoise)
                .arg(share(m_summary.withinNoise))
                .arg(m_summary.picksAgree)
                .arg(fields::formatPercent(100 * m_summary.worstLoss, 1));
        text += QLatin1Char(' ') +
                tr("Counting as agreeing two bests that run the same code (the same messages "
                   "through the same Open MPI function): %1 (%2).")
                    .arg(m_summary.withinSameCode)
                    .arg(share(m_summary.withinSameCode));
        text += QLatin1Char(' ') + tr("Measurements: %1 here, %2 there.")
                                       .arg(m_current.measurements.size())
                                       .arg(m_other.measurements.size());
        if (!m_otherErrors.isEmpty())
            text += QLatin1Char(' ') + tr("%n file(s) of that sweep did not load.", nullptr,
                                          static_cast<int>(m_otherErrors.size()));
        m_summaryLabel->setText(text);
    }
    emit compared();
}

void SweepComparePanel::fillGroups() {
    // The points of each (collective, communicator size), counted as the summary counts all.
    std::map<std::pair<int, int>, std::vector<PointComparison>> groups;
    for (const PointComparison& p : m_points)
        groups[{p.collective, p.commSize}].push_back(p);
    const auto measured = [](const ct::tuning::MeasuredDecision& d, std::pair<int, int> key) {
        return std::count_if(d.measurements.begin(), d.measurements.end(),
                             [&](const Measurement& m) {
                                 return m.collective == key.first && m.commSize == key.second;
                             });
    };
    m_groups->clear();
    m_groups->setColumnCount(7);
    m_groups->setHorizontalHeaderLabels(
        {tr("Collective"), tr("Ranks"), tr("Measurements here / there"), tr("Within 5 % (medians)"),
         tr("Within 5 % (intervals)"), tr("Within 5 % or same code"), tr("Picks agree")});
    m_groups->setRowCount(static_cast<int>(groups.size()));
    int row = 0;
    for (const auto& [key, points] : groups) {
        const ct::tuning::GuidedComparison counts = ct::tuning::summarize(points);
        const auto of = [&](int n) { return QStringLiteral("%1 / %2").arg(n).arg(counts.points); };
        m_groups->setItem(
            row, 0, cell(QString::fromStdString(ct::tuning::ompiCollectiveName(key.first)), false));
        m_groups->setItem(row, 1, cell(fields::formatCount(key.second), true));
        m_groups->setItem(
            row, 2,
            cell(
                QStringLiteral("%1 / %2").arg(measured(m_current, key)).arg(measured(m_other, key)),
                true));
        m_groups->setItem(row, 3, cell(of(counts.bestWithin), true));
        m_groups->setItem(row, 4, cell(of(counts.withinNoise), true));
        m_groups->setItem(row, 5, cell(of(counts.withinSameCode), true));
        m_groups->setItem(row, 6, cell(of(counts.picksAgree), true));
        ++row;
    }
    m_groups->resizeColumnsToContents();
}

void SweepComparePanel::fillPoints() {
    m_pointTable->clear();
    m_pointTable->setColumnCount(NUM_POINT_COLUMNS);
    m_pointTable->setHorizontalHeaderLabels({tr("Collective"), tr("Ranks"), tr("Bytes"),
                                             tr("Best here"), tr("Its time there"),
                                             tr("Best there"), tr("Best there takes"),
                                             tr("Slower by"), tr("Within 5 %"), tr("Picks agree")});
    m_pointTable->setRowCount(static_cast<int>(m_points.size()));
    int row = 0;
    for (const PointComparison& p : m_points) {
        const auto name = [&](int algorithm) {
            if (algorithm == 0) return tr("default");
            return QStringLiteral("%1 %2").arg(algorithm).arg(
                QString::fromStdString(m_known.name(p.collective, algorithm)));
        };
        // Each in its own unit: the points span nanoseconds to milliseconds.
        const auto time = [](const Measurement* m) {
            return fields::formatDuration(m->stats.median);
        };
        const QString verdict = p.within        ? tr("yes")
                                : p.sameCode    ? tr("the same code")
                                : p.withinNoise ? tr("within the noise")
                                                : tr("no");
        const QString cells[NUM_POINT_COLUMNS] = {
            QString::fromStdString(ct::tuning::ompiCollectiveName(p.collective)),
            fields::formatCount(p.commSize),
            fields::formatCount(double(p.bytes)),
            name(p.best->algorithm),
            time(p.bestThere),
            name(p.otherBest->algorithm),
            time(p.otherBest),
            fields::formatPercent(100 * p.loss, 1),
            verdict,
            p.picksAgree ? tr("yes") : tr("no: %1 / %2").arg(name(p.chosen), name(p.otherChosen))};
        for (int c = 0; c < NUM_POINT_COLUMNS; ++c) {
            const bool number = c == RanksColumn || c == BytesColumn || c == BestHereThereColumn ||
                                c == BestThereTimeColumn || c == SlowerColumn;
            QTableWidgetItem* item = cell(cells[c], number);
            item->setToolTip(cells[c]);  // a narrow column cuts a long name
            m_pointTable->setItem(row, c, item);
        }
        m_pointTable->item(row, WithinColumn)
            ->setBackground(p.within                      ? kWithin
                            : p.sameCode || p.withinNoise ? kNoise
                                                          : kMiss);
        for (int c : {BestHereColumn, BestThereColumn})
            m_pointTable->item(row, c)->setBackground(DecisionMapView::algorithmColour(
                c == BestHereColumn ? p.best->algorithm : p.otherBest->algorithm));
        ++row;
    }
    m_pointTable->resizeColumnsToContents();
}

void SweepComparePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void SweepComparePanel::retranslateUi() {
    m_choose->setText(tr("Compare with a sweep…"));
    m_choose->setToolTip(
        tr("Choose another sweep's folder (an exhaustive sweep, or a repeat) and see, per "
           "point, how this sweep's best fares there (Ctrl+Shift+M)"));
    if (m_otherFolder.isEmpty()) m_otherLabel->setText(tr("No sweep chosen to compare with."));
    compare();
}

}  // namespace studio::tune
