// One lint setup for the whole workspace. Besides the usual rules it enforces the shape of the
// code: no import cycles, no cross-feature imports in the web app, data flowing
// shared -> entities -> features -> app, and a domain package that imports nothing of ours.
import fs from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Web: four layers, each importing only those before it: shared -> entities -> features -> app.
// Within a layer, one slice (a feature, an entity) does not import another. The slices are read
// from their folders, so a new feature or entity is held to the rules without touching this file.
const webDir = 'apps/web/src';
const entitiesDir = `${webDir}/entities`;
const featuresDir = `${webDir}/features`;
const subfolders = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

// Schemas are built with zod/mini everywhere: the browser pays for only the checks it uses
// (decision 0060), and one way of writing a schema keeps the server's and the web's alike.
const zodMiniOnly = {
  name: 'zod',
  message: "Import { z } from 'zod/mini': the classic API costs every page 14 KB more.",
};

const featureZones = subfolders(featuresDir).map((feature) => ({
  target: `./${featuresDir}/${feature}`,
  from: `./${featuresDir}`,
  except: [`./${feature}`],
  message:
    'Features do not import each other; what several features need goes to apps/web/src/entities (or shared).',
}));

// Entities do not import each other either. None needs another today, and one that leant on
// another would be a sign that the piece belongs to the feature using both, or that the two are
// one entity. Should a pair ever truly need it, allow that pair here and say why.
const entityZones = subfolders(entitiesDir).map((entity) => ({
  target: `./${entitiesDir}/${entity}`,
  from: `./${entitiesDir}`,
  except: [`./${entity}`],
  message:
    'Entities do not import each other; a piece that needs two entities belongs to a feature.',
}));

// Server: a module is used by the others (and by the wiring, modules/index.ts) only through its
// public file, modules/<name>/index.ts; core, db and plugins sit below the modules.
const serverDir = 'apps/server/src';
const modulesDir = `${serverDir}/modules`;
const serverModules = fs.existsSync(modulesDir)
  ? fs
      .readdirSync(modulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const serverModuleZones = serverModules.map((module) => ({
  // Every file under modules/ outside this module (any module, even one not written yet), and
  // the wiring beside the modules.
  target: [`./${modulesDir}/!(${module})/**`, `./${modulesDir}/*.ts`],
  from: `./${modulesDir}/${module}`,
  except: ['./index.ts'],
  message: `Another module uses modules/${module} only through modules/${module}/index.ts, its public file.`,
}));

// Test code stays out of what ships: no product file imports a test, anything in a test folder
// (the test app, the test kits, fixtures; the web's `@test/` alias) or a test library. A helper
// that product code needs is product code, and lives in the product's folders.
const testCode = {
  regex: [
    String.raw`(^|/)(tests?|testing|test-support)(/|$)`, // a test folder
    '^@test(/|$)', // the web's test helpers
    String.raw`\.test(\.[cm]?[jt]sx?)?$`, // a test
    String.raw`(^|[/-])test-kit(\.tsx?)?$`, // a test kit
    '^(vitest|@vitest|fast-check|happy-dom|@testing-library)(/|$)', // a test library
    '^node:test$',
  ].join('|'),
  message:
    'Product code does not import test code (tests, test folders and kits, test libraries); what it needs belongs in the product.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'bench/results/**',
      'apps/server/src/db/migrations/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.base.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': ['error', { paths: [zodMiniOnly] }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Only apps/server/src/config/config.ts reads process.env.',
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/config/config.ts',
      'e2e/**',
      'bench/**',
      // Tests that start the server as a child pass it the parent's environment, as e2e does.
      'tools/**/*.test.ts',
      'apps/server/test/**',
      'vitest.config.ts',
      'apps/web/vite.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodMiniOnly],
          patterns: [
            {
              // Its tests reach the package's own test helpers (packages/domain/test); a
              // product file that did would be refused by the test-code rule below.
              group: ['@ignite/*', '../../*', '!../../test', '**/apps/**'],
              message: 'The domain package imports nothing of ours.',
            },
            {
              group: [
                'node:*',
                'react',
                'react-*',
                'fastify*',
                '@fastify/*',
                'drizzle-orm*',
                'pg',
                '@electric-sql/*',
              ],
              message: 'The domain package is pure: no I/O, no React, no Fastify.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...featureZones,
            ...entityZones,
            {
              target: `./${webDir}/shared`,
              from: [`./${entitiesDir}`, `./${featuresDir}`, `./${webDir}/app`],
              message:
                'Shared code is used by entities, features and the app, never the other way round.',
            },
            {
              target: `./${entitiesDir}`,
              from: [`./${featuresDir}`, `./${webDir}/app`],
              message:
                'Entities import only shared code and the domain package, never a feature or the app.',
            },
            {
              target: `./${featuresDir}`,
              from: `./${webDir}/app`,
              message: 'Features do not import the app shell.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${serverDir}/**/*.ts`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...serverModuleZones,
            {
              target: [`./${serverDir}/core`, `./${serverDir}/db`, `./${serverDir}/plugins`],
              from: `./${modulesDir}`,
              message:
                'core, db and plugins sit below the modules and import none of them; app.ts wires the modules in.',
            },
          ],
        },
      ],
    },
  },
  {
    // Product files: all but the tests, the test folders, e2e, bench, tools and the test
    // runner's config. typescript-eslint's copy of no-restricted-imports, so that this rule adds
    // to the import rules above instead of replacing their options.
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      'e2e/**',
      'bench/**',
      'tools/**',
      'vitest.config.ts',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [testCode] }] },
  },
  prettier,
);
