#pragma once
// Trees as text: an indented drawing per tree, and several drawings side by side.
#include <string>
#include <vector>

#include "algorithms/trees/broadcast_tree.h"

namespace ct::cli {

// "0 @0" then "├─ 1 @10" ...: rank and the time it holds the message, children in send order.
std::vector<std::string> drawTree(const BroadcastTree& tree, const std::vector<double>& recvTime);

struct Column {
    std::string title;
    std::vector<std::string> lines;
};
// Columns padded to their widest line (display width, so box-drawing characters align).
std::string sideBySide(const std::vector<Column>& columns, int gap = 4);

}  // namespace ct::cli
