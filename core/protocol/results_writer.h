#pragma once
// Writing a results document case by case, each case in time proportional to its own size, not
// to the file's: the runner used to rewrite the whole file after every case (1000 small cases
// took 8 s with --output against 0.5 s without; a 40-case run with timelines wrote 88 MB).
//
// The file is the same document as before (old readers and old files are unaffected): "cases"
// is its last field and the file ends "\n  ]\n}\n" (or, once the host's activity is known,
// with "host_activity" after the cases). Opening writes the document without cases
// atomically (temporary file, rename); each case is then one write at the end of the array that
// puts the closing "]}" back after it, and the end sets "complete" in place (`false` and ` true`
// have one width). So the file is a valid results document before and after every write; a
// reader that catches one of those writes half done (or a process killed by SIGKILL or a power
// cut inside one) sees the last case cut short, and reading again a moment later helps. A run
// ended by SIGTERM or Ctrl-C finishes the write first (the runner's watchdog takes the same lock).
#include <cstdint>
#include <string>

#include "protocol/results.h"

namespace ct::protocol {

class ResultsWriter {
public:
    // Writes `doc` (its cases too) to `path`; throws std::runtime_error naming the path.
    ResultsWriter(const std::string& path, const ResultsDocument& doc);
    ~ResultsWriter();
    ResultsWriter(const ResultsWriter&) = delete;
    ResultsWriter& operator=(const ResultsWriter&) = delete;

    // Appends one case after the others; throws std::runtime_error (disk full, file gone) after
    // restoring the file as it was before the call.
    void append(const CaseResult& c);
    // Rewrites the "complete" value in place.
    void setComplete(bool complete);
    // Writes "host_activity" after the cases (the run's end: no case follows).
    void setHostActivity(const HostActivity& a);
    const std::string& path() const { return m_path; }

private:
    void writeAt(std::uint64_t offset, const std::string& text);

    std::string m_path;
    int m_fd = -1;
    std::uint64_t m_trailerAt = 0;   // where the end after the last case starts
    std::string m_trailer;           // that end: "\n  ]\n}\n", or with "host_activity"
    std::uint64_t m_completeAt = 0;  // where the five characters of "complete"'s value start
    std::size_t m_cases = 0;
};

}  // namespace ct::protocol
