#include "protocol/results_writer.h"

#include <cerrno>
#include <cstring>
#include <stdexcept>

#include <fcntl.h>
#include <unistd.h>

#include "io/atomic_file.h"

namespace ct::protocol {

namespace {

constexpr const char* kTrailer = "\n  ]\n}\n";

// One case as it stands inside the "cases" array (two levels deep), after its separator.
std::string caseText(const CaseResult& c, bool first) {
    return std::string(first ? "" : ",") + "\n    " + dumpReadable(toJson(c), 2, 2);
}

std::string trailerText(const std::optional<HostActivity>& activity) {
    if (!activity) return kTrailer;
    return "\n  ],\n  \"host_activity\": " + dumpReadable(toJson(*activity), 2, 1) + "\n}\n";
}

const char* completeText(bool complete) {
    return complete ? " true" : "false";
}

}  // namespace

ResultsWriter::ResultsWriter(const std::string& path, const ResultsDocument& doc) : m_path(path) {
    nlohmann::ordered_json head = toJson(doc);
    head.erase("cases");
    head.erase("host_activity");
    m_trailer = trailerText(doc.hostActivity);
    head["complete"] = false;  // set below, in the five characters every value takes
    std::string text = dumpReadable(head);
    const std::string key = "\"complete\": ";
    const std::size_t at = text.find(key);
    if (at == std::string::npos) throw std::logic_error("results document without \"complete\"");
    m_completeAt = at + key.size();
    text.replace(m_completeAt, 5, completeText(doc.complete));
    text.resize(text.size() - 2);  // the closing "\n}"
    text += ",\n  \"cases\": [";
    for (const CaseResult& c : doc.cases)
        text += caseText(c, m_cases++ == 0);
    m_trailerAt = text.size();
    writeFileAtomically(path, text + m_trailer);
    m_fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
    if (m_fd < 0) throw std::runtime_error("cannot write " + path + ": " + std::strerror(errno));
}

ResultsWriter::~ResultsWriter() {
    if (m_fd >= 0) ::close(m_fd);
}

void ResultsWriter::writeAt(std::uint64_t offset, const std::string& text) {
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::pwrite(m_fd, text.data() + done, text.size() - done,
                                   static_cast<off_t>(offset + done));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0)
            throw std::runtime_error("cannot write " + m_path + ": " +
                                     (n < 0 ? std::strerror(errno) : "nothing written"));
        done += static_cast<std::size_t>(n);
    }
}

void ResultsWriter::append(const CaseResult& c) {
    const std::string text = caseText(c, m_cases == 0);
    try {
        writeAt(m_trailerAt, text + m_trailer);
    } catch (const std::runtime_error&) {
        // A short write (disk full) cut the case: put the old end back, which needs no new
        // space, so that the file keeps the cases before this one as a valid document.
        if (::ftruncate(m_fd, static_cast<off_t>(m_trailerAt)) == 0) {
            try {
                writeAt(m_trailerAt, m_trailer);
            } catch (const std::runtime_error&) {
            }
        }
        throw;
    }
    m_trailerAt += text.size();
    ++m_cases;
}

void ResultsWriter::setComplete(bool complete) {
    writeAt(m_completeAt, completeText(complete));
}

void ResultsWriter::setHostActivity(const HostActivity& a) {
    const std::string before = m_trailer;
    m_trailer = trailerText(a);
    try {
        writeAt(m_trailerAt, m_trailer);
        if (m_trailer.size() < before.size() &&
            ::ftruncate(m_fd, static_cast<off_t>(m_trailerAt + m_trailer.size())) != 0)
            throw std::runtime_error("cannot write " + m_path + ": " + std::strerror(errno));
    } catch (const std::runtime_error&) {
        // Disk full: the cases stay readable under the end they had.
        m_trailer = before;
        if (::ftruncate(m_fd, static_cast<off_t>(m_trailerAt)) == 0) {
            try {
                writeAt(m_trailerAt, m_trailer);
            } catch (const std::runtime_error&) {
            }
        }
        throw;
    }
}

}  // namespace ct::protocol
