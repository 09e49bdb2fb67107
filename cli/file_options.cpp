#include "file_options.h"

#include <filesystem>
#include <fstream>
#include <system_error>

namespace ct::cli {

namespace fs = std::filesystem;

std::string optionLabel(const std::string& name) {
    return name == "file" ? std::string("the schedule file") : "--" + name;
}

std::string inputFile(const Args& args, const std::string& name) {
    return checkInputPath(args.requiredText(name), optionLabel(name));
}

std::string checkInputPath(const std::string& path, const std::string& label) {
    const std::string at = label + " '" + path + "': ";
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (!fs::exists(status)) throw UsageError(at + "no such file");
    if (fs::is_directory(status)) throw UsageError(at + "is a folder, not a file");
    if (!fs::is_regular_file(status)) throw UsageError(at + "is not a regular file");
    if (!std::ifstream(path)) throw UsageError(at + "cannot be read (permissions)");
    return path;
}

std::optional<std::string> outputFile(const Args& args, const std::string& name) {
    const auto path = args.text(name);
    if (!path) return std::nullopt;
    const std::string at = optionLabel(name) + " '" + *path + "': ";
    if (path->empty()) throw UsageError(optionLabel(name) + " needs a file name");
    std::error_code ec;
    if (fs::is_directory(*path, ec)) throw UsageError(at + "is a folder, not a file");
    const fs::path folder = fs::path(*path).parent_path();
    if (!folder.empty() && !fs::is_directory(folder, ec))
        throw UsageError(at + "the folder '" + folder.string() + "' does not exist");
    return path;
}

}  // namespace ct::cli
