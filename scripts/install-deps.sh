#!/usr/bin/env bash
# Installs what Hourglass needs to build, test and run on Debian 12.
# Only missing packages are installed; safe to run again.
# --fuzz adds clang and its sanitizer/libFuzzer runtime (scripts/fuzz.sh).
set -euo pipefail

PACKAGES=(
  build-essential cmake ninja-build pkg-config
  qt6-base-dev qt6-base-dev-tools qt6-qpa-plugins qt6-svg-dev libqt6opengl6-dev libxkbcommon-dev
  qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libgl-dev
  libsimdjson-dev libprotobuf-dev protobuf-compiler libdw-dev libzstd-dev zlib1g-dev
  xvfb xauth fonts-dejavu-core
  golang-go
)
if [ "${1:-}" = --fuzz ]; then PACKAGES+=(clang libclang-rt-14-dev); fi

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all packages present"
  exit 0
fi

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
