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
echo "No display: running the demo headless. The Studio opens on the same two things: the"
echo "schedule editor with the optimum PSC2 broadcast schedule, and the LogP broadcast trees."
echo
echo "== Schedule editor demo: the cheapest Broadcast of 64 KiB on 16 PSC2 (SCI) processors"
"$build_dir/cli/calltree" optimize --machine psc2-sci --problem Broadcast --input size=65536 --procs 16
echo
echo "== LogP broadcast trees"
exec "$build_dir/cli/calltree" demo "$@"
