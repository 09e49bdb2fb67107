#include "installed_algorithms.h"

#include <QCoreApplication>
#include <QProcess>
#include <QStringList>

#include "tuning/mpich_algorithms.h"
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

QString algorithmListSource(const ct::tuning::KnownAlgorithms& known) {
    // Core names its built-in lists in English (for the CLI and the files); the page says them
    // in the user's language.
    if (known.source == ct::tuning::ompi41Algorithms().source)
        return QCoreApplication::translate("studio::tune::AlgorithmList",
                                           "Open MPI 4.1's algorithm numbers");
    if (known.source == ct::tuning::mpichKnownAlgorithms().source)
        return QCoreApplication::translate("studio::tune::AlgorithmList",
                                           "MPICH (the CVAR values of MPICH 4.0.2)");
    return QString::fromStdString(known.source);
}

ct::tuning::KnownAlgorithms queryInstalledAlgorithms(const QString& program) {
    // The same arguments as core's kOmpiInfoCommand and kOmpiVersionCommand, without a shell.
    const std::string listed = outputOf(
        program, {QStringLiteral("--param"), QStringLiteral("coll"), QStringLiteral("tuned"),
                  QStringLiteral("--level"), QStringLiteral("9"), QStringLiteral("--parsable")});
    const std::string version =
        listed.empty() ? std::string() : outputOf(program, {QStringLiteral("--version")});
    ct::tuning::KnownAlgorithms known = ct::tuning::installedAlgorithms(listed, version);
    // Another installation's than PATH's: said by its path.
    if (known.note.empty() && program != QStringLiteral("ompi_info"))
        known.source = program.toStdString() + " --param coll tuned --level 9";
    return known;
}

std::string queryInstalledMpichVersion(const QString& program) {
    return ct::tuning::mpichVersionFrom(outputOf(program, {}));
}

}  // namespace studio::tune
