#!/usr/bin/env bash
# The whole test suite, on a fresh machine too: installs what is missing, lints and type-checks,
# starts the `test` stack (its own ports and data, beside any running demo), runs the unit,
# integration and e2e tiers against the real services, and stops everything it started.
# Extra arguments go to vitest (e.g. a file filter).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# SITREP_TEST_STACK=w1…w7 runs on a second work tree's own stack (scripts/stack-env.sh).
export SITREP_STACK="${SITREP_TEST_STACK:-test}"
# shellcheck source=scripts/node-env.sh
source "$ROOT/scripts/node-env.sh"
use_pinned_node

bash scripts/stack.sh install
echo "== lint and type-check"
npx eslint --max-warnings 0 .
npx prettier --check . >/dev/null || { npx prettier --list-different .; echo "unformatted files: run npm run format"; exit 1; }
npx tsc --noEmit
npx tsc --noEmit -p console
echo "== building the console (served by the gateway at /console; the e2e tier drives it in Chromium)"
npx vite build --config console/vite.config.ts --logLevel warn

finish() {
  local rc=$?
  bash scripts/stack.sh down || rc=1
  exit $rc
}
trap finish EXIT
trap 'exit 130' INT TERM

echo "== starting the test stack"
bash scripts/stack.sh up
eval "$(bash scripts/stack.sh env)"
export SITREP_STACK_MANAGED=1

echo "== tests: unit, integration, e2e"
results="$SITREP_STATE_DIR/vitest-results.json"
rm -f "$results"
rc=0
npx vitest run --reporter=default --reporter=json --outputFile.json="$results" "$@" || rc=$?

# The whole suite also runs the demo from a fresh copy under a 0700 parent (scripts/clone-check.sh),
# on a stack instance of its own, once the test stack is down.
clone=skip
if [[ $# -eq 0 ]]; then
  echo "== the run command from a clone under a 0700 parent"
  bash scripts/stack.sh down
  if bash scripts/clone-check.sh; then clone=pass; else clone=fail; rc=1; fi
fi
# One plain closing line, whatever the reporter printed above it.
node -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  const [passed, failed] = [r.numPassedTests + (process.argv[2] === "pass"), r.numFailedTests + (process.argv[2] === "fail")];
  console.log(`tests: ${passed} passed, ${failed} failed` + (r.numPendingTests ? `, ${r.numPendingTests} skipped` : ""));
' "$results" "$clone" || echo "tests: 0 passed, 1 failed"
exit $rc
