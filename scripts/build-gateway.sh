#!/usr/bin/env bash
# Compiles the gateway to JavaScript in dist/gateway (tsconfig.gateway.json) when a source is newer than
# the last build, and prints the entry point to run with plain `node`. Running the compiled files instead
# of TypeScript through tsx leaves out the loader and its source maps: ~20 MB less RSS at idle and a
# quarter less CPU at start-up (bench:gateway). Builds into a fresh directory and swaps it in, so two
# callers at once never run a half-written tree.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out=dist/gateway
entry=$out/services/gateway/main.js
stamp=$out/.built
if [[ -f $stamp && -f $entry ]] &&
  [[ -z $(find services schemas tsconfig.json tsconfig.gateway.json package-lock.json -newer "$stamp" \
    \( -name '*.ts' -o -name '*.json' \) -print -quit) ]]; then
  echo "$entry"
  exit 0
fi
mkdir -p dist
tmp=$(mktemp -d dist/gateway.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
node_modules/.bin/tsc -p tsconfig.gateway.json --outDir "$tmp" >&2
# The console's pages are found relative to the compiled surface, as from the source one.
ln -s ../../console "$tmp/console"
touch "$tmp/.built"
rm -rf "$out"
mv "$tmp" "$out"
trap - EXIT
echo "$entry"
