#!/usr/bin/env bash
# The whole product with demo data, on a fresh machine too: installs what is missing, starts the
# `dev` stack, migrates the database, starts Sitrep's processes and prints a call to paste.
#
#   scripts/run.sh            run in the foreground; Ctrl-C stops everything it started
#   scripts/run.sh --detach   leave it running; stop later with `scripts/run.sh stop`
#   scripts/run.sh stop       stop the gateway, workers and the stack
#
# It works every time, from any folder: a demo key of an earlier run is used again while it works,
# else the operator CLI mints one (no per-IP limit applies). On any failure it stops what it started
# and says in one line what went wrong. SITREP_STACK picks another instance (the test command runs
# the demo as `clone`); settings in the environment (LOG_LEVEL, REGISTER_RATE_LIMIT...) reach the apps.
set -Eeuo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export SITREP_STACK="${SITREP_STACK:-dev}"
# shellcheck source=scripts/stack-env.sh
source scripts/stack-env.sh
# shellcheck source=scripts/node-env.sh
source "$ROOT/scripts/node-env.sh"
use_pinned_node

if [[ "${1:-}" == stop ]]; then exec bash scripts/stack.sh down; fi
detach=0
[[ "${1:-}" == --detach ]] && detach=1

STEP="starting"
say() { STEP="$*"; printf '\n\033[1m== %s\033[0m\n' "$*"; }
APPS="$STATE/apps"

stop_all() { bash scripts/stack.sh down >/dev/null 2>&1 || bash scripts/stack.sh down || true; }

# Any failure: stop everything this run started, then one line saying what went wrong.
failed=0
fail() { # message
  # A command substitution that fails inherits this trap: leave the one line to the script itself.
  [[ $BASHPID == "$$" ]] || exit 1
  trap - ERR
  failed=1
  stop_all
  printf 'run.sh: %s; stopped everything it started (logs: %s)\n' "$1" "$STATE" >&2
  exit 1
}
trap 'fail "step \"$STEP\" failed at \"$BASH_COMMAND\" (exit $?)"' ERR
trap 'exit 130' INT TERM
if [[ $detach == 0 ]]; then trap '[[ $failed == 1 ]] || { say "stopping"; stop_all; }' EXIT; fi

start_app() { # name, then the node entry point and its arguments
  local name="$1"; shift
  mkdir -p "$APPS"
  if [[ -f "$APPS/$name.pid" ]] && kill -0 "$(cat "$APPS/$name.pid")" 2>/dev/null; then
    kill "$(cat "$APPS/$name.pid")"; sleep 0.5
  fi
  # A compiled entry point (`*.js`, the gateway's) runs without the TypeScript loader.
  local loader=(--import tsx)
  [[ " $* " == *".js "* ]] && loader=()
  nohup node "${loader[@]}" "$@" >"$APPS/$name.log" 2>&1 </dev/null &
  echo $! >"$APPS/$name.pid"
}
app_died() { # app name, what it was doing
  tail -n 20 "$APPS/$1.log" >&2
  fail "$2 (its log: $APPS/$1.log)"
}

# One value from a JSON document on standard input ($1: a path like `report.reportId`); a one-line
# error instead of a stack trace when the input is not what was expected.
json() {
  node -e '
    let s = "";
    process.stdin.on("data", (d) => (s += d)).on("end", () => {
      try {
        let v = JSON.parse(s);
        for (const k of process.argv[1].split(".")) v = v[k];
        if (v === undefined) throw new Error(`no ${process.argv[1]}`);
        console.log(typeof v === "string" ? v : JSON.stringify(v));
      } catch (e) {
        console.error(`unexpected answer (${e.message}): ${s.slice(0, 200)}`);
        process.exit(1);
      }
    });' "$1"
}

psql_n() { node -e 'const pg=require("pg");const c=new pg.Client(process.env.DATABASE_URL);c.connect().then(()=>c.query(process.argv[1])).then(r=>{console.log(Object.values(r.rows[0])[0]);return c.end()})' "$1"; }

# The end offset of a topic (the sum over its partitions).
topic_end() {
  node --no-warnings -e '
    const { Kafka, logLevel } = require("kafkajs");
    const admin = new Kafka({ brokers: process.env.KAFKA_BROKERS.split(","), logLevel: logLevel.NOTHING }).admin();
    admin.connect().then(() => admin.fetchTopicOffsets(process.argv[1]))
      .then((o) => { console.log(o.reduce((s, p) => s + Number(p.high), 0)); return admin.disconnect(); });' "$1"
}

wait_http() { # url, app name; SITREP_READY_SECONDS (default 180): a loaded machine can take minutes to start a tsx process
  local limit="${SITREP_READY_SECONDS:-180}"
  local deadline=$((SECONDS + limit))
  until curl -fs -o /dev/null "$1"; do
    kill -0 "$(cat "$APPS/$2.pid")" 2>/dev/null || app_died "$2" "$2 exited during start-up"
    ((SECONDS < deadline)) || app_died "$2" "$2 not ready after $limit s"
    sleep 0.3
  done
}

say "installing what is missing"
bash scripts/stack.sh install
say "starting PostgreSQL, Kafka, Temporal, the local chain and the x402 facilitator"
bash scripts/stack.sh up
eval "$(bash scripts/stack.sh env)"
export LOG_LEVEL="${LOG_LEVEL:-info}"

say "migrating the database"
node --import tsx services/db/migrate.ts

say "seeding the demo agents"
node --import tsx services/ops/cli.ts seed

say "starting the dedup worker and the report worker (Temporal, with a schedule per agent)"
MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 start_app dedup --max-old-space-size=384 --max-semi-space-size=8 services/dedup/main.ts
start_app reports services/reports/worker-main.ts

# The demo world (fictional, marked as sample data) ends now: the fortnight before the last 24 hours is
# played first, a day at a time (articles stamped with their publication time, a report a day per
# agent), then the news sites serve the last 24 hours for the feed poller. Both get the same present.
# The history waits mostly on the workers, so it plays while the console builds and the gateway starts.
DEMO_NOW="$(date -u +%Y-%m-%dT%H:%M:%SZ)"
say "playing the demo's last two weeks (sample data) in the background: a day at a time, with each agent's daily report"
mkdir -p "$APPS"
node --import tsx services/ops/cli.ts history --now "$DEMO_NOW" >"$APPS/history.log" 2>&1 </dev/null &
HISTORY_PID=$!
echo "$HISTORY_PID" >"$APPS/history.pid"   # so that stopping the stack stops it too

say "starting the push worker (SSE streams and webhooks from the event and report topics)"
start_app push services/push/main.ts
say "building the console (Vite, served by the gateway at /console)"
npx vite build --config console/vite.config.ts --logLevel warn

say "starting the gateway"
# An operator token for /admin/v1/* for this run only, kept out of logs and the repository.
ADMIN_TOKEN_FILE="$STATE/admin-token"
[[ -s "$ADMIN_TOKEN_FILE" ]] || (umask 077; head -c 24 /dev/urandom | base64 | tr -d '/+=' >"$ADMIN_TOKEN_FILE")
export ADMIN_TOKEN; ADMIN_TOKEN="$(cat "$ADMIN_TOKEN_FILE")"
# services/gateway/main.ts, compiled to JavaScript (rebuilt only when a source changed).
start_app gateway --max-semi-space-size=16 "$(bash scripts/build-gateway.sh)"
BASE="http://127.0.0.1:$GATEWAY_PORT"
wait_http "$BASE/readyz" gateway

say "the demo's last two weeks (its log: $APPS/history.log)"
if ! wait "$HISTORY_PID"; then
  tail -n 20 "$APPS/history.log" >&2
  fail "the demo's history did not play (its log: $APPS/history.log)"
fi
rm -f "$APPS/history.pid"
tail -n 1 "$APPS/history.log"

say "starting the demo's news sites and the feed poller (the last 24 hours of the demo world)"
# The demo world as local news sites (a feed per outlet, a page per article), polled like any publisher.
# Only the poller (and the command registering the feeds) may fetch these loopback sites: not the gateway.
FEEDS_ORIGIN="http://127.0.0.1:$DEMO_FEEDS_PORT"
start_app demo-feeds services/ops/demo-feed-server.ts --port "$DEMO_FEEDS_PORT" --now "$DEMO_NOW"
wait_http "$FEEDS_ORIGIN/" demo-feeds
WEB_FETCH_ALLOW_HOSTS=127.0.0.1 node --import tsx services/ops/cli.ts sources demo "$FEEDS_ORIGIN"
# Our own sites take requests back to back; real publishers get the default gap (FEED_HOST_GAP_MS).
WEB_FETCH_ALLOW_HOSTS=127.0.0.1 FEED_HOST_GAP_MS=20 start_app feeds services/feeds/main.ts
deadline=$((SECONDS + 120))
until [[ "$(psql_n "SELECT count(*) FROM sources s WHERE sample AND (last_success_at IS NULL
    OR EXISTS (SELECT 1 FROM source_items i WHERE i.source_id = s.id AND i.status = 'pending'))")" == 0 ]]; do
  kill -0 "$(cat "$APPS/feeds.pid")" 2>/dev/null || app_died feeds "the feed poller exited"
  ((SECONDS < deadline)) || app_died feeds "the demo's feeds were not all polled in 120 s"
  sleep 0.5
done
want=$(topic_end "${ARTICLES_TOPIC:-sitrep.articles.v1}")
deadline=$((SECONDS + 60))
until [[ "$(psql_n "SELECT coalesce(sum(next_offset), 0) FROM dedup_offsets WHERE consumer = 'sitrep-dedup'")" -ge "$want" ]]; do
  kill -0 "$(cat "$APPS/dedup.pid")" 2>/dev/null || app_died dedup "the dedup worker exited"
  ((SECONDS < deadline)) || app_died dedup "the dedup worker did not catch up in 60 s"
  sleep 0.5
done
echo "  $(psql_n "SELECT count(*) FROM source_items i JOIN sources s ON s.id = i.source_id WHERE s.sample AND i.topic = 'articles'") articles polled from $(psql_n "SELECT count(*) FROM sources WHERE sample") local feeds ($FEEDS_ORIGIN/), $(psql_n "SELECT count(*) FROM events WHERE features IS NOT NULL") canonical events"

say "starting the signaller (event changes to the agents' monitors)"
start_app signaller services/reports/signaller-main.ts

say "a first report for every agent (manual trigger: POST /admin/v1/agents/{ref}/reports?wait=true)"
for slug in $(node -e 'const pg=require("pg");const c=new pg.Client(process.env.DATABASE_URL);c.connect().then(()=>c.query("SELECT slug FROM agents ORDER BY external_id")).then(r=>{console.log(r.rows.map(x=>x.slug).join(" "));return c.end()})'); do
  report="$(curl -fsS -X POST -H "authorization: Bearer $ADMIN_TOKEN" "$BASE/admin/v1/agents/$slug/reports?wait=true")"
  printf '  %s  %s  (%s cited events, confidence %s)\n' "$(json report.reportId <<<"$report")" \
    "$(json report.title <<<"$report")" "$(json report.sourceEventIds.length <<<"$report")" \
    "$(json report.confidence.overall <<<"$report")"
done

say "a demo API key (kept from an earlier run while it works, else minted by the operator CLI)"
KEY_FILE="$STATE/demo-api-key"
KEY=""
if [[ -s "$KEY_FILE" ]]; then
  KEY="$(cat "$KEY_FILE")"
  if [[ "$(curl -s -o /dev/null -w '%{http_code}' -H "x-api-key: $KEY" "$BASE/api/v1/agents?limit=1")" == 200 ]]; then
    echo "  using the demo key of an earlier run ($KEY_FILE)"
  else
    KEY=""
  fi
fi
if [[ -z "$KEY" ]]; then
  KEY="$(node --import tsx services/ops/cli.ts accounts create 10000 'demo key (scripts/run.sh)' | json apiKey)"
  (umask 077; printf '%s\n' "$KEY" >"$KEY_FILE")
  echo "  minted a key with \$1.00 of credit (npm run ops -- accounts create); kept in $KEY_FILE"
fi
echo "  first call:"
curl -fsS -D - -o /dev/null -H "x-api-key: $KEY" "$BASE/api/v1/agents/017/reports" | grep -i '^x-credits' | sed 's/^/    /'

say "a first MCP tool call (POST /mcp, tools/call list_agents, billed to the demo key)"
mcp_call='{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_agents","arguments":{"limit":1}}}'
mcp="$(curl -fsS -X POST "$BASE/mcp" -H 'content-type: application/json' -H "x-api-key: $KEY" -d "$mcp_call")"
printf '    %s credits charged, %s left\n' "$(json 'result._meta.sitrep/credits-charged' <<<"$mcp")" \
  "$(json 'result._meta.sitrep/credits-remaining' <<<"$mcp")"

say "a paid call on the x402 surface (the bundled demo buyer pays in local test USDC)"
paid="$(node --import tsx services/payments/pay-cli.ts "$BASE/x402/v1/agents/017/reports")"
printf '%s' "$paid" | head -c 600 | sed 's/^/    /'; echo

say "Sitrep is running"
cat <<TXT
  gateway      $BASE   (log: $APPS/gateway.log)
  dedup        worker log: $APPS/dedup.log    ingest more: npm run ingest -- <file.jsonl>
  feeds        poller log: $APPS/feeds.log  the demo's news sites: $FEEDS_ORIGIN/  (sample data)
               sources: npm run ops -- sources list   add one: npm run ops -- sources add <feed-url>
  reports      worker log: $APPS/reports.log  signaller log: $APPS/signaller.log  a report now: npm run report -- 017
  push         worker log: $APPS/push.log  (SSE streams and webhooks)
  console      $BASE/console   (operators: the Sources page shows every feed's health)
               sign in as Operator with the admin token (copy it with: cat $ADMIN_TOKEN_FILE)
               or as Analyst with the demo API key $KEY (read-only, billed in credits)
  docs         $BASE/docs    OpenAPI: $BASE/openapi.json    for agents: $BASE/llms.txt
  metrics      $BASE/metrics${TEMPORAL_UI_PORT:+
  temporal ui  http://127.0.0.1:$TEMPORAL_UI_PORT}
  x402         $BASE/x402/v1/*  paid in TestUSDC $X402_ASSET on $X402_NETWORK (local chain $CHAIN_RPC_URL)
  mcp          $BASE/mcp  (Streamable HTTP; tools and resources paid by the key below, or by x402 without one)

  Try it (paste):
    curl -s -H 'x-api-key: $KEY' '$BASE/api/v1/agents/017/reports' | head -c 1500; echo
    curl -s -H 'x-api-key: $KEY' '$BASE/api/v1/agents/sentinel/events?limit=5' | head -c 1500; echo
    curl -s -H 'x-api-key: $KEY' '$BASE/api/v1/agents/017/reports/diff' | head -c 1500; echo
    curl -sN -H 'x-api-key: $KEY' '$BASE/api/v1/agents/017/stream?after=0'   # live messages (1 credit each); Ctrl-C ends it
    curl -s -X POST '$BASE/api/v1/register'                # a key of your own (5 per hour per IP)
    curl -si '$BASE/x402/v1/agents' | head -n 12            # the 402 challenge
    (eval "\$(bash scripts/stack.sh env)"; npm run pay -- '$BASE/x402/v1/agents/017/reports')   # paid by the demo buyer
    curl -s -X POST '$BASE/mcp' -H 'content-type: application/json' -H 'x-api-key: $KEY' \\
      -d '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_reports","arguments":{"ref":"017"}}}' | head -c 1500; echo

  MCP client config with the demo key (e.g. Claude Code's .mcp.json, Cursor's mcp.json):
    {"mcpServers": {"sitrep": {"type": "http", "url": "$BASE/mcp", "headers": {"x-api-key": "$KEY"}}}}
  or: claude mcp add --transport http sitrep '$BASE/mcp' --header 'x-api-key: $KEY'
TXT

trap - ERR
if [[ $detach == 1 ]]; then
  echo "  stop with: $([[ $SITREP_STACK == dev ]] || echo "SITREP_STACK=$SITREP_STACK ")bash scripts/run.sh stop"
else
  echo "  Ctrl-C stops everything."
  while kill -0 "$(cat "$APPS/gateway.pid")" 2>/dev/null; do sleep 1; done
  tail -n 40 "$APPS/gateway.log" >&2
  fail "the gateway exited (its log: $APPS/gateway.log)"
fi
