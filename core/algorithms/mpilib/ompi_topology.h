#pragma once
// The trees Open MPI's coll/base builds (coll_base_topo.c), as BroadcastTrees whose children are
// in Open MPI's tree_next order — the order a node sends to them, and receives from them when
// reducing. Ranks are shifted so the root is virtual rank 0 unless said otherwise.
#include "algorithms/trees/broadcast_tree.h"

namespace ct::mpilib {

// Root sends to every other rank in increasing rank order, skipping itself (basic linear).
BroadcastTree ompiLinearTree(Rank P, Rank root);

// ompi_coll_base_topo_build_tree: a `fanout`-ary tree level by level, virtual rank s on level l
// has children s + f^l·i, i = 1..f. For fanout 2 (Open MPI's "bintree") the odd virtual ranks
// form the root's left subtree and the even ones its right subtree.
BroadcastTree ompiKaryTree(Rank P, Rank root, int fanout);

// ompi_coll_base_topo_build_bmtree: parent clears the highest bit of the virtual rank; children
// s + 2^j for 2^j > s in increasing j, so the largest subtree is served first.
BroadcastTree ompiBinomialTree(Rank P, Rank root);

// ompi_coll_base_topo_build_in_order_bmtree: parent clears the lowest set bit; children s + 2^j
// for 2^j below the lowest set bit, in increasing j (the smallest subtree first).
BroadcastTree ompiInOrderBinomialTree(Rank P, Rank root);

// The scatter tree of the scatter-allgather broadcasts: parent clears the lowest set bit;
// children s + 2^j below the lowest set bit, farthest first.
BroadcastTree ompiScatterTree(Rank P, Rank root);

// ompi_coll_base_topo_build_chain: the root feeds min(fanout, P-1) chains of consecutive virtual
// ranks; the first (P-1) mod fanout chains are one longer. Fanout 1 is the pipeline.
BroadcastTree ompiChainTree(Rank P, Rank root, int fanout);

// ompi_coll_base_topo_build_in_order_bintree: rooted at rank P-1 whatever the operation's root;
// a node of a block of n ranks is the block's last rank, its left child the root of the upper
// block [n/2, n-1), its right child the root of the lower block [0, n/2).
BroadcastTree ompiInOrderBinaryTree(Rank P);

// The k-nomial tree ompi_coll_base_topo_build_kmtree builds is algorithms/trees/shapes.h's
// knomialTree (children farthest level first, i = 1..k-1 within a level).

}  // namespace ct::mpilib
