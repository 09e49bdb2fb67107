#include "runs/machine_mismatch.h"

#include <QFile>
#include <QFileInfo>
#include <algorithm>

#include "fields/number_format.h"
#include "protocol/machine_json.h"

namespace studio::runs {

PredictingProfile MachineMismatch::fromFile(const QString& name, const QString& fileName) {
    PredictingProfile p;
    p.name = name;
    QFile file(fileName);
    if (fileName.isEmpty() || !file.open(QIODevice::ReadOnly)) return p;
    const QByteArray bytes = file.readAll();
    p.file = fileName;
    p.fnv1a64 = QString::fromStdString(
        ct::bsp::fnv1a64Hex(std::string_view(bytes.constData(), std::size_t(bytes.size()))));
    try {
        p.source = QString::fromStdString(ct::bsp::loadMachineFile(fileName.toStdString()).source);
    } catch (const std::exception&) {
        // No source to compare: the hash still tells another profile from this one.
    }
    return p;
}

QStringList MachineMismatch::calibratedHosts(const QString& source) {
    // "<command>, 4 ranks on vm1, vm2; Open MPI v4.1.4", the command calibrate or run --calibrate
    // (runner/loggp_calibration.cpp, describeCalibrationSource).
    const QString marker = QStringLiteral(" ranks on ");
    const qsizetype at = source.indexOf(marker);
    if (!source.startsWith(QLatin1String("calltree-runner ")) || at < 0) return {};
    QString hosts = source.mid(at + marker.size());
    hosts = hosts.left(hosts.indexOf(QLatin1Char(';')));
    QStringList out;
    for (const QString& h : hosts.split(QLatin1Char(','), Qt::SkipEmptyParts))
        out << h.trimmed();
    return out;
}

namespace {

QStringList measuringHosts(const ct::protocol::ResultsDocument& results) {
    QStringList hosts;
    for (const std::string& h : results.environment.hosts)
        hosts << QString::fromStdString(h);
    return hosts;
}

}  // namespace

QString MachineMismatch::sharedCores(const ct::protocol::ResultsDocument& results) {
    const ct::protocol::Environment& env = results.environment;
    if (!env.ranksShareCores()) return {};
    return tr("%1 ranks ran on a host of %2 cores: they took turns on the cores, which the models "
              "do not account for (they give every rank a processor of its own), so the "
              "predictions are not expected to hold for this run.")
        .arg(env.ranksPerHost)
        .arg(env.coresPerHost);
}

QString MachineMismatch::busyHost(const ct::protocol::ResultsDocument& results) {
    if (!results.hostActivity || !ct::protocol::disturbed(*results.hostActivity)) return {};
    const ct::protocol::HostActivity& a = *results.hostActivity;
    return tr("While the cases ran, other processes used %1 of the %2 cores of %3, where %4 ranks "
              "needed a core each: the measured times include their interference. Measure again "
              "when the host is quiet before trusting a comparison with the predictions.")
        .arg(fields::formatCount(a.otherCores, 2))
        .arg(a.cores)
        .arg(QString::fromStdString(a.host))
        .arg(a.ranks);
}

QString MachineMismatch::checkSchedule(const ct::protocol::ResultsDocument& results,
                                       const QString& machineName, const QString& machineSource,
                                       const QString& command) {
    const QStringList measuredOn = measuringHosts(results);
    const QStringList calibratedOn = calibratedHosts(machineSource);
    const QString where = measuredOn.isEmpty() ? tr("this machine") : measuredOn.join(tr(", "));
    QString what;
    if (calibratedOn.isEmpty()) {
        what = machineSource.isEmpty()
                   ? tr("The schedule is costed with its BSP* profile \"%1\", which was not "
                        "measured where these results were (%2).")
                         .arg(machineName, where)
                   : tr("The schedule is costed with its BSP* profile \"%1\" (%2), which was "
                        "not measured where these results were (%3).")
                         .arg(machineName, machineSource, where);
    } else if (std::any_of(measuredOn.begin(), measuredOn.end(),
                           [&](const QString& h) { return !calibratedOn.contains(h); })) {
        what = tr("The schedule is costed with its BSP* profile \"%1\", calibrated on %2, but "
                  "these results were measured on %3: another machine.")
                   .arg(machineName, calibratedOn.join(tr(", ")), where);
    }
    if (what.isEmpty()) return {};
    return what + QLatin1Char(' ') +
           tr("Calibrate the machine that measured (the Calibrate… button, or: %1), then select "
              "the calibration in the history and press \"Use these measurements\": the "
              "schedule is then costed with that machine's profile.")
               .arg(command);
}

QString MachineMismatch::check(const ct::protocol::ResultsDocument& results,
                               const PredictingProfile& profile, const QString& command) {
    const QStringList measuredOn = measuringHosts(results);
    QString what;
    // The results name the profile measured beside their cases (run --calibrate-beside).
    const bool beside = profile.besideTheResults ||
                        (results.profile && !results.profile->besideFile.empty() &&
                         profile.file == QString::fromStdString(results.profile->besideFile));
    const QStringList calibratedOn = calibratedHosts(profile.source);
    QStringList foreign;
    for (const QString& h : measuredOn)
        if (!calibratedOn.isEmpty() && !calibratedOn.contains(h)) foreign << h;
    if (!foreign.isEmpty()) {
        what = tr("These results were measured on %1, but the predictions use %2, calibrated on "
                  "%3: another machine.")
                   .arg(measuredOn.join(tr(", ")), profile.name, calibratedOn.join(tr(", ")));
    } else if (!beside && results.profile && !results.profile->fnv1a64.empty() &&
               !profile.fnv1a64.isEmpty() &&
               QString::fromStdString(results.profile->fnv1a64) != profile.fnv1a64) {
        what = tr("These results ran programs built for the profile \"%1\" (%2), but the "
                  "predictions use %3, another profile.")
                   .arg(QString::fromStdString(results.profile->name),
                        QString::fromStdString(results.profile->file), profile.name);
    } else if (profile.file.isEmpty() && results.profile && results.profile->file.empty()) {
        // Neither the programs nor the predictions know this machine: both are Shou and Chen's
        // (1996) built-in profile or the chart's values.
        what = tr("These results ran programs built for the built-in profile \"%1\" and are "
                  "predicted with %2: neither was measured on this machine.")
                   .arg(QString::fromStdString(results.profile->name), profile.name);
    }
    if (what.isEmpty()) return {};
    return what + QLatin1Char(' ') +
           tr("Calibrate the machine that measured for predictions that hold there (the "
              "Calibrate… button, or: %1), or run again with \"Calibrate first\" ticked: the "
              "run then measures its own profile in the same launch.")
               .arg(command);
}

}  // namespace studio::runs
