// The demo's news sites: the last 24 hours of the demo world (fictional, marked as sample data; the
// fortnight before is played by `ops history`) served over loopback as one RSS or Atom feed per outlet
// with a page per article, for the feed poller to read as it reads any publisher. scripts/run.sh starts
// it:  node --import tsx services/ops/demo-feed-server.ts --port <port> --now <instant>
// (--now: the demo's present, the same as `ops history` got; --host to listen elsewhere than loopback,
// --origin when readers reach it under another name).
import { parseArgs } from 'node:util';
import { demoSite, serveDemoSite } from './demo-feeds.ts';
import { demoOutlets, demoWorldDays } from './demo-world/index.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '18480' },
    host: { type: 'string', default: '127.0.0.1' },
    origin: { type: 'string' },
    now: { type: 'string' },
  },
});
const origin = values.origin ?? `http://${values.host}:${values.port}`;
const now = values.now ? new Date(values.now) : new Date();
const site = demoSite(demoWorldDays(now).live, origin, demoOutlets());
const server = serveDemoSite(site, origin);
server.listen(Number(values.port), values.host, () => {
  console.log(`demo feeds: ${site.feeds.length} feeds, ${site.pages.size} pages at ${origin}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
