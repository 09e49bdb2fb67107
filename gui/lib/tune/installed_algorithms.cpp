#include "installed_algorithms.h"

#include <QProcess>
#include <QStringList>

#include "tuning/mpich_rules.h"

namespace studio::tune {
namespace {

// The command's standard output; empty when it does not start, fails or takes over 20 s.
std::string outputOf(const QString& program, const QStringList& arguments) {
    QProcess process;
    process.setProcessChannelMode(QProcess::SeparateChannels);
    process.start(program, arguments);
    if (!process.waitForStarted(5000)) return {};
    if (!process.waitForFinished(20000)) {
        process.kill();
        process.waitForFinished(1000);
        return {};
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) return {};
    return process.readAllStandardOutput().toStdString();
}

}  // namespace

ct::tuning::KnownAlgorithms queryInstalledAlgorithms(const QString& program) {
    // The same arguments as core's kOmpiInfoCommand and kOmpiVersionCommand, without a shell.
    const std::string listed = outputOf(
        program, {QStringLiteral("--param"), QStringLiteral("coll"), QStringLiteral("tuned"),
                  QStringLiteral("--level"), QStringLiteral("9"), QStringLiteral("--parsable")});
    const std::string version =
        listed.empty() ? std::string() : outputOf(program, {QStringLiteral("--version")});
    return ct::tuning::installedAlgorithms(listed, version);
}

std::string queryInstalledMpichVersion(const QString& program) {
    return ct::tuning::mpichVersionFrom(outputOf(program, {}));
}

}  // namespace studio::tune
