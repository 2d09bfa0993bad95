import type { HtmlTagDescriptor, IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, test } from 'vitest';
import {
  PAGE_CHUNKS_META,
  type PageModules,
  preloadStartChunks,
  START_CHUNKS_META,
  startChunkKeys,
} from './preload-start-chunks.ts';

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
// A page in the shell: the layout's chunk and the page's, which shares a query with another.
const shell = chunk('assets/shell.js', ['assets/app.js'], ['/w/src/app/layout/shell-layout.tsx']);
const query = chunk('assets/query.js', ['assets/zod.js'], ['/w/src/features/query.ts']);
const shellPage = chunk(
  'assets/shell-page.js',
  ['assets/query.js', 'assets/app.js'],
  ['/w/src/features/shell-page.tsx'],
);
const bundle = Object.fromEntries(
  [runtime, entry, theme, zod, launch, app, page, shell, query, shellPage].map((c) => [
    c.fileName,
    { type: 'chunk', ...c },
  ]),
);

function transform(
  stages: string[],
  entryChunk: ChunkLike = entry,
  pages: readonly PageModules[] = [],
) {
  const { transformIndexHtml } = preloadStartChunks(stages, pages);
  const { handler } = transformIndexHtml as { handler: IndexHtmlTransformHook };
  const context = { bundle, chunk: entryChunk } as unknown as IndexHtmlTransformContext;
  return handler.call(undefined as never, '<html></html>', context);
}

/** The content of the page-chunks meta among the tags, read back. */
function pageChunksIn(result: ReturnType<typeof transform>): unknown {
  const meta = (result as HtmlTagDescriptor[]).find((tag) => tag.attrs?.name === PAGE_CHUNKS_META);
  return JSON.parse(String(meta?.attrs?.content));
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

  test("names each page's chunks by its path, less the entry's and the stages'", () => {
    const tags = transform(['src/app/app.tsx'], entry, [
      { path: '/page', modules: ['/w/src/features/page.tsx'] },
      {
        path: '/in-shell',
        modules: ['/w/src/app/layout/shell-layout.tsx', '/w/src/features/shell-page.tsx'],
      },
    ]);
    expect(pageChunksIn(tags)).toEqual({
      '/page': ['/assets/page.js'],
      '/in-shell': ['/assets/shell.js', '/assets/shell-page.js', '/assets/query.js'],
    });
  });

  test('leaves a page with parameters or a catch-all to the router', () => {
    const tags = transform(['src/app/app.tsx'], entry, [
      { path: '/offer/:offerId', modules: ['/w/src/features/page.tsx'] },
      { path: '*', modules: ['/w/src/features/page.tsx'] },
      { path: '[path]', modules: ['/w/src/features/page.tsx'] },
    ]);
    expect(pageChunksIn(tags)).toEqual({});
  });

  test("fails the build for a page whose module no chunk holds, as for a stage's", () => {
    expect(() =>
      transform(['src/app/app.tsx'], entry, [{ path: '/gone', modules: ['/w/src/gone.tsx'] }]),
    ).toThrow('no chunk of the build holds /w/src/gone.tsx');
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
