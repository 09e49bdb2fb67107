#include "rules_check_panel.h"

#include <algorithm>
#include <limits>

#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "tuning/mpich_rules.h"
#include "tuning/ompi_collectives.h"
#include "tuning/ompi_json_rules.h"
#include "tuning/ompi_rules_reader.h"

namespace studio::tune {
namespace {

using namespace ct::tuning;

// "low-high", "low-inf" without an upper bound: as `calltree rules check` prints ranges.
QString range(std::uint64_t low, std::optional<std::uint64_t> high) {
    return QString::number(low) + QLatin1Char('-') +
           (high ? QString::number(*high) : QStringLiteral("inf"));
}

bool looksLikeJson(const std::string& text) {
    const auto p = text.find_first_not_of(" \t\r\n");
    return p != std::string::npos && text[p] == '{';
}

QStringList prefixed(const QString& fileName, const Findings& findings) {
    QStringList out;
    for (const Finding& f : findings)
        out << QStringLiteral("%1:%2: %3")
                   .arg(fileName)
                   .arg(f.line)
                   .arg(QString::fromStdString(f.message));
    return out;
}

}  // namespace

// An Open MPI 6.0 JSON file, as 6.0 reads it: its rules in the order Open MPI tries them.
RulesCheckReport checkOmpiJsonText(const QString& fileName, const std::string& text,
                                   const KnownAlgorithms& known) {
    RulesCheckReport r;
    const OmpiJsonReadResult read = readOmpiJsonRules(text, known);
    const bool before6 = known.version && !known.readsCommSizesBelow();
    r.loads = read.loads && !before6;
    r.findings = prefixed(fileName, read.findings);
    if (before6)
        r.findings.prepend(RulesCheckPanel::tr("%1:0: Open MPI %2.%3 reads rules files in the "
                                               "classic format only: it ignores this JSON file")
                               .arg(fileName)
                               .arg(known.version->major)
                               .arg(known.version->minor));
    r.verdict = before6 ? RulesCheckPanel::tr(
                              "This Open MPI ignores the file (JSON rules need "
                              "Open MPI 6.0).")
                : !read.loads ? RulesCheckPanel::tr(
                                    "Open MPI 6.0 ignores this file and keeps its fixed "
                                    "decisions.")
                : read.findings.empty()
                    ? RulesCheckPanel::tr("Open MPI 6.0 reads this file as written.")
                    : RulesCheckPanel::tr(
                          "Open MPI 6.0 reads this file, but not as written (%n "
                          "problem(s)).",
                          nullptr, static_cast<int>(read.findings.size()));
    r.columns = {RulesCheckPanel::tr("Collective"), RulesCheckPanel::tr("Ranks"),
                 RulesCheckPanel::tr("Message bytes"),
                 RulesCheckPanel::tr("Algorithm (fan-in/out, segment bytes)"),
                 RulesCheckPanel::tr("Line")};
    for (const JsonCollectiveRules& coll : read.rules.collectives)
        for (const JsonCommRule& c : coll.commRules)
            for (const JsonMessageRule& m : c.rules) {
                QString algorithm =
                    m.switchedOff ? RulesCheckPanel::tr("switched off (unknown algorithm)")
                                  : QString::number(m.algorithm) + QLatin1Char(' ') +
                                        (m.algorithm == 0 ? RulesCheckPanel::tr("fixed decision")
                                                          : QString::fromStdString(known.name(
                                                                coll.collective, m.algorithm)));
                if (!m.switchedOff)
                    algorithm += QStringLiteral(" (%1, %2)").arg(m.faninout).arg(m.segmentBytes);
                std::optional<std::uint64_t> commMax, bytesMax;
                if (c.maxRanks != std::numeric_limits<int>::max())
                    commMax = std::uint64_t(std::max<std::int64_t>(c.maxRanks, 0));
                if (m.maxBytes < kJsonSizeInf) bytesMax = m.maxBytes;
                // A range whose minimum lies above its maximum holds no size.
                const QString ranks =
                    c.minRanks > c.maxRanks
                        ? RulesCheckPanel::tr("none")
                        : range(std::uint64_t(std::max<std::int64_t>(c.minRanks, 0)), commMax);
                const QString bytes = m.minBytes > m.maxBytes ? RulesCheckPanel::tr("none")
                                                              : range(m.minBytes, bytesMax);
                r.rows.push_back({QString::fromStdString(ompiCollectiveName(coll.collective)),
                                  ranks, bytes, algorithm, QString::number(m.line)});
            }
    return r;
}

RulesCheckReport checkRulesText(const QString& fileName, const std::string& text,
                                const KnownAlgorithms& known) {
    RulesCheckReport r;
    if (looksLikeJson(text) && (text.find("\"rule_file_version\"") != std::string::npos ||
                                text.find("\"collectives\"") != std::string::npos))
        return checkOmpiJsonText(fileName, text, known);
    if (looksLikeJson(text)) {
        r.mpich = true;
        const MpichCheck check = checkMpichJson(text);
        r.loads = check.parsed;
        r.findings = prefixed(fileName, check.findings);
        r.verdict = !check.parsed ? RulesCheckPanel::tr("MPICH cannot parse this file.")
                    : check.findings.empty()
                        ? RulesCheckPanel::tr("MPICH reads this file as written.")
                        : RulesCheckPanel::tr(
                              "MPICH reads this file, but not as written (%n "
                              "problem(s)).",
                              nullptr, static_cast<int>(check.findings.size()));
        r.columns = {RulesCheckPanel::tr("Conditions"), RulesCheckPanel::tr("Algorithm"),
                     RulesCheckPanel::tr("Line")};
        for (const MpichLeaf& leaf : check.leaves) {
            QStringList path;
            for (const auto& key : leaf.path)
                path << QString::fromStdString(key);
            r.rows.push_back({path.join(QStringLiteral(" › ")),
                              QString::fromStdString(leaf.algorithm), QString::number(leaf.line)});
        }
        return r;
    }
    const ClassicReadResult read = readClassicRules(text, known);
    r.loads = read.loads;
    r.findings = prefixed(fileName, read.findings);
    r.verdict =
        !read.loads
            ? RulesCheckPanel::tr("Open MPI ignores this file and keeps its fixed decisions.")
        : read.findings.empty()
            ? RulesCheckPanel::tr("Open MPI reads this file as written.")
            : RulesCheckPanel::tr("Open MPI reads this file, but not as written (%n problem(s)).",
                                  nullptr, static_cast<int>(read.findings.size()));
    r.columns = {RulesCheckPanel::tr("Collective"), RulesCheckPanel::tr("Ranks"),
                 RulesCheckPanel::tr("Message bytes"),
                 RulesCheckPanel::tr("Algorithm (fan-in/out, segment bytes)"),
                 RulesCheckPanel::tr("Line")};
    for (const EffectiveRow& row :
         effectiveTable(read.table, known.readsCommSizesBelow() ? CommSizeReading::BelowItsSize
                                                                : CommSizeReading::FromItsSize)) {
        const MessageRule& rule = *row.rule;
        QString algorithm =
            QString::number(rule.algorithm) + QLatin1Char(' ') +
            (rule.algorithm == 0
                 ? RulesCheckPanel::tr("fixed decision")
                 : QString::fromStdString(known.name(row.collective, rule.algorithm)));
        algorithm += QStringLiteral(" (%1, %2)").arg(rule.faninout).arg(rule.segmentBytes);
        if (rule.maxRequests)
            algorithm += RulesCheckPanel::tr(" max requests %1").arg(*rule.maxRequests);
        std::optional<std::uint64_t> commMax;
        if (row.commMax) commMax = static_cast<std::uint64_t>(*row.commMax);
        r.rows.push_back({QString::fromStdString(ompiCollectiveName(row.collective)),
                          range(static_cast<std::uint64_t>(row.commMin), commMax),
                          range(row.bytesMin, row.bytesMax), algorithm,
                          QString::number(rule.line)});
    }
    return r;
}

RulesCheckPanel::RulesCheckPanel(QWidget* parent)
    : QWidget(parent),
      m_open(new QPushButton(this)),
      m_file(new QLabel(this)),
      m_verdict(new QLabel(this)),
      m_findings(new QListWidget(this)),
      m_table(new QTableWidget(this)) {
    m_open->setObjectName(QStringLiteral("checkRulesButton"));
    m_findings->setObjectName(QStringLiteral("rulesFindings"));
    m_table->setObjectName(QStringLiteral("effectiveRules"));
    m_verdict->setObjectName(QStringLiteral("rulesVerdict"));
    m_verdict->setWordWrap(true);
    // Findings are sentences: wrapped whole rather than cut at the panel's edge.
    m_findings->setWordWrap(true);
    m_findings->setResizeMode(QListView::Adjust);
    m_findings->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // A long path gives way rather than widening the page; the tooltip holds it whole.
    m_file->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    auto* top = new QHBoxLayout;
    top->addWidget(m_open);
    top->addWidget(m_file, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_verdict);
    layout->addWidget(m_findings, 1);
    layout->addWidget(m_table, 3);
    connect(m_open, &QPushButton::clicked, this, &RulesCheckPanel::chooseFile);
    retranslateUi();
}

bool RulesCheckPanel::checkFile(const QString& path) {
    m_path = path;
    m_file->setText(QFileInfo(path).fileName());
    m_file->setToolTip(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        RulesCheckReport failed;
        failed.verdict = tr("Cannot read %1: %2").arg(path, file.errorString());
        show(failed);
        emit statusMessage(failed.verdict);
        return false;
    }
    const QByteArray bytes = file.readAll();
    show(checkRulesText(path, bytes.toStdString(), m_known));
    emit statusMessage(tr("%1: %n finding(s)", nullptr, static_cast<int>(m_report.findings.size()))
                           .arg(QFileInfo(path).fileName()));
    return true;
}

void RulesCheckPanel::setKnownAlgorithms(const ct::tuning::KnownAlgorithms& known) {
    m_known = known;
    if (!m_path.isEmpty()) checkFile(m_path);
}

void RulesCheckPanel::chooseFile() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Check a rules file"), QString(),
        tr("Rules files (*.rules *.conf *.json *.txt);;All files (*)"));
    if (!path.isEmpty()) checkFile(path);
}

void RulesCheckPanel::show(const RulesCheckReport& report) {
    m_report = report;
    m_verdict->setText(report.verdict);
    m_findings->clear();
    m_findings->addItems(report.findings);
    m_table->clear();
    m_table->setColumnCount(static_cast<int>(report.columns.size()));
    m_table->setHorizontalHeaderLabels(report.columns);
    m_table->setRowCount(static_cast<int>(report.rows.size()));
    for (int r = 0; r < static_cast<int>(report.rows.size()); ++r)
        for (int c = 0; c < report.rows[r].size(); ++c)
            m_table->setItem(r, c, new QTableWidgetItem(report.rows[r][c]));
    m_table->resizeColumnsToContents();
}

void RulesCheckPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void RulesCheckPanel::retranslateUi() {
    m_open->setText(tr("Check a rules file…"));
    m_open->setToolTip(
        tr("Read an Open MPI rules file exactly as Open MPI 4.1/5.0 does (or an "
           "MPICH JSON file) and list every problem (Ctrl+Shift+K)"));
    if (m_path.isEmpty())
        m_verdict->setText(
            tr("No rules file checked yet. Algorithm numbers as Open MPI 4.1 "
               "knows them."));
    else
        checkFile(m_path);
}

}  // namespace studio::tune
