#pragma once
// How P ranks sit on a 2-D mesh or torus (Grama et al. 2003, §4.1.2 and Algorithm 4.6): row-major,
// so rank = row·cols + col and a row is a run of consecutive ranks, as the book's my_id mod √p
// implies.
#include <string>

#include "program/op.h"

namespace ct {

struct MeshShape {
    Rank rows = 1;
    Rank cols = 1;

    Rank procs() const { return rows * cols; }
    Rank row(Rank r) const { return r / cols; }
    Rank col(Rank r) const { return r % cols; }
    Rank at(Rank row, Rank col) const { return row * cols + col; }
    std::string describe() const;  // "4 x 8"
};

// meshRows = 0 picks the squarest rows x cols = procs with rows <= cols (a prime P gives 1 x P,
// a line). Otherwise meshRows must divide procs: a ragged last row would leave some columns
// without the rows-then-columns structure every mesh algorithm of the book relies on, so it is
// refused with a message naming the divisors to choose from.
MeshShape meshShape(Rank procs, int meshRows);

}  // namespace ct
