// Writes brotli (.br) and gzip (.gz) copies of the built text assets beside them. The server
// serves them to browsers that accept them (@fastify/static `preCompressed`), so pages
// download a third of the bytes without the server compressing anything per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this size compression saves less than the header costs. */
const MIN_BYTES = 1024;

let written = 0;
for (const entry of await readdir(dist, { recursive: true })) {
  const file = path.join(dist, entry);
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
  const content = await readFile(file);
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  written += 1;
}
console.log(`precompressed ${written} files in ${path.relative(process.cwd(), dist)}`);
