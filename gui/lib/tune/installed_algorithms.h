#pragma once
// The algorithm numbers the installed Open MPI knows, for the Tune page: runs `ompi_info --param
// coll tuned --level 9 --parsable` and `ompi_info --version` (QProcess, blocking: call it off the
// GUI thread) and lets core/tuning decide from their output, as `calltree rules` and `calltree
// tune` do — Open MPI 4.1's built-in list with a note when ompi_info does not answer.
#include <QString>
#include <string>

#include "tuning/ompi_algorithms.h"

namespace studio::tune {

// Where `known`'s numbers come from, in the user's language: the built-in lists of Open MPI 4.1
// and MPICH translated, a command (ompi_info …) as it is.
QString algorithmListSource(const ct::tuning::KnownAlgorithms& known);

// `program`: the ompi_info to run (a test names one that does not exist to get the fallback).
ct::tuning::KnownAlgorithms queryInstalledAlgorithms(
    const QString& program = QStringLiteral("ompi_info"));

// The installed MPICH's version as `mpichversion` prints it ("4.0.2"; empty when it does not
// run), for checking MPICH selection files against what that version knows (checkMpichJson).
// Blocking, a few milliseconds.
std::string queryInstalledMpichVersion(const QString& program = QStringLiteral("mpichversion"));

}  // namespace studio::tune
