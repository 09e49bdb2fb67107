#pragma once
#include <stdexcept>

namespace ct::runner {

// A bad command line; the message names the option and the value.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

}  // namespace ct::runner
