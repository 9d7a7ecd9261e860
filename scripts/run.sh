#!/usr/bin/env bash
# Installs what is missing, builds Hourglass in Release and opens the GUI.
# With no arguments the GUI shows the bundled sample profile; arguments are
# passed on (files to open, --screenshot OUT.png, ...).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
exec build/bin/hourglass "$@"
