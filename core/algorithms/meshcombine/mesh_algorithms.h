#pragma once
// The mesh-combine paper's whole-mesh global-combine (allreduce) algorithms, as emitted steps.
// Every node ends with the elementwise sum of all vectors.
#include "algorithms/meshcombine/mesh_problem.h"
#include "algorithms/meshcombine/step_sink.h"

namespace ct::mesh {

// The 1-D blocks on the whole mesh as one line of N = n² nodes (row-major for the trees, the
// mesh's Hamiltonian cycle for the bucket).
void emitMeshSbtR(const MeshProblem& m, StepSink& sink);     // SBT-R: combine at m.root, distribute
void emitMeshBsbtR(const MeshProblem& m, StepSink& sink);    // BSBT-R: halves to corners 0 and N-1
void emitMeshBucketR(const MeshProblem& m, StepSink& sink);  // B-R = B-C then B-D around the cycle

// The bucket blocks alone on the whole mesh's Hamiltonian cycle, as the collectives they are:
// the vector holds one block of M/N elements per rank (block r at r·M/N, the reduce-scatter and
// allgather contract). B-C leaves rank r with block r combined over all ranks; B-D starts with
// block r at rank r and ends with every block everywhere.
void emitMeshBucketC(const MeshProblem& m, StepSink& sink);
void emitMeshBucketD(const MeshProblem& m, StepSink& sink);

// 2-D extensions: rows, then columns.
void emitMeshBsbt2dR(const MeshProblem& m, StepSink& sink);  // BSBT-R along rows, then columns
// B-C along rows (node in column c keeps part c of n), B-R of that part along columns (in n
// pieces), B-D along rows: every node sends M·(n²-1)/n² elements each way, as B-R on N nodes.
void emitMeshBucket2dR(const MeshProblem& m, StepSink& sink);

// The adaptive algorithm with strip length S (S divides n): see adaptive.cpp.
void emitMeshAdaptive(const MeshProblem& m, int strip, StepSink& sink);

}  // namespace ct::mesh
