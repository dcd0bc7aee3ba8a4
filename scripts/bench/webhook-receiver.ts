// bench:push's webhook receiver, in a process of its own (so the 200 SSE clients of the bench process
// do not slow its answers): verifies every delivery with `standardwebhooks` and notes when it came.
// Talks to the bench over IPC: {secret: [tag, secret]} adds a subscription's secret, {reset: true}
// forgets the arrivals so far (the warm-up), {report: true} is answered with every arrival and the
// count of bad signatures; it tells the bench how many arrived every 200 ms.
import { createServer } from 'node:http';
import { Webhook as Verifier } from 'standardwebhooks';

const secrets = new Map<string, string>();
const arrivals: { data: string; at: number }[] = [];
let badSignatures = 0;

const server = createServer((req, res) => {
  let body = '';
  req.on('data', (d: Buffer) => (body += d.toString()));
  req.on('end', () => {
    const at = Date.now();
    const tag = new URL(req.url ?? '/', 'http://x').searchParams.get('sub') ?? '';
    try {
      new Verifier(secrets.get(tag) ?? '').verify(body, req.headers as Record<string, string>);
      arrivals.push({ data: JSON.stringify((JSON.parse(body) as { data: unknown }).data), at });
    } catch {
      badSignatures++;
    }
    res.writeHead(204).end();
  });
});

process.on('message', (m: { secret?: [string, string]; reset?: true; report?: true }) => {
  if (m.secret) secrets.set(m.secret[0], m.secret[1]);
  if (m.reset) arrivals.length = 0;
  if (m.report) process.send!({ arrivals, badSignatures }, () => process.exit(0));
});
server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as { port: number }).port }));
setInterval(() => process.send!({ count: arrivals.length }), 200).unref();
