#!/usr/bin/env bash
# Runs a command on the pinned Node.js LTS (scripts/node-env.sh): the npm scripts go through it, so
# `npm run bench:…` on a machine with an older Node still runs on the supported one.
set -euo pipefail
# shellcheck source=scripts/node-env.sh
source "$(dirname "${BASH_SOURCE[0]}")/node-env.sh"
use_pinned_node
exec "$@"
