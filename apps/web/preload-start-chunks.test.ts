import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, test } from 'vitest';
import { preloadStartChunks, START_CHUNKS_META, startChunkKeys } from './preload-start-chunks.ts';

type ChunkLike = {
  fileName: string;
  imports: string[];
  moduleIds: string[];
  facadeModuleId: string | null;
};

function chunk(fileName: string, imports: string[], moduleIds: string[] = []): ChunkLike {
  return { fileName, imports, moduleIds, facadeModuleId: null };
}

// A build shaped like the app's: the entry imports a runtime; the router's chunk shares a
// chunk with the launch sign-in's, and both import the runtime too.
const runtime = chunk('assets/runtime.js', []);
const entry = {
  ...chunk('assets/index.js', ['assets/runtime.js']),
  facadeModuleId: '/w/index.html',
};
const theme = chunk('assets/start-theme.js', ['assets/zod.js'], ['/w/src/app/start-theme.ts']);
const zod = chunk('assets/zod.js', ['assets/runtime.js'], ['/w/node_modules/zod/index.js']);
const launch = chunk('assets/launch.js', ['assets/zod.js'], ['/w/src/app/launch-sign-in.ts']);
const app = chunk(
  'assets/app.js',
  ['assets/launch.js'],
  ['/w/src/app/router.tsx', '/w/src/app/app.tsx'],
);
const page = chunk('assets/page.js', ['assets/app.js'], ['/w/src/features/page.tsx']);
const bundle = Object.fromEntries(
  [runtime, entry, theme, zod, launch, app, page].map((c) => [c.fileName, { type: 'chunk', ...c }]),
);

function transform(stages: string[], entryChunk: ChunkLike = entry) {
  const { transformIndexHtml } = preloadStartChunks(stages);
  const { handler } = transformIndexHtml as { handler: IndexHtmlTransformHook };
  const context = { bundle, chunk: entryChunk } as unknown as IndexHtmlTransformContext;
  return handler.call(undefined as never, '<html></html>', context);
}

describe('preloadStartChunks', () => {
  test("names each stage's chunk and what it imports, less what the entry imports", () => {
    const tags = transform([
      'src/app/start-theme.ts',
      'src/app/launch-sign-in.ts',
      'src/app/app.tsx',
    ]);
    expect(tags).toEqual([
      {
        tag: 'meta',
        attrs: {
          name: START_CHUNKS_META,
          content: '/assets/start-theme.js /assets/zod.js /assets/launch.js /assets/app.js',
        },
        injectTo: 'head',
      },
    ]);
  });

  test('finds a stage whose module shares its chunk with others', () => {
    const tags = transform(['src/app/app.tsx']);
    expect(JSON.stringify(tags)).toContain('/assets/app.js /assets/launch.js /assets/zod.js"');
  });

  test('fails the build for a stage no chunk holds, rather than starting without it', () => {
    expect(() => transform(['src/app/gone.ts'])).toThrow(
      'no chunk of the build holds src/app/gone.ts',
    );
  });

  test('leaves the offline page, an entry of its own, as it is', () => {
    const offline = { ...chunk('assets/offline.js', []), facadeModuleId: '/w/offline.html' };
    expect(transform(['src/app/app.tsx'], offline)).toBeUndefined();
  });

  test('the built page gives the chunks back by their manifest keys', () => {
    const manifest = { _a: { file: 'assets/a.js' }, 'src/b.ts': { file: 'assets/b.js' } };
    const html = `<head><meta name="${START_CHUNKS_META}" content="/assets/a.js /assets/b.js"></head>`;
    expect(startChunkKeys(manifest, html)).toEqual(['_a', 'src/b.ts']);
    expect(() => startChunkKeys(manifest, '<head></head>')).toThrow('index.html has no <meta');
    const stale = html.replace('b.js', 'gone.js');
    expect(() => startChunkKeys(manifest, stale)).toThrow(
      'the build manifest has no chunk assets/gone.js',
    );
  });
});
