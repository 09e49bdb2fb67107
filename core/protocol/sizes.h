#pragma once
// The one grammar for message sizes, shared by the runner (--bytes, --sizes), the command line
// (compare --sizes, predict --sizes) and the Studio's run dialog:
//
//   size  := digits [unit] ["B"]      8, 1K, 64KiB, 1M, 1G, 512B ; case and blanks are ignored
//   unit  := "K" | "M" | "G" ["i"]    binary: 1K = 1024, 1M = 1024², 1G = 1024³ (K and KiB alike)
//   item  := size | size ".." size    a range: the start, then every power of two times the start
//                                     up to the end (8..1M = 8, 16, …, 1048576; 0..4 = 0, 1, 2, 4)
//   list  := item {"," item}          empty items are skipped ("8, , 16")
//
// Errors name the bad part: "'1X' is not a message size (bytes, optionally with K, M or G: 8,
// 64K, 1M)". Roots and other plain counts use parseNumberList (whole numbers, no units).
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "protocol/limits.h"

namespace ct::protocol {

// What a size list may hold; the defaults are the runner's (0 … INT_MAX bytes, 64 sizes).
struct SizeLimits {
    std::uint64_t min = 0;
    std::uint64_t max = kMaxBytes;
    std::size_t maxCount = kMaxSizes;
};

// Bad sizes or numbers; what() names the bad part (callers prefix the option or field).
class SizeError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

// One size ("64K" -> 65536); throws SizeError when it is not a size or lies outside [min, max].
std::uint64_t parseSize(std::string_view text, const SizeLimits& limits = {});
// A comma list of sizes and ranges, in the order given; throws SizeError (also for no size at
// all, or more than limits.maxCount).
std::vector<std::uint64_t> parseSizeList(std::string_view text, const SizeLimits& limits = {});
// The shortest exact spelling: 65536 -> "64K", 1048576 -> "1M", 1000 -> "1000".
std::string formatSize(std::uint64_t bytes);

// "0,3" -> {0, 3}: plain whole numbers in [min, max] separated by commas (roots, counts). Throws
// SizeError: "needs whole numbers separated by commas, got '…'" or "values must lie in a..b,
// got x"; callers prefix the option ("--roots ").
std::vector<std::uint64_t> parseNumberList(std::string_view text, std::uint64_t min,
                                           std::uint64_t max);

}  // namespace ct::protocol
