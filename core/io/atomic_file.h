#pragma once
// Writing a file so that it is either complete or absent: write a temporary file beside it, flush,
// then rename over the target. An interrupted write never leaves a half-written file.
#include <string>
#include <string_view>

namespace ct {

// Throws std::runtime_error naming the path and the reason on failure.
void writeFileAtomically(const std::string& path, std::string_view content);

}  // namespace ct
