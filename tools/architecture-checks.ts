// The claims of docs/architecture.md that code can check: only repositories touch the database,
// every server module is wired in modules/index.ts, routes create nothing, and every path the
// document names exists. Each check reads the source with TypeScript's parser, so comments,
// strings and look-alike calls (an HMAC's `.update(`, a Map's `.delete(`) are not taken.
import path from 'node:path';
import ts from 'typescript';
import { type FilePath, resolveSpecifier } from './import-cycles.ts';

export const MODULES_DIR = 'apps/server/src/modules';
const DB_DIR = 'apps/server/src/db/';

/** One thing a check found, at a line of a file. */
export type Finding = { file: FilePath; line: number; what: string };

export const describeFinding = (f: Finding) => `${f.file}:${f.line} ${f.what}`;

/** `repository.ts`, `x-repository.ts`, `repositories.ts`, `x-repositories.ts`. */
export const isRepositoryFile = (file: FilePath) =>
  /(^|-)repositor(y|ies)\.ts$/.test(path.posix.basename(file));

/** `routes.ts` and `x-routes.ts`. */
export const isRoutesFile = (file: FilePath) => /(^|-)routes\.ts$/.test(path.posix.basename(file));

// What Drizzle's database and transaction handles answer: each starts a query (or a
// transaction). Taken only on a handle's usual names, so a repository's own method of the same
// name (`links.insert`, `tx.payouts.update`) is not a query.
const QUERY_METHODS = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'transaction',
  'query',
  'with',
  '$count',
  '$with',
]);
const HANDLE_NAMES = new Set(['db', 'tx', 'trx', 'transaction', 'executor', 'database']);

/** The last name of `a.b.c` (`c`), or of an identifier. */
function lastName(node: ts.Expression): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  return undefined;
}

/** Whether an import brings in a value (a type-only import, or one of only types, does not). */
function importsValue(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return true; // a side-effect import runs the module
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.some((element) => !element.isTypeOnly);
}

function parse(file: FilePath, source: string) {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const lineOf = (node: ts.Node) =>
    sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  return { sourceFile, lineOf };
}

function eachNode(root: ts.Node, visit: (node: ts.Node) => void) {
  const walk = (node: ts.Node) => {
    visit(node);
    ts.forEachChild(node, walk);
  };
  walk(root);
}

/**
 * Every way `source` reaches the database itself: Drizzle's builders imported, tables imported
 * as values, the database handle taken (db/client.ts), a query or transaction started on a
 * handle (`db.select(`, `tx.insert(`, `db.transaction(`, `db.query.`), or raw SQL written
 * (`` sql`...` ``, `sql.raw(`).
 */
export function databaseUses(file: FilePath, source: string): Finding[] {
  const { sourceFile, lineOf } = parse(file, source);
  const found: Finding[] = [];
  const add = (node: ts.Node, what: string) => found.push({ file, line: lineOf(node), what });

  eachNode(sourceFile, (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const specifier = node.moduleSpecifier.text;
      const target = resolveSpecifier(file, specifier);
      if (/^drizzle-orm(\/|$)/.test(specifier) && importsValue(node)) {
        add(node, `imports Drizzle's query builder from '${specifier}'`);
      } else if (target === `${DB_DIR}client.ts`) {
        add(node, 'takes the database handle (db/client.ts)');
      } else if (target?.startsWith(DB_DIR) && importsValue(node)) {
        add(node, `imports tables from ${target.slice(DB_DIR.length - 3)}`);
      }
    } else if (
      ts.isPropertyAccessExpression(node) &&
      QUERY_METHODS.has(node.name.text) &&
      HANDLE_NAMES.has(lastName(node.expression) ?? '')
    ) {
      add(node, `runs a query on the handle: ${node.getText(sourceFile).replace(/\s+/g, '')}`);
    } else if (ts.isTaggedTemplateExpression(node) && lastName(node.tag) === 'sql') {
      add(node, 'writes raw SQL (sql`...`)');
    } else if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'sql'
    ) {
      add(node, `writes raw SQL (sql.${node.name.text})`);
    }
  });
  return found;
}

/** A file allowed to break a rule, and why. */
export type Exceptions = Readonly<Record<FilePath, string>>;

/**
 * The module files other than repositories (and tests) that reach the database, less those
 * listed as exceptions; and the exceptions that no longer do (to be taken off the list).
 */
export function databaseOutsideRepositories(
  files: ReadonlyMap<FilePath, string>,
  exceptions: Exceptions,
) {
  const unexpected: Finding[] = [];
  const offending = new Set<FilePath>();
  for (const [file, source] of files) {
    if (!file.startsWith(`${MODULES_DIR}/`) || isRepositoryFile(file)) continue;
    if (/\.test\.tsx?$/.test(file)) continue;
    const uses = databaseUses(file, source);
    if (uses.length === 0) continue;
    offending.add(file);
    if (!(file in exceptions)) unexpected.push(...uses);
  }
  const stale = Object.keys(exceptions).filter((file) => !offending.has(file));
  return { unexpected, stale };
}

/**
 * What a routes file must not do: create a repository, service or anything else
 * (`createX(`, `new X` of our own class), or import a repository's code. The wiring,
 * modules/index.ts, creates everything and hands it to the routes.
 */
export function routeCreations(file: FilePath, source: string): Finding[] {
  const { sourceFile, lineOf } = parse(file, source);
  const found: Finding[] = [];
  const ours = new Set<string>(); // names imported from our own files
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('.')) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) ours.add(element.name.text);
    if (statement.importClause?.name) ours.add(statement.importClause.name.text);
    if (isRepositoryFile(specifier) && importsValue(statement)) {
      found.push({ file, line: lineOf(statement), what: `imports code from ${specifier}` });
    }
  }
  eachNode(sourceFile, (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      /^create[A-Z]/.test(node.expression.text)
    ) {
      found.push({ file, line: lineOf(node), what: `calls ${node.expression.text}(` });
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      if (ours.has(name) || /(Repository|Repositories|Service)$/.test(name)) {
        found.push({ file, line: lineOf(node), what: `constructs new ${name}` });
      }
    }
  });
  return found;
}

/** The module folders that modules/index.ts does not import (through their index.ts). */
export function unwiredModules(folders: readonly string[], wiringSource: string): string[] {
  const { sourceFile } = parse(`${MODULES_DIR}/index.ts`, wiringSource);
  const wired = new Set<string>();
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const match = /^\.\/([^/]+)\/index\.ts$/.exec(statement.moduleSpecifier.text);
    if (match?.[1]) wired.add(match[1]);
  }
  return folders.filter((folder) => !wired.has(folder));
}

/** The text of a markdown document outside its fenced code blocks. */
const outsideFences = (markdown: string) => markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');

/**
 * The paths a markdown document names in inline code: a span with a slash and no spaces or
 * placeholders (`apps/server/src/core/`, `@/shared/api/use-api-read.ts`), as a workspace path.
 * Bare file names (`routes.ts`), patterns (`*-repository.ts`, `<area>`), URL paths (`/api/`)
 * and commands are not paths. The web's aliases and the domain package's name are resolved.
 */
export function pathsInCode(markdown: string): string[] {
  const paths: string[] = [];
  for (const [, span = ''] of outsideFences(markdown).matchAll(/`([^`\n]+)`/g)) {
    if (!/^[\w@.][\w@.\-/]*$/.test(span) || !span.includes('/') || span.includes('://')) continue;
    const resolved = span.startsWith('@test/')
      ? `apps/web/test/${span.slice('@test/'.length)}`
      : (resolveSpecifier('', span) ?? span);
    paths.push(resolved.replace(/\/$/, ''));
  }
  return paths;
}

/**
 * What a markdown document at `docPath` names that does not exist: paths in inline code
 * (relative to the workspace; a domain specifier may leave out `.ts`), and relative link
 * targets (relative to the document).
 */
export function missingPaths(
  docPath: FilePath,
  markdown: string,
  exists: (workspacePath: FilePath) => boolean,
): string[] {
  const missing = pathsInCode(markdown).filter((p) => !exists(p) && !exists(`${p}.ts`));
  for (const [, target = ''] of outsideFences(markdown).matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)) {
    if (/^[a-z]+:/.test(target)) continue;
    const resolved = path.posix.join(path.posix.dirname(docPath), target);
    if (!exists(resolved)) missing.push(`${resolved} (link)`);
  }
  return missing;
}
