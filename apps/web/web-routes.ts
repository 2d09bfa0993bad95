// Which modules each route of the web app loads lazily, read from the router's source.
//
// Why parse the source rather than only name the manifest's page chunks by file: the budget is
// per route ("/login loads at most 150 KB"), and only the source says that /login is
// login-page.tsx. The parse keys on the shape of a route, not on today's table, so routes
// added later are picked up without touching this file: in router.tsx, every module under its
// directory that it imports, and every `routes.ts` those import (each feature declares its
// routes in one; the app composes them), any object literal with a `path` (a string, a
// template, or a constant such as `paths.login` followed through imports) and an
// `import('...')` in another property (`lazy`, `page`, a React.lazy component) is a route.
// Imports are resolved as TypeScript resolves them, with the paths of the web app's
// tsconfig.json, so the `@/` alias is followed like a relative path. Where routes nest
// statically (`children: [...]`), a lazy layout's import counts for the routes under it. Where
// a lazy layout's children are picked by a frame (`children: byFrame('shell')` beside the
// layout's `lazy: import(...)`), the layout's import counts for every route declared with
// that frame (`frame: 'shell'`): the browser downloads the layout with the page. A route
// whose path is a variable (a table mapped to routes) is named by the variable in brackets.
// What static reading cannot attribute (a page behind import.meta.glob) is not guessed:
// bench/bundle.ts reports every lazy chunk of the manifest that no route reached, by file name.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type WebRoute = {
  /** The URL path, e.g. "/login"; the source text in brackets where it cannot be worked out. */
  path: string;
  /** Absolute paths of the modules it loads lazily, from the outermost layout to the page. */
  modules: string[];
};

type Located = { node: ts.Node; file: ts.SourceFile };
type OwnRoute = {
  path: string | undefined;
  isIndex: boolean;
  /** The `frame` a route declares, e.g. 'shell': the layout it is shown in. */
  frame: string | undefined;
  modules: string[];
};

export function readWebRoutes(routerFile: string): WebRoute[] {
  const reader = new SourceReader(routerFile);
  const modules = localModules(reader, routerFile);
  const frames = frameLayouts(reader, modules);
  const routes: WebRoute[] = [];
  for (const file of modules) {
    const visit = (node: ts.Node) => {
      const route = ts.isObjectLiteralExpression(node) && routeAt(reader, node, file, frames);
      if (route) routes.push(route);
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  if (routes.length === 0) {
    throw new Error(
      `no route ({ path, ...import('...') }) found in ${routerFile} or the modules it imports ` +
        'from its directory: the router changed shape; update apps/web/web-routes.ts',
    );
  }
  return routes;
}

/** The router and, transitively, what it imports from its own directory tree and `routes.ts` files. */
function localModules(reader: SourceReader, routerFile: string): ts.SourceFile[] {
  const scope = path.dirname(routerFile) + path.sep;
  const declaresRoutes = (fileName: string) =>
    fileName.startsWith(scope) || path.basename(fileName) === 'routes.ts';
  const found = new Map<string, ts.SourceFile>();
  const visit = (fileName: string) => {
    if (found.has(fileName)) return;
    const file = reader.open(fileName);
    found.set(fileName, file);
    for (const statement of file.statements) {
      const specifier =
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier;
      const target =
        specifier && ts.isStringLiteral(specifier) && reader.moduleFile(fileName, specifier.text);
      if (target && declaresRoutes(target)) visit(target);
    }
  };
  visit(routerFile);
  return [...found.values()];
}

/**
 * Lazy layouts whose children are chosen by frame: `{ lazy: ..., children: byFrame('shell') }`
 * maps 'shell' to the modules the layout loads.
 */
function frameLayouts(reader: SourceReader, files: ts.SourceFile[]): Map<string, string[]> {
  const frames = new Map<string, string[]>();
  for (const file of files) {
    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node)) {
        const children = node.properties.find(
          (p): p is ts.PropertyAssignment =>
            ts.isPropertyAssignment(p) && p.name.getText(file) === 'children',
        );
        const call = children?.initializer;
        const [frame] = call && ts.isCallExpression(call) ? call.arguments : [];
        if (frame && ts.isStringLiteralLike(frame)) {
          const own = ownRoute(reader, node, file);
          if (own.modules.length > 0) frames.set(frame.text, own.modules);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return frames;
}

function routeAt(
  reader: SourceReader,
  node: ts.ObjectLiteralExpression,
  file: ts.SourceFile,
  frames: Map<string, string[]>,
): WebRoute | undefined {
  const own = ownRoute(reader, node, file);
  if (own.path === undefined && !own.isIndex) return undefined;
  let routePath = own.path ?? '';
  const layout = own.frame === undefined ? [] : (frames.get(own.frame) ?? []);
  let modules = [...layout, ...own.modules];
  for (let parent = parentRoute(node); parent; parent = parentRoute(parent)) {
    const outer = ownRoute(reader, parent, file);
    modules = [...outer.modules, ...modules];
    if (!routePath.startsWith('/')) routePath = joinPath(outer.path ?? '', routePath);
  }
  // A route that loads nothing lazily (a redirect) downloads only the entry: no row of its own.
  return modules.length > 0 ? { path: routePath || '/', modules } : undefined;
}

function ownRoute(
  reader: SourceReader,
  node: ts.ObjectLiteralExpression,
  file: ts.SourceFile,
): OwnRoute {
  const own: OwnRoute = { path: undefined, isIndex: false, frame: undefined, modules: [] };
  for (const property of node.properties) {
    const name = property.name && ts.isIdentifier(property.name) ? property.name.text : '';
    if (name === 'children') continue;
    if (name === 'path' && ts.isPropertyAssignment(property)) {
      own.path = reader.text({ node: property.initializer, file });
    } else if (name === 'path' && ts.isShorthandPropertyAssignment(property)) {
      own.path = reader.text({ node: property.name, file });
    } else if (name === 'frame' && ts.isPropertyAssignment(property)) {
      own.frame = reader.text({ node: property.initializer, file });
    } else if (name === 'index') {
      own.isIndex = true;
    } else {
      own.modules.push(...reader.dynamicImports({ node: property, file }));
    }
  }
  return own;
}

/** The route object whose `children: [...]` holds this one, if any. */
function parentRoute(node: ts.ObjectLiteralExpression): ts.ObjectLiteralExpression | undefined {
  const array = node.parent;
  const property = array.parent;
  const object = property.parent;
  const isChildren =
    ts.isArrayLiteralExpression(array) &&
    ts.isPropertyAssignment(property) &&
    property.name.getText() === 'children';
  return isChildren && ts.isObjectLiteralExpression(object) ? object : undefined;
}

function joinPath(parent: string, child: string): string {
  if (child === '') return parent;
  if (child.startsWith('/') || child.startsWith('[')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

/** Follows identifiers to their `const` initialisers, in the same file or through imports. */
class SourceReader {
  private readonly files = new Map<string, ts.SourceFile>();
  private readonly options: ts.CompilerOptions;

  /** Reads imports with the compiler options of the tsconfig.json nearest to `routerFile`. */
  constructor(routerFile: string) {
    const configFile = ts.findConfigFile(path.dirname(routerFile), ts.sys.fileExists);
    const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined };
    this.options =
      (configFile && ts.getParsedCommandLineOfConfigFile(configFile, {}, host)?.options) || {};
  }

  /** The file of an import of our own sources (relative or through the alias), if any. */
  moduleFile(from: string, specifier: string): string | undefined {
    const resolved = ts.resolveModuleName(specifier, from, this.options, ts.sys).resolvedModule;
    // Installed packages have neither routes nor the constants of a path; the workspace's own
    // (the domain's PRODUCT, in /${PRODUCT.slug}) resolve to their sources and are read.
    if (!resolved || resolved.resolvedFileName.includes('/node_modules/')) return undefined;
    return /\.tsx?$/.test(resolved.resolvedFileName) && !resolved.resolvedFileName.endsWith('.d.ts')
      ? resolved.resolvedFileName
      : undefined;
  }

  open(fileName: string): ts.SourceFile {
    let file = this.files.get(fileName);
    if (!file) {
      const text = readFileSync(fileName, 'utf8');
      file = ts.createSourceFile(
        fileName,
        text,
        ts.ScriptTarget.Latest,
        true,
        scriptKind(fileName),
      );
      this.files.set(fileName, file);
    }
    return file;
  }

  /** The expression a node stands for: through parentheses, `as const`, names and members. */
  resolve(at: Located, depth = 0): Located {
    const { node, file } = at;
    if (depth > 20) return at;
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node)
    ) {
      return this.resolve({ node: node.expression, file }, depth + 1);
    }
    if (ts.isIdentifier(node)) {
      const declared = this.declaration(file, node.text);
      return declared ? this.resolve(declared, depth + 1) : at;
    }
    if (ts.isPropertyAccessExpression(node)) {
      const object = this.resolve({ node: node.expression, file }, depth + 1);
      if (ts.isObjectLiteralExpression(object.node)) {
        const member = object.node.properties.find(
          (p): p is ts.PropertyAssignment =>
            ts.isPropertyAssignment(p) && p.name.getText(object.file) === node.name.text,
        );
        if (member) return this.resolve({ node: member.initializer, file: object.file }, depth + 1);
      }
    }
    return at;
  }

  /** A string-valued expression's value; its source text in brackets when it is not static. */
  text(at: Located): string {
    const { node, file } = this.resolve(at);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) {
      return node.templateSpans.reduce(
        (text, span) => text + this.text({ node: span.expression, file }) + span.literal.text,
        node.head.text,
      );
    }
    return `[${at.node.getText(at.file)}]`;
  }

  /** Absolute paths of every `import('...')` of our own sources under a node, through local names. */
  dynamicImports(at: Located, seen = new Set<ts.Node>()): string[] {
    const found: string[] = [];
    const visit = (node: ts.Node, file: ts.SourceFile) => {
      if (seen.has(node)) return;
      seen.add(node);
      const [specifier] = ts.isCallExpression(node) ? node.arguments : [];
      const imported =
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        specifier &&
        ts.isStringLiteralLike(specifier) &&
        this.moduleFile(file.fileName, specifier.text);
      if (imported) {
        found.push(imported);
      } else if (ts.isIdentifier(node) && !isPropertyName(node)) {
        // e.g. `Component: LoginPage` where `const LoginPage = lazy(() => import(...))`. Only
        // such calls are followed: an import() inside a component's event handler is not loaded
        // by visiting the route.
        const declared = this.declaration(file, node.text);
        if (declared && ts.isCallExpression(declared.node)) visit(declared.node, declared.file);
      }
      ts.forEachChild(node, (child) => visit(child, file));
    };
    visit(at.node, at.file);
    return found;
  }

  /** The initialiser of a top-level `const name`, in this file or the module it is imported from. */
  private declaration(file: ts.SourceFile, name: string): Located | undefined {
    for (const statement of file.statements) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name) && declaration.name.text === name) {
            return declaration.initializer && { node: declaration.initializer, file };
          }
        }
      }
      if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const bindings = statement.importClause?.namedBindings;
        if (!bindings || !ts.isNamedImports(bindings)) continue;
        const binding = bindings.elements.find((e) => e.name.text === name);
        const source = binding && this.moduleFile(file.fileName, statement.moduleSpecifier.text);
        if (binding && source) {
          return this.declaration(this.open(source), (binding.propertyName ?? binding.name).text);
        }
      }
    }
    return undefined;
  }
}

function isPropertyName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    (ts.isPropertyAccessExpression(parent) && parent.name === node)
  );
}

function scriptKind(fileName: string): ts.ScriptKind {
  return fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
}
