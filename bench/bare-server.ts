// The yardstick of bench/server.ts: what Fastify alone answers on this machine, in its own process
// like the app. Listens on a free port and prints its address on stdout. Started by bench/server.ts.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ ok: true }));
console.log(await app.listen({ host: '127.0.0.1', port: 0 }));
