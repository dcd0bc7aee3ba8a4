// The demo's news sites: the sample corpus (fictional, marked as sample data) served over loopback as
// one RSS or Atom feed per outlet with a page per article, for the feed poller to read as it reads any
// publisher. scripts/run.sh starts it:  node --import tsx services/ops/demo-feed-server.ts --port <port>
// (--host to listen elsewhere than loopback, --origin when readers reach it under another name).
import { parseArgs } from 'node:util';
import { demoSite, serveDemoSite } from './demo-feeds.ts';
import { sampleCorpus } from './sample-corpus.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '18480' },
    host: { type: 'string', default: '127.0.0.1' },
    origin: { type: 'string' },
  },
});
const origin = values.origin ?? `http://${values.host}:${values.port}`;
const site = demoSite(sampleCorpus(new Date()), origin);
const server = serveDemoSite(site, origin);
server.listen(Number(values.port), values.host, () => {
  console.log(`demo feeds: ${site.feeds.length} feeds, ${site.pages.size} pages at ${origin}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
