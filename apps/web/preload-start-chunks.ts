import type { Plugin } from 'vite';

/** The <meta> of index.html naming the start's chunks; main.tsx reads it by this name. */
export const START_CHUNKS_META = 'ignite-start-chunks';

/** The <meta> of index.html naming, by page path, the chunks of each page beyond the start's. */
export const PAGE_CHUNKS_META = 'ignite-page-chunks';

/** A page the router shows: its path and the modules it loads lazily (web-routes.ts). */
export type PageModules = { path: string; modules: string[] };

/** A path that names one address: no parameter, no catch-all, nothing the parse left unread. */
const isOneAddress = (path: string) => !/[:*[]/.test(path);

/**
 * Names, in index.html, the chunks main.tsx imports in stages (decision 0046) with every chunk
 * they import, less those the entry imports itself (Vite links those already). main.tsx asks
 * for them all at once, and each stage's import() then finds its code downloaded: no round
 * trip between stages, and no links for Vite's loader to add in a long task.
 *
 * With `pages`, it also names each page's own chunks, by the page's path (decision 0050): the
 * entry asks for the opened page's code beside the stages', instead of once the router's chunk
 * has come and been run. Pages with parameters in their path are left to the router.
 */
export function preloadStartChunks(
  stages: readonly string[],
  pages: readonly PageModules[] = [],
): Plugin {
  return {
    name: 'ignite:preload-start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        // The offline page is an entry of its own and starts none of the stages.
        if (!bundle || !entry?.facadeModuleId?.endsWith('/index.html')) return;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        /** The file and every file it imports, at any depth. */
        const closure = (file: string, into = new Set<string>()): Set<string> => {
          if (into.has(file)) return into;
          into.add(file);
          chunks.find((chunk) => chunk.fileName === file)?.imports.forEach((f) => closure(f, into));
          return into;
        };
        /**
         * The chunk holding a module, named from the web app's root or by its absolute path: a
         * stage's or a page's module may share its chunk with others.
         */
        const chunkOf = (module: string) => {
          const chunk = chunks.find((c) =>
            c.moduleIds.some((id) => id === module || id.endsWith(`/${module}`)),
          );
          if (!chunk) throw new Error(`no chunk of the build holds ${module}`);
          return chunk.fileName;
        };
        const linked = closure(entry.fileName);
        const files = new Set<string>();
        for (const stage of stages) {
          for (const file of closure(chunkOf(stage))) if (!linked.has(file)) files.add(file);
        }
        const content = [...files].map((file) => `/${file}`).join(' ');
        const tags = [
          { tag: 'meta', attrs: { name: START_CHUNKS_META, content }, injectTo: 'head' as const },
        ];
        if (pages.length === 0) return tags;

        const started = new Set([...linked, ...files]);
        const byPath: Record<string, string[]> = {};
        for (const page of pages.filter((p) => isOneAddress(p.path))) {
          const own = new Set<string>();
          for (const module of page.modules) {
            for (const file of closure(chunkOf(module))) if (!started.has(file)) own.add(file);
          }
          byPath[page.path] = [...own].map((file) => `/${file}`);
        }
        const pageContent = JSON.stringify(byPath);
        return [
          ...tags,
          {
            tag: 'meta',
            attrs: { name: PAGE_CHUNKS_META, content: pageContent },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The build manifest's keys of the chunks a built index.html names for the start: a stage's
 * chunk is often shared, so it is found by its file rather than by its module.
 */
export function startChunkKeys(
  manifest: Record<string, { file: string }>,
  indexHtml: string,
): string[] {
  const meta = new RegExp(`<meta name="${START_CHUNKS_META}" content="([^"]*)"`).exec(indexHtml);
  if (!meta?.[1]) throw new Error(`index.html has no <meta name="${START_CHUNKS_META}">`);
  return meta[1].split(' ').map((href) => {
    const file = href.replace(/^\//, '');
    const key = Object.keys(manifest).find((k) => manifest[k]?.file === file);
    if (!key) throw new Error(`the build manifest has no chunk ${file}`);
    return key;
  });
}
