import type { Plugin } from 'vite';

/** The <meta> of index.html naming the start's chunks; main.tsx reads it by this name. */
export const START_CHUNKS_META = 'ignite-start-chunks';

/**
 * Names, in index.html, the chunks main.tsx imports in stages (decision 0046) with every chunk
 * they import, less those the entry imports itself (Vite links those already). main.tsx asks
 * for them all at once, and each stage's import() then finds its code downloaded: no round
 * trip between stages, and no links for Vite's loader to add in a long task.
 */
export function preloadStartChunks(stages: readonly string[]): Plugin {
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
        const linked = closure(entry.fileName);
        const files = new Set<string>();
        for (const stage of stages) {
          // A stage's module may share its chunk with modules other chunks import.
          const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${stage}`)));
          if (!chunk) throw new Error(`no chunk of the build holds ${stage}`);
          for (const file of closure(chunk.fileName)) if (!linked.has(file)) files.add(file);
        }
        const content = [...files].map((file) => `/${file}`).join(' ');
        return [{ tag: 'meta', attrs: { name: START_CHUNKS_META, content }, injectTo: 'head' }];
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
