# The pinned Node.js LTS first on PATH (sourced by every script that runs Node). When the machine's
# own Node is another major, the binary comes from the npm registry's `node-linux-<arch>` package
# (the official build, nothing else in it) into the ignored cache, once; npm and npx keep coming
# from the machine and run on it through PATH.
# shellcheck shell=bash
SITREP_NODE_VERSION=24.21.0

use_pinned_node() {
  local root cache arch dir tmp
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  [[ "$(node --version 2>/dev/null)" == "v${SITREP_NODE_VERSION%%.*}."* ]] && return 0
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "node-env: no node-linux package for $(uname -m); install Node.js $SITREP_NODE_VERSION" >&2; return 1 ;;
  esac
  cache="$root/.infra/cache"
  dir="$cache/node-v$SITREP_NODE_VERSION-linux-$arch"
  if [[ ! -x "$dir/bin/node" ]]; then
    command -v npm >/dev/null || { echo "node-env: npm is needed to fetch Node.js $SITREP_NODE_VERSION" >&2; return 1; }
    echo "[node-env] fetching Node.js $SITREP_NODE_VERSION from the npm registry (once)" >&2
    mkdir -p "$cache"
    tmp="$(mktemp -d "$cache/node.XXXXXX")"
    (cd "$tmp" && npm pack --silent "node-linux-$arch@$SITREP_NODE_VERSION" >/dev/null && tar xzf ./*.tgz) \
      || { rm -rf "$tmp"; echo "node-env: could not fetch node-linux-$arch@$SITREP_NODE_VERSION" >&2; return 1; }
    rm -rf "$dir"
    mv "$tmp/package" "$dir"
    rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
  [[ "$(node --version)" == "v$SITREP_NODE_VERSION" ]] || { echo "node-env: $dir/bin/node does not run" >&2; return 1; }
}
