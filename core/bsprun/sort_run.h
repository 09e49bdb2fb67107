#pragma once
// The Sort and IntegerSort algorithms of the library (Bonorden 2002 §4.4.3, §4.4.4) on real
// elements: `data` holds this processor's elements of `elementBytes` bytes, a 32-bit unsigned
// key first. Afterwards the elements are sorted by key across the processors in rank order and
// spread as the even distribution says (records.h, blockBegin), whatever they were before.
#include <cstdint>

#include "bsprun/bsp_channel.h"
#include "schedule/call_tree.h"

namespace ct::bsprun {

// Runs the subtree `node` (a Sort or IntegerSort node; its dataProcs == ch.size()). Throws
// std::invalid_argument for an algorithm without a data execution.
void runSort(const bsp::CallNode& node, const bsp::Library& lib, BspChannel& ch, Bytes& data,
             std::uint64_t elementBytes);

// The sequential sorts, stable: a bottom-up merge sort, and an LSD radix sort of 4 passes of
// 8-bit digits.
void mergeSortElements(Bytes& data, std::uint64_t elementBytes);
void radixSortElements(Bytes& data, std::uint64_t elementBytes);

// Whether `name` is one of the sort algorithms runSort executes.
bool isSortAlgorithm(const std::string& name);

}  // namespace ct::bsprun
