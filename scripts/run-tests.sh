#!/usr/bin/env bash
# Every test: install what is missing, build (Release, with tests), run ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh -DCALLTREE_BUILD_TESTS=ON
build_dir=${BUILD_DIR:-build}
# Open MPI refuses root unless told; GUI tests need no display.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 QT_QPA_PLATFORM=offscreen
cd "$build_dir"
ctest --output-on-failure --timeout 300 "$@"
