#include "report.h"

#include <cmath>
#include <cstdio>
#include <sstream>

#include "timing.h"

namespace ct::runner {

namespace {

std::string number(double v) {
    char text[32];
    std::snprintf(text, sizeof text, "%.3g", v);
    return text;
}

}  // namespace

std::string formatSeconds(double seconds) {
    const double a = std::fabs(seconds);
    if (a == 0) return "0 s";
    if (a < 1e-6) return number(seconds * 1e9) + " ns";
    if (a < 1e-3) return number(seconds * 1e6) + " us";
    if (a < 1) return number(seconds * 1e3) + " ms";
    return number(seconds) + " s";
}

std::string caseLine(const CaseResult& c) {
    std::ostringstream out;
    out << c.name << ": ";
    if (c.status != CaseStatus::Ok) out << protocol::toString(c.status) << " (" << c.error << ")";
    if (!c.times.empty()) {
        const Statistics s = summarize(c.times);
        if (c.status != CaseStatus::Ok) out << "; ";
        out << "median " << formatSeconds(s.median) << " [" << formatSeconds(s.ci95Low) << ", "
            << formatSeconds(s.ci95High) << "]  min " << formatSeconds(s.min) << "  p90 "
            << formatSeconds(s.p90) << "  (" << s.count << " reps)";
    }
    if (c.predictedSeconds)
        out << "  predicted " << formatSeconds(*c.predictedSeconds) << " (" << c.predictedProfile
            << ")";
    if (!c.verdict.empty()) out << "  verified: " << c.verdict;
    if (c.osu)
        out << "  osu avg " << formatSeconds(c.osu->avg) << " max " << formatSeconds(c.osu->max)
            << " (" << c.osu->iterations << " iterations)";
    return out.str();
}

std::string toText(const ResultsDocument& doc) {
    std::ostringstream out;
    const Environment& e = doc.environment;
    out << "MPI:   " << e.mpiLibrary << " (MPI " << e.mpiVersion << "), MPI_WTIME_IS_GLOBAL "
        << (e.wtimeIsGlobal ? "true" : "false") << ", " << e.ranks << " ranks on ";
    for (std::size_t i = 0; i < e.hosts.size(); ++i)
        out << (i ? ", " : "") << e.hosts[i];
    out << '\n';
    if (!e.ompiForced.empty()) out << "Open MPI forced: " << e.ompiForced << '\n';
    if (!e.mpichForced.empty()) out << "MPICH forced: " << e.mpichForced << '\n';
    if (doc.profile)
        out << "programs built for: " << doc.profile->name
            << (doc.profile->file.empty()
                    ? std::string(" (built in, Shou & Chen 1996)")
                    : " (" + doc.profile->file + ", FNV-1a " + doc.profile->fnv1a64 + ")")
            << '\n';
    out << "times: max over ranks per repetition; median [95% CI of the median]\n";
    for (const CaseResult& c : doc.cases)
        out << "  " << caseLine(c) << '\n';
    return out.str();
}

}  // namespace ct::runner
