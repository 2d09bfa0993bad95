// Reading Vite's build manifest (apps/web/dist/.vite/manifest.json): which output files a set
// of source modules pulls in. Keys are source paths relative to the web app's root.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

export type Manifest = Record<string, ManifestChunk>;

export async function readManifest(file: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`${file} is missing: run \`npm run build\` first (it needs build.manifest)`, {
      cause: error,
    });
  }
  const manifest: unknown = JSON.parse(text);
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) {
    throw new Error(`${file} is not a Vite manifest`);
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    const valid = typeof chunk === 'object' && chunk !== null && 'file' in chunk;
    if (!valid || typeof chunk.file !== 'string') {
      throw new Error(`${file}: entry "${key}" has no output file`);
    }
  }
  return manifest as Manifest;
}

/**
 * The app's entry, the chunk index.html loads. The build's one other entry, offline.html (the
 * page the service worker shows without a network, decision 0036), loads nothing of the app;
 * any further entry would mean a page this tool cannot see.
 */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const others = entries.filter((key) => key !== 'index.html' && key !== 'offline.html');
  if (!entries.includes('index.html') || others.length > 0) {
    throw new Error(`expected the entry index.html, found ${entries.join(', ') || 'none'}`);
  }
  return 'index.html';
}

/**
 * The given chunks and everything they import statically, transitively: what the browser
 * fetches before they run (Vite preloads a lazy chunk's static imports alongside it).
 */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk "${key}"`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...seen];
}

/** The manifest key of a source module, given its absolute path. */
export function keyOfModule(manifest: Manifest, webRoot: string, modulePath: string): string {
  const wanted = path.relative(webRoot, modulePath).split(path.sep).join('/');
  // An import written without its extension still names the same source file.
  const key = Object.keys(manifest).find(
    (k) => k === wanted || k.replace(/\.[cm]?[jt]sx?$/, '') === wanted,
  );
  if (!key) {
    // Either the build predates the source, or the module is also imported statically and so
    // was bundled into another chunk: then it is not lazy at all, which is worth failing for.
    throw new Error(
      `${wanted} is imported lazily but has no chunk of its own in the build manifest ` +
        '(a stale build, or a static import of it elsewhere)',
    );
  }
  return key;
}
