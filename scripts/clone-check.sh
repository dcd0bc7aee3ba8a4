#!/usr/bin/env bash
# A newcomer's clone, for real: the README's run command from a copy of this checkout under a 0700
# parent (what `mktemp -d` makes; a clone in /root is the same), on the `clone` stack instance.
#   1. the demo starts and its ready-to-paste example call answers;
#   2. a second run works too, with registration limited to one per hour (it keeps its demo key);
#   3. a run that fails (a bad setting) stops everything it started and says why in one line.
# scripts/test.sh runs it after the test suite; it leaves nothing behind.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export SITREP_STACK=clone
# shellcheck source=scripts/stack-env.sh
source "$ROOT/scripts/stack-env.sh"
# shellcheck source=scripts/node-env.sh
source "$ROOT/scripts/node-env.sh"
use_pinned_node

parent="$(mktemp -d)"
clone="$parent/sitrep"
say() { printf '[clone-check] %s\n' "$*"; }
die() { say "FAILED: $*"; exit 1; }
cleanup() {
  [[ -x "$clone/scripts/stack.sh" ]] && bash "$clone/scripts/stack.sh" down >/dev/null 2>&1 || true
  local pg; pg="$(readlink "$clone/.infra/clone/postgres" 2>/dev/null || true)"
  [[ -n "$pg" && "$pg" == /var/tmp/sitrep-postgres/* ]] && rm -rf "$pg"
  rm -rf "$parent"
}
trap cleanup EXIT
[[ "$(stat -c %a "$parent")" == 700 ]] || die "mktemp -d did not make a 0700 folder"

# The working tree as it is (tracked and untracked, not ignored), timestamps kept so that the copy
# counts as installed; dependencies and downloads are shared with this checkout.
mkdir "$clone"
(cd "$ROOT" && git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' f; do
  [[ -e "$f" ]] && printf '%s\0' "$f"
done | xargs -0 cp -p --parents -t "$clone")
ln -s "$ROOT/node_modules" "$clone/node_modules"
mkdir -p "$clone/.infra"
ln -s "$ROOT/.infra/cache" "$clone/.infra/cache"
say "running the demo from $clone (parent mode $(stat -c %a "$parent"))"

demo() { # run number, then extra environment
  local n="$1"; shift
  env "$@" REGISTER_RATE_LIMIT=1 LOG_LEVEL=warn bash "$clone/scripts/run.sh" --detach >"$parent/run$n.log" 2>&1
}

demo 1 || { tail -n 40 "$parent/run1.log"; die "the first run failed"; }
example="$(grep -m1 "curl -s -H 'x-api-key:" "$parent/run1.log" | sed 's/^ *//')"
[[ -n "$example" ]] || die "the run printed no example call"
answer="$(bash -c "$example")"
[[ "$answer" == *'"reports"'* ]] || die "the example call answered: ${answer:0:300}"
say "run 1: the demo is up and the example call answers"

demo 2 || { tail -n 40 "$parent/run2.log"; die "a second run failed"; }
grep -q 'using the demo key of an earlier run' "$parent/run2.log" || die "the second run did not keep its demo key"
say "run 2: started again, with the demo key of run 1"

if demo 3 SIGNUP_CREDITS=-1; then die "a run with a bad setting succeeded"; fi
last="$(tail -n 1 "$parent/run3.log")"
[[ "$last" == "run.sh: "*"stopped everything it started"* ]] || die "a failed run ended with: $last"
for port in "$PG_PORT" "$KAFKA_PORT" "$TEMPORAL_PORT" "$CHAIN_PORT" "$FACILITATOR_PORT" "$GATEWAY_PORT" "$DEMO_FEEDS_PORT"; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then die "port $port still open after the failed run"; fi
done
left="$(pgrep -f -- "$clone/" || true)"
[[ -z "$left" ]] || die "processes left after the failed run: $left"
say "run 3: a bad setting stopped everything, saying: $last"
