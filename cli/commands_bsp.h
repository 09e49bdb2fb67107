#pragma once
// Bonorden's (2002) BSP sub-call model on the command line: optimize, cost, validate, predict.
#include <ostream>

#include "cli_args.h"
#include "protocol/machine_json.h"

namespace ct::cli {

// --machine NAME|FILE: a built-in profile or a machine file (checked as a file first).
bsp::MachineProfile readMachine(const Args& args);

// calltree optimize --machine NAME|FILE --problem NAME --input k=v[,k=v] --procs P
//                   [--calc-procs C] [--output FILE] [--format text|json]
void runOptimize(const Args& args, std::ostream& out);
// calltree cost --file FILE [--machine NAME|FILE] [--format text|json]
void runCost(const Args& args, std::ostream& out);
// calltree validate --file FILE [--format text|json]; an invalid file is a bad argument (stderr,
// exit 2)
void runValidate(const Args& args, std::ostream& out);
// calltree predict --machine M --problem P --procs N [--sizes 1..1048576] [--format text|json|csv]
void runPredict(const Args& args, std::ostream& out);

}  // namespace ct::cli
