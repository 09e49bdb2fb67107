#pragma once
// The strict JSON reader every protocol document uses: core/protocol/json_check.h's helpers (one
// set for machine profiles, schedules, plans, results and progress events), named in ct::protocol.
// Every accessor throws FormatError naming the field path of the first wrong value
// ("cases[1].bytes[0]: must be a whole number in [0, 2147483647]").
#include "protocol/json_check.h"

namespace ct::protocol {

using bsp::FormatError;
using bsp::indexPath;
using bsp::joinPath;
using bsp::parseDocument;
using bsp::readTextFile;
using bsp::requireArray;
using bsp::requireBoolean;
using bsp::requireField;
using bsp::requireFormat;
using bsp::requireInteger;
using bsp::requireIntegerValue;
using bsp::requireKnownFields;
using bsp::requireNumber;
using bsp::requireNumberValue;
using bsp::requireObject;
using bsp::requireString;

}  // namespace ct::protocol
