// Import cycles between folders. ESLint's import-x/no-cycle sees cycles between files; two
// folders that import each other through different files (a type here, a function there) pass
// it, and they are what makes a folder impossible to understand or move on its own. This reads
// every import the way TypeScript does, type-only ones included, and looks for cycles in the
// graph of folders.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A workspace path, always with forward slashes: `apps/server/src/core/clock.ts`. */
export type FilePath = string;

/** One import between two folders, kept to show which file makes the edge. */
export type FolderEdge = { from: string; to: string; file: FilePath; imports: FilePath };

/**
 * A cycle of folders, its first folder repeated at the end, and the imports that close it;
 * `group` is every folder caught with it (each reaches the others), which may hold more cycles.
 */
export type FolderCycle = { folders: string[]; edges: FolderEdge[]; group: string[] };

/**
 * Every module specifier a file names: imports and re-exports, type-only or not, side-effect
 * imports and `import()` (in code or in a type). TypeScript's own scanner, so comments and
 * strings that merely look like imports are not taken.
 */
export function specifiersOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/**
 * Where a specifier written in `from` points, as a workspace path, or undefined for a package
 * outside the workspace. The web's `@/` alias and the domain package's `@ignite/domain/*`
 * (its package.json maps `./*` to `./src/*.ts`) are resolved as the bundler resolves them.
 */
export function resolveSpecifier(from: FilePath, specifier: string): FilePath | undefined {
  if (specifier.startsWith('./') || specifier.startsWith('../'))
    return path.posix.join(path.posix.dirname(from), specifier);
  if (specifier.startsWith('@/')) return `apps/web/src/${specifier.slice(2)}`;
  if (specifier.startsWith('@ignite/domain/'))
    return `packages/domain/src/${specifier.slice('@ignite/domain/'.length)}`;
  return undefined;
}

/** The file a resolved path names among `files`: as written, or with `.ts`/`.tsx`/`index`. */
function fileAmong(files: ReadonlyMap<FilePath, string>, target: FilePath): FilePath | undefined {
  const candidates = [
    target,
    `${target}.ts`,
    `${target}.tsx`,
    `${target}/index.ts`,
    `${target}/index.tsx`,
  ];
  return candidates.find((candidate) => files.has(candidate));
}

const SERVER = 'apps/server/src/';
const DOMAIN = 'packages/domain/src/';
const WEB = 'apps/web/src/';

/**
 * The folder a file counts in. Server: core, db, plugins, each modules/<name> (the wiring,
 * modules/index.ts, is `modules`), any other top-level folder, and `(root)` for the files at
 * the top. Domain: its top-level folders, and `(root)`. Web: shared/<x>, entities/<x>,
 * features/<x>, app, any other top-level folder, and `(root)`; a file directly in shared/ (or
 * entities/, features/) counts as `shared`.
 */
export function folderOf(file: FilePath): string {
  const within = (prefix: string) => file.slice(prefix.length).split('/').slice(0, -1);
  if (file.startsWith(SERVER)) {
    const [top, second] = within(SERVER);
    if (top === undefined) return 'server:(root)';
    return top === 'modules' && second !== undefined ? `server:modules/${second}` : `server:${top}`;
  }
  if (file.startsWith(DOMAIN)) return `domain:${within(DOMAIN)[0] ?? '(root)'}`;
  if (file.startsWith(WEB)) {
    const [top, second] = within(WEB);
    if (top === undefined) return 'web:(root)';
    const sliced = top === 'shared' || top === 'entities' || top === 'features';
    return sliced && second !== undefined ? `web:${top}/${second}` : `web:${top}`;
  }
  return file;
}

/**
 * The cycles among the folders of `files` (path to source text), one per group of folders that
 * reach each other, shortest first within it. Imports of files not in the map are left out.
 */
export function folderCycles(
  files: ReadonlyMap<FilePath, string>,
  folder: (file: FilePath) => string = folderOf,
): FolderCycle[] {
  // The first import found for each folder-to-folder edge, to name it in the report.
  const edges = new Map<string, Map<string, FolderEdge>>();
  for (const [file, source] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    for (const specifier of specifiersOf(source)) {
      const resolved = resolveSpecifier(file, specifier);
      const imported = resolved === undefined ? undefined : fileAmong(files, resolved);
      if (imported === undefined) continue;
      const from = folder(file);
      const to = folder(imported);
      if (from === to) continue;
      const out = edges.get(from) ?? new Map<string, FolderEdge>();
      edges.set(from, out);
      if (!out.has(to)) out.set(to, { from, to, file, imports: imported });
    }
  }
  return stronglyConnected(edges)
    .filter((group) => group.length > 1)
    .map((group) => shortestCycle(edges, group));
}

/** Tarjan's strongly connected components, each sorted, in a stable order. */
function stronglyConnected(edges: Map<string, Map<string, FolderEdge>>): string[][] {
  const nodes = new Set<string>();
  for (const [from, out] of edges) {
    nodes.add(from);
    for (const to of out.keys()) nodes.add(to);
  }
  // Each folder's visit order and the earliest folder on the stack it reaches.
  const seen = new Map<string, { index: number; low: number }>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];

  function visit(node: string) {
    const mark = { index: seen.size, low: seen.size };
    seen.set(node, mark);
    stack.push(node);
    onStack.add(node);
    for (const next of [...(edges.get(node)?.keys() ?? [])].sort()) {
      const visited = seen.get(next);
      if (!visited) {
        visit(next);
        mark.low = Math.min(mark.low, seen.get(next)?.low ?? mark.low);
      } else if (onStack.has(next)) {
        mark.low = Math.min(mark.low, visited.index);
      }
    }
    if (mark.low !== mark.index) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === node) break;
    }
    groups.push(group.sort());
  }

  for (const node of [...nodes].sort()) if (!seen.has(node)) visit(node);
  return groups.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
}

/** The shortest cycle through the group's first folder, staying inside the group. */
function shortestCycle(edges: Map<string, Map<string, FolderEdge>>, group: string[]): FolderCycle {
  const [start] = group;
  if (start === undefined) throw new Error('an empty group has no cycle');
  const members = new Set(group);
  const cameFrom = new Map<string, FolderEdge>();
  // Breadth first: the array grows while it is walked, and the walk reaches what was added.
  const queue = [start];
  for (const node of queue) {
    const out = [...(edges.get(node) ?? [])].sort(([a], [b]) => a.localeCompare(b));
    for (const [next, edge] of out) {
      if (!members.has(next)) continue;
      if (next === start) {
        const steps = [edge];
        for (let back = cameFrom.get(node); back; back = cameFrom.get(back.from))
          steps.unshift(back);
        return { folders: [start, ...steps.map((step) => step.to)], edges: steps, group };
      }
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, edge);
      queue.push(next);
    }
  }
  // A strongly connected group of two or more always has a cycle through each member.
  throw new Error(`no cycle through ${start} in ${group.join(', ')}`);
}

/**
 * A cycle as one line of folders, then a line per import that makes one of its steps, and the
 * whole group when breaking this one cycle would still leave others among its folders.
 */
export function describeCycle(cycle: FolderCycle): string {
  const others = cycle.group.length > cycle.edges.length;
  return [
    cycle.folders.join(' -> '),
    ...cycle.edges.map((edge) => `  ${edge.file} imports ${edge.imports}`),
    ...(others ? [`  (caught together: ${cycle.group.join(', ')})`] : []),
  ].join('\n');
}

/** The source of every .ts/.tsx file under `dirs` (workspace paths), tests left out. */
export function readSources(root: string, dirs: string[]): Map<FilePath, string> {
  const files = new Map<FilePath, string>();
  for (const dir of dirs) {
    const entries = readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name))
        continue;
      const absolute = path.join(entry.parentPath, entry.name);
      const relative = path.relative(root, absolute).split(path.sep).join('/');
      files.set(relative, readFileSync(absolute, 'utf8'));
    }
  }
  return files;
}
