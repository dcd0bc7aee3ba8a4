// Where a process's CPU went, from a V8 `.cpuprofile` (node --cpu-prof): the functions with the most
// self time, and the same time by where the code lives (a package, a project file, Node's own, GC, idle).
// Usage: npm run bench:profile -- <file.cpuprofile | directory (its newest profile)> [--top 25] [--after <function>]
// --after routeHandler counts from the first request on (a server's start-up left out).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives: a package under node_modules, a project file, Node itself, or V8's own entries. */
export function placeOf(url: string, functionName: string): string {
  if (!url) return `(${functionName.replace(/[()]/g, '') || 'anonymous'})`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node (internals)';
  const project = /\/(services|schemas|scripts)\/(.*)$/.exec(url);
  if (project) return `${project[1]}/${project[2]}`;
  return url;
}

/** A frame's file, short: a package's path inside it, a project path, or Node's internal module. */
function fileOf(url: string): string {
  const pkg = /node_modules\/(.*)$/.exec(url);
  if (pkg) return pkg[1]!;
  const project = /\/((?:services|schemas|scripts)\/.*)$/.exec(url);
  return project ? project[1]! : url;
}

/**
 * Self time per function and per place, in µs, from one profile; with `after`, only the samples from
 * the first one with that function on its stack (`routeHandler`: from the first request, start-up left out).
 */
export function selfTimes(
  p: Profile,
  after?: string,
): { total: number; byFunction: Map<string, number>; byPlace: Map<string, number> } {
  const nodes = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const onStack = (id: number, fn: string): boolean => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      if (nodes.get(at)?.callFrame.functionName === fn) return true;
    return false;
  };
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let total = 0;
  let counting = after === undefined;
  p.samples.forEach((id, i) => {
    const dt = p.timeDeltas[i] ?? 0;
    const node = nodes.get(id);
    if (!node) return;
    if (!counting && !(counting = onStack(id, after!))) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const place = placeOf(url, functionName);
    const fn = `${functionName || '(anonymous)'}${url ? ` ${fileOf(url)}:${lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
    byPlace.set(place, (byPlace.get(place) ?? 0) + dt);
    total += dt;
  });
  return { total, byFunction, byPlace };
}

/** The `n` largest entries but idle time, each with its share of the busy time. */
function top(m: Map<string, number>, n: number, busy: number): string[] {
  return [...m.entries()]
    .filter(([k]) => !k.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${((v / busy) * 100).toFixed(1).padStart(5)}%  ${k}`);
}

function newestProfile(path: string): string {
  if (!statSync(path).isDirectory()) return path;
  const files = readdirSync(path)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(path, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!files[0]) throw new Error(`no .cpuprofile in ${path}`);
  return files[0];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name: string) =>
    process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
  const path = process.argv.slice(2).find((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
  if (!path) {
    console.error('usage: npm run bench:profile -- <file.cpuprofile | directory> [--top 25]');
    process.exit(2);
  }
  const file = newestProfile(path);
  const n = Number(option('--top') ?? 25);
  const after = option('--after');
  const { total, byFunction, byPlace } = selfTimes(JSON.parse(readFileSync(file, 'utf8')) as Profile, after);
  const idle = byPlace.get('(idle)') ?? 0;
  const busy = total - idle;
  console.log(
    `${file}${after ? ` from the first ${after}` : ''}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (${((busy / total) * 100).toFixed(1)}%)`,
  );
  console.log('self time by place (share of the busy time):');
  console.log(top(byPlace, n, busy).join('\n'));
  console.log('\nself time by function:');
  console.log(top(byFunction, n, busy).join('\n'));
}
