#!/usr/bin/env bash
# Installs the Debian 12 packages CallTree Studio needs, only those that are missing.
# Usage: scripts/install-deps.sh [--with-display]   (--with-display adds what the Studio window and
# screenshots need on a desktop: X server for tests, CJK fonts, ImageMagick)
set -euo pipefail

packages=(
  cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libqcustomplot-dev libqcustomplot2.1-qt6
  openmpi-bin libopenmpi-dev
  # MPICH beside Open MPI, for calltree-runner-mpich and `calltree tune sweep --mpi mpich`; Open
  # MPI's alternatives (priority 50 against MPICH's 40) keep mpicc/mpirun, so the build still
  # uses Open MPI and MPICH is used only as mpicc.mpich/mpirun.mpich.
  mpich libmpich-dev
  nlohmann-json3-dev libbenchmark-dev
  fonts-dejavu-core xvfb xauth
)
if [ "${1:-}" = "--with-display" ]; then
  packages+=(fonts-wqy-microhei imagemagick)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "install-deps: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq "${missing[@]}"
