// The boundaries between layers, features and modules, and the one that keeps test code out of
// the product, are lint rules (eslint.config.js). These fixtures break each rule once, and keep
// it once, so a rule that stops biting fails here.
// Each fixture is written at `filePath` (named lint-fixture-*.ts), linted and removed; what it
// imports is real.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const eslint = new ESLint({ cwd: root });
const BOUNDARY_RULES = new Set([
  'import-x/no-restricted-paths',
  'no-restricted-imports',
  // The test-code rule (typescript-eslint's copy, beside the core rule's other options).
  '@typescript-eslint/no-restricted-imports',
]);

/**
 * The boundary errors ESLint reports for `code` placed at `filePath`. The file is written for
 * the moment of the lint: the import resolver maps only files on disk to their tsconfig (and
 * so to the web's `@/` alias).
 */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const absolute = path.join(root, filePath);
  writeFileSync(absolute, code);
  try {
    const [result] = await eslint.lintFiles([absolute]);
    return boundaryMessages(result);
  } finally {
    rmSync(absolute, { force: true });
  }
}

function boundaryMessages(result: ESLint.LintResult | undefined): string[] {
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && BOUNDARY_RULES.has(message.ruleId))
    .map((message) => message.message);
}

/** Where an import points, so each fixture is known to import a real file (or package). */
function target(filePath: string, specifier: string): string {
  if (specifier.startsWith('@/')) return path.join(root, 'apps/web/src', specifier.slice(2));
  if (specifier.startsWith('@test/')) return path.join(root, 'apps/web/test', specifier.slice(6));
  if (!specifier.startsWith('.')) return path.join(root, 'node_modules', specifier);
  return path.join(root, path.dirname(filePath), specifier);
}

const fixture = (specifier: string) =>
  `import * as imported from '${specifier}';\nexport const fixture = imported;\n`;

type Case = { name: string; filePath: string; imports: string; refused: boolean };

const cases: Case[] = [
  // Web: shared -> entities -> features -> app, and features apart.
  {
    name: 'a feature importing another feature',
    filePath: 'apps/web/src/features/care-plan/lint-fixture-boundary.ts',
    imports: '@/features/garage/routes.ts',
    refused: true,
  },
  {
    name: 'a feature importing an entity',
    filePath: 'apps/web/src/features/care-plan/lint-fixture-boundary.ts',
    imports: '@/entities/vehicle/my-garage-query.ts',
    refused: false,
  },
  {
    name: 'an entity importing a feature',
    filePath: 'apps/web/src/entities/vehicle/lint-fixture-boundary.ts',
    imports: '@/features/garage/routes.ts',
    refused: true,
  },
  {
    name: 'shared importing an entity',
    filePath: 'apps/web/src/shared/ui/lint-fixture-boundary.ts',
    imports: '@/entities/vehicle/my-garage-query.ts',
    refused: true,
  },
  {
    name: 'a feature importing the app',
    filePath: 'apps/web/src/features/garage/lint-fixture-boundary.ts',
    imports: '@/app/router.tsx',
    refused: true,
  },
  // Server: a module is used by others only through its index.ts.
  {
    name: 'a module reaching into another module',
    filePath: 'apps/server/src/modules/health/lint-fixture-boundary.ts',
    imports: '../garage/my-garage/my-garage-query.ts',
    refused: true,
  },
  {
    name: 'a module using another through its public file',
    filePath: 'apps/server/src/modules/health/lint-fixture-boundary.ts',
    imports: '../auth/index.ts',
    refused: false,
  },
  {
    name: 'the core importing a module',
    filePath: 'apps/server/src/core/lint-fixture-boundary.ts',
    imports: '../modules/garage/index.ts',
    refused: true,
  },
  // Domain: imports nothing of ours.
  {
    name: 'the domain importing the server',
    filePath: 'packages/domain/src/lint-fixture-boundary.ts',
    imports: '../../../apps/server/src/config/config.ts',
    refused: true,
  },
  // Test code: product files import none of it; the test folders' own files do.
  {
    name: 'a server module importing the test app',
    filePath: 'apps/server/src/modules/health/lint-fixture-boundary.ts',
    imports: '../../../test/test-app.ts',
    refused: true,
  },
  {
    name: 'a server test helper importing the test app',
    filePath: 'apps/server/test/lint-fixture-boundary.ts',
    imports: './test-app.ts',
    refused: false,
  },
  {
    name: 'a web page importing a test helper',
    filePath: 'apps/web/src/features/garage/lint-fixture-boundary.ts',
    imports: '@test/render-in-router.tsx',
    refused: true,
  },
  {
    name: 'web code importing a test library',
    filePath: 'apps/web/src/shared/ui/lint-fixture-boundary.ts',
    imports: '@testing-library/react',
    refused: true,
  },
  {
    name: 'a web test helper importing another',
    filePath: 'apps/web/test/lint-fixture-boundary.ts',
    imports: './render-in-router.tsx',
    refused: false,
  },
  {
    name: "the domain importing its tests' helpers",
    filePath: 'packages/domain/src/garage/lint-fixture-boundary.ts',
    imports: '../../test/test-condition.ts',
    refused: true,
  },
  {
    name: 'the domain importing a test',
    filePath: 'packages/domain/src/garage/lint-fixture-boundary.ts',
    imports: './condition-schema.test.ts',
    refused: true,
  },
];

describe('lint boundaries', () => {
  for (const { name, filePath, imports, refused } of cases) {
    it(`${refused ? 'refuses' : 'allows'} ${name}`, async () => {
      expect(existsSync(target(filePath, imports)), `${imports} exists`).toBe(true);
      const errors = await boundaryErrors(filePath, fixture(imports));
      if (refused) expect(errors, `${filePath} importing ${imports}`).not.toEqual([]);
      else expect(errors, `${filePath} importing ${imports}`).toEqual([]);
    });
  }
});
