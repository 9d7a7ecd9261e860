#!/usr/bin/env bash
# Installs the pinned speedscope npm package under PREFIX (a build
# directory), for the test that imports Hourglass' output with speedscope's
# own importer. Does nothing when it is there already. Never fails: without
# node, npm or the registry the test skips and says why.
set -u
PREFIX=${1:?usage: install-speedscope.sh PREFIX}
VERSION=1.25.0
PACKAGE="$PREFIX/node_modules/speedscope/package.json"

if [ -f "$PACKAGE" ] && grep -q "\"version\": \"$VERSION\"" "$PACKAGE"; then
  echo "install-speedscope: speedscope $VERSION present in $PREFIX"
  exit 0
fi
if ! command -v npm >/dev/null 2>&1; then
  echo "install-speedscope: npm is not installed; the speedscope import test will skip"
  exit 0
fi
mkdir -p "$PREFIX"
echo "install-speedscope: installing speedscope@$VERSION into $PREFIX"
if ! npm install --prefix "$PREFIX" --no-save --no-audit --no-fund --ignore-scripts --loglevel=error "speedscope@$VERSION"; then
  echo "install-speedscope: npm install failed; the speedscope import test will skip"
fi
exit 0
