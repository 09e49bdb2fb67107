#pragma once
// The Tune page's check of an existing rules file, as `calltree rules check` does it: an Open MPI
// classic file read exactly as Open MPI 4.1/5.0 reads it, or an MPICH JSON selection tree; every
// finding as FILE:LINE: message, the verdict, and the effective decision table (which algorithm
// runs for each communicator size and message-size range; for MPICH each leaf's conditions).
#include <QStringList>
#include <QWidget>
#include <vector>

#include "tuning/ompi_algorithms.h"

class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace studio::tune {

struct RulesCheckReport {
    bool mpich = false;    // an MPICH JSON tree (else an Open MPI classic file)
    bool loads = false;    // the library uses the file (perhaps not as written)
    QStringList findings;  // "FILE:LINE: message"
    QString verdict;
    QStringList columns;  // the effective table's headers
    std::vector<QStringList> rows;
};

// `fileName` is only for the findings' prefix. A text starting with "{" is MPICH JSON.
RulesCheckReport checkRulesText(const QString& fileName, const std::string& text,
                                const ct::tuning::KnownAlgorithms& known);

class RulesCheckPanel : public QWidget {
    Q_OBJECT

public:
    explicit RulesCheckPanel(QWidget* parent = nullptr);

    // Reads and checks the file; false (with the reason in the verdict) when it cannot be read.
    bool checkFile(const QString& path);
    // The algorithm numbers files are checked against (Open MPI 4.1's until the Tune page has
    // asked the installed Open MPI); a file already shown is checked again.
    void setKnownAlgorithms(const ct::tuning::KnownAlgorithms& known);
    const ct::tuning::KnownAlgorithms& knownAlgorithms() const { return m_known; }
    const RulesCheckReport& report() const { return m_report; }
    QPushButton* openButton() const { return m_open; }
    QListWidget* findingsList() const { return m_findings; }
    QTableWidget* effectiveTable() const { return m_table; }
    QLabel* verdictLabel() const { return m_verdict; }

signals:
    void statusMessage(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    void chooseFile();
    void show(const RulesCheckReport& report);
    void retranslateUi();

    QPushButton* m_open;
    QLabel* m_file;
    QLabel* m_verdict;
    QListWidget* m_findings;
    QTableWidget* m_table;
    QString m_path;
    RulesCheckReport m_report;
    ct::tuning::KnownAlgorithms m_known = ct::tuning::ompi41Algorithms();
};

}  // namespace studio::tune
