#pragma once
// Core names variants in English ("degree 4", "16 blocks"); the Studio shows them in the user's
// language. Unknown names pass through unchanged, so a new core variant is never hidden.
#include <QString>
#include <string>

namespace studio::editor {

QString translatedVariantName(const std::string& coreName);

}  // namespace studio::editor
