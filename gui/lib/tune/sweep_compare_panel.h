#pragma once
// The Tune page's comparison of the sweep on the page with another sweep of the same machine, as
// `calltree tune compare --in THIS --with OTHER` makes it: per point, this sweep's best forced
// algorithm timed in the other sweep against the other's best (within 5 % by the medians, or by
// the other sweep's 95 % intervals), whether the two tables choose the same algorithm, and the
// same counted per collective and communicator size. Comparing a guided sweep with an
// exhaustive one says what the model's shortcut cost; two exhaustive sweeps give the ceiling.
#include <QStringList>
#include <QWidget>
#include <vector>

#include "tuning/measured_decision.h"
#include "tuning/model_guided.h"
#include "tuning/ompi_algorithms.h"

class QLabel;
class QPushButton;
class QTableWidget;
class QThread;

namespace studio::tune {

class SweepComparePanel : public QWidget {
    Q_OBJECT

public:
    enum PointColumns {
        CollectiveColumn,
        RanksColumn,
        BytesColumn,
        BestHereColumn,
        BestHereThereColumn,
        BestThereColumn,
        BestThereTimeColumn,
        SlowerColumn,
        WithinColumn,
        PicksColumn,
        NUM_POINT_COLUMNS
    };

    explicit SweepComparePanel(QWidget* parent = nullptr);
    ~SweepComparePanel() override;

    // The sweep on the page, decided with `minGain`, and the names of its algorithms; a sweep
    // already loaded to compare with is decided again with the same minimum gain and compared.
    void setCurrent(const ct::tuning::MeasuredDecision& decision,
                    const ct::tuning::KnownAlgorithms& known, double minGain);
    // Reads the other sweep's results files in `folder` in the background, then compares.
    void compareWith(const QString& folder);
    bool busy() const { return m_worker != nullptr; }

    const std::vector<ct::tuning::PointComparison>& points() const { return m_points; }
    const ct::tuning::GuidedComparison& summary() const { return m_summary; }
    QPushButton* chooseButton() const { return m_choose; }
    QLabel* summaryLabel() const { return m_summaryLabel; }
    QTableWidget* groupTable() const { return m_groups; }
    QTableWidget* pointTable() const { return m_pointTable; }

signals:
    void statusMessage(const QString& text);
    void compared();

protected:
    void changeEvent(QEvent* event) override;

private:
    void chooseFolder();
    void finishLoading(const QString& folder, const std::vector<ct::tuning::NamedResults>& docs,
                       const QStringList& errors);
    // Decides the other sweep's measurements with the page's minimum gain.
    void decideOther();
    void compare();
    void fillGroups();
    void fillPoints();
    void retranslateUi();

    QPushButton* m_choose;
    QLabel* m_otherLabel;
    QLabel* m_summaryLabel;
    QTableWidget* m_groups;
    QTableWidget* m_pointTable;
    QThread* m_worker = nullptr;

    ct::tuning::MeasuredDecision m_current;
    ct::tuning::KnownAlgorithms m_known = ct::tuning::ompi41Algorithms();
    double m_minGain = 0;
    QString m_otherFolder;
    std::vector<ct::tuning::Measurement> m_otherMeasurements;
    QStringList m_otherErrors;
    ct::tuning::MeasuredDecision m_other;
    std::vector<ct::tuning::PointComparison> m_points;  // into m_current and m_other
    ct::tuning::GuidedComparison m_summary;
};

}  // namespace studio::tune
