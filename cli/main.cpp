// calltree: the command line over the core library.
#include <iostream>

#include "cli.h"

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    return ct::cli::runCli(std::vector<std::string>(argv + 1, argv + argc), std::cout, std::cerr);
}
