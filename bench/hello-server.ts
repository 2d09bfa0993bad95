// The yardstick for the API benchmark: the smallest Fastify app there is, run in its own process
// so that it pays the same process and socket costs as the real server. Logging is off because
// a bare `Fastify()` has it off; anything the real app adds on top is what the ratio measures.
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ host, port });
