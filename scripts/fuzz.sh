#!/usr/bin/env bash
# Schema-driven fuzzing of both billed surfaces: schemathesis (from PyPI) generates requests from the
# gateway's own /openapi.json, valid and invalid, until at least N requests (default 50,000) have been
# answered, and checks every answer: no server error, no status or body the document does not declare.
# Not a test (it takes minutes): a script, as `npm run fuzz`.
#
#   bash scripts/fuzz.sh [requests]
#
# Runs against the demo (the `dev` instance, or SITREP_STACK's): it starts it with scripts/run.sh --detach when it is not
# running, and stops it again afterwards; a demo that was already running is left running.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export SITREP_STACK="${SITREP_STACK:-dev}"
# shellcheck source=scripts/stack-env.sh
source scripts/stack-env.sh
# shellcheck source=scripts/node-env.sh
source "$ROOT/scripts/node-env.sh"
use_pinned_node
WANT="${1:-50000}"
SCHEMATHESIS_VERSION=4.32.5
VENV="$ROOT/.infra/cache/schemathesis-$SCHEMATHESIS_VERSION"

if [[ ! -x "$VENV/bin/st" ]]; then
  echo "== installing schemathesis $SCHEMATHESIS_VERSION from PyPI (once)"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q "schemathesis==$SCHEMATHESIS_VERSION"
fi

BASE="http://127.0.0.1:$GATEWAY_PORT"
started=0
if ! curl -fs -o /dev/null "$BASE/readyz"; then
  echo "== starting the demo (scripts/run.sh --detach)"
  bash scripts/run.sh --detach >"$ROOT/.infra/fuzz-demo.log" 2>&1 || { tail -n 20 "$ROOT/.infra/fuzz-demo.log"; exit 1; }
  started=1
fi
stop() { [[ $started == 1 ]] && { echo "== stopping the demo"; bash scripts/run.sh stop >/dev/null; }; return 0; }
trap stop EXIT

eval "$(bash scripts/stack.sh env)"
node --import tsx scripts/fuzz.ts "$BASE" "$WANT" "$VENV/bin/st"
