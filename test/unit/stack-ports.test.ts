// The stack's fixed ports (scripts/stack-env.sh) must be free whenever a service starts. A port in
// the kernel's ephemeral range can be held at that moment by any outgoing connection (a test's client
// to another service, say), and PostgreSQL then fails with "Address already in use".
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const INSTANCES = ['dev', 'test', 'bench', 'clone', 'w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7'];
const PORTS = [
  'PG_PORT',
  'KAFKA_PORT',
  'KAFKA_CONTROLLER_PORT',
  'TEMPORAL_PORT',
  'GATEWAY_PORT',
  'CHAIN_PORT',
  'FACILITATOR_PORT',
  'DEMO_FEEDS_PORT',
];

/** An instance's ports, as the stack scripts see them. */
function portsOf(instance: string): Record<string, number> {
  const script = `ROOT=. SITREP_STACK=${instance}; source scripts/stack-env.sh; echo ${PORTS.map((p) => `$${p}`).join(' ')} \${TEMPORAL_UI_PORT:-}`;
  const values = execFileSync('bash', ['-c', script], { encoding: 'utf8' }).trim().split(/\s+/).map(Number);
  const out = Object.fromEntries(PORTS.map((p, i) => [p, values[i]!]));
  if (values[PORTS.length]) out.TEMPORAL_UI_PORT = values[PORTS.length]!;
  return out;
}

/** Linux's ephemeral port range on this machine (its documented default where /proc says nothing). */
function ephemeralRange(): [number, number] {
  const file = '/proc/sys/net/ipv4/ip_local_port_range';
  const [low, high] = existsSync(file) ? readFileSync(file, 'utf8').trim().split(/\s+/).map(Number) : [32768, 60999];
  return [low!, high!];
}

describe('stack ports', () => {
  it("lie outside the kernel's ephemeral range, so no outgoing connection can hold one", () => {
    const [low, high] = ephemeralRange();
    for (const instance of INSTANCES)
      for (const [name, port] of Object.entries(portsOf(instance)))
        expect(port < low || port > high, `${instance} ${name}=${port} is inside ${low}-${high}`).toBe(true);
  });

  it('differ across instances, so a test run, a benchmark and the demo never share one', () => {
    const all = INSTANCES.flatMap((i) => Object.values(portsOf(i)));
    expect(new Set(all).size).toBe(all.length);
  });
});
