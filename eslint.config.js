// One lint setup for the whole workspace. Besides the usual rules it enforces the shape of the
// code (DESIGN.md section 2): no import cycles, no cross-feature imports in the web app, data
// flowing shared -> features -> app, and a domain package that imports nothing of ours.
import fs from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = 'apps/web/src/features';
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const featureZones = features.map((feature) => ({
  target: `./${featuresDir}/${feature}`,
  from: `./${featuresDir}`,
  except: [`./${feature}`],
  message: 'Features do not import each other; move shared code to apps/web/src/shared.',
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
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Only apps/server/src/config.ts reads process.env.',
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/config.ts',
      'e2e/**',
      'bench/**',
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
          patterns: [
            {
              group: ['@ignite/*', '../../*', '**/apps/**'],
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
          zones: [
            ...featureZones,
            {
              target: './apps/web/src/shared',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code is used by features and the app, never the other way round.',
            },
            {
              target: `./${featuresDir}`,
              from: './apps/web/src/app',
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
  prettier,
);
