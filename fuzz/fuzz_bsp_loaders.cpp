// libFuzzer target over Bonorden's (2002) loaders: *.machine.json and *.calltree.json. Any input
// must either load or be rejected with a FormatError (or std::runtime_error for file-level
// problems); nothing may crash, hang or leak.
#include <cstddef>
#include <cstdint>
#include <string>

#include "protocol/json_check.h"
#include "protocol/machine_json.h"
#include "schedule/schedule_file.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        ct::bsp::parseMachineDocument(text);
    } catch (const ct::bsp::FormatError&) {
    }
    try {
        const auto s = ct::bsp::loadScheduleText(text, ct::bsp::standardLibrary());
        // A schedule that loads must also write out and load again.
        ct::bsp::loadScheduleText(ct::bsp::scheduleToJson(s, ct::bsp::standardLibrary()),
                                  ct::bsp::standardLibrary());
    } catch (const ct::bsp::FormatError&) {
    }
    return 0;
}
