# Ports and folders of one stack instance (sourced by the stack scripts). Loopback only, and away
# from the services' default ports, so a system PostgreSQL, Kafka or Temporal never collides. All
# below Linux's ephemeral range (32768 and up): a port in it can be held by any outgoing connection
# at the moment a service starts (test/unit/stack-ports.test.ts).
# shellcheck shell=bash
SITREP_STACK="${SITREP_STACK:-dev}"
case "$SITREP_STACK" in
  dev) _offset=0 ;;
  test) _offset=100 ;;
  bench) _offset=200 ;;
  clone) _offset=300 ;; # the test command's run of the demo from a fresh clone (scripts/clone-check.sh)
  # Test stacks for a second, third or fourth work tree, so that developers on one machine can each run
  # integration tests (SITREP_TEST_STACK=w1 bash scripts/test.sh test/integration/...).
  w1) _offset=400 ;;
  w2) _offset=500 ;;
  w3) _offset=600 ;;
  w4) _offset=700 ;;
  w5) _offset=800 ;;
  w6) _offset=900 ;;
  # 1100, not 1000: at 1000 Temporal's port would be dev's Temporal UI port (18233).
  w7) _offset=1100 ;;
  *) echo "SITREP_STACK must be dev, test, bench, clone or w1-w7 (got '$SITREP_STACK')" >&2; exit 2 ;;
esac
STATE="$ROOT/.infra/$SITREP_STACK"
PG_PORT=$((25432 + _offset))
KAFKA_PORT=$((19092 + _offset))
KAFKA_CONTROLLER_PORT=$((19093 + _offset))
TEMPORAL_PORT=$((17233 + _offset))
GATEWAY_PORT=$((8787 + _offset))
CHAIN_PORT=$((18545 + _offset))
FACILITATOR_PORT=$((18402 + _offset))
# The demo's local news sites (scripts/run.sh), which the feed poller reads.
DEMO_FEEDS_PORT=$((18480 + _offset))
if [[ "$SITREP_STACK" == dev ]]; then TEMPORAL_UI_PORT=$((18233 + _offset)); fi
# A fixed cluster id: the data folder is per instance, so formatting is idempotent.
KAFKA_CLUSTER_ID=c2l0cmVwLWxvY2FsLTAwMQ
DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/sitrep"
KAFKA_BROKERS="127.0.0.1:$KAFKA_PORT"
TEMPORAL_ADDRESS="127.0.0.1:$TEMPORAL_PORT"
CHAIN_RPC_URL="http://127.0.0.1:$CHAIN_PORT"
# Base Sepolia's chain id on a local Hardhat chain: see infra/chain/hardhat.config.cjs.
X402_NETWORK=eip155:84532
unset _offset
