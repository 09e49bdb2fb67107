#!/usr/bin/env bash
# The main job: install what is missing, build (Release), open CallTree Studio on the built-in demo.
# With no display, run the same demo headless and print its results.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --with-display
scripts/build.sh
build_dir=${BUILD_DIR:-build}
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -x "$build_dir/gui/calltree-studio" ]; then
  exec "$build_dir/gui/calltree-studio" "$@"
fi
echo "No display: running the demo headless (the Studio shows the same three trees)."
echo
exec "$build_dir/cli/calltree" demo "$@"
