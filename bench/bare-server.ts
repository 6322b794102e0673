// The yardstick of bench/server.ts and bench/practice.ts: what Fastify alone answers on this machine, in
// its own process like the app: `GET /` a tiny JSON, `POST /api/practice/answers` a practice answer's
// feedback, and `GET /file` the bytes of the file named on the command line (the app's largest script,
// brotli), from memory. Prints its address on stdout.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const file = process.argv[2] ? readFileSync(process.argv[2]) : Buffer.alloc(0);
const app = Fastify();
app.get('/', async () => ({ ok: true }));
app.post('/api/practice/answers', async () => ({
  correct: true,
  rightChoice: 1,
  explanation: 'Ikinyabiziga gihagarara iburyo ukurikije icyerekezo kigendamo (Ingingo ya 32).',
}));
app.get('/file', async (_request, reply) =>
  reply.type('text/javascript; charset=utf-8').header('content-encoding', 'br').send(file),
);
console.log(await app.listen({ host: '127.0.0.1', port: 0 }));
