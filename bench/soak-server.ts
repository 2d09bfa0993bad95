// The Ignite server as `npm start` runs it, plus what the soak benchmark reads of its memory:
// GET /bench/memory collects the garbage first (a full GC), then answers process.memoryUsage(),
// so each sample is the heap the server still holds, not where its sawtooth happened to be.
import v8 from 'node:v8';
import vm from 'node:vm';
import { serve } from '../apps/server/src/serve.ts';

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

await serve((app) => {
  app.get('/bench/memory', async () => {
    collectGarbage();
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    return { rss, heapUsed, heapTotal, external, arrayBuffers };
  });
});
