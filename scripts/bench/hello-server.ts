// The baseline for bench:gateway: a bare Fastify hello-world on the same machine and Node.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
